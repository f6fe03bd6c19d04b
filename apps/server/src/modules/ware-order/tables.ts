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
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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

export const wareOrder = pgTable(
  'ware_order',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: varchar('type', { length: 8 }).$type<WareOrderType>().notNull(),
    /** WARE_ORDER_CODE_PREFIX + yyyyMMdd (UTC) + a 5-digit daily sequence per prefix. */
    code: varchar('code', { length: 32 }).notNull().unique(),
    kind: varchar('kind', { length: 8 }).$type<WareOrderKind>().notNull(),
    status: varchar('status', { length: 12 }).$type<WareOrderStatus>().notNull(),
    urgency: varchar('urgency', { length: 8 }).$type<WareOrderUrgency>(),
    reason: varchar('reason', { length: 500 }),
    storeId: needs('store_id', () => store.id),
    address: varchar('address', { length: 255 }),
    contactName: varchar('contact_name', { length: 64 }),
    contactPhone: varchar('contact_phone', { length: 32 }),
    plannedDate: date('planned_date', { mode: 'string' }),
    remark: varchar('remark', { length: 1000 }),
    sourceDocId: integer('source_doc_id').references(() => assetDoc.id, { onDelete: 'restrict' }),
    workerId: integer('worker_id').references(() => appUser.id, { onDelete: 'restrict' }),
    /** Photo file ids (files uploaded through /admin/files by whoever added them). */
    photos: uuid('photos')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    receiverName: varchar('receiver_name', { length: 64 }),
    signatureFileId: uuid('signature_file_id').references(() => storedFile.id, {
      onDelete: 'restrict',
    }),
    cancelReason: varchar('cancel_reason', { length: 500 }),
    requestId: integer('request_id').references(() => approvalRequest.id, {
      onDelete: 'restrict',
    }),
    assignedAt: timestamptz('assigned_at'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    cancelledAt: timestamptz('cancelled_at'),
    version: integer('version').notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists, newest first, per type.
    index('ware_order_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('ware_order_worker_idx').on(t.workerId, t.status),
    index('ware_order_store_idx').on(t.storeId, t.id),
    index('ware_order_source_doc_idx').on(t.sourceDocId),
    index('ware_order_signature_idx').on(t.signatureFileId),
    check('ware_order_type_check', sql`${t.type} in (${listOf(WARE_ORDER_TYPES)})`),
    check('ware_order_kind_check', sql`${t.kind} in (${listOf(WARE_ORDER_KINDS)})`),
    check('ware_order_status_check', sql`${t.status} in (${listOf(WARE_ORDER_STATUSES)})`),
    check(
      'ware_order_urgency_check',
      sql`${t.urgency} is null or ${t.urgency} in (${listOf(WARE_ORDER_URGENCIES)})`,
    ),
    // A special order says why; a work order has neither reason nor urgency.
    check(
      'ware_order_special_check',
      sql`(${t.type} = 'special') = (${t.reason} is not null and ${t.urgency} is not null)`,
    ),
  ],
);

/** The assets an order delivers, installs or collects. */
export const wareOrderAsset = pgTable(
  'ware_order_asset',
  {
    orderId: partOf('order_id', () => wareOrder.id),
    assetId: needs('asset_id', () => asset.id),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.assetId] }),
    index('ware_order_asset_asset_idx').on(t.assetId),
  ],
);

/** An order's timeline: who moved it from what to what, when and why. Rows are only added. */
export const wareOrderEvent = pgTable(
  'ware_order_event',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: partOf('order_id', () => wareOrder.id),
    action: varchar('action', { length: 24 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }).$type<WareOrderStatus>(),
    toStatus: varchar('to_status', { length: 12 }).$type<WareOrderStatus>(),
    note: varchar('note', { length: 500 }),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('ware_order_event_order_idx').on(t.orderId, t.id)],
);

/** The last sequence number given per code prefix and day. */
export const wareOrderCodeCounter = pgTable(
  'ware_order_code_counter',
  {
    prefix: varchar('prefix', { length: 8 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
);
