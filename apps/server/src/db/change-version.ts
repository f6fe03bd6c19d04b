import { sql } from 'drizzle-orm';
import { turnBatch } from './turn-batch';
import type { Db } from './client';
import { changeVersion } from './schema';

/** Areas whose writes set a change_version (triggers: drizzle/0008–0009, 0014, 0019, 0046–0048). */
export type ChangeArea = 'repair_order' | 'asset' | 'approval' | 'ledger' | 'purchase_order';

/**
 * Reads the area's change_version: one row, by a prepared statement; the reads of one turn of
 * the event loop share one query (db/turn-batch.ts). Read it before the data an answer is
 * made of, so the answer is at least as new as the version it is kept with.
 */
export function changeVersionReader(db: Db, area: ChangeArea): () => Promise<number> {
  const statement = db
    .select({ version: changeVersion.version })
    .from(changeVersion)
    .where(sql`${changeVersion.area} = ${sql.placeholder('area')}`)
    .prepare(`change_version_of_${area}`);
  const read = turnBatch(async () => {
    const [row] = await statement.execute({ area });
    return new Map([[area, Number(row?.version ?? 0)]]);
  });
  return async () => (await read(area)) ?? 0;
}
