import { ASSET_DOC_CODE_PREFIX, type AssetDocType } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetDocCodeCounter } from '../../db/schema';

/** `<prefix>` + yyyyMMdd + a 6-digit sequence (more digits past 999,999 a day). */
export function docCode(prefix: string, day: string, sequence: number): string {
  return `${prefix}${day.replaceAll('-', '')}${String(sequence).padStart(6, '0')}`;
}

/**
 * The next code of a document of `docType` made at `at` (its UTC day). The counter row stays
 * locked until the caller's transaction ends, so codes are unique across processes, and a
 * rolled-back transaction gives its number back.
 */
export async function allocateDocCode(tx: Db, docType: AssetDocType, at: Date): Promise<string> {
  const prefix = ASSET_DOC_CODE_PREFIX[docType];
  const day = at.toISOString().slice(0, 10);
  const [row] = await tx
    .insert(assetDocCodeCounter)
    .values({ prefix, day, lastValue: 1 })
    .onConflictDoUpdate({
      target: [assetDocCodeCounter.prefix, assetDocCodeCounter.day],
      set: { lastValue: sql`${assetDocCodeCounter.lastValue} + 1` },
    })
    .returning({ lastValue: assetDocCodeCounter.lastValue });
  return docCode(prefix, day, row!.lastValue);
}
