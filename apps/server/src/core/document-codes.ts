import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assetDocCodeCounter } from '../db/schema/asset-doc';
import { storeDay } from './time-zone';

/**
 * The next code of a document with `prefix` made at `at`: `prefix` + yyyyMMdd (the stores'
 * day, `storeDay`) + a 6-digit daily sequence (more digits past 999,999 a day). Every kind of
 * document counts in the one counter table, a row per prefix and day; the row stays locked
 * until the caller's transaction ends, so codes are unique across processes, and a rolled-back
 * transaction gives its number back.
 */
export async function allocateDocumentCode(tx: Db, prefix: string, at: Date): Promise<string> {
  const day = storeDay(at);
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
