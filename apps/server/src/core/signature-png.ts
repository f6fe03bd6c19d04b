import { crc32 } from '@depot/shared';
import { BadRequest } from './errors';

/*
 * A drawn signature arrives as a PNG data URL (shared `signaturePng`). Before it is stored it
 * must be a real PNG: the signature bytes, an IHDR chunk first with a sane size, chunks whose
 * lengths and CRCs add up, and IEND last, within SIGNATURE_MAX_BYTES. Nothing else is parsed:
 * the image is kept as sent and shown as a picture.
 */

/** The largest signature kept (decoded bytes). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
/** The largest drawing area accepted, in pixels per side. */
export const SIGNATURE_MAX_SIDE = 4096;

const MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (): never => {
  throw new BadRequest('certificate.badSignature');
};

/** The PNG of a signature data URL, or a 400 when it is not a real PNG within the limits. */
export function decodeSignature(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const png = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (png.length > SIGNATURE_MAX_BYTES || png.length < MAGIC.length + 12 * 3) refuse();
  if (!png.subarray(0, MAGIC.length).equals(MAGIC)) refuse();
  let offset = MAGIC.length;
  let first = true;
  for (;;) {
    if (offset + 12 > png.length) return refuse();
    const length = png.readUInt32BE(offset);
    const end = offset + 8 + length + 4;
    if (length > png.length || end > png.length) return refuse();
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 4, offset + 8 + length);
    if (crc32(body) !== png.readUInt32BE(offset + 8 + length)) return refuse();
    if (first) {
      if (type !== 'IHDR' || length !== 13) return refuse();
      const width = png.readUInt32BE(offset + 8);
      const height = png.readUInt32BE(offset + 12);
      if (!width || !height || width > SIGNATURE_MAX_SIDE || height > SIGNATURE_MAX_SIDE) {
        return refuse();
      }
      first = false;
    }
    offset = end;
    if (type === 'IEND') return offset === png.length ? png : refuse();
  }
}
