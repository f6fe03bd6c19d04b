import type { AssetPageParams } from '@depot/shared';
import { download } from '../../../api/get-data';

/** The assets to label: those chosen, or every asset the list's filters find. */
export type LabelSelection = { ids: number[] } | Omit<AssetPageParams, 'current' | 'size'>;

/** Opens the labels PDF of `selection` (A4, 3 × 8) in a new tab for printing. */
export async function openLabels(selection: LabelSelection): Promise<void> {
  const file = await download('/as/asset/labels', selection);
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  // The tab has read it by then; the address need not live on.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
