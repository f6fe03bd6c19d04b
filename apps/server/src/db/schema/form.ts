import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, partOf, timestamptz, updatedAt } from './columns';
import { storedFile } from './files';
import { createdBy } from './user-columns';
import { appUser } from './users';

/**
 * A form design (SPEC §1–§3) and its versions. Every save adds a version; none is ever
 * changed, so a record filled in with version 3 still renders with version 3. A deleted design
 * is only marked (`deleted_at`): its records stay readable, and its code is free again.
 */
export const formDesign = pgTable(
  'form_design',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** [A-Za-z0-9_-]{1,64}, unique among designs not deleted. */
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    /** The current (latest) version. */
    version: integer('version').notNull().default(1),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('form_design_code_live_idx')
      .on(t.code)
      .where(sql`${t.deletedAt} is null`),
    index('form_design_updated_idx').on(t.updatedAt),
  ],
);

export const formDesignVersion = pgTable(
  'form_design_version',
  {
    designId: partOf('design_id', () => formDesign.id),
    version: integer('version').notNull(),
    /** A FormDesign (packages/shared formDesignSchema), as parsed: defaults filled in. */
    design: jsonb('design').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.designId, t.version] })],
);

/** Form data submitted against one version of a design; never changed afterwards. */
export const formRecord = pgTable(
  'form_record',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    designId: integer('design_id').notNull(),
    version: integer('version').notNull(),
    /** Checked, sanitised, calculate fields recomputed. */
    data: jsonb('data').notNull(),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'form_record_design_version_fk',
      columns: [t.designId, t.version],
      foreignColumns: [formDesignVersion.designId, formDesignVersion.version],
    }).onDelete('restrict'),
    index('form_record_design_created_idx').on(t.designId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** The files a record's upload fields refer to: who may read a record may read these. */
export const formRecordFile = pgTable(
  'form_record_file',
  {
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => formRecord.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.fileId] }),
    index('form_record_file_file_idx').on(t.fileId),
  ],
);
