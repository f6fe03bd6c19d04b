import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repairCodeCounter } from '../../db/schema';
import { storeDay } from '../../core/time-zone';

/** `RO` + yyyyMMdd + 6-digit sequence (more digits past 999,999 orders a day). */
export function orderCode(day: string, sequence: number): string {
  return `RO${day.replaceAll('-', '')}${String(sequence).padStart(6, '0')}`;
}

/**
 * `count` new codes for orders submitted at `submitTime` (its day in the stores' time). The
 * counter row is locked until the caller's transaction ends, so codes are unique across
 * processes, and a rolled-back transaction gives its numbers back.
 */
export async function allocateCodes(tx: Db, submitTime: Date, count: number): Promise<string[]> {
  const day = storeDay(submitTime);
  const [row] = await tx
    .insert(repairCodeCounter)
    .values({ day, lastValue: count })
    .onConflictDoUpdate({
      target: repairCodeCounter.day,
      set: { lastValue: sql`${repairCodeCounter.lastValue} + ${count}` },
    })
    .returning({ lastValue: repairCodeCounter.lastValue });
  const first = row!.lastValue - count + 1;
  return Array.from({ length: count }, (_, i) => orderCode(day, first + i));
}
