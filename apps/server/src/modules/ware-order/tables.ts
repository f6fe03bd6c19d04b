import {
  WARE_ORDER_KINDS,
  WARE_ORDER_STATUSES,
  WARE_ORDER_TYPES,
  WARE_ORDER_URGENCIES,
  type WareOrderKind,
  type WareOrderStatus,
  type WareOrderType,
  type WareOrderUrgency,
} from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { approvalRequest } from '../../db/schema/approval';
import { asset } from '../../db/schema/asset';
import { assetDoc } from '../../db/schema/asset-doc';
import { createdAt, listOf, needs, partOf, timestamptz, updatedAt } from '../../db/schema/columns';
import { storedFile } from '../../db/schema/files';
import { store } from '../../db/schema/org';
import { createdBy } from '../../db/schema/user-columns';
import { appUser } from '../../db/schema/users';

/*
 * Warehouse work orders and special work orders (AREAS.md §4, issue #18): drizzle-kit reads
 * every `modules/<area>/tables.ts` beside db/schema (drizzle.config.ts); other code imports them
 * from here. Both types share one table: a special order is a work order that starts in
 * approval.
 */

export const wareOrder = pg.pgTable(
  'ware_order',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: pg.varchar('type', { length: 8 }).$type<WareOrderType>().notNull(),
    /** WARE_ORDER_CODE_PREFIX + yyyyMMdd (the stores' day) + a 5-digit daily sequence per prefix. */
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    kind: pg.varchar('kind', { length: 8 }).$type<WareOrderKind>().notNull(),
    status: pg.varchar('status', { length: 12 }).$type<WareOrderStatus>().notNull(),
    urgency: pg.varchar('urgency', { length: 8 }).$type<WareOrderUrgency>(),
    reason: pg.varchar('reason', { length: 500 }),
    storeId: needs('store_id', () => store.id),
    address: pg.varchar('address', { length: 255 }),
    contactName: pg.varchar('contact_name', { length: 64 }),
    contactPhone: pg.varchar('contact_phone', { length: 32 }),
    plannedDate: pg.date('planned_date', { mode: 'string' }),
    remark: pg.varchar('remark', { length: 1000 }),
    sourceDocId: pg
      .integer('source_doc_id')
      .references(() => assetDoc.id, { onDelete: 'restrict' }),
    workerId: pg.integer('worker_id').references(() => appUser.id, { onDelete: 'restrict' }),
    /** Photo file ids (files uploaded through /admin/files by whoever added them). */
    photos: pg
      .uuid('photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    receiverName: pg.varchar('receiver_name', { length: 64 }),
    signatureFileId: pg.uuid('signature_file_id').references(() => storedFile.id, {
      onDelete: 'restrict',
    }),
    cancelReason: pg.varchar('cancel_reason', { length: 500 }),
    requestId: pg.integer('request_id').references(() => approvalRequest.id, {
      onDelete: 'restrict',
    }),
    assignedAt: timestamptz('assigned_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    cancelledAt: timestamptz('cancelled_at'),
    version: pg.integer('version').notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists, newest first, per type.
    pg.index('ware_order_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    pg.index('ware_order_worker_idx').on(t.workerId, t.status),
    pg.index('ware_order_store_idx').on(t.storeId, t.id),
    pg.index('ware_order_source_doc_idx').on(t.sourceDocId),
    pg.index('ware_order_signature_idx').on(t.signatureFileId),
    pg.check('ware_order_type_check', sql`${t.type} in (${listOf(WARE_ORDER_TYPES)})`),
    pg.check('ware_order_kind_check', sql`${t.kind} in (${listOf(WARE_ORDER_KINDS)})`),
    pg.check('ware_order_status_check', sql`${t.status} in (${listOf(WARE_ORDER_STATUSES)})`),
    pg.check(
      'ware_order_urgency_check',
      sql`${t.urgency} is null or ${t.urgency} in (${listOf(WARE_ORDER_URGENCIES)})`,
    ),
    // A special order says why; a work order has neither reason nor urgency.
    pg.check(
      'ware_order_special_check',
      sql`(${t.type} = 'special') = (${t.reason} is not null and ${t.urgency} is not null)`,
    ),
  ],
);

/** The assets an order delivers, installs or collects. */
export const wareOrderAsset = pg.pgTable(
  'ware_order_asset',
  {
    orderId: partOf('order_id', () => wareOrder.id),
    assetId: needs('asset_id', () => asset.id),
  },
  (t) => [
    pg.primaryKey({ columns: [t.orderId, t.assetId] }),
    pg.index('ware_order_asset_asset_idx').on(t.assetId),
  ],
);

/** An order's timeline: who moved it from what to what, when and why. Rows are only added. */
export const wareOrderEvent = pg.pgTable(
  'ware_order_event',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: partOf('order_id', () => wareOrder.id),
    action: pg.varchar('action', { length: 24 }).notNull(),
    fromStatus: pg.varchar('from_status', { length: 12 }).$type<WareOrderStatus>(),
    toStatus: pg.varchar('to_status', { length: 12 }).$type<WareOrderStatus>(),
    note: pg.varchar('note', { length: 500 }),
    userId: pg.integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [pg.index('ware_order_event_order_idx').on(t.orderId, t.id)],
);

/** The last sequence number given per code prefix and day. */
export const wareOrderCodeCounter = pg.pgTable(
  'ware_order_code_counter',
  {
    prefix: pg.varchar('prefix', { length: 8 }).notNull(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    lastValue: pg.integer('last_value').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.prefix, t.day] })],
);
