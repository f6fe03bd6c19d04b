import { LABEL_LAYOUTS, type AssetLabelLayout, type AssetPageParams } from '@depot/shared';
import { download } from '../../../api/get-data';
import { getStore, setStore } from '../../../lib/storage';
import { STORAGE_NAMES } from '../../../lib/storage-names';

/** The assets to label: those chosen, or every asset the list's filters find. */
export type LabelSelection = { ids: number[] } | Omit<AssetPageParams, 'current' | 'size'>;

/** How the labels are laid out: the sheet, and how far the printer is off (mm, + right / down). */
export interface LabelSettings {
  layout: AssetLabelLayout;
  offsetX: number;
  offsetY: number;
}

export const DEFAULT_LABEL_SETTINGS: LabelSettings = { layout: 'a4-3x8', offsetX: 0, offsetY: 0 };

/** The server's bounds of an offset (assetLabelQuery). */
export const OFFSET_LIMIT_MM = 20;

/** Labels on one page of each layout (the server's sheets, asset-labels/layout.ts). */
export const LABELS_PER_PAGE: Record<AssetLabelLayout, number> = {
  'a4-3x8': 24,
  'a4-2x5': 10,
  'a4-4x10': 40,
  'roll-50x30': 1,
};

/** The PDF of the selection's labels, drawn by the server. */
export async function labelsPdf(selection: LabelSelection, settings: LabelSettings): Promise<Blob> {
  return (await download('/as/asset/labels', { ...selection, ...settings })).blob;
}

const isOffset = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= OFFSET_LIMIT_MM;

/** The settings last used on this browser (its printer's), or the defaults. */
export function savedLabelSettings(): LabelSettings {
  const stored = getStore(STORAGE_NAMES.assetLabels);
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LABEL_SETTINGS;
  const { layout, offsetX, offsetY } = stored as Partial<Record<keyof LabelSettings, unknown>>;
  return {
    layout: LABEL_LAYOUTS.find((l) => l === layout) ?? DEFAULT_LABEL_SETTINGS.layout,
    offsetX: isOffset(offsetX) ? offsetX : 0,
    offsetY: isOffset(offsetY) ? offsetY : 0,
  };
}

export function saveLabelSettings(settings: LabelSettings): void {
  setStore({ name: STORAGE_NAMES.assetLabels, content: settings });
}
