import {
  MOVEMENT_KINDS,
  MOVEMENT_SOURCES,
  RESERVATION_CLOSE_REASONS,
  RESERVATION_OUTCOMES,
  RESERVATION_SOURCES,
  THRESHOLD_KINDS,
  WAREHOUSE_IN_SOURCES,
  WAREHOUSE_IN_STATUSES,
  WAREHOUSE_LEVELS,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { asset, assetCategory } from '../../db/schema/asset';
import { createdAt, listOf, needs, partOf, timestamptz, updatedAt } from '../../db/schema/columns';
import { enterprise, store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';

/*
 * The warehouse area's tables (docs/adding-an-area.md, docs/warehouses.md): drizzle-kit reads
 * every `modules/<area>/tables.ts` beside db/schema; other code imports them from here.
 */

/** A warehouse: a tree (central → regional → store) in one enterprise. */
export const warehouse = pg.pgTable(
  'warehouse',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: pg.integer('parent_id').references((): pg.AnyPgColumn => warehouse.id, {
      onDelete: 'restrict',
    }),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    name: pg.varchar('name', { length: 64 }).notNull(),
    level: pg.varchar('level', { length: 8 }).notNull(),
    enterpriseId: needs('enterprise_id', () => enterprise.id),
    storeId: pg.integer('store_id').references(() => store.id, { onDelete: 'restrict' }),
    address: pg.varchar('address', { length: 200 }),
    enabled: pg.boolean('enabled').notNull().default(true),
    sort: pg.integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('warehouse_parent_idx').on(t.parentId),
    pg.index('warehouse_enterprise_idx').on(t.enterpriseId),
    pg.index('warehouse_store_idx').on(t.storeId),
    pg.check('warehouse_level_check', sql`${t.level} in (${listOf(WAREHOUSE_LEVELS)})`),
    pg.check('warehouse_store_level_check', sql`${t.storeId} is null or ${t.level} = 'store'`),
  ],
);

/** The keepers of a warehouse (users); they see it whatever their data scope. */
export const warehouseKeeper = pg.pgTable(
  'warehouse_keeper',
  {
    warehouseId: partOf('warehouse_id', () => warehouse.id),
    userId: partOf('user_id', () => appUser.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.warehouseId, t.userId] }),
    pg.index('warehouse_keeper_user_idx').on(t.userId),
  ],
);

/**
 * Stock of a counted category in a warehouse. Changed only by the movement service
 * (movements.ts), in the transaction that writes the ledger row: the checks keep it from going
 * negative whatever the code does.
 */
