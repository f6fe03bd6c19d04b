import { sql, type SQL } from 'drizzle-orm';
import { repairOrder, repairType } from '../../db/schema';

/**
 * The shared `liveRepairState` (durations and service-level flags) as SQL, for what must happen
 * in the database: sorting by a duration, filtering by breach, the home panel's figures and the
 * service-level check. `now` is a parameter, so one request (or one export) sees one clock
 * throughout.
 * Queries using `breached` must join `repair_type`.
 */
export interface ClockSql {
  now: SQL;
  /** Ended pauses plus the open one up to the end of the clock (seconds). */
  pauseSeconds: SQL;
  /** Submit → completion, cancellation or now, minus paused seconds. */
  orderSeconds: SQL;
  responseBreached: SQL;
  resolutionBreached: SQL;
  breached: SQL;
}

export function clockSql(now: Date): ClockSql {
  const at = sql`${now.toISOString()}::timestamptz`;
  const o = repairOrder;
  const end = sql`coalesce(${o.completionTime}, ${o.cancelTime}, ${at})`;
  const seconds = (from: SQL | typeof o.submitTime) =>
    sql`greatest(0, floor(extract(epoch from (${end} - ${from}))))::bigint`;
  const pauseSeconds = sql`(${o.pauseDuration}::bigint + case when ${o.pausedSince} is null then 0 else ${seconds(sql`${o.pausedSince}`)} end)`;
  const orderSeconds = sql`greatest(0, ${seconds(o.submitTime)} - ${pauseSeconds})`;
  const open = sql`${o.status} <> 'cancelled'`;
  const responseBreached = sql`(${repairType.responseMinutes} is not null and ${open} and coalesce(${o.dispatchTime}, ${at}) > ${o.submitTime} + ${repairType.responseMinutes} * interval '1 minute')`;
  const resolutionBreached = sql`(${repairType.resolutionMinutes} is not null and ${open} and ${orderSeconds} > ${repairType.resolutionMinutes}::bigint * 60)`;
  return {
    now: at,
    pauseSeconds,
    orderSeconds,
    responseBreached,
    resolutionBreached,
    breached: sql`(${responseBreached} or ${resolutionBreached})`,
  };
}
