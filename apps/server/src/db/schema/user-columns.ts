import * as pg from 'drizzle-orm/pg-core';
import { appUser } from './users';

/** Who made the row: when that user is deleted, the row stays and names nobody. */
export const createdBy = () =>
  pg.integer('created_by').references(() => appUser.id, { onDelete: 'set null' });