export const stock = pg.pgTable(
  'stock',
  {
    warehouseId: needs('warehouse_id', () => warehouse.id),
    categoryId: needs('category_id', () => assetCategory.id),
    quantity: pg.integer('quantity').notNull().default(0),
    reserved: pg.integer('reserved').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.warehouseId, t.categoryId] }),
    pg.index('stock_category_idx').on(t.categoryId),
    pg.check('stock_quantity_check', sql`${t.quantity} >= 0`),
    pg.check('stock_reserved_check', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.quantity}`),
  ],
);

/**
 * A document's reservation of counted stock (docs/warehouses.md "Reservations"): `quantity` of
 * a category held at a warehouse for document `source` × `source_id`, counted in
 * `stock.reserved` while open. Written and closed only by the movement service
 * (reservations.ts) in the document's transaction; closed (`outcome`, who, when) when the stock
 * leaves for the document (`issued`) or the document lets it go (`released`), never deleted.
 */
export const stockReservation = pg.pgTable(
  'stock_reservation',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    warehouseId: needs('warehouse_id', () => warehouse.id),
    categoryId: needs('category_id', () => assetCategory.id),
    quantity: pg.integer('quantity').notNull(),
    source: pg.varchar('source', { length: 16 }).notNull(),
    sourceId: pg.integer('source_id').notNull(),
    sourceCode: pg.varchar('source_code', { length: 40 }).notNull(),
    reservedBy: pg.integer('reserved_by').references(() => appUser.id, { onDelete: 'restrict' }),
    reservedAt: timestamptz('reserved_at').notNull(),
    outcome: pg.varchar('outcome', { length: 8 }),
    closedBy: pg.integer('closed_by').references(() => appUser.id, { onDelete: 'restrict' }),
    closedAt: timestamptz('closed_at'),
    /** When it lapses: the expiry timer lets it go then (reason `expired`). */
    expiresAt: timestamptz('expires_at').notNull(),
    /** When who reserved it was told it is about to lapse (notice 53), once. */
    warnedAt: timestamptz('warned_at'),
    /** Why it was let go when no one let it go (`expired`); null otherwise. */
    closeReason: pg.varchar('close_reason', { length: 8 }),
  },
  (t) => [
    // One open reservation per document × warehouse × category; the stock row's holders.
    pg
      .uniqueIndex('stock_reservation_open_idx')
      .on(t.source, t.sourceId, t.warehouseId, t.categoryId)
      .where(sql`${t.outcome} is null`),
    pg
      .index('stock_reservation_stock_idx')
      .on(t.warehouseId, t.categoryId)
      .where(sql`${t.outcome} is null`),
    // The expiry timer's rounds: open holds by when they lapse.
    pg
      .index('stock_reservation_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.outcome} is null`),
    pg.check(
      'stock_reservation_close_reason_check',
      sql`${t.closeReason} is null or (${t.outcome} = 'released' and ${t.closeReason} in (${listOf(RESERVATION_CLOSE_REASONS)}))`,
    ),
    pg.check('stock_reservation_quantity_check', sql`${t.quantity} > 0`),
    pg.check(
      'stock_reservation_source_check',
      sql`${t.source} in (${listOf(RESERVATION_SOURCES)})`,
    ),
    pg.check(
      'stock_reservation_outcome_check',
      sql`(${t.outcome} is null and ${t.closedAt} is null) or (${t.outcome} in (${listOf(RESERVATION_OUTCOMES)}) and ${t.closedAt} is not null)`,
    ),
  ],
);

/**
 * The ledger: one row per movement of a counted category (signed quantity) or of one
 * serialised asset (±1) at a warehouse. Never updated or deleted (a trigger refuses both); a
 * reversal is a new row pointing at the one it undoes, at most one per row.
 */
export const stockMovement = pg.pgTable(
  'stock_movement',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    warehouseId: needs('warehouse_id', () => warehouse.id),
    kind: pg.varchar('kind', { length: 16 }).notNull(),
    categoryId: needs('category_id', () => assetCategory.id),
    assetId: pg.integer('asset_id').references(() => asset.id, { onDelete: 'restrict' }),
    quantity: pg.integer('quantity').notNull(),
    /** The warehouse × category quantity after this row (counted rows). */
    balance: pg.integer('balance'),
    unitPrice: pg.numeric('unit_price', { precision: 14, scale: 2 }),
    source: pg.varchar('source', { length: 16 }).notNull(),
    sourceId: pg.integer('source_id'),
    sourceCode: pg.varchar('source_code', { length: 40 }),
    reason: pg.varchar('reason', { length: 500 }),
    /**
     * The store the stock went to or came back from (docs/warehouses.md "Stores on the
     * ledger"); null on rows from before it was recorded (migration 0060), never rewritten.
     */
    storeId: pg.integer('store_id').references(() => store.id, { onDelete: 'restrict' }),
    reversalOfId: pg
      .bigint('reversal_of_id', { mode: 'number' })
      .references((): pg.AnyPgColumn => stockMovement.id, { onDelete: 'restrict' }),
    actorId: pg.integer('actor_id').references(() => appUser.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    pg.index('stock_movement_warehouse_idx').on(t.warehouseId, t.at, t.id),
    pg.index('stock_movement_at_idx').on(t.at, t.id),
    pg.index('stock_movement_category_idx').on(t.categoryId, t.at),
    pg.index('stock_movement_asset_idx').on(t.assetId),
    pg.index('stock_movement_source_idx').on(t.sourceCode),
    // The ledger filtered by store: only the rows naming one.
    pg
      .index('stock_movement_store_idx')
      .on(t.storeId, t.at, t.id)
      .where(sql`${t.storeId} is not null`),
    // A row is reversed once at most.
    pg.uniqueIndex('stock_movement_reversal_idx').on(t.reversalOfId),
    pg.check('stock_movement_kind_check', sql`${t.kind} in (${listOf(MOVEMENT_KINDS)})`),
    pg.check('stock_movement_source_check', sql`${t.source} in (${listOf(MOVEMENT_SOURCES)})`),
    pg.check('stock_movement_quantity_check', sql`${t.quantity} <> 0`),
    pg.check('stock_movement_asset_check', sql`${t.assetId} is null or ${t.quantity} in (1, -1)`),
  ],
);

