import type { MovementPageQuery, MovementRecord } from '@depot/shared';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import { offsetOf, orderByOf } from '../../core/pagination';
import { countRows, filterKeyOf, keptPages } from '../../core/resource/kept-pages';
import {
  readBatches,
  withinStoreDays,
  type ListQuery,
  type PageRules,
  type SortFieldOf,
} from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema/asset';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { warehouseScope, warehouseSeesKey } from './scope';
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
  storeId: stockMovement.storeId,
  storeName: store.name,
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
    .leftJoin(store, eq(store.id, stockMovement.storeId))
    .leftJoin(appUser, eq(appUser.id, stockMovement.actorId))
    .leftJoin(reversal, eq(reversal.reversalOfId, stockMovement.id))
    .$dynamic();
}

const rules: PageRules<ListQuery<MovementPageQuery>, SortFieldOf<MovementPageQuery>> = {
  where: (q) => [
    q.warehouseId === undefined ? undefined : eq(stockMovement.warehouseId, q.warehouseId),
    q.kind ? eq(stockMovement.kind, q.kind) : undefined,
    q.categoryId === undefined ? undefined : eq(stockMovement.categoryId, q.categoryId),
    q.assetId === undefined ? undefined : eq(stockMovement.assetId, q.assetId),
    withinStoreDays(stockMovement.at, q.from, q.to),
    q.sourceCode ? eq(stockMovement.sourceCode, q.sourceCode) : undefined,
    q.storeId === undefined ? undefined : eq(stockMovement.storeId, q.storeId),
  ],
  sorts: { at: stockMovement.at, quantity: stockMovement.quantity },
  order: [desc(stockMovement.at), desc(stockMovement.id)],
};

/** The list's filters within the caller's scope, as SQL. */
function ledgerWhere(query: MovementPageQuery, scope: DataScope): SQL | undefined {
  return and(warehouseScope(scope, stockMovement.warehouseId), ...rules.where(query));
}

/**
 * The ledger's pages (`GET /ware/movement/page`), newest first, in the caller's scope (by
 * warehouse), as the bytes sent: kept per change version of `ledger` (drizzle/0046: any
 * movement, and the names of warehouses, categories, assets and people it shows, 0060: of
 * stores; 0048: the
 * warehouses' scope columns and keepers), kept per reader outside an `all` scope, so the list
 * at 10,000,000 movements (issue #18) counts them once per change. The filters, sorts and scope
 * are the movement's own columns: its total and a page's ids are read from it alone, then
 * that page's rows with their names.
 */
export function createLedgerList(db: Db) {
  const list = keptPages(db, 'ledger');
  return async (query: MovementPageQuery, scope: DataScope): Promise<Buffer> => {
    const version = await list.version();
    // The filter's SQL is built only when something must be read: a kept page needs none.
    return list.answer(version, {
      filterKey: filterKeyOf(query, warehouseSeesKey(scope)),
      query,
      count: () => countRows(db, stockMovement, ledgerWhere(query, scope)),
      rows: async (total) => {
        if (!total) return [];
        const ids = await db
          .select({ id: stockMovement.id })
          .from(stockMovement)
          .where(ledgerWhere(query, scope))
          .orderBy(...orderByOf(query.sort, rules.sorts, rules.order))
          .limit(query.size)
          .offset(offsetOf(query));
        if (!ids.length) return [];
        const rows = await joined(db).where(
          inArray(
            stockMovement.id,
            ids.map((r) => r.id),
          ),
        );
        const byId = new Map(rows.map((r) => [r.movementId, JSON.stringify(r)]));
        return ids.flatMap((r) => byId.get(r.id) ?? []);
      },
    });
  };
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
