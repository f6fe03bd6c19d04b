import { assetCode } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetCodeCounter } from '../../db/schema';

/**
 * `count` new codes for assets of the categories with `prefix`. The counter row stays locked
 * until the caller's transaction ends, so codes are unique across processes, and a rolled-back
 * transaction gives its numbers back.
 */
export async function allocateAssetCodes(tx: Db, prefix: string, count: number): Promise<string[]> {
  const [row] = await tx
    .insert(assetCodeCounter)
    .values({ prefix, lastValue: count })
    .onConflictDoUpdate({
      target: assetCodeCounter.prefix,
      set: { lastValue: sql`${assetCodeCounter.lastValue} + ${count}` },
    })
    .returning({ lastValue: assetCodeCounter.lastValue });
  const first = row!.lastValue - count + 1;
  return Array.from({ length: count }, (_, i) => assetCode(prefix, first + i));
}
