import { addDays, OPEN_REPAIR_STATUSES, type RepairStats } from '@depot/shared';
import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../core/data-scope';
import { STORE_TIME_ZONE, storeDay, storeDayStart, storeMonth } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { repairOrder, repairType } from '../../db/schema';
import { clockSql } from './clock-sql';
import { orderScope } from './order-scope';

/** Days of the home panel's chart, today included. */
export const STATS_DAYS = 30;

/**
 * The home panel's figures (calendar month and days in the stores' time, like order codes):
 * open orders by status, the mean duration of orders completed this month, the share of this
 * month's orders (cancelled ones aside) past a target, and orders submitted and completed per
 * day.
 */
export async function repairStats(
  db: Db,
  scope: DataScope,
  now = new Date(),
): Promise<RepairStats> {
  const clock = clockSql(now);
  // Only the orders the caller sees are counted.
  const seen = orderScope(scope);
  const today = storeDay(now);
  const monthStart = storeMonth(now).start;
  const firstDay = addDays(today, 1 - STATS_DAYS);
  const perDay = (column: AnyPgColumn) =>
    db
      .select({
        day: sql<string>`to_char(${column} at time zone ${STORE_TIME_ZONE}, 'YYYY-MM-DD')`,
        n: count(),
      })
      .from(repairOrder)
      .where(and(gte(column, storeDayStart(firstDay)), seen))
      .groupBy(sql`1`);

  const [open, [average], [month], submitted, completed] = await Promise.all([
    db
      .select({ status: repairOrder.status, n: count() })
      .from(repairOrder)
      .where(and(inArray(repairOrder.status, [...OPEN_REPAIR_STATUSES]), seen))
      .groupBy(repairOrder.status),
    db
      .select({ seconds: sql<string | null>`avg(${clock.orderSeconds})` })
      .from(repairOrder)
      .where(
        and(eq(repairOrder.status, 'completed'), gte(repairOrder.completionTime, monthStart), seen),
      ),
    db
      .select({
        total: count(),
        breached: sql<number>`(count(*) filter (where ${clock.breached}))::int`,
      })
      .from(repairOrder)
      .innerJoin(repairType, eq(repairType.id, repairOrder.typeId))
      .where(
        and(gte(repairOrder.submitTime, monthStart), ne(repairOrder.status, 'cancelled'), seen),
      ),
    perDay(repairOrder.submitTime),
    perDay(repairOrder.completionTime),
  ]);

  const openOf = (status: string) => open.find((r) => r.status === status)?.n ?? 0;
  const countsOf = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, r.n]));
  const submittedBy = countsOf(submitted);
  const completedBy = countsOf(completed);
  const daily = Array.from({ length: STATS_DAYS }, (_, i) => {
    const date = addDays(firstDay, i);
    return { date, submitted: submittedBy.get(date) ?? 0, completed: completedBy.get(date) ?? 0 };
  });
  return {
    openByStatus: {
      submitted: openOf('submitted'),
      dispatched: openOf('dispatched'),
      in_progress: openOf('in_progress'),
      paused: openOf('paused'),
    },
    averageDurationThisMonth: average?.seconds == null ? null : Math.round(Number(average.seconds)),
    slaBreachRate: month && month.total > 0 ? month.breached / month.total : null,
    daily,
  };
}
