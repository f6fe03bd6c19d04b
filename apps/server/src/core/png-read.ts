import { inflateSync } from 'node:zlib';
import { crc32 } from '@depot/shared';
import { PNG_MAGIC as MAGIC } from './png';

/*
 * Reads a PNG's pixels (PNG specification, 2nd edition): the chunks (lengths, CRCs, IHDR first,
 * IEND last, nothing after it), the image header, the zlib stream of the IDAT chunks and the
 * five row filters, for every colour type at every bit depth the format allows, with PLTE and
 * tRNS. What it does not read is refused as unreadable rather than guessed at: interlaced
 * (Adam7) images and unknown critical chunks. No image library: node:zlib inflates.
 */

/** A decoded image: 8-bit RGBA, row after row, `width × height × 4` bytes. */
export interface PngPixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/** How large an image may be read at all (its pixels are held in memory, 4 bytes each). */
export interface PngLimits {
  maxSide: number;
  maxPixels: number;
}

/** A PNG that is malformed, too large or uses what this reader does not read. */
export class UnreadablePng extends Error {
  constructor(reason: string) {
    super(`unreadable PNG: ${reason}`);
    this.name = 'UnreadablePng';
  }
}

/** Samples a pixel per colour type: 0 grey, 2 RGB, 3 palette index, 4 grey + alpha, 6 RGBA. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The bit depths the format allows per colour type. */
const DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const KNOWN_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

interface Header {
  width: number;
  height: number;
  depth: number;
  colourType: number;
}

interface Chunks {
  header: Header;
  palette: Buffer | null;
  transparency: Buffer | null;
  data: Buffer;
}

const unreadable = (reason: string): never => {
  throw new UnreadablePng(reason);
};

function readHeader(body: Buffer, limits: PngLimits): Header {
  if (body.length !== 13) unreadable('IHDR is not 13 bytes');
  const width = body.readUInt32BE(0);
  const height = body.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = body.subarray(8);
  if (!width || !height || width > limits.maxSide || height > limits.maxSide) {
    unreadable(`${width} × ${height} is outside 1–${limits.maxSide} a side`);
  }
  if (width * height > limits.maxPixels) unreadable(`more than ${limits.maxPixels} pixels`);
  if (!DEPTHS[colourType!]?.includes(depth!)) {
    unreadable(`colour type ${colourType} at depth ${depth}`);
  }
  if (compression !== 0 || filter !== 0) unreadable('unknown compression or filter method');
  if (interlace !== 0) unreadable('interlaced');
  return { width, height, depth: depth!, colourType: colourType! };
}

/** The chunks of `png` that matter for its pixels, every chunk's length and CRC checked. */
function readChunks(png: Buffer, limits: PngLimits): Chunks {
  if (png.length < MAGIC.length || !png.subarray(0, MAGIC.length).equals(MAGIC)) {
    unreadable('no PNG signature');
  }
  let header: Header | null = null;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const data: Buffer[] = [];
  let offset = MAGIC.length;
  for (;;) {
    if (offset + 12 > png.length) unreadable('cut short');
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > png.length) unreadable('cut short');
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== png.readUInt32BE(end - 4)) {
      unreadable(`${type} fails its CRC`);
    }
    offset = end;
    if (header === null) {
      if (type !== 'IHDR') unreadable('IHDR is not first');
      header = readHeader(body, limits);
      continue;
    }
    if (type === 'IEND') {
      if (offset !== png.length) unreadable('bytes after IEND');
      break;
    }
    if (type === 'PLTE') {
      if (length === 0 || length % 3 !== 0 || length > 256 * 3) unreadable('bad PLTE');
      palette = body;
    } else if (type === 'tRNS') {
      transparency = body;
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (KNOWN_CRITICAL.has(type) || !/^[a-z]/.test(type)) {
      unreadable(`unexpected critical chunk ${type}`);
    }
  }
  if (header!.colourType === 3 && palette === null) unreadable('palette image without PLTE');
  if (data.length === 0) unreadable('no IDAT');
  return { header: header!, palette, transparency, data: Buffer.concat(data) };
}

/** The filtered rows inflated, exactly `height × (1 + row bytes)` of them, or unreadable. */
function inflateRows(data: Buffer, size: number): Buffer {
  let raw: Buffer;
  try {
    raw = inflateSync(data, { maxOutputLength: size });
  } catch (error) {
    // A broken or cut zlib stream, or one holding more than the image (maxOutputLength).
    return unreadable(`image data: ${(error as Error).message}`);
  }
  if (raw.length !== size) unreadable('image data is shorter than the image');
  return raw;
}

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Undoes the row filters in place (None, Sub, Up, Average, Paeth); `bpp` is the bytes a pixel
 * takes, at least 1. Answers the unfiltered rows without their filter bytes.
 */
