import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, partOf, timestamptz, updatedAt } from './columns';
import { storedFile } from './files';
import { createdBy } from './user-columns';
import { appUser } from './users';

/**
 * A form design (SPEC §1–§3) and its versions. Every save adds a version; none is ever
 * changed, so a record filled in with version 3 still renders with version 3. A deleted design
 * is only marked (`deleted_at`): its records stay readable, and its code is free again.
 */
export const formDesign = pg.pgTable(
  'form_design',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** [A-Za-z0-9_-]{1,64}, unique among designs not deleted. */
    code: pg.varchar('code', { length: 64 }).notNull(),
    name: pg.varchar('name', { length: 128 }).notNull(),
    /** The current (latest) version. */
    version: pg.integer('version').notNull().default(1),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedBy: pg.integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    pg
      .uniqueIndex('form_design_code_live_idx')
      .on(t.code)
      .where(sql`${t.deletedAt} is null`),
    pg.index('form_design_updated_idx').on(t.updatedAt),
  ],
);

export const formDesignVersion = pg.pgTable(
  'form_design_version',
  {
    designId: partOf('design_id', () => formDesign.id),
    version: pg.integer('version').notNull(),
    /** A FormDesign (packages/shared formDesignSchema), as parsed: defaults filled in. */
    design: pg.jsonb('design').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.designId, t.version] })],
);

/** Form data submitted against one version of a design; never changed afterwards. */
export const formRecord = pg.pgTable(
  'form_record',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    designId: pg.integer('design_id').notNull(),
    version: pg.integer('version').notNull(),
    /** Checked, sanitised, calculate fields recomputed. */
    data: pg.jsonb('data').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    pg
      .foreignKey({
        name: 'form_record_design_version_fk',
        columns: [t.designId, t.version],
        foreignColumns: [formDesignVersion.designId, formDesignVersion.version],
      })
      .onDelete('restrict'),
    pg.index('form_record_design_created_idx').on(t.designId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The files a record's upload fields refer to: who may read a record may read these. */
export const formRecordFile = pg.pgTable(
  'form_record_file',
  {
    recordId: pg
      .bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => formRecord.id, { onDelete: 'cascade' }),
    fileId: pg
      .uuid('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.recordId, t.fileId] }),
    pg.index('form_record_file_file_idx').on(t.fileId),
  ],
);