/** A warehouse-in: goods coming into a warehouse, through approval (notices 8 and 18). */
export const warehouseIn = pg.pgTable(
  'warehouse_in',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    warehouseId: needs('warehouse_id', () => warehouse.id),
    source: pg.varchar('source', { length: 16 }).notNull(),
    sourceRef: pg.varchar('source_ref', { length: 64 }),
    fromStoreId: pg.integer('from_store_id').references(() => store.id, { onDelete: 'restrict' }),
    supplier: pg.varchar('supplier', { length: 128 }),
    remark: pg.varchar('remark', { length: 500 }),
    status: pg.varchar('status', { length: 16 }).notNull().default('pending'),
    applicantId: needs('applicant_id', () => appUser.id),
    requestId: pg.integer('request_id'),
    totalAmount: pg.numeric('total_amount', { precision: 16, scale: 2 }).notNull().default('0'),
    postedAt: timestamptz('posted_at'),
    version: pg.integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index('warehouse_in_warehouse_idx').on(t.warehouseId, t.createdAt),
    pg.index('warehouse_in_created_idx').on(t.createdAt, t.id),
    pg.index('warehouse_in_status_idx').on(t.status),
    pg.check('warehouse_in_source_check', sql`${t.source} in (${listOf(WAREHOUSE_IN_SOURCES)})`),
    pg.check('warehouse_in_status_check', sql`${t.status} in (${listOf(WAREHOUSE_IN_STATUSES)})`),
  ],
);

/** A counted line of a warehouse-in: one per category. */
export const warehouseInLine = pg.pgTable(
  'warehouse_in_line',
  {
    warehouseInId: partOf('warehouse_in_id', () => warehouseIn.id),
    categoryId: needs('category_id', () => assetCategory.id),
    quantity: pg.integer('quantity').notNull(),
    unitPrice: pg.numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [
    pg.primaryKey({ columns: [t.warehouseInId, t.categoryId] }),
    pg.check('warehouse_in_line_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A serialised asset a warehouse-in puts in its warehouse. `open` while the document may still
 * take effect: an asset is on one open warehouse-in at most.
 */
export const warehouseInAsset = pg.pgTable(
  'warehouse_in_asset',
  {
    warehouseInId: partOf('warehouse_in_id', () => warehouseIn.id),
    assetId: needs('asset_id', () => asset.id),
    open: pg.boolean('open').notNull().default(true),
  },
  (t) => [
    pg.primaryKey({ columns: [t.warehouseInId, t.assetId] }),
    pg
      .uniqueIndex('warehouse_in_asset_open_idx')
      .on(t.assetId)
      .where(sql`${t.open}`),
  ],
);

/**
 * A low-stock threshold (notice 14 for a counted category, 13 for serialised assets of a
 * category and maybe one model). `below` is claimed by the statement that sends the notice,
 * so one crossing tells once, whatever the processes.
 */
export const stockThreshold = pg.pgTable(
  'stock_threshold',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    warehouseId: partOf('warehouse_id', () => warehouse.id),
    kind: pg.varchar('kind', { length: 8 }).notNull(),
    categoryId: pg
      .integer('category_id')
      .notNull()
      .references(() => assetCategory.id, { onDelete: 'cascade' }),
    model: pg.varchar('model', { length: 64 }),
    minQuantity: pg.integer('min_quantity').notNull(),
    below: pg.boolean('below').notNull().default(false),
    notifiedAt: timestamptz('notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg
      .uniqueIndex('stock_threshold_key_idx')
      .on(t.warehouseId, t.kind, t.categoryId, sql`coalesce(${t.model}, '')`),
    pg.index('stock_threshold_category_idx').on(t.categoryId),
    pg.check('stock_threshold_kind_check', sql`${t.kind} in (${listOf(THRESHOLD_KINDS)})`),
    pg.check('stock_threshold_min_check', sql`${t.minQuantity} > 0`),
    pg.check('stock_threshold_model_check', sql`${t.model} is null or ${t.kind} = 'asset'`),
  ],
);
