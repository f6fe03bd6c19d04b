import type { ApprovalCondition } from '@depot/shared';
import type { ApprovalDocFacts } from './doc-handler';

/** Compares two decimal texts (`5000`, `4999.99`, an amendment's `-10.80`) exactly: -1, 0 or 1. */
export function compareAmounts(a: string, b: string): number {
  const [aInt = '0', aFrac = ''] = a.trim().split('.');
  const [bInt = '0', bFrac = ''] = b.trim().split('.');
  const width = Math.max(aFrac.length, bFrac.length);
  const scaled = (int: string, frac: string) => BigInt(int + frac.padEnd(width, '0'));
  const x = scaled(aInt, aFrac);
  const y = scaled(bInt, bFrac);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Whether a template's condition holds for a document: every condition given must (amount at
 * least `minAmount` and below `maxAmount`, one of the categories, one of the enterprises). A
 * document without an amount fails an amount condition. `categoryIds` are the document's
 * categories with their ancestors, so a condition on a category covers its subtree.
 */
export function conditionHolds(
  condition: ApprovalCondition,
  facts: Pick<ApprovalDocFacts, 'amount' | 'enterpriseId'> & { categoryIds: readonly number[] },
): boolean {
  const { minAmount, maxAmount, categoryIds, enterpriseIds } = condition;
  if (minAmount !== null && (facts.amount === null || compareAmounts(facts.amount, minAmount) < 0))
    return false;
  if (maxAmount !== null && (facts.amount === null || compareAmounts(facts.amount, maxAmount) >= 0))
    return false;
  if (categoryIds.length && !facts.categoryIds.some((id) => categoryIds.includes(id))) return false;
  if (
    enterpriseIds.length &&
    (facts.enterpriseId === null || !enterpriseIds.includes(facts.enterpriseId))
  )
    return false;
  return true;
}
