import type {
  Page,
  StockAssetQuery,
  StockPageQuery,
  StockRowRecord,
  stockAssetRowSchema,
} from '@depot/shared';
import { and, asc, count, eq, ilike, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DataScope } from '../../core/data-scope';
import { containsPattern } from '../../core/pagination';
import { readPage } from '../../core/resource/page-query';
import { storeDayEnd } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema/asset';
import { wareTransfer, wareTransferLine } from '../ware-transfer/tables';
import { warehouseScope } from './scope';
import { stock, stockMovement, stockThreshold, warehouse } from './tables';

/**
 * What the open transfers (in transit or partly received) still have on their way, per
 * destination × category. Read through the transfers' status index, so it costs what is in
 * transit, not the size of the stock.
 */
function inTransitOf(db: Db) {
  return db
    .select({
      warehouseId: wareTransfer.toWarehouseId,
      categoryId: wareTransferLine.categoryId,
      inTransit:
        sql<number>`sum(${wareTransferLine.quantity} - ${wareTransferLine.received} - ${wareTransferLine.returned})::int`.as(
          't_in_transit',
        ),
    })
    .from(wareTransfer)
    .innerJoin(wareTransferLine, eq(wareTransferLine.transferId, wareTransfer.id))
    .where(
      and(
        sql`${wareTransfer.status} in ('inTransit', 'partlyReceived')`,
        sql`${wareTransferLine.quantity} > ${wareTransferLine.received} + ${wareTransferLine.returned}`,
      ),
    )
    .groupBy(wareTransfer.toWarehouseId, wareTransferLine.categoryId);
}

/**
 * The stock rows (`stockPageQuery`): live from the stock table, with what is in transit to each
 * (and a row at 0 for an item on its way to a warehouse that has none yet), or as of a past day
 * summed from the ledger (then nothing is reserved or in transit and rows at 0 are left out).
 */
export async function readStock(
  db: Db,
  query: StockPageQuery,
  scope: DataScope,
): Promise<Page<StockRowRecord>> {
  const rows = query.asOf
    ? db
        .select({
          warehouseId: stockMovement.warehouseId,
          categoryId: stockMovement.categoryId,
          quantity: sql<number>`sum(${stockMovement.quantity})::int`.as('s_quantity'),
          reserved: sql<number>`0`.as('s_reserved'),
          updatedAt: sql<Date | null>`null::timestamptz`.as('s_updated_at'),
        })
        .from(stockMovement)
        .where(
          and(sql`${stockMovement.assetId} is null`, lt(stockMovement.at, storeDayEnd(query.asOf))),
        )
        .groupBy(stockMovement.warehouseId, stockMovement.categoryId)
        .having(sql`sum(${stockMovement.quantity}) <> 0`)
        .as('s')
    : db
        .select({
          warehouseId: stock.warehouseId,
          categoryId: stock.categoryId,
          quantity: sql<number>`${stock.quantity}`.as('s_quantity'),
          reserved: sql<number>`${stock.reserved}`.as('s_reserved'),
          updatedAt: sql<Date | null>`${stock.updatedAt}`.as('s_updated_at'),
        })
        .from(stock)
        .unionAll(
          db
            .select({
              warehouseId: wareTransfer.toWarehouseId,
              categoryId: wareTransferLine.categoryId,
              quantity: sql<number>`0`.as('s_quantity'),
              reserved: sql<number>`0`.as('s_reserved'),
              updatedAt: sql<Date | null>`null::timestamptz`.as('s_updated_at'),
            })
            .from(wareTransfer)
            .innerJoin(wareTransferLine, eq(wareTransferLine.transferId, wareTransfer.id))
            .where(
              and(
                sql`${wareTransfer.status} in ('inTransit', 'partlyReceived')`,
                sql`${wareTransferLine.quantity} > ${wareTransferLine.received} + ${wareTransferLine.returned}`,
                sql`not exists (select 1 from ${stock} where ${stock.warehouseId} = ${wareTransfer.toWarehouseId} and ${stock.categoryId} = ${wareTransferLine.categoryId})`,
              ),
            )
            .groupBy(wareTransfer.toWarehouseId, wareTransferLine.categoryId),
        )
        .as('s');
  const transit = query.asOf ? undefined : inTransitOf(db).as('t');
  const quantity = sql<number>`${rows.quantity}`.mapWith(Number);
  const available = sql<number>`(${rows.quantity} - ${rows.reserved})`.mapWith(Number);
  const below = sql<boolean>`coalesce(${rows.quantity} < ${stockThreshold.minQuantity}, false)`;
  const on = {
    warehouse: eq(warehouse.id, rows.warehouseId),
    category: eq(assetCategory.id, rows.categoryId),
    threshold: and(
      eq(stockThreshold.warehouseId, rows.warehouseId),
      eq(stockThreshold.categoryId, rows.categoryId),
      eq(stockThreshold.kind, 'category'),
    ),
  };
  const select = db
    .select({
      warehouseId: rows.warehouseId,
      warehouseName: warehouse.name,
      categoryId: rows.categoryId,
      categoryName: assetCategory.name,
      unit: assetCategory.unit,
      quantity,
      reserved: sql<number>`${rows.reserved}`.mapWith(Number),
      available,
      minQuantity: stockThreshold.minQuantity,
      below,
      inTransit: transit
        ? sql<number>`coalesce(${transit.inTransit}, 0)`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
      updatedAt: sql<Date | null>`${rows.updatedAt}`.mapWith((v: unknown) =>
        v === null ? null : new Date(v as string),
      ),
    })
    .from(rows)
    .innerJoin(warehouse, on.warehouse)
    .innerJoin(assetCategory, on.category)
    .leftJoin(stockThreshold, on.threshold)
    .$dynamic();
  if (transit) {
    select.leftJoin(
      transit,
      and(eq(transit.warehouseId, rows.warehouseId), eq(transit.categoryId, rows.categoryId)),
    );
  }
  const counted = db
    .select({ n: count() })
    .from(rows)
    .innerJoin(warehouse, on.warehouse)
    .innerJoin(assetCategory, on.category)
    .leftJoin(stockThreshold, on.threshold)
    .$dynamic();
  return readPage(
    { select, count: counted },
    {
      where: (q: StockPageQuery) => [
        q.warehouseId === undefined ? undefined : eq(rows.warehouseId, q.warehouseId),
        q.categoryId === undefined ? undefined : eq(rows.categoryId, q.categoryId),
        q.q ? ilike(assetCategory.name, containsPattern(q.q)) : undefined,
        q.below === undefined ? undefined : q.below ? below : sql`not ${below}`,
      ],
      sorts: {
        quantity,
        available,
        categoryName: assetCategory.name,
        warehouseName: warehouse.name,
        updatedAt: sql`${rows.updatedAt}`,
      },
      order: [asc(warehouse.code), asc(assetCategory.name), asc(rows.categoryId)],
    },
    query,
    warehouseScope(scope, rows.warehouseId),
  );
}

