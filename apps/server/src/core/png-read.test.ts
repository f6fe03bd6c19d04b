import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_MAGIC as MAGIC, pngChunk as chunk } from './png';
import { readPng, UnreadablePng } from './png-read';

/*
 * The PNG reader against PNGs this test writes itself, sample by sample and filter by filter
 * as the specification encodes them, for every colour type and bit depth: what it reads must
 * be the picture written, and what is broken must be refused as unreadable.
 */

const LIMITS = { maxSide: 4096, maxPixels: 4_000_000 };
/** One row's samples packed at `depth` bits, the first sample in the highest bits. */
function pack(samples: number[], depth: number): Buffer {
  if (depth === 16) {
    const out = Buffer.alloc(samples.length * 2);
    samples.forEach((v, i) => out.writeUInt16BE(v, i * 2));
    return out;
  }
  const out = Buffer.alloc(Math.ceil((samples.length * depth) / 8));
  samples.forEach((v, i) => {
    const bit = i * depth;
    out[bit >> 3]! |= v << (8 - depth - (bit & 7));
  });
  return out;
}

/** The row `line` filtered with `kind` (0–4) against `prior`, `bpp` bytes a pixel. */
function filterRow(kind: number, line: Buffer, prior: Buffer, bpp: number): Buffer {
  const out = Buffer.alloc(line.length + 1);
  out[0] = kind;
  for (let i = 0; i < line.length; i++) {
    const a = i >= bpp ? line[i - bpp]! : 0;
    const b = prior[i] ?? 0;
    const c = i >= bpp ? (prior[i - bpp] ?? 0) : 0;
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    const predictor = [
      0,
      a,
      b,
      Math.floor((a + b) / 2),
      pa <= pb && pa <= pc ? a : pb <= pc ? b : c,
    ][kind]!;
    out[i + 1] = (line[i]! - predictor + 256) % 256;
  }
  return out;
}

