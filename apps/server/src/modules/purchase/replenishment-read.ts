import {
  PERMISSIONS,
  type ReplenishmentDetailRecord,
  type ReplenishmentEventRecord,
  type ReplenishmentLineRecord,
  type ReplenishmentPageQuery,
  type ReplenishmentRecord,
  type ReplenishmentSuggestionRecord,
} from '@depot/shared';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { outer } from '../../core/outer-column';
import { anyColumnContains } from '../../core/pagination';
import { personOf, personOrNull } from '../../core/people';
import { listReader, withinStoreDays, type PageRulesOf } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { appUser } from '../../db/schema/users';
import { stampsOf } from '../../db/schema/columns';
import { seenWarehouse, warehouseScope } from '../warehouse/scope';
import { stockThreshold, warehouse } from '../warehouse/tables';
import { currentOf } from '../warehouse/thresholds';
import { priceOffers, type PriceOffer } from './order-prices';
import { readOrdersOf } from './order-read';
import { readSkuOptions } from './catalogue-options';
import { readSuborders } from './suborder-read';
import { replenishment, replenishmentEvent, replenishmentLine, sku, supplier } from './tables';

const R = PERMISSIONS.purchase.replenishment;
const O = PERMISSIONS.purchase.order;

/** The work order statuses that still count: not rejected or withdrawn. */
export const LIVE_ORDER = sql.raw(`('draft', 'pending', 'sentBack', 'approved', 'closed')`);