type StockAssetRow = z.infer<typeof stockAssetRowSchema>;

/** Serialised assets by warehouse, category and model: how many, how many idle. */
export async function readStockAssets(
  db: Db,
  query: StockAssetQuery,
  scope: DataScope,
): Promise<Page<StockAssetRow>> {
  const n = sql<number>`count(*)::int`.mapWith(Number);
  const select = db
    .select({
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      categoryId: assetCategory.id,
      categoryName: assetCategory.name,
      model: asset.model,
      count: n,
      idle: sql<number>`(count(*) filter (where ${asset.status} = 'idle'))::int`.mapWith(Number),
    })
    .from(asset)
    .innerJoin(warehouse, eq(warehouse.id, asset.warehouseId))
    .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
    .$dynamic();
  const where = (q: StockAssetQuery): Array<SQL | undefined> => [
    isNotNull(asset.warehouseId),
    q.warehouseId === undefined ? undefined : eq(asset.warehouseId, q.warehouseId),
    q.categoryId === undefined ? undefined : eq(asset.categoryId, q.categoryId),
  ];
  const also = warehouseScope(scope, asset.warehouseId);
  const filter = and(also, ...where(query));
  const groups = db
    .select({ w: asset.warehouseId, c: asset.categoryId, m: asset.model })
    .from(asset)
    .where(filter)
    .groupBy(asset.warehouseId, asset.categoryId, asset.model)
    .as('g');
  const [total] = await db.select({ n: count() }).from(groups);
  const sorts = { count: n, categoryName: assetCategory.name, warehouseName: warehouse.name };
  const by = query.sort.map((s) =>
    s.direction === 'asc' ? sql`${sorts[s.field]} asc` : sql`${sorts[s.field]} desc`,
  );
  const records = await select
    .where(filter)
    .groupBy(warehouse.id, assetCategory.id, asset.model)
    .orderBy(...by, asc(warehouse.code), asc(assetCategory.name), sql`${asset.model} nulls first`)
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  return { records, total: total!.n, current: query.current, size: query.size };
}
