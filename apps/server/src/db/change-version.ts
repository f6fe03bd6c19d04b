import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { changeVersion } from './schema';

/** Areas whose writes set a change_version (drizzle/0008 adds a trigger for each). */
export type ChangeArea = 'repair_order';

/**
 * Reads the area's change_version: one row, by a prepared statement. Read it before the data
 * an answer is made of, so the answer is at least as new as the version it is kept with.
 */
export function changeVersionReader(db: Db, area: ChangeArea): () => Promise<number> {
  const statement = db
    .select({ version: changeVersion.version })
    .from(changeVersion)
    .where(eq(changeVersion.area, sql.placeholder('area')))
    .prepare(`change_version_of_${area}`);
  return async () => Number((await statement.execute({ area }))[0]?.version ?? 0);
}