const columns = {
  replenishmentId: replenishment.id,
  code: replenishment.code,
  // The check constraint allows only REPLENISHMENT_STATUSES.
  status: sql<ReplenishmentRecord['status']>`${replenishment.status}`,
  warehouse: sql<
    ReplenishmentRecord['warehouse']
  >`json_build_object('id', ${warehouse.id}, 'name', ${warehouse.name})`,
  applicant: personOf(appUser),
  neededBy: replenishment.neededBy,
  remark: replenishment.remark,
  reason: replenishment.reason,
  lineCount: sql<number>`(select count(*)::int from replenishment_line l
    where l.replenishment_id = ${outer(replenishment.id)})`.mapWith(Number),
  quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from replenishment_line l
    where l.replenishment_id = ${outer(replenishment.id)})`.mapWith(Number),
  ...stampsOf(replenishment),
};

const heads = (db: Db) =>
  db
    .select(columns)
    .from(replenishment)
    .innerJoin(appUser, eq(appUser.id, replenishment.applicantId))
    .innerJoin(warehouse, eq(warehouse.id, replenishment.warehouseId))
    .$dynamic();

/** The requests a caller sees: those of a warehouse of their data scope. */
export const replenishmentScope = (scope: DataScope): SQL | undefined =>
  warehouseScope(scope, replenishment.warehouseId);

/** One request (`scope`: the caller's, else 404). */
export async function readReplenishment(
  db: Db,
  id: number,
  scope?: DataScope,
): Promise<ReplenishmentRecord> {
  const [head] = await heads(db).where(
    and(eq(replenishment.id, id), scope ? replenishmentScope(scope) : undefined),
  );
  if (!head) throw new NotFound();
  return head;
}

/** A request's lines, each with what its live work orders ordered, received and cancelled. */
async function readLines(db: Db, id: number): Promise<ReplenishmentLineRecord[]> {
  const lines = await readLineRows(db, id);
  const offerOf = await offersFor(
    db,
    lines.map((l) => l.skuId),
  );
  return lines.map((l) => ({ ...l, offer: offerOf(l.skuId, l.supplier?.id) }));
}

/**
 * What a work order would buy each of `skuIds` at: the preferred supplier at its current price
 * if it prices the SKU, else the enabled supplier with the lowest current price (null: nobody
 * prices it). The request's lines and the low-stock suggestions both offer this.
 */
async function offersFor(
  db: Db,
  skuIds: number[],
): Promise<(skuId: number, preferred?: number) => PriceOffer | null> {
  const offers = await priceOffers(db, skuIds);
  return (skuId, preferred) => {
    const priced = offers.get(skuId) ?? [];
    return priced.find((o) => o.supplierId === preferred) ?? priced[0] ?? null;
  };
}

async function readLineRows(db: Db, id: number) {
  const of = (column: string) =>
    sql<number>`(select coalesce(sum(ol.${sql.raw(column)}), 0)::int
      from purchase_order_line ol join purchase_order o on o.id = ol.order_id
      where o.replenishment_id = ${replenishmentLine.replenishmentId}
        and o.status in ${LIVE_ORDER} and ol.sku_id = ${replenishmentLine.skuId})`.mapWith(Number);
  return db
    .select({
      lineId: replenishmentLine.id,
      skuId: sku.id,
      skuCode: sku.code,
      skuName: sku.name,
      specification: sku.specification,
      unit: sku.unit,
      quantity: replenishmentLine.quantity,
      supplier: sql<ReplenishmentLineRecord['supplier']>`case when ${supplier.id} is null
        then null else json_build_object('id', ${supplier.id}, 'name', ${supplier.name}) end`,
      ordered: of('quantity'),
      received: of('received'),
      cancelled: of('cancelled'),
    })
    .from(replenishmentLine)
    .innerJoin(sku, eq(sku.id, replenishmentLine.skuId))
    .leftJoin(supplier, eq(supplier.id, replenishmentLine.supplierId))
    .where(eq(replenishmentLine.replenishmentId, id))
    .orderBy(asc(replenishmentLine.sort), asc(replenishmentLine.id));
}

async function readEvents(db: Db, id: number): Promise<ReplenishmentEventRecord[]> {
  return db
    .select({
      eventId: replenishmentEvent.id,
      action: replenishmentEvent.action,
      fromStatus: replenishmentEvent.fromStatus,
      toStatus: replenishmentEvent.toStatus,
      note: replenishmentEvent.note,
      user: personOrNull(appUser),
      at: replenishmentEvent.at,
    })
    .from(replenishmentEvent)
    .leftJoin(appUser, eq(appUser.id, replenishmentEvent.userId))
    .where(eq(replenishmentEvent.replenishmentId, id))
    .orderBy(asc(replenishmentEvent.id));
}

/**
 * One request with its lines, its work orders and their sub-orders, its timeline, and what the
 * caller may do with it.
 */
export async function readReplenishmentDetail(
  db: Db,
  id: number,
  user: AuthUser,
): Promise<ReplenishmentDetailRecord> {
  const head = await readReplenishment(db, id, user.scope);
  const has = (key: string) => user.permissions.includes(key);
  const mine = head.applicant.userId === user.userId && has(R.add);
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const lines = await readLines(db, id);
  const orders = [];
  for (const order of await readOrdersOf(db, id)) {
    orders.push({ ...order, suborders: await readSuborders(db, { orderId: order.orderId }) });
  }
  const events = await readEvents(db, id);
  return {
    ...head,
    lines,
    orders,
    events,
    canSubmit: mine && head.status === 'draft',
    canCancel: mine && (head.status === 'draft' || head.status === 'submitted'),
    canDecline: has(O.add) && head.status === 'submitted',
    canOrder: has(O.add) && head.status === 'submitted',
  };
}

const rules: PageRulesOf<ReplenishmentPageQuery> = {
  where: (q) => [
    q.status ? eq(replenishment.status, q.status) : undefined,
    q.warehouseId === undefined ? undefined : eq(replenishment.warehouseId, q.warehouseId),
    withinStoreDays(replenishment.createdAt, q.from, q.to),
    q.keyword
      ? sql`(${anyColumnContains([replenishment.code, replenishment.remark], q.keyword)}
          or exists (select 1 from replenishment_line l join sku on sku.id = l.sku_id
            where l.replenishment_id = ${replenishment.id}
              and ${anyColumnContains([sku.code, sku.name], q.keyword)}))`
      : undefined,
  ],
  sorts: {
    createdAt: replenishment.createdAt,
    code: replenishment.code,
    neededBy: replenishment.neededBy,
  },
  order: [desc(replenishment.createdAt), desc(replenishment.id)],
};

/** The requests the caller sees, filtered and newest first: the page and the export. */
export const replenishmentList = listReader(heads, rules, {
  // The filters, sorts and scope are the request's own columns: no join.
  key: replenishment.id,
  keyOf: (row) => row.replenishmentId,
  scope: replenishmentScope,
});

/**
 * The warehouse's low-stock shortfalls (category thresholds it is below), each with the enabled
 * SKUs stocked as that category (none: the category is left out, nothing to buy) and each
 * SKU's offer. The warehouse purchase order's form and the add-order page both fill from it.
 */
export async function readSuggestions(
  db: Db,
  scope: DataScope,
  warehouseId: number,
): Promise<ReplenishmentSuggestionRecord[]> {
  await seenWarehouse(db, scope, warehouseId);
  const current = currentOf(stockThreshold);
  const short = await db
    .select({
      thresholdId: stockThreshold.id,
      categoryId: assetCategory.id,
      categoryName: assetCategory.name,
      unit: assetCategory.unit,
      current: current.mapWith(Number),
      minQuantity: stockThreshold.minQuantity,
    })
    .from(stockThreshold)
    .innerJoin(assetCategory, eq(assetCategory.id, stockThreshold.categoryId))
    .where(
      and(
        eq(stockThreshold.warehouseId, warehouseId),
        eq(stockThreshold.kind, 'category'),
        sql`${current} < ${stockThreshold.minQuantity}`,
      ),
    )
    .orderBy(asc(assetCategory.name), asc(stockThreshold.id));
  const answer: Array<
    Omit<ReplenishmentSuggestionRecord, 'skus'> & {
      skus: Array<Omit<ReplenishmentSuggestionRecord['skus'][number], 'offer'>>;
    }
  > = [];
  for (const s of short) {
    const skus = await readSkuOptions(db, s.categoryId);
    if (!skus.length) continue;
    answer.push({
      thresholdId: s.thresholdId,
      category: { id: s.categoryId, name: s.categoryName },
      unit: s.unit ?? skus[0]!.unit,
      current: s.current,
      minQuantity: s.minQuantity,
      shortfall: Math.max(s.minQuantity - s.current, 1),
      skus,
    });
  }
  const offerOf = await offersFor(
    db,
    answer.flatMap((a) => a.skus.map((k) => k.skuId)),
  );
  return answer.map((a) => ({
    ...a,
    skus: a.skus.map((k) => ({ ...k, offer: offerOf(k.skuId) })),
  }));
}
