import { SIGNATURE_MIN_INK } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { drawnSignature, signatureDataUrl } from '../../test/signature-png';
import { AppError } from './errors';
import { encodePng } from './png';
import { readPng } from './png-read';
import { decodeSignature, inkedPixels } from './signature-png';

/*
 * What counts as ink on a drawn signature: the pixels standing out from the pad's background,
 * whatever that background is (transparent as a canvas starts, white, a colour), so a blank
 * pad is refused and the shortest stroke is not.
 */

const LIMITS = { maxSide: 4096, maxPixels: 4_000_000 };
const ink = (png: Buffer) => inkedPixels(readPng(png, LIMITS));
/** The message key of the 400 `decodeSignature` answers `png` with, or null when kept. */
const refusal = (png: Buffer): string | null => {
  try {
    decodeSignature(signatureDataUrl(png));
    return null;
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.key}` : String(error);
  }
};
const inBox = (x: number, y: number) => x >= 10 && x < 30 && y >= 10 && y < 13;

describe('the ink on a drawn signature', () => {
  it('counts the pixels off the background, on a transparent, white or coloured pad', () => {
    expect(ink(encodePng(60, 30, () => [0, 0, 0, 0], true))).toBe(0);
    expect(ink(encodePng(60, 30, () => [255, 255, 255]))).toBe(0);
    // Transparent pixels are one background whatever colour they carry.
    expect(ink(encodePng(60, 30, (x) => [x * 4, 255 - x, 7, 0], true))).toBe(0);
    // 20 × 3 inked: dark on clear, white on clear (a dark-mode pen), dark on white, on blue.
    expect(
      ink(encodePng(60, 30, (x, y) => (inBox(x, y) ? [0, 0, 0, 255] : [0, 0, 0, 0]), true)),
    ).toBe(60);
    expect(
      ink(encodePng(60, 30, (x, y) => (inBox(x, y) ? [255, 255, 255, 255] : [0, 0, 0, 0]), true)),
    ).toBe(60);
    expect(ink(encodePng(60, 30, (x, y) => (inBox(x, y) ? [30, 30, 30] : [255, 255, 255])))).toBe(
      60,
    );
    expect(ink(encodePng(60, 30, (x, y) => (inBox(x, y) ? [250, 250, 250] : [20, 40, 160])))).toBe(
      60,
    );
    // Paper's grain (a few levels off white) and a faint half-transparent smudge are no ink.
    expect(ink(encodePng(60, 30, (x, y) => [255 - ((x + y) % 6), 252, 255]))).toBe(0);
    expect(
      ink(encodePng(60, 30, (x, y) => (inBox(x, y) ? [0, 0, 0, 40] : [0, 0, 0, 0]), true)),
    ).toBe(0);
    // The background is the most common colour, not a corner's: a stroke may cross them.
    expect(
      ink(encodePng(60, 30, (x, y) => (y === 0 || y === 29 ? [0, 0, 0] : [255, 255, 255]))),
    ).toBe(120);
  });

  it('refuses a pad with less ink than SIGNATURE_MIN_INK pixels and keeps a stroke with that much', () => {
    const pad = (n: number) =>
      encodePng(60, 30, (x, y) => (y === 15 && x < n ? [0, 0, 0, 255] : [0, 0, 0, 0]), true);
    expect(refusal(pad(0))).toBe('400 certificate.blankSignature');
    expect(refusal(pad(SIGNATURE_MIN_INK - 1))).toBe('400 certificate.blankSignature');
    expect(refusal(pad(SIGNATURE_MIN_INK))).toBeNull();
    expect(refusal(drawnSignature(3))).toBeNull();
    expect(refusal(Buffer.from('not a picture'))).toBe('400 certificate.badSignature');
  });
});
