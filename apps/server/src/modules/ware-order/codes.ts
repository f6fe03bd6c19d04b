import { WARE_ORDER_CODE_PREFIX, type WareOrderType } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wareOrderCodeCounter } from './tables';
import { storeDay } from '../../core/time-zone';

/** `<prefix>` + yyyyMMdd + a 5-digit sequence (more digits past 99,999 a day). */
export function wareOrderCode(prefix: string, day: string, sequence: number): string {
  return `${prefix}${day.replaceAll('-', '')}${String(sequence).padStart(5, '0')}`;
}

/**
 * The next code of an order of `type` made at `at` (its day in the stores' time). The counter
 * row stays locked until the caller's transaction ends, so codes are unique across processes,
 * and a rolled-back transaction gives its number back.
 */
export async function allocateOrderCode(tx: Db, type: WareOrderType, at: Date): Promise<string> {
  const prefix = WARE_ORDER_CODE_PREFIX[type];
  const day = storeDay(at);
  const [row] = await tx
    .insert(wareOrderCodeCounter)
    .values({ prefix, day, lastValue: 1 })
    .onConflictDoUpdate({
      target: [wareOrderCodeCounter.prefix, wareOrderCodeCounter.day],
      set: { lastValue: sql`${wareOrderCodeCounter.lastValue} + 1` },
    })
    .returning({ lastValue: wareOrderCodeCounter.lastValue });
  return wareOrderCode(prefix, day, row!.lastValue);
}
