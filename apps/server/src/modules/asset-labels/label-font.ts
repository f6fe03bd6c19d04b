import { existsSync, readFileSync } from 'node:fs';

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

let loaded: { path: string; data: Buffer } | undefined;

/**
 * The font file's bytes, read once per process (Noto Sans CJK is 19 MiB: read per PDF, each
 * request would hold its own copy). Every PDF embeds only the glyphs it uses.
 */
export function labelFontData(font: LabelFont): Buffer {
  if (loaded?.path !== font.path) loaded = { path: font.path, data: readFileSync(font.path) };
  return loaded.data;
}
