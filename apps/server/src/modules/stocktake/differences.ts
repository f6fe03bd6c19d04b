import type { StocktakeLineRecord } from '@depot/shared';
import type { MovementLine } from '../warehouse/movements';
import { choiceOf } from './plan-read';

/**
 * The movements one line's difference posts: a counted line's difference (counted − book − what
 * moved during the count) as gain or loss; an asset expected and not found as a loss where it
 * was, one found in another warehouse of the plan as a loss there and a gain where it was found.
 * A line that moved during the count follows its decision (plan-read.ts `choiceOf`): the book
 * taken posts nothing; the count kept (or counted again) makes the stock what was counted, so
 * an asset a document took away and found all the same is a gain where it was found.
 * Uncounted counted lines post nothing.
 */
export function movementsOf(l: StocktakeLineRecord): { loss?: MovementLine; gain?: MovementLine } {
  if (choiceOf({ ...l, decision: l.decision?.choice ?? null }) === 'book') return {};
  if (l.asset) {
    const base = { categoryId: l.categoryId, quantity: 1, assetId: l.asset.assetId };
    // Expected here now: the frozen 1, less what a document took away meanwhile.
    const expected = l.moved < 0 ? 0 : 1;
    const found = l.counted !== null && l.counted > 0;
    const here = found && !l.foundIn;
    const loss =
      expected === 1 && !here
        ? { ...base, warehouseId: l.warehouseId, kind: 'stocktakeLoss' as const }
        : undefined;
    const gain =
      found && l.foundIn
        ? { ...base, warehouseId: l.foundIn.id, kind: 'stocktakeGain' as const }
        : here && expected === 0
          ? { ...base, warehouseId: l.warehouseId, kind: 'stocktakeGain' as const }
          : undefined;
    return { ...(loss && { loss }), ...(gain && { gain }) };
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