function unfilter(raw: Buffer, rowBytes: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const kind = raw[y * (rowBytes + 1)]!;
    const line = raw.subarray(y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
    const at = y * rowBytes;
    const up = y === 0 ? null : at - rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const a = i >= bpp ? out[at + i - bpp]! : 0;
      const b = up === null ? 0 : out[up + i]!;
      const c = i >= bpp && up !== null ? out[up + i - bpp]! : 0;
      let predicted: number;
      if (kind === 0) predicted = 0;
      else if (kind === 1) predicted = a;
      else if (kind === 2) predicted = b;
      else if (kind === 3) predicted = (a + b) >> 1;
      else if (kind === 4) predicted = paeth(a, b, c);
      else return unreadable(`row ${y} has filter type ${kind}`);
      out[at + i] = (line[i]! + predicted) & 0xff;
    }
  }
  return out;
}

/** Sample `index` of a row at `depth` bits (1, 2, 4, 8 or 16), as stored. */
function sampleAt(row: Uint8Array, start: number, index: number, depth: number): number {
  if (depth === 8) return row[start + index]!;
  if (depth === 16) return (row[start + index * 2]! << 8) | row[start + index * 2 + 1]!;
  const bit = index * depth;
  const shift = 8 - depth - (bit & 7);
  return (row[start + (bit >> 3)]! >> shift) & ((1 << depth) - 1);
}

/** The pixels of `png` as 8-bit RGBA, or UnreadablePng. */
export function readPng(png: Buffer, limits: PngLimits): PngPixels {
  const { header, palette, transparency, data } = readChunks(png, limits);
  const { width, height, depth, colourType } = header;
  const channels = CHANNELS[colourType]!;
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const bpp = Math.max(1, (channels * depth) >> 3);
  const rows = unfilter(inflateRows(data, height * (rowBytes + 1)), rowBytes, height, bpp);

  const max = (1 << depth) - 1;
  const to8 = (v: number) => (depth === 16 ? v >> 8 : Math.round((v * 255) / max));
  // The one transparent grey or RGB of tRNS, at the image's depth (colour types 0 and 2).
  const key =
    transparency && colourType === 0 && transparency.length >= 2
      ? [transparency.readUInt16BE(0)]
      : transparency && colourType === 2 && transparency.length >= 6
        ? [0, 2, 4].map((i) => transparency.readUInt16BE(i))
        : null;
  const entries = palette ? palette.length / 3 : 0;

  // A canvas's own kind (8-bit RGBA): the unfiltered rows are the pixels already.
  if (colourType === 6 && depth === 8) return { width, height, rgba: rows };
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const start = y * rowBytes;
    for (let x = 0; x < width; x++) {
      const first = x * channels;
      const o = (y * width + x) * 4;
      const v0 = sampleAt(rows, start, first, depth);
      if (colourType === 3) {
        if (v0 >= entries) unreadable(`palette index ${v0} of ${entries}`);
        rgba[o] = palette![v0 * 3]!;
        rgba[o + 1] = palette![v0 * 3 + 1]!;
        rgba[o + 2] = palette![v0 * 3 + 2]!;
        rgba[o + 3] = transparency && v0 < transparency.length ? transparency[v0]! : 255;
      } else if (colourType === 0 || colourType === 4) {
        rgba[o] = rgba[o + 1] = rgba[o + 2] = to8(v0);
        rgba[o + 3] =
          colourType === 4
            ? to8(sampleAt(rows, start, first + 1, depth))
            : key && v0 === key[0]
              ? 0
              : 255;
      } else {
        const v1 = sampleAt(rows, start, first + 1, depth);
        const v2 = sampleAt(rows, start, first + 2, depth);
        rgba[o] = to8(v0);
        rgba[o + 1] = to8(v1);
        rgba[o + 2] = to8(v2);
        rgba[o + 3] =
          colourType === 6
            ? to8(sampleAt(rows, start, first + 3, depth))
            : key && v0 === key[0] && v1 === key[1] && v2 === key[2]
              ? 0
              : 255;
      }
    }
  }
  return { width, height, rgba };
}
