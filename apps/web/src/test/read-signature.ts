import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';

/** The PNG's size and pixels (true: black), read back as any decoder would. */
export function readSignature(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([...body.subarray(8)]).toEqual([1, 0, 0, 0, 0]);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = Math.ceil(width / 8) + 1;
  const black = (x: number, y: number) =>
    (raw[y * stride + 1 + (x >> 3)]! & (0x80 >> (x & 7))) === 0;
  return { width, height, black };
}
