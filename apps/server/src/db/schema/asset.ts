import { ASSET_STATUSES, ASSET_TRACKING } from '@depot/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, listOf, needs, partOf, timestamptz, updatedAt } from './columns';
import { storedFile } from './files';
import { formDesign } from './form';
import { department, store } from './org';
import { createdBy } from './user-columns';
import { appUser } from './users';
import { warehouse } from '../../modules/warehouse/tables';

/**
 * Asset categories (AREAS.md §2): a tree. Each gives its assets a code prefix, a unit, whether
 * they are serialised or counted, a useful life, how long before expiry to remind, and the
 * form design of their custom fields.
 */
export const assetCategory = pgTable(
  'asset_category',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => assetCategory.id, {
      onDelete: 'restrict',
    }),
    name: varchar('name', { length: 64 }).notNull(),
    codePrefix: varchar('code_prefix', { length: 8 }).notNull().unique(),
    unit: varchar('unit', { length: 16 }).notNull(),
    tracking: varchar('tracking', { length: 8 }).notNull().default('serial'),
    usefulLifeMonths: integer('useful_life_months'),
    expiryLeadDays: integer('expiry_lead_days'),
    formDesignId: integer('form_design_id').references(() => formDesign.id, {
      onDelete: 'restrict',
    }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('asset_category_parent_idx').on(t.parentId),
    check('asset_category_tracking_check', sql`${t.tracking} in (${listOf(ASSET_TRACKING)})`),
  ],
);

/** The last asset number given per code prefix (locked by the transaction that takes one). */
export const assetCodeCounter = pgTable('asset_code_counter', {
  prefix: varchar('prefix', { length: 8 }).primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/**
 * A serialised asset. Status, custodian, department and store change together, and only
 * through lifecycle documents (issue #17); an edit changes its descriptive fields. `version`
 * is checked on every write.
 */
export const asset = pgTable(
  'asset',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    qrToken: uuid('qr_token').notNull().unique().defaultRandom(),
    name: varchar('name', { length: 128 }).notNull(),
    categoryId: needs('category_id', () => assetCategory.id),
    model: varchar('model', { length: 64 }),
    serialNo: varchar('serial_no', { length: 64 }),
    status: varchar('status', { length: 16 }).notNull().default('idle'),
    custodianId: integer('custodian_id').references(() => appUser.id, { onDelete: 'restrict' }),
    deptId: integer('dept_id').references(() => department.id, { onDelete: 'restrict' }),
    storeId: integer('store_id').references(() => store.id, { onDelete: 'restrict' }),
    /** The warehouse it is located in (issue #18: put there by a warehouse-in), or null. */
    warehouseId: integer('warehouse_id').references(() => warehouse.id, { onDelete: 'restrict' }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    price: numeric('price', { precision: 14, scale: 2 }),
    supplier: varchar('supplier', { length: 128 }),
    warrantyEnd: date('warranty_end', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    remark: varchar('remark', { length: 500 }),
    /** The version of the category's design the custom values were checked against. */
    formVersion: integer('form_version'),
    custom: jsonb('custom').notNull().default({}),
    version: integer('version').notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('asset_category_idx').on(t.categoryId, t.id),
    index('asset_status_idx').on(t.status, t.id),
    index('asset_store_idx').on(t.storeId, t.id),
    index('asset_warehouse_idx').on(t.warehouseId, t.categoryId),
    index('asset_custodian_idx').on(t.custodianId),
    index('asset_dept_idx').on(t.deptId),
    index('asset_expiry_idx').on(t.expiryDate),
    index('asset_created_idx').on(t.createdAt, t.id),
    // The list sorted by purchase date (either way) reads its first page from here.
    index('asset_purchase_idx').on(t.purchaseDate, t.id),
    // Serial numbers are unique per model (two makers may use the same serial).
    uniqueIndex('asset_model_serial_idx')
      .on(sql`coalesce(${t.model}, '')`, t.serialNo)
      .where(sql`${t.serialNo} is not null`),
    check('asset_status_check', sql`${t.status} in (${listOf(ASSET_STATUSES)})`),
  ],
);

/**
 * An asset's field-level history: one row per field a change touched, before → after, who,
 * when, and what made the change (`create`, `edit`, `import` or a document's code). Never
 * changed or deleted.
 */
export const assetHistory = pgTable(
  'asset_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    assetId: partOf('asset_id', () => asset.id),
    field: varchar('field', { length: 80 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    source: varchar('source', { length: 40 }).notNull(),
    actorId: integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('asset_history_asset_idx').on(t.assetId, t.id)],
);

/** Photos and files of an asset. */
export const assetFile = pgTable(
  'asset_file',
  {
    assetId: partOf('asset_id', () => asset.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.fileId] }),
    index('asset_file_file_idx').on(t.fileId),
  ],
);

/**
 * A reminder sent (notice 1: expiry; 4: assigned or added), one row per event, so a timer in
 * several processes sends each once.
 */
export const assetReminder = pgTable(
  'asset_reminder',
  {
    assetId: partOf('asset_id', () => asset.id),
    /** `expiry:2027-03-01`, `assigned:<user id>:<history id>`… */
    event: varchar('event', { length: 80 }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.event] })],
);
