import { deflateSync } from 'node:zlib';
import { crc32 } from '@depot/shared';

/*
 * A small real PNG drawn by code, for the demo assets' photos: no image library and no
 * binary file in the repository.
 */

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `width` × `height` whose pixel (x, y) is `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const start = y * (1 + width * 3); // each row starts with filter type 0
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A product shot: an object of `color` with a soft shadow on a light backdrop, 240 × 180. */
export function demoPhoto(color: Rgb): Buffer {
  const width = 240;
  const height = 180;
  const box = { left: 60, top: 40, right: 180, bottom: 130 };
  return encodePng(width, height, (x, y) => {
    const inside = x >= box.left && x < box.right && y >= box.top && y < box.bottom;
    if (inside) {
      // Lit from the top: the object darkens towards its foot.
      const shade = 1 - (0.35 * (y - box.top)) / (box.bottom - box.top);
      return [color[0] * shade, color[1] * shade, color[2] * shade].map(Math.round) as [
        number,
        number,
        number,
      ];
    }
    const shadow = y >= box.bottom && y < box.bottom + 12 && x > box.left + 6 && x < box.right + 6;
    const light = Math.round(250 - (40 * y) / height);
    return shadow ? [light - 60, light - 60, light - 55] : [light, light, light + 3];
  });
}
