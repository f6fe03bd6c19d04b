import { SIGNATURE_MIN_INK } from '@depot/shared';
import { BadRequest } from './errors';
import { readPng, UnreadablePng, type PngPixels } from './png-read';

/*
 * A drawn signature arrives as a PNG data URL (shared `signaturePng`). Before it is stored it
 * must be a PNG this server reads in full (core/png-read: chunks, CRCs, the zlib stream, the
 * row filters) within SIGNATURE_MAX_BYTES and the size limits, else certificate.badSignature;
 * and it must hold ink: at least SIGNATURE_MIN_INK pixels standing out from its background,
 * else certificate.blankSignature (a blank pad, transparent or one colour, is no signature).
 * The image is kept as sent and shown as a picture.
 */

/** The largest signature kept (decoded bytes). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
/** The largest drawing area accepted, in pixels per side. */
export const SIGNATURE_MAX_SIDE = 4096;
/** The most pixels a signature may have in all (they are decoded in memory to be looked at). */
export const SIGNATURE_MAX_PIXELS = 4_000_000;
/** How far (0–255) a premultiplied channel or the alpha is off the background to be ink. */
const INK_CONTRAST = 64;

/** The 16-bit bucket of a premultiplied RGBA colour (its 4 high bits a channel). */
const bucket = (r: number, g: number, b: number, a: number) =>
  ((r >> 4) << 12) | ((g >> 4) << 8) | ((b >> 4) << 4) | (a >> 4);

/**
 * How many pixels stand out from the background, the most common colour. Colours are compared
 * premultiplied by their alpha, so every fully transparent pixel is the same and a stroke on a
 * transparent pad counts whatever its colour.
 */
export function inkedPixels({ rgba }: PngPixels): number {
  const premultiplied = new Uint8Array(rgba.length);
  const counts = new Uint32Array(1 << 16);
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3]!;
    for (let c = 0; c < 3; c++) premultiplied[i + c] = Math.round((rgba[i + c]! * a) / 255);
    premultiplied[i + 3] = a;
    counts[bucket(premultiplied[i]!, premultiplied[i + 1]!, premultiplied[i + 2]!, a)]!++;
  }
  let background = 0;
  for (let k = 1; k < counts.length; k++) if (counts[k]! > counts[background]!) background = k;
  // The background's bucket centre: within 8 of its true colour, far inside INK_CONTRAST.
  const centre = [12, 8, 4, 0].map((shift) => (((background >> shift) & 15) << 4) + 8);
  let ink = 0;
  for (let i = 0; i < premultiplied.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(premultiplied[i + c]! - centre[c]!) > INK_CONTRAST) {
        ink++;
        break;
      }
    }
  }
  return ink;
}

/**
 * The PNG of a signature data URL; a 400 when it is not a PNG read in full within the limits
 * (certificate.badSignature) or holds no ink (certificate.blankSignature).
 */
export function decodeSignature(dataUrl: string): Buffer {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (png.length > SIGNATURE_MAX_BYTES) throw new BadRequest('certificate.badSignature');
  let pixels: PngPixels;
  try {
    pixels = readPng(png, { maxSide: SIGNATURE_MAX_SIDE, maxPixels: SIGNATURE_MAX_PIXELS });
  } catch (error) {
    if (error instanceof UnreadablePng) throw new BadRequest('certificate.badSignature');
    throw error;
  }
  if (inkedPixels(pixels) < SIGNATURE_MIN_INK) throw new BadRequest('certificate.blankSignature');
  return png;
}
