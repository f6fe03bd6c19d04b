import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('crc32', () => {
  it('gives the standard check value and that of an empty input', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('checks a PNG chunk as written in every PNG (IEND, no data)', () => {
    expect(crc32(bytes('IEND'))).toBe(0xae426082);
  });
});
