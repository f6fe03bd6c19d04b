import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/named-statement';

/** A plan's figures in a scan's answer: its lines and how many are counted. */
export interface Counters {
  lines: number;
  counted: number;
}

export const placeholder = sql.placeholder;

/**
 * One statement: `delta` added to the user `part`'s own part of the plan `id`'s tally
 * (`stocktake_tally`) when `when` holds, then the plan's counters. Each counter moves only
 * their own part, so counters at work side by side never wait on each other's commits.
 * `before`: statements ahead of it in the same WITH (each followed by a comma); `also`: more
 * columns of the answer. Built once with placeholders `id`, `part` and `delta`.
 */
export const tallied = (
  when: SQL,
  before: SQL = sql``,
  also: SQL = sql``,
) => sql`with ${before} bump as (
    insert into stocktake_tally (stocktake_id, part, counted)
    select ${placeholder('id')}, ${placeholder('part')}, ${placeholder('delta')} where ${when}
    on conflict (stocktake_id, part)
      do update set counted = stocktake_tally.counted + excluded.counted
    returning counted)
  select s.line_count as lines,
    coalesce((select sum(t.counted) from stocktake_tally t
      where t.stocktake_id = s.id and t.part <> ${placeholder('part')}), 0)
    + coalesce((select counted from bump), (select t.counted from stocktake_tally t
      where t.stocktake_id = s.id and t.part = ${placeholder('part')}), 0) as counted ${also}
  from stocktake s where s.id = ${placeholder('id')}`;

interface TallyValues extends Record<string, unknown> {
  id: number;
  part: number;
  delta: number;
}

/** The counters moved, and read when nothing moves (no row written). */
const bumpTally = preparedStatement<Counters, TallyValues>('stocktake_tally', tallied(sql`true`));
const readTally = preparedStatement<Counters, TallyValues>('stocktake_tally', tallied(sql`false`));

export const countersOf = (row: Counters | undefined): Counters => ({
  lines: Number(row!.lines),
  counted: Number(row!.counted),
});

/**
 * The plan's counters after `delta` more lines were counted (less, for a count cleared) by the
 * user `part`; none written when nothing changed.
 */
export async function tally(tx: Db, id: number, part: number, delta: number): Promise<Counters> {
  const [row] = await (delta === 0 ? readTally : bumpTally)(tx, { id, part, delta });
  return countersOf(row);
}
