import { STOCKTAKE_REVIEW_LINES, type StocktakeReviewRecord } from '@depot/shared';
import type { Db } from '../../db/client';
import { differs } from './differences';
import { readHead, readLines } from './plan-read';

/**
 * A plan as its approval request shows it (the engine's `detail`): the head and the lines whose
 * difference the approval posts, the first STOCKTAKE_REVIEW_LINES of them. A 10,000-line count
 * is approved on its differences, and its request's page is not sent every line counted.
 */
export async function readReview(db: Db, id: number): Promise<StocktakeReviewRecord> {
  const head = await readHead(db, id);
  const lines = await readLines(db, head);
  const differing = lines.filter(differs);
  return {
    ...head,
    differences: differing.slice(0, STOCKTAKE_REVIEW_LINES),
    differenceCount: differing.length,
    movedCount: lines.filter((l) => l.moved !== 0).length,
  };
}
