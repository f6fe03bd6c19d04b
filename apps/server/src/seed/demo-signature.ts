import { encodePng } from '../core/png';

/*
 * A drawn signature made by code (the demo's signed documents, the tests): a dark pen stroke
 * looping across a white pad, as a finger draws it on the /assertQrCode page. No image library,
 * no binary file in the repository.
 */

const WIDTH = 320;
const HEIGHT = 120;
const INK = [24, 32, 72] as const;
const PAPER = [255, 255, 255] as const;

/** The signature of `seed` (each seed loops differently) as PNG bytes, 320 × 120. */
export function drawnSignature(seed = 1): Buffer {
  // The stroke: a run of loops whose height and spacing vary with the seed, sampled densely.
  const points: Array<[number, number]> = [];
  const loops = 3 + (seed % 3);
  for (let i = 0; i <= 2000; i++) {
    const t = i / 2000;
    const x = 20 + t * (WIDTH - 40) + 14 * Math.sin(t * loops * 2 * Math.PI + seed);
    const y =
      HEIGHT / 2 +
      (28 + (seed % 5) * 3) * Math.sin(t * loops * 2 * Math.PI) * Math.cos(t * Math.PI * 0.8);
    points.push([x, y]);
  }
  const inked = new Set<number>();
  for (const [x, y] of points) {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) inked.add(py * WIDTH + px);
      }
    }
  }
  return encodePng(WIDTH, HEIGHT, (x, y) => (inked.has(y * WIDTH + x) ? INK : PAPER));
}

/** The signature as the signing page sends it: a PNG data URL. */
export const signatureDataUrl = (png: Buffer): string =>
  `data:image/png;base64,${png.toString('base64')}`;
