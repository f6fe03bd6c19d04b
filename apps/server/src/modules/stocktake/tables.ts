import { SCAN_RESULTS, STOCKTAKE_DECISIONS, STOCKTAKE_STATUSES } from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { asset, assetCategory } from '../../db/schema/asset';
import { listOf, needs, partOf, timestamptz } from '../../db/schema/columns';
import { versionedColumns } from '../../db/schema/versioned-columns';
import { appUser } from '../../db/schema/users';
import { warehouse } from '../warehouse/tables';

/*
 * Stocktakes' tables (docs/warehouses.md "Stocktakes"): the plan, its scope, its lines (book
 * quantities frozen at start) and every scan.
 */

/** A stocktake plan: draft → counting → submitted → approved | rejected, or cancelled. */
export const stocktake = pg.pgTable(
  'stocktake',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    name: pg.varchar('name', { length: 64 }).notNull(),
    status: pg.varchar('status', { length: 16 }).notNull().default('draft'),
    blind: pg.boolean('blind').notNull().default(false),
    dueDate: pg.date('due_date', { mode: 'string' }).notNull(),
    remark: pg.varchar('remark', { length: 500 }),
    creatorId: needs('creator_id', () => appUser.id),
    requestId: pg.integer('request_id'),
    startedAt: timestamptz('started_at'),
    /** The last ledger row when the book quantities were frozen: later rows moved the stock. */
    ledgerMark: pg.bigint('ledger_mark', { mode: 'number' }),
    /**
     * The last ledger row when the count ended (its submit; cleared when sent back to be counted
     * again): later rows came after the count and stay on top of what it posts.
     */
    ledgerEnd: pg.bigint('ledger_end', { mode: 'number' }),
    submittedAt: timestamptz('submitted_at'),
    postedAt: timestamptz('posted_at'),
    cancelReason: pg.varchar('cancel_reason', { length: 200 }),
    /** Its lines, counted once at start; those counted are kept in `stocktake_tally`. */
    lineCount: pg.integer('line_count').notNull().default(0),
    ...versionedColumns(),
  },
  (t) => [
    pg.index('stocktake_created_idx').on(t.createdAt, t.id),
    pg.index('stocktake_status_idx').on(t.status),
    pg.check('stocktake_status_check', sql`${t.status} in (${listOf(STOCKTAKE_STATUSES)})`),
  ],
);

/** The warehouses a plan counts. */
export const stocktakeWarehouse = pg.pgTable(
  'stocktake_warehouse',
  {
    stocktakeId: partOf('stocktake_id', () => stocktake.id),
    warehouseId: needs('warehouse_id', () => warehouse.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.stocktakeId, t.warehouseId] }),
    pg.index('stocktake_warehouse_warehouse_idx').on(t.warehouseId),
  ],
);

/** The categories a plan counts (none: every one). */
export const stocktakeCategory = pg.pgTable(
  'stocktake_category',
  {
    stocktakeId: partOf('stocktake_id', () => stocktake.id),
    categoryId: needs('category_id', () => assetCategory.id),
  },
  (t) => [pg.primaryKey({ columns: [t.stocktakeId, t.categoryId] })],
);

/** The users who count for a plan. */
export const stocktakeCounter = pg.pgTable(
  'stocktake_counter',
  {
    stocktakeId: partOf('stocktake_id', () => stocktake.id),
    userId: partOf('user_id', () => appUser.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.stocktakeId, t.userId] }),
    pg.index('stocktake_counter_user_idx').on(t.userId),
  ],
);

/**
 * How many of a plan's lines are counted, kept in parts: the statements that count or clear a
 * line add to the part of the user who made them, and the plan's figure is the sum of its
 * parts. A scan's answer so costs the same whatever the plan's size, and ten counters scanning
 * at once each write their own row instead of queueing for one (a row lock is held until the
 * commit's disk flush). `part` is the user's id only to spread the writes: no foreign key, a
 * person who leaves takes nothing of the sum with them.
 */
export const stocktakeTally = pg.pgTable(
  'stocktake_tally',
  {
    stocktakeId: partOf('stocktake_id', () => stocktake.id),
    part: pg.integer('part').notNull(),
    counted: pg.integer('counted').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.stocktakeId, t.part] })],
);

/**
 * A line, made when the plan starts: a counted category in a warehouse (its book quantity), or
 * one serialised asset located there (book 1). `counted` stays null until counted; an asset
 * scanned in another warehouse of the plan notes it in `found_warehouse_id`; a line whose stock
 * moved during the count keeps what was decided about it (`decision`, by whom, when).
 */
export const stocktakeLine = pg.pgTable(
  'stocktake_line',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    stocktakeId: partOf('stocktake_id', () => stocktake.id),
    warehouseId: needs('warehouse_id', () => warehouse.id),
    categoryId: needs('category_id', () => assetCategory.id),
    assetId: pg.integer('asset_id').references(() => asset.id, { onDelete: 'restrict' }),
    book: pg.integer('book').notNull(),
    counted: pg.integer('counted'),
    foundWarehouseId: pg.integer('found_warehouse_id').references(() => warehouse.id, {
      onDelete: 'restrict',
    }),
    countedBy: pg.integer('counted_by').references(() => appUser.id, { onDelete: 'set null' }),
    countedAt: timestamptz('counted_at'),
    /** A line that moved during the count: recount, take the book, or keep the count. */
    decision: pg.varchar('decision', { length: 8 }),
    decidedBy: pg.integer('decided_by').references(() => appUser.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    pg
      .uniqueIndex('stocktake_line_category_idx')
      .on(t.stocktakeId, t.warehouseId, t.categoryId)
      .where(sql`${t.assetId} is null`),
    pg
      .uniqueIndex('stocktake_line_asset_idx')
      .on(t.stocktakeId, t.assetId)
      .where(sql`${t.assetId} is not null`),
    pg.check('stocktake_line_book_check', sql`${t.book} >= 0`),
    pg.check('stocktake_line_counted_check', sql`${t.counted} is null or ${t.counted} >= 0`),
    pg.check(
      'stocktake_line_decision_check',
      sql`${t.decision} is null or ${t.decision} in (${listOf(STOCKTAKE_DECISIONS)})`,
    ),
  ],
);

/** Every scan of a plan, as it was answered (the unknown and elsewhere lists read them). */
export const stocktakeScan = pg.pgTable(
  'stocktake_scan',
  {
    id: pg.bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    stocktakeId: partOf('stocktake_id', () => stocktake.id),
    warehouseId: needs('warehouse_id', () => warehouse.id),
    counterId: pg.integer('counter_id').references(() => appUser.id, { onDelete: 'set null' }),
    code: pg.varchar('code', { length: 500 }).notNull(),
    result: pg.varchar('result', { length: 16 }).notNull(),
    assetId: pg.integer('asset_id').references(() => asset.id, { onDelete: 'restrict' }),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    pg.index('stocktake_scan_plan_idx').on(t.stocktakeId, t.result, t.id),
    pg.check('stocktake_scan_result_check', sql`${t.result} in (${listOf(SCAN_RESULTS)})`),
  ],
);
