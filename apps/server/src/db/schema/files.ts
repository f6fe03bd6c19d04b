import * as pg from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { appUser } from './users';

/**
 * An uploaded file (DESIGN §1 files). The bytes live in the file storage under `id` (a random
 * UUID, never anything the user typed); this row says what they are and who sent them.
 */
export const storedFile = pg.pgTable(
  'file',
  {
    id: pg.uuid('id').primaryKey(),
    /** The uploader's file name, cleaned up for display (never used as a path). */
    name: pg.varchar('name', { length: 255 }).notNull(),
    size: pg.bigint('size', { mode: 'number' }).notNull(),
    /** As declared by the uploader (not sniffed). */
    type: pg.varchar('type', { length: 255 }).notNull(),
    sha256: pg.char('sha256', { length: 64 }).notNull(),
    uploadedBy: pg.integer('uploaded_by').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [pg.index('file_uploaded_by_idx').on(t.uploadedBy)],
);
