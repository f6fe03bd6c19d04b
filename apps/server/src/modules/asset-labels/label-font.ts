import { existsSync } from 'node:fs';

/**
 * A font with Chinese glyphs for the labels: Debian's fonts-noto-cjk (README, "Set-up"), or
 * the file DEPOT_LABEL_FONT names. Without one, labels show codes and QR codes but Chinese
 * names cannot be drawn: the route answers a clear 503 instead of a PDF of empty boxes.
 */
const CANDIDATES = [
  {
    path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    family: 'NotoSansCJKsc-Regular',
  },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf', family: undefined },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYi Micro Hei' },
];

export interface LabelFont {
  path: string;
  /** The face inside a collection (.ttc). */
  family: string | undefined;
}

export function findLabelFont(configured = process.env.DEPOT_LABEL_FONT): LabelFont | null {
  if (configured) return existsSync(configured) ? { path: configured, family: undefined } : null;
  return CANDIDATES.find((c) => existsSync(c.path)) ?? null;
}