interface Picture {
  width: number;
  height: number;
  colourType: number;
  depth: number;
  /** The samples of each row, channel after channel. */
  rows: number[][];
  extra?: Buffer[];
  /** The filter of row y: a function of y, all five in turn by default. */
  filter?: (y: number) => number;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function encode(p: Picture): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(p.width, 0);
  header.writeUInt32BE(p.height, 4);
  header.set([p.depth, p.colourType, 0, 0, 0], 8);
  const bpp = Math.max(1, (CHANNELS[p.colourType]! * p.depth) >> 3);
  let prior: Buffer = Buffer.alloc(0);
  const filtered = p.rows.map((samples, y) => {
    const line = pack(samples, p.depth);
    const row = filterRow(p.filter ? p.filter(y) : y % 5, line, prior, bpp);
    prior = line;
    return row;
  });
  return Buffer.concat([
    MAGIC,
    chunk('IHDR', header),
    ...(p.extra ?? []),
    chunk('IDAT', deflateSync(Buffer.concat(filtered))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 9 × 6 picture whose samples vary from pixel to pixel within `max`. */
const varied = (channels: number, max: number, width = 9, height = 6): number[][] =>
  Array.from({ length: height }, (_, y) =>
    Array.from({ length: width * channels }, (_, i) => (i * 37 + y * 101 + i * y * 13) % (max + 1)),
  );

const pixel = (rgba: Uint8Array, width: number, x: number, y: number) =>
  Array.from(rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));

describe('reading a PNG’s pixels', () => {
  it('reads 8-bit RGBA, RGB, grey and grey with alpha through all five row filters', () => {
    for (const colourType of [6, 2, 0, 4]) {
      const channels = CHANNELS[colourType]!;
      const rows = varied(channels, 255);
      for (const filter of [0, 1, 2, 3, 4, undefined]) {
        const image = readPng(
          encode({
            width: 9,
            height: 6,
            colourType,
            depth: 8,
            rows,
            filter: filter === undefined ? undefined : () => filter,
          }),
          LIMITS,
        );
        expect(image).toMatchObject({ width: 9, height: 6 });
        for (let y = 0; y < 6; y++) {
          for (let x = 0; x < 9; x++) {
            const s = rows[y]!.slice(x * channels, (x + 1) * channels);
            const want =
              colourType === 6
                ? s
                : colourType === 2
                  ? [...s, 255]
                  : colourType === 0
                    ? [s[0], s[0], s[0], 255]
                    : [s[0], s[0], s[0], s[1]];
            expect(
              pixel(image.rgba, 9, x, y),
              `type ${colourType} filter ${filter} at ${x},${y}`,
            ).toEqual(want);
          }
        }
      }
    }
  });

  it('reads greys of 1, 2 and 4 bits (the web pad’s signature is 1-bit) and 16-bit colour', () => {
    for (const depth of [1, 2, 4]) {
      const max = (1 << depth) - 1;
      const rows = varied(1, max, 11, 5);
      const image = readPng(encode({ width: 11, height: 5, colourType: 0, depth, rows }), LIMITS);
      for (let y = 0; y < 5; y++) {
        for (let x = 0; x < 11; x++) {
          const grey = Math.round((rows[y]![x]! * 255) / max);
          expect(pixel(image.rgba, 11, x, y), `depth ${depth}`).toEqual([grey, grey, grey, 255]);
        }
      }
    }
    const rows = varied(4, 65535);
    const image = readPng(encode({ width: 9, height: 6, colourType: 6, depth: 16, rows }), LIMITS);
    expect(pixel(image.rgba, 9, 4, 3)).toEqual(rows[3]!.slice(16, 20).map((v) => v >> 8));
  });

  it('reads palette images at every depth, with tRNS alphas, and a transparent key colour', () => {
    const palette = Buffer.from([0, 0, 0, 255, 255, 255, 200, 30, 40, 10, 20, 250]);
    for (const depth of [1, 2, 4, 8]) {
      const entries = depth === 1 ? 2 : 4;
      const rows = varied(1, entries - 1, 10, 4);
      const image = readPng(
        encode({
          width: 10,
          height: 4,
          colourType: 3,
          depth,
          rows,
          extra: [
            chunk('PLTE', palette.subarray(0, entries * 3)),
            chunk('tRNS', Buffer.from([0, 128])),
          ],
        }),
        LIMITS,
      );
      for (let x = 0; x < 10; x++) {
        const i = rows[2]![x]!;
        const alpha = i === 0 ? 0 : i === 1 ? 128 : 255;
        expect(pixel(image.rgba, 10, x, 2), `depth ${depth}`).toEqual([
          ...palette.subarray(i * 3, i * 3 + 3),
          alpha,
        ]);
      }
    }
    const keyed = readPng(
      encode({
        width: 2,
        height: 1,
        colourType: 2,
        depth: 8,
        rows: [[255, 255, 255, 1, 2, 3]],
        extra: [chunk('tRNS', Buffer.from([0, 255, 0, 255, 0, 255]))],
      }),
      LIMITS,
    );
    expect(Array.from(keyed.rgba)).toEqual([255, 255, 255, 0, 1, 2, 3, 255]);
  });

  it('refuses what is broken, too large or not read, as unreadable', () => {
    const good = encode({ width: 9, height: 6, colourType: 6, depth: 8, rows: varied(4, 255) });
    const idat = good.indexOf('IDAT', 0, 'latin1');
    const flipped = Buffer.from(good);
    flipped[idat + 6]! ^= 0xff;
    const header = (mutate: (h: Buffer) => void) => {
      const h = Buffer.alloc(13);
      h.writeUInt32BE(4, 0);
      h.writeUInt32BE(4, 4);
      h.set([8, 6, 0, 0, 0], 8);
      mutate(h);
      return Buffer.concat([
        MAGIC,
        chunk('IHDR', h),
        chunk('IDAT', deflateSync(Buffer.alloc(4 * 17))),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    };
    const withData = (raw: Buffer, width = 2, height = 2) => {
      const h = Buffer.alloc(13);
      h.writeUInt32BE(width, 0);
      h.writeUInt32BE(height, 4);
      h.set([8, 0, 0, 0, 0], 8);
      return Buffer.concat([
        MAGIC,
        chunk('IHDR', h),
        chunk('IDAT', raw),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    };
    const cases: Array<[string, Buffer]> = [
      ['not a PNG', Buffer.from('GIF89a and then some more bytes of a picture')],
      ['cut short', good.subarray(0, good.length - 20)],
      ['a CRC that fails', flipped],
      ['bytes after IEND', Buffer.concat([good, Buffer.from([0])])],
      ['too wide', header((h) => h.writeUInt32BE(5000, 0))],
      ['too many pixels', header((h) => (h.writeUInt32BE(4000, 0), h.writeUInt32BE(1001, 4)))],
      ['zero high', header((h) => h.writeUInt32BE(0, 4))],
      ['interlaced', header((h) => (h[12] = 1))],
      ['RGB at 4 bits', header((h) => (h[8] = 4))],
      ['a palette image without PLTE', header((h) => (h[9] = 3))],
      ['a broken zlib stream', withData(Buffer.from([0x78, 0x9c, 0xff, 0xff, 0xff, 0xff]))],
      ['too little image data', withData(deflateSync(Buffer.alloc(5)))],
      ['too much image data', withData(deflateSync(Buffer.alloc(7)))],
      ['an unknown row filter', withData(deflateSync(Buffer.from([5, 1, 2, 0, 3, 4])))],
      [
        'an unknown critical chunk',
        Buffer.concat([good.subarray(0, 33), chunk('ABCD', Buffer.alloc(1)), good.subarray(33)]),
      ],
    ];
    for (const [what, png] of cases) {
      expect(() => readPng(png, LIMITS), what).toThrow(UnreadablePng);
    }
    // An ancillary chunk it does not know is skipped.
    const noted = Buffer.concat([
      good.subarray(0, 33),
      chunk('tEXt', Buffer.from('Title\0x')),
      good.subarray(33),
    ]);
    expect(readPng(noted, LIMITS).rgba).toEqual(readPng(good, LIMITS).rgba);
  });
});
