import type { StocktakeLineRecord } from '@depot/shared';
import type { MovementLine } from '../warehouse/movements';

/**
 * The movements one line's difference posts: a counted line's difference (counted − book − what
 * moved during the count) as gain or loss; an asset not found as a loss where it was, one found
 * in another warehouse of the plan as a loss there and a gain where it was found. A line that
 * moved during the count posts nothing for an asset (a document moved it) and, for a counted
 * category, only what the count says beyond the movement. Uncounted counted lines post nothing.
 */
export function movementsOf(l: StocktakeLineRecord): { loss?: MovementLine; gain?: MovementLine } {
  if (l.asset) {
    if (l.moved !== 0) return {};
    const base = { categoryId: l.categoryId, quantity: 1, assetId: l.asset.assetId };
    const loss = { ...base, warehouseId: l.warehouseId, kind: 'stocktakeLoss' as const };
    if (l.counted === null || l.counted === 0) return { loss };
    if (l.foundIn)
      return { loss, gain: { ...base, warehouseId: l.foundIn.id, kind: 'stocktakeGain' } };
    return {};
  }
  if (l.counted === null || l.book === null) return {};
  const difference = l.counted - l.book - l.moved;
  const line = { warehouseId: l.warehouseId, categoryId: l.categoryId };
  if (difference > 0) return { gain: { ...line, quantity: difference, kind: 'stocktakeGain' } };
  if (difference < 0) return { loss: { ...line, quantity: -difference, kind: 'stocktakeLoss' } };
  return {};
}

/** Whether approving the plan posts anything for this line. */
export const differs = (l: StocktakeLineRecord) => {
  const { loss, gain } = movementsOf(l);
  return loss !== undefined || gain !== undefined;
};

/** A plan's differences: its losses (posted first) and gains, in the lines' order. */
export function differencesOf(lines: readonly StocktakeLineRecord[]) {
  const losses: MovementLine[] = [];
  const gains: MovementLine[] = [];
  for (const l of lines) {
    const { loss, gain } = movementsOf(l);
    if (loss) losses.push(loss);
    if (gain) gains.push(gain);
  }
  return { losses, gains };
}
