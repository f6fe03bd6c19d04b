import * as pg from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * A row written by version (a write naming a stale version is refused), with its times. Spread
 * into a table, the columns keep their names and types.
 */
export const versionedColumns = () => ({
  version: pg.integer('version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
