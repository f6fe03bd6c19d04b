import { crc32, SIGNATURE_MIN_INK } from '@depot/shared';

/*
 * A drawn signature as a PNG, made here rather than read back from a canvas: the same strokes
 * give the same bytes in every browser (and in tests, where jsdom has no canvas). Black on
 * white, one bit a pixel, stored without compression: a 600 × 200 signature is ~15 KB, well
 * within the 200 KB the server takes (shared `signaturePng`).
 */

export interface Point {
  x: number;
  y: number;
}
/** One stroke of the pen, in the pad's own units (0–PAD_WIDTH, 0–PAD_HEIGHT). */
export type Stroke = readonly Point[];

export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;
/** Half the pen's width, in pad units. */
export const PEN_RADIUS = 2.5;

/** Which pixels the strokes cover (1: ink), row after row. */
export function rasterise(strokes: readonly Stroke[], width = PAD_WIDTH, height = PAD_HEIGHT) {
  const ink = new Uint8Array(width * height);
  const r = PEN_RADIUS;
  const stamp = (a: Point, b: Point) => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy;
    const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - r));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + r));
    const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - r));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + r));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        // The pixel's centre against the segment (a point when a = b).
        const px = x + 0.5;
        const py = y + 0.5;
        const t =
          length2 === 0
            ? 0
            : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / length2));
        const ex = a.x + t * dx - px;
        const ey = a.y + t * dy - py;
        if (ex * ex + ey * ey <= r * r) ink[y * width + x] = 1;
      }
    }
  };
  for (const stroke of strokes) {
    if (stroke.length === 1) stamp(stroke[0]!, stroke[0]!);
    for (let i = 1; i < stroke.length; i++) stamp(stroke[i - 1]!, stroke[i]!);
  }
  return ink;
}

/**
 * Whether the strokes hold a signature's worth of ink (shared SIGNATURE_MIN_INK, as the server
 * counts it): a tap's dot does not, any short stroke does.
 */
export function hasInk(strokes: readonly Stroke[]): boolean {
  if (!strokes.length) return false;
  let inked = 0;
  for (const pixel of rasterise(strokes)) if (pixel && ++inked >= SIGNATURE_MIN_INK) return true;
  return false;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array(4 + data.length);
  body.set([...type].map((c) => c.charCodeAt(0)));
  body.set(data, 4);
  const out = new Uint8Array(12 + data.length);
  out.set(u32(data.length));
  out.set(body, 4);
  out.set(u32(crc32(body)), 8 + data.length);
  return out;
}

/** zlib's stream of `raw` in stored (uncompressed) blocks of at most 65,535 bytes. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const out = new Uint8Array(2 + raw.length + blocks * 5 + 4);
  out.set([0x78, 0x01]);
  let at = 2;
  for (let i = 0; i < blocks; i++) {
    const part = raw.subarray(i * 65535, (i + 1) * 65535);
    const n = part.length;
    out.set([i === blocks - 1 ? 1 : 0, n & 255, n >>> 8, ~n & 255, (~n >>> 8) & 255], at);
    out.set(part, at + 5);
    at += 5 + n;
  }
  out.set(u32(adler32(raw)), at);
  return out;
}

/** A 1-bit greyscale PNG of the ink (1: black), `width` × `height`. */
export function pngOf(ink: Uint8Array, width: number, height: number): Uint8Array {
  const stride = Math.ceil(width / 8);
  // Each row: filter 0, then 8 pixels a byte, the first the highest bit; 1 is white.
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    for (let x = 0; x < width; x++) {
      if (!ink[y * width + x]) raw[row + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 1, 0, 0, 0, 0]);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}

/** The strokes as a PNG data URL, as POST /as/certificate/:token/sign takes it. */
export function signaturePng(strokes: readonly Stroke[]): string {
  const png = pngOf(rasterise(strokes), PAD_WIDTH, PAD_HEIGHT);
  let binary = '';
  for (let i = 0; i < png.length; i += 0x8000) {
    binary += String.fromCharCode(...png.subarray(i, i + 0x8000));
  }
  return `data:image/png;base64,${btoa(binary)}`;
}
