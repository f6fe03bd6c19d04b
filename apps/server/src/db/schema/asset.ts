import { ASSET_STATUSES, ASSET_TRACKING } from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
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
export const assetCategory = pg.pgTable(
  'asset_category',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: pg.integer('parent_id').references((): pg.AnyPgColumn => assetCategory.id, {
      onDelete: 'restrict',
    }),
    name: pg.varchar('name', { length: 64 }).notNull(),
    codePrefix: pg.varchar('code_prefix', { length: 8 }).notNull().unique(),
    unit: pg.varchar('unit', { length: 16 }).notNull(),
    tracking: pg.varchar('tracking', { length: 8 }).notNull().default('serial'),
    usefulLifeMonths: pg.integer('useful_life_months'),
    expiryLeadDays: pg.integer('expiry_lead_days'),
    formDesignId: pg.integer('form_design_id').references(() => formDesign.id, {
      onDelete: 'restrict',
    }),
    sort: pg.integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('asset_category_parent_idx').on(t.parentId),
    pg.check('asset_category_tracking_check', sql`${t.tracking} in (${listOf(ASSET_TRACKING)})`),
  ],
);

/** The last asset number given per code prefix (locked by the transaction that takes one). */
export const assetCodeCounter = pg.pgTable('asset_code_counter', {
  prefix: pg.varchar('prefix', { length: 8 }).primaryKey(),
  lastValue: pg.integer('last_value').notNull(),
});

/**
 * A serialised asset. Status, custodian, department and store change together, and only
 * through lifecycle documents (issue #17); an edit changes its descriptive fields. `version`
 * is checked on every write.
 */
export const asset = pg.pgTable(
  'asset',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    qrToken: pg.uuid('qr_token').notNull().unique().defaultRandom(),
    name: pg.varchar('name', { length: 128 }).notNull(),
    categoryId: needs('category_id', () => assetCategory.id),
    model: pg.varchar('model', { length: 64 }),
    serialNo: pg.varchar('serial_no', { length: 64 }),
    status: pg.varchar('status', { length: 16 }).notNull().default('idle'),
    custodianId: pg.integer('custodian_id').references(() => appUser.id, { onDelete: 'restrict' }),
    deptId: pg.integer('dept_id').references(() => department.id, { onDelete: 'restrict' }),
    storeId: pg.integer('store_id').references(() => store.id, { onDelete: 'restrict' }),
    /** The warehouse it is located in (issue #18: put there by a warehouse-in), or null. */
    warehouseId: pg
      .integer('warehouse_id')
      .references(() => warehouse.id, { onDelete: 'restrict' }),
    purchaseDate: pg.date('purchase_date', { mode: 'string' }),
    price: pg.numeric('price', { precision: 14, scale: 2 }),
    supplier: pg.varchar('supplier', { length: 128 }),
    warrantyEnd: pg.date('warranty_end', { mode: 'string' }),
    expiryDate: pg.date('expiry_date', { mode: 'string' }),
    remark: pg.varchar('remark', { length: 500 }),
    /** The version of the category's design the custom values were checked against. */
    formVersion: pg.integer('form_version'),
    custom: pg.jsonb('custom').notNull().default({}),
    version: pg.integer('version').notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('asset_category_idx').on(t.categoryId, t.id),
    pg.index('asset_status_idx').on(t.status, t.id),
    pg.index('asset_store_idx').on(t.storeId, t.id),
    pg.index('asset_warehouse_idx').on(t.warehouseId, t.categoryId),
    pg.index('asset_custodian_idx').on(t.custodianId),
    pg.index('asset_dept_idx').on(t.deptId),
    pg.index('asset_expiry_idx').on(t.expiryDate),
    pg.index('asset_created_idx').on(t.createdAt, t.id),
    // The list sorted by purchase date (either way) reads its first page from here.
    pg.index('asset_purchase_idx').on(t.purchaseDate, t.id),
    // Serial numbers are unique per model (two makers may use the same serial).
    pg
      .uniqueIndex('asset_model_serial_idx')
      .on(sql`coalesce(${t.model}, '')`, t.serialNo)
      .where(sql`${t.serialNo} is not null`),
    pg.check('asset_status_check', sql`${t.status} in (${listOf(ASSET_STATUSES)})`),
  ],
);

/**
 * An asset's field-level history: one row per field a change touched, before → after, who,
 * when, and what made the change (`create`, `edit`, `import` or a document's code). Never
 * changed or deleted.
 */
export const assetHistory = pg.pgTable(
  'asset_history',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    assetId: partOf('asset_id', () => asset.id),
    field: pg.varchar('field', { length: 80 }).notNull(),
    before: pg.jsonb('before'),
    after: pg.jsonb('after'),
    source: pg.varchar('source', { length: 40 }).notNull(),
    actorId: pg.integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [pg.index('asset_history_asset_idx').on(t.assetId, t.id)],
);

/** Photos and files of an asset. */
export const assetFile = pg.pgTable(
  'asset_file',
  {
    assetId: partOf('asset_id', () => asset.id),
    fileId: pg
      .uuid('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.assetId, t.fileId] }),
    pg.index('asset_file_file_idx').on(t.fileId),
  ],
);

/**
 * A reminder sent (notice 1: expiry; 4: assigned or added), one row per event, so a timer in
 * several processes sends each once.
 */
export const assetReminder = pg.pgTable(
  'asset_reminder',
  {
    assetId: partOf('asset_id', () => asset.id),
    /** `expiry:2027-03-01`, `assigned:<user id>:<history id>`… */
    event: pg.varchar('event', { length: 80 }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.assetId, t.event] })],
);
