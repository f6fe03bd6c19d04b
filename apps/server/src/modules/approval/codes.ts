import { APPROVAL_CODE_PREFIX } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvalCodeCounter } from '../../db/schema';
import { storeDay } from '../../core/time-zone';

/** `AP` + yyyyMMdd + 6-digit sequence (more digits past 999,999 requests a day). */
export function requestCode(day: string, sequence: number): string {
  return `${APPROVAL_CODE_PREFIX}${day.replaceAll('-', '')}${String(sequence).padStart(6, '0')}`;
}

/**
 * A new request code for `at` (its day in the stores' time). The counter row stays locked until
 * the caller's transaction ends, so codes are unique across processes and a rollback gives the
 * number back.
 */
export async function allocateRequestCode(tx: Db, at: Date): Promise<string> {
  const day = storeDay(at);
  const [row] = await tx
    .insert(approvalCodeCounter)
    .values({ day, lastValue: 1 })
    .onConflictDoUpdate({
      target: approvalCodeCounter.day,
      set: { lastValue: sql`${approvalCodeCounter.lastValue} + 1` },
    })
    .returning({ lastValue: approvalCodeCounter.lastValue });
  return requestCode(day, row!.lastValue);
}
