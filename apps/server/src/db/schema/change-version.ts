import * as pg from 'drizzle-orm/pg-core';

/**
 * A number per area of data (`repair_order`, …) that changes with every transaction that
 * writes to it, set by deferred triggers at commit from one sequence (drizzle/0008), so a
 * value is never reused, not even after a TRUNCATE. An answer kept in memory with the number
 * it was read at still holds while the number is the same (issue #8). No row means 0.
 */
export const changeVersion = pg.pgTable('change_version', {
  area: pg.varchar('area', { length: 64 }).primaryKey(),
  version: pg.bigint('version', { mode: 'number' }).notNull(),
});
