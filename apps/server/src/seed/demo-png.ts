import { encodePng, type Rgb } from '../core/png';

/* The demo assets' photos, drawn by code (core/png.ts). */

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
