import { deflateSync } from 'node:zlib';
import { crc32 } from '@depot/shared';

/*
 * A small real PNG drawn by code (the demo's photos, signatures and drawings): no image library
 * and no binary file in the repository.
 */

export type Rgb = readonly [number, number, number];
export type Rgba = readonly [number, number, number, number];

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The 8 bytes every PNG starts with. */
export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An RGB PNG of `width` × `height` whose pixel (x, y) is `pixel(x, y)`; RGBA when `alpha` (the
 * pixels then give their alpha too, as a canvas's do).
 */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb | Rgba,
  alpha = false,
) {
  const channels = alpha ? 4 : 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits per channel, RGB or RGBA, deflate, no filter, no interlace
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + width * channels));
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * channels); // each row starts with filter type 0
    for (let x = 0; x < width; x++) {
      rows.set(pixel(x, y).slice(0, channels), start + 1 + x * channels);
    }
  }
  return Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
