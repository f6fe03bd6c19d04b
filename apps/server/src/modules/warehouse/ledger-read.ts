import type { MovementPageQuery, MovementRecord, Page } from '@depot/shared';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import {
  readBatches,
  readPage,
  type ListQuery,
  type PageRules,
  type SortFieldOf,
} from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema/asset';
import { appUser } from '../../db/schema/users';
import { warehouseScope } from './scope';
import { dayAfter } from './stock-read';
import { stockMovement, warehouse } from './tables';
import { personOrNull } from '../../core/people';

const reversal = alias(stockMovement, 'reversal');

const columns = {
  movementId: stockMovement.id,
  warehouseId: stockMovement.warehouseId,
  warehouseName: warehouse.name,
  // The check constraints allow only MOVEMENT_KINDS and MOVEMENT_SOURCES.
  kind: sql<MovementRecord['kind']>`${stockMovement.kind}`,
  categoryId: stockMovement.categoryId,
  categoryName: assetCategory.name,
  unit: assetCategory.unit,
  assetId: stockMovement.assetId,
  assetCode: asset.code,
  quantity: stockMovement.quantity,
  balance: stockMovement.balance,
  unitPrice: stockMovement.unitPrice,
  source: sql<MovementRecord['source']>`${stockMovement.source}`,
  sourceCode: stockMovement.sourceCode,
  sourceId: stockMovement.sourceId,
  reason: stockMovement.reason,
  reversalOf: stockMovement.reversalOfId,
  reversedBy: sql<number | null>`${reversal.id}`.mapWith((v: unknown) =>
    v === null ? null : Number(v),
  ),
  actor: personOrNull(appUser),
  at: stockMovement.at,
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(stockMovement)
    .innerJoin(warehouse, eq(warehouse.id, stockMovement.warehouseId))
    .innerJoin(assetCategory, eq(assetCategory.id, stockMovement.categoryId))
    .leftJoin(asset, eq(asset.id, stockMovement.assetId))
    .leftJoin(appUser, eq(appUser.id, stockMovement.actorId))
    .leftJoin(reversal, eq(reversal.reversalOfId, stockMovement.id))
    .$dynamic();
}

function counted(db: Db) {
  return db
    .select({ n: count() })
    .from(stockMovement)
    .innerJoin(warehouse, eq(warehouse.id, stockMovement.warehouseId))
    .innerJoin(assetCategory, eq(assetCategory.id, stockMovement.categoryId))
    .$dynamic();
}

const rules: PageRules<ListQuery<MovementPageQuery>, SortFieldOf<MovementPageQuery>> = {
  where: (q) => [
    q.warehouseId === undefined ? undefined : eq(stockMovement.warehouseId, q.warehouseId),
    q.kind ? eq(stockMovement.kind, q.kind) : undefined,
    q.categoryId === undefined ? undefined : eq(stockMovement.categoryId, q.categoryId),
    q.assetId === undefined ? undefined : eq(stockMovement.assetId, q.assetId),
    q.from ? gte(stockMovement.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(stockMovement.at, dayAfter(q.to)) : undefined,
    q.sourceCode ? eq(stockMovement.sourceCode, q.sourceCode) : undefined,
  ],
  sorts: { at: stockMovement.at, quantity: stockMovement.quantity },
  order: [desc(stockMovement.at), desc(stockMovement.id)],
};

/** The ledger, newest first, in the caller's scope (by warehouse). */
export function readLedger(
  db: Db,
  query: MovementPageQuery,
  scope: DataScope,
): Promise<Page<MovementRecord>> {
  return readPage(
    { select: joined(db), count: counted(db) },
    rules,
    query,
    warehouseScope(scope, stockMovement.warehouseId),
  );
}

/** The filtered ledger in the list's order, in batches (the export). */
export function ledgerBatches(
  db: Db,
  query: ListQuery<MovementPageQuery>,
  scope: DataScope,
): Promise<AsyncIterable<MovementRecord[]>> {
  return readBatches(
    {
      select: joined(db),
      // The filters, sorts and scope are the movement's own columns: no join.
      keys: db.select({ id: stockMovement.id }).from(stockMovement).$dynamic(),
      key: stockMovement.id,
      keyOf: (row) => row.movementId,
    },
    rules,
    query,
    warehouseScope(scope, stockMovement.warehouseId),
  );
}

/** One ledger row in the caller's scope, else a 404. */
export async function readMovement(db: Db, id: number, scope: DataScope): Promise<MovementRecord> {
  const [row] = await readMovements(db, [id], scope);
  return row!;
}

/**
 * The movements `ids` in that order, in one query (each in the caller's scope, else 404): a
 * transaction's connection runs one query at a time.
 */
export async function readMovements(
  db: Db,
  ids: readonly number[],
  scope: DataScope,
): Promise<MovementRecord[]> {
  const rows = await joined(db).where(
    and(inArray(stockMovement.id, [...ids]), warehouseScope(scope, stockMovement.warehouseId)),
  );
  const byId = new Map(rows.map((row) => [row.movementId, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFound();
    return row;
  });
}
