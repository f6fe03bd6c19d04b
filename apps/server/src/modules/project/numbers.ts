import type { COST_VISA_CODE_PREFIX, PROJECT_CODE_PREFIX } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetDocCodeCounter } from '../../db/schema/asset-doc';

/*
 * The projects area's codes, days and money: exact to the cent (amounts are added as whole
 * cents, never as floats), days in the stores' time (China, UTC+8, no daylight saving).
 */

/** `prefix` + yyyyMMdd + a 6-digit daily sequence (the documents' shared counter, locked until commit). */
export async function allocateCode(
  tx: Db,
  prefix: typeof PROJECT_CODE_PREFIX | typeof COST_VISA_CODE_PREFIX,
  at = new Date(),
): Promise<string> {
  const day = at.toISOString().slice(0, 10);
  const [row] = await tx
    .insert(assetDocCodeCounter)
    .values({ prefix, day, lastValue: 1 })
    .onConflictDoUpdate({
      target: [assetDocCodeCounter.prefix, assetDocCodeCounter.day],
      set: { lastValue: sql`${assetDocCodeCounter.lastValue} + 1` },
    })
    .returning({ lastValue: assetDocCodeCounter.lastValue });
  return `${prefix}${day.replaceAll('-', '')}${String(row!.lastValue).padStart(6, '0')}`;
}

const STORE_OFFSET_MS = 8 * 3_600_000;

/** Today in the stores' time, `YYYY-MM-DD`. */
export const storeToday = (now = Date.now()): string =>
  new Date(now + STORE_OFFSET_MS).toISOString().slice(0, 10);

/** Decimal text (at most 2 decimals, a sign allowed) as whole cents. */
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Whole cents as decimal text with two decimals. */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The sum of amounts, as decimal text with two decimals. */
export const sumAmounts = (amounts: readonly string[]): string =>
  fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));
