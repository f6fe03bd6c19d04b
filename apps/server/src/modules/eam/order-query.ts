import {
  liveRepairState,
  REPAIR_STATUSES,
  type RepairOrder,
  type RepairStatus,
  type SlaInput,
  type SlaTarget,
} from '@depot/shared';
import { and, eq, gte, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '../../core/pagination';
import { containsPattern } from '../../core/pagination';
import type { Db } from '../../db/client';
import { intArray } from '../../db/int-array';
import { appUser, repairOrder, repairType, store } from '../../db/schema';
import type { ClockSql } from './clock-sql';
import type { RepairFilters } from './schema';

const assignee = alias(appUser, 'assignee');
const dispatcher = alias(appUser, 'dispatcher');

const columns = {
  o: repairOrder,
  storeCode: store.code,
  storeName: store.name,
  typeCode: repairType.code,
  typeName: repairType.name,
  responseMinutes: repairType.responseMinutes,
  resolutionMinutes: repairType.resolutionMinutes,
  assigneeNickname: assignee.nickname,
  assigneeUsername: assignee.username,
  dispatcherNickname: dispatcher.nickname,
  dispatcherUsername: dispatcher.username,
};

/** Orders with what their answer shows of the store, type and people; `extra` adds columns. */
export function selectOrders<E extends Record<string, SQL.Aliased | SQL>>(tx: Db, extra?: E) {
  return tx
    .select({ ...columns, ...(extra ?? ({} as E)) })
    .from(repairOrder)
    .innerJoin(store, eq(store.id, repairOrder.storeId))
    .innerJoin(repairType, eq(repairType.id, repairOrder.typeId))
    .leftJoin(assignee, eq(assignee.id, repairOrder.assigneeId))
    .leftJoin(dispatcher, eq(dispatcher.id, repairOrder.dispatcherId));
}

export interface OrderRow {
  o: typeof repairOrder.$inferSelect;
  storeCode: string;
  storeName: string;
  typeCode: string;
  typeName: string;
  responseMinutes: number | null;
  resolutionMinutes: number | null;
  assigneeNickname: string | null;
  assigneeUsername: string | null;
  dispatcherNickname: string | null;
  dispatcherUsername: string | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** What of an order's answer follows the clock: its durations and service-level flags. */
export type LiveFigures = Pick<
  RepairOrder,
  'pauseDuration' | 'orderDuration' | 'responseBreached' | 'resolutionBreached'
>;

/** The rest of an order's answer: it changes only when its row (or a name it shows) does. */
export type FixedFields = Omit<RepairOrder, keyof LiveFigures>;

/** What the clock-dependent figures of an order are worked out from. */
export interface LiveInput {
  order: SlaInput;
  target: SlaTarget;
}

export function liveInputOf(row: OrderRow): LiveInput {
  const o = row.o;
  return {
    order: {
      status: o.status as RepairStatus,
      submitTime: o.submitTime,
      dispatchTime: o.dispatchTime,
      completionTime: o.completionTime,
      cancelTime: o.cancelTime,
      pauseDuration: o.pauseDuration,
      pausedSince: o.pausedSince,
    },
    target: { responseMinutes: row.responseMinutes, resolutionMinutes: row.resolutionMinutes },
  };
}

/** The order's durations and service-level flags at `now`. */
export function liveFigures({ order, target }: LiveInput, now: Date): LiveFigures {
  const state = liveRepairState(order, target, now);
  return {
    pauseDuration: state.pauseSeconds,
    orderDuration: state.orderSeconds,
    responseBreached: state.responseBreached,
    resolutionBreached: state.resolutionBreached,
  };
}

/** The order's answer without what follows the clock. */
export function fixedFields(row: OrderRow): FixedFields {
  const o = row.o;
  return {
    orderId: o.id,
    code: o.code,
    externalCode: o.externalCode,
    externalSource: o.externalSource,
    storeId: o.storeId,
    storeCode: row.storeCode,
    storeName: row.storeName,
    status: o.status as RepairStatus,
    evaluated: o.evaluated,
    pauseCount: o.pauseCount,
    endedPauseDuration: o.pauseDuration,
    pausedSince: iso(o.pausedSince),
    appointmentTime: iso(o.appointmentTime),
    submitTime: o.submitTime.toISOString(),
    dispatchTime: iso(o.dispatchTime),
    startTime: iso(o.startTime),
    completionTime: iso(o.completionTime),
    cancelTime: iso(o.cancelTime),
    address: o.address,
    remark: o.remark,
    typeId: o.typeId,
    typeCode: row.typeCode,
    typeName: row.typeName,
    assigneeId: o.assigneeId,
    assigneeName: row.assigneeNickname ?? row.assigneeUsername,
    dispatcherId: o.dispatcherId,
    dispatcherName: row.dispatcherNickname ?? row.dispatcherUsername,
    cancelReason: o.cancelReason,
    rating: o.rating,
    evaluationComment: o.evaluationComment,
    version: o.version,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The answer for one order, its durations and service-level flags computed at `now`. */
export function toRepairOrder(row: OrderRow, now: Date): RepairOrder {
  return { ...fixedFields(row), ...liveFigures(liveInputOf(row), now) };
}

/** WHERE of the list's and the export's filters. */
export function filterWhere(f: RepairFilters, clock: ClockSql): SQL | undefined {
  const o = repairOrder;
  const range = (column: AnyPgColumn, from?: Date, to?: Date) => [
    from ? gte(column, from) : undefined,
    to ? lte(column, to) : undefined,
  ];
  const pattern = f.keyword ? containsPattern(f.keyword) : null;
  return and(
    f.status?.length ? inArray(o.status, f.status) : undefined,
    f.storeId ? eq(o.storeId, f.storeId) : undefined,
    f.typeId ? eq(o.typeId, f.typeId) : undefined,
    f.evaluated === undefined ? undefined : eq(o.evaluated, f.evaluated),
    ...range(o.submitTime, f.submitFrom, f.submitTo),
    ...range(o.appointmentTime, f.appointmentFrom, f.appointmentTo),
    ...range(o.completionTime, f.completionFrom, f.completionTo),
    pattern ? or(ilike(o.code, pattern), ilike(o.externalCode, pattern)) : undefined,
    f.breached === undefined ? undefined : f.breached ? clock.breached : not(clock.breached),
  );
}

export type RepairSortField = RepairFilters['sort'][number]['field'];

/** One key of the order: its SQL, the type its text form casts back to, its direction. */
export interface SortKey {
  expr: SQL;
  cast: 'timestamptz' | 'bigint' | 'integer' | 'text';
  dir: 'asc' | 'desc';
  nullable: boolean;
}

/** Statuses in life-cycle order, not alphabetical. */
const statusRank = sql.join(
  [
    sql`case ${repairOrder.status}`,
    ...REPAIR_STATUSES.map((s, i) => sql`when ${sql.raw(`'${s}'`)} then ${sql.raw(String(i))}`),
    sql`end`,
  ],
  sql` `,
);

function keyOf(field: RepairSortField, clock: ClockSql): Omit<SortKey, 'dir'> {
  const o = repairOrder;
  switch (field) {
    case 'code':
      return { expr: sql`${o.code}`, cast: 'text', nullable: false };
    case 'status':
      return { expr: statusRank, cast: 'integer', nullable: false };
    case 'submitTime':
      return { expr: sql`${o.submitTime}`, cast: 'timestamptz', nullable: false };
    case 'appointmentTime':
      return { expr: sql`${o.appointmentTime}`, cast: 'timestamptz', nullable: true };
    case 'completionTime':
      return { expr: sql`${o.completionTime}`, cast: 'timestamptz', nullable: true };
    case 'pauseCount':
      return { expr: sql`${o.pauseCount}`, cast: 'integer', nullable: false };
    case 'pauseDuration':
      return { expr: clock.pauseSeconds, cast: 'bigint', nullable: false };
    case 'orderDuration':
      return { expr: clock.orderSeconds, cast: 'bigint', nullable: false };
  }
}

/**
 * The requested order, then newest submitted first, then the id: a total order, so pages
 * and export batches never skip or repeat a row. Empty values sort last either way.
 */
export function sortKeys(
  orders: readonly SortOrder<RepairSortField>[],
  clock: ClockSql,
): SortKey[] {
  const keys: SortKey[] = orders.map((s) => ({ ...keyOf(s.field, clock), dir: s.direction }));
  if (!orders.some((s) => s.field === 'submitTime')) {
    keys.push({ ...keyOf('submitTime', clock), dir: 'desc' });
  }
  keys.push({ expr: sql`${repairOrder.id}`, cast: 'integer', dir: 'desc', nullable: false });
  return keys;
}

export const orderByKeys = (keys: readonly SortKey[]): SQL[] =>
  keys.map((k) => sql`${k.expr} ${sql.raw(k.dir)} nulls last`);

/** Each key's value as text (exact for times, unlike a JavaScript Date), for `after`. */
export const keyColumns = (keys: readonly SortKey[]): Record<string, SQL<string | null>> =>
  Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string | null>`(${k.expr})::text`]));

/** Rows that come after the row whose key values are `values` (keyset paging). */
export function after(keys: readonly SortKey[], values: readonly (string | null)[]): SQL {
  const value = (k: SortKey, v: string) => sql`${v}::${sql.raw(k.cast)}`;
  const equal = (k: SortKey, v: string | null) =>
    v === null ? sql`${k.expr} is null` : sql`${k.expr} = ${value(k, v)}`;
  const beyond = (k: SortKey, v: string | null): SQL | null => {
    // Empty values come last: nothing comes after one but another empty value (a tie).
    if (v === null) return null;
    const op = sql.raw(k.dir === 'asc' ? '>' : '<');
    const past = sql`${k.expr} ${op} ${value(k, v)}`;
    return k.nullable ? sql`(${past} or ${k.expr} is null)` : past;
  };
  const alternatives: SQL[] = [];
  keys.forEach((k, i) => {
    const step = beyond(k, values[i] ?? null);
    if (step === null) return;
    const ties = keys.slice(0, i).map((earlier, j) => equal(earlier, values[j] ?? null));
    alternatives.push(and(...ties, step)!);
  });
  return alternatives.length ? or(...alternatives)! : sql`false`;
}

/**
 * Ids (and each sort key as text, `k0`…) of the orders matching `where`, in the order of
 * `keys`: from `repair_order` alone (and `repair_type` when the filter needs it), so sorting
 * and paging never drag the joined columns along. `orderRowsReader` then fetches one page.
 */
export function orderedIds(tx: Db, where: SQL | undefined, keys: SortKey[], withType: boolean) {
  const query = tx
    .select({ id: repairOrder.id, ...keyColumns(keys) })
    .from(repairOrder)
    .$dynamic();
  const joined = withType
    ? query.innerJoin(repairType, eq(repairType.id, repairOrder.typeId))
    : query;
  return joined.where(where).orderBy(...orderByKeys(keys));
}

/**
 * The rows of a page of ids, in that order, by one prepared statement (named on PostgreSQL:
 * planning the five-table join took ~2.5 ms, five times its execution, issue #8). Make the
 * answers with `toRepairOrder` at the moment of asking.
 */
export function orderRowsReader(db: Db) {
  const statement = selectOrders(db)
    .where(sql`${repairOrder.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('repair_orders_by_ids');
  return async (ids: readonly number[]): Promise<OrderRow[]> => {
    if (!ids.length) return [];
    const rows = await statement.execute({ ids: intArray(ids) });
    const byId = new Map(rows.map((r) => [r.o.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}

/** Whether the filter reads the repair type (the service-level flags do). */
export const filterNeedsType = (f: RepairFilters): boolean => f.breached !== undefined;
