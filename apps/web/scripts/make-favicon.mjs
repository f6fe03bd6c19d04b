// Writes public/favicon.svg and public/favicon.ico, Depot's icon: a white "D" on antd's primary
// blue. Drawn from the same shapes in both, rather than downloaded or converted by a tool; run
// `node scripts/make-favicon.mjs` in apps/web to change it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BLUE = [0x16, 0x77, 0xff];
const WHITE = [0xff, 0xff, 0xff];
const RADIUS = 6; // of the square's corners, in the 32-unit box

/** In the rounded 32 × 32 square? */
function inSquare(x, y) {
  const cx = Math.min(Math.max(x, RADIUS), 32 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), 32 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
}

/** In a "D" whose stem starts at x0, spanning y 16 ± r, its bowl a half circle of radius r. */
function inD(x, y, x0, r) {
  if (x < x0 || y < 16 - r || y > 16 + r) return false;
  return x <= 16 || (x - 16) ** 2 + (y - 16) ** 2 <= r * r;
}

/** The letter: the outer D less the inner one (the stroke is 4 units). */
const inLetter = (x, y) => inD(x, y, 9, 8) && !inD(x, y, 13, 4);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${RADIUS}" fill="#1677ff"/>
  <path fill="#fff" fill-rule="evenodd" d="M9 8h7a8 8 0 0 1 0 16H9ZM13 12v8h3a4 4 0 0 0 0-8Z"/>
</svg>
`;

/** One size as a 32-bit BMP with alpha, as an .ico holds it (4 × 4 samples a pixel). */
function bitmap(size) {
  const SAMPLES = 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(size, 4);
  header.writeInt32LE(size * 2, 8); // the colours and the (empty) mask below them
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      let square = 0;
      let letter = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((col + (sx + 0.5) / SAMPLES) * 32) / size;
          const y = ((row + (sy + 0.5) / SAMPLES) * 32) / size;
          if (inSquare(x, y)) {
            square++;
            if (inLetter(x, y)) letter++;
          }
        }
      }
      const share = square ? letter / square : 0;
      const colour = BLUE.map((c, i) => Math.round(c + (WHITE[i] - c) * share));
      // Bottom-up rows, blue-green-red-alpha.
      const at = ((size - 1 - row) * size + col) * 4;
      pixels[at] = colour[2];
      pixels[at + 1] = colour[1];
      pixels[at + 2] = colour[0];
      pixels[at + 3] = Math.round((square / SAMPLES ** 2) * 255);
    }
  }
  const maskRow = Math.ceil(size / 32) * 4;
  return Buffer.concat([header, pixels, Buffer.alloc(maskRow * size)]);
}

function ico(sizes) {
  const images = sizes.map(bitmap);
  const directory = Buffer.alloc(6 + 16 * sizes.length);
  directory.writeUInt16LE(1, 2); // icon
  directory.writeUInt16LE(sizes.length, 4);
  let offset = directory.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    directory.writeUInt8(size, entry);
    directory.writeUInt8(size, entry + 1);
    directory.writeUInt16LE(1, entry + 4);
    directory.writeUInt16LE(32, entry + 6);
    directory.writeUInt32LE(images[i].length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([directory, ...images]);
}

const out = (name) => fileURLToPath(new URL(`../public/${name}`, import.meta.url));
writeFileSync(out('favicon.svg'), svg);
writeFileSync(out('favicon.ico'), ico([16, 32]));
