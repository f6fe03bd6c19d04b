import type { SkuOrderEventAction, SkuOrderStatus } from '@depot/shared';
import type { AuthUser } from '../../core/fastify-types';
import type { StepBy } from '../../core/step-by';
import type { Db } from '../../db/client';
import { releaseStock, type ReservationHolder } from '../warehouse/reservations';
import { lockProjectDocument, moveProjectDocument } from './document-steps';
import type { projectSkuOrder } from './tables';

export type SkuOrderRow = typeof projectSkuOrder.$inferSelect;

/** A SKU order as the holder of its reservations (and the source of its ledger rows). */
export const holderOf = (row: { id: number; code: string }): ReservationHolder => ({
  source: 'skuOrder',
  sourceId: row.id,
  sourceCode: row.code,
});

/**
 * SKU order `id` of a project in the caller's scope (else 404), its project locked and open
 * (else 409), the order locked, in one of `allowed` (else 409 naming its state) at `version`
 * when given (else 409).
 */
export function lockSkuOrder(
  tx: Db,
  user: AuthUser,
  id: number,
  allowed: readonly SkuOrderStatus[],
  version?: number,
): Promise<SkuOrderRow> {
  return lockProjectDocument(tx, user, 'skuOrder', id, allowed, version);
}

/**
 * Moves SKU order `row` to `to`: its version on (and its warehouse, when given), a timeline row
 * (who, from → to, a note) and, for a person's step, an audit row. `by.actor` is absent when a
 * work order's outcome moves it.
 */
export function moveSkuOrder(
  tx: Db,
  row: SkuOrderRow,
  to: SkuOrderStatus,
  action: SkuOrderEventAction,
  by: StepBy,
  extra: { note?: string | null; warehouseId?: number } = {},
): Promise<void> {
  const set = extra.warehouseId === undefined ? {} : { warehouseId: extra.warehouseId };
  return moveProjectDocument(tx, 'skuOrder', row, {
    to,
    action,
    by,
    note: extra.note,
    set,
    audit: extra,
  });
}

/**
 * Open SKU order `row` (locked, as its project) lets go of all the stock it holds: each hold
 * closed `released` by `by` and its stock row's reserved part lowered (releaseStock), the order
 * left open with a timeline row `action` (`release` by hand, with its reason; `projComplete` or
 * `projDiscard` when its project closes) and, for a person's step, an audit row. Holding
 * nothing, it writes nothing. Answers how many holds there were.
 */
export async function releaseHolds(
  tx: Db,
  row: SkuOrderRow,
  by: StepBy,
  action: Extract<SkuOrderEventAction, 'release' | 'projComplete' | 'projDiscard'>,
  note: string | null,
): Promise<number> {
  const held = await releaseStock(tx, holderOf(row), by.userId);
  if (held) await moveSkuOrder(tx, row, 'open', action, by, { note });
  return held;
}
