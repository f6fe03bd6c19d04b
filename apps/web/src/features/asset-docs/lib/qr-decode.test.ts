import { describe, expect, it } from 'vitest';
import { qrPixels } from '../../../test/qr-image';
import { loadQrDecoder } from '../../../lib/qr-decode';
import { assetReference } from './scanned-asset';

describe('QR decoding', () => {
  it('reads a label’s address from a generated QR picture', async () => {
    const decode = await loadQrDecoder();
    const label =
      'https://depot.example.com/as/asset-detail?qr=6c1d1d52-2a47-4a3f-9a83-0f6f5b1f7e11';
    expect(decode(qrPixels(label))).toBe(label);
  });

  it('finds nothing in a blank picture', async () => {
    const decode = await loadQrDecoder();
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 };
    expect(decode(blank)).toBeNull();
  });
});

describe('what a scan names', () => {
  it.each([
    ['https://depot.example.com/as/asset-detail?qr=abc-123', { qr: 'abc-123' }],
    ['/as/asset-detail?id=42', { id: 42 }],
    ['  nb-000001 ', { code: 'NB-000001' }],
    ['https://elsewhere.example/page', null],
    ['   ', null],
  ])('%s', (text, reference) => expect(assetReference(text)).toEqual(reference));
});
