import { TRANSFER_STATUSES } from '@depot/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { assetCategory } from '../../db/schema/asset';
import { listOf, needs, partOf, timestamptz } from '../../db/schema/columns';
import { versionedColumns } from '../../db/schema/versioned-columns';
import { appUser } from '../../db/schema/users';
import { warehouse } from '../warehouse/tables';

/*
 * Transfers between warehouses (docs/warehouses.md "Transfers"): counted items leave the source
 * when sent (`transferOut` rows) and reach the destination when received (`transferIn` rows),
 * all at once or line by line in parts; a cancel before any receipt reverses the out rows, and
 * the rest of a partly received transfer is returned to the source as `transferIn` rows there.
 * The document is never edited in place: only its status and its lines' received and returned
 * figures move.
 */

/** A transfer: in transit → partly received → received | cancelled. */
export const wareTransfer = pg.pgTable(
  'ware_transfer',
  {
    id: pg.integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: pg.varchar('code', { length: 32 }).notNull().unique(),
    fromWarehouseId: needs('from_warehouse_id', () => warehouse.id),
    toWarehouseId: needs('to_warehouse_id', () => warehouse.id),
    status: pg.varchar('status', { length: 16 }).notNull().default('inTransit'),
    remark: pg.varchar('remark', { length: 500 }),
    senderId: needs('sender_id', () => appUser.id),
    sentAt: timestamptz('sent_at').notNull(),
    receiverId: pg.integer('receiver_id').references(() => appUser.id, { onDelete: 'restrict' }),
    receivedAt: timestamptz('received_at'),
    cancellerId: pg.integer('canceller_id').references(() => appUser.id, { onDelete: 'restrict' }),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: pg.varchar('cancel_reason', { length: 200 }),
    ...versionedColumns(),
  },
  (t) => [
    pg.index('ware_transfer_created_idx').on(t.createdAt, t.id),
    pg.index('ware_transfer_status_idx').on(t.status, t.toWarehouseId),
    pg.index('ware_transfer_from_idx').on(t.fromWarehouseId),
    pg.index('ware_transfer_to_idx').on(t.toWarehouseId),
    pg.check('ware_transfer_status_check', sql`${t.status} in (${listOf(TRANSFER_STATUSES)})`),
    pg.check('ware_transfer_warehouses_check', sql`${t.fromWarehouseId} <> ${t.toWarehouseId}`),
  ],
);

/** A counted line of a transfer: one per category. */
export const wareTransferLine = pg.pgTable(
  'ware_transfer_line',
  {
    transferId: partOf('transfer_id', () => wareTransfer.id),
    categoryId: needs('category_id', () => assetCategory.id),
    quantity: pg.integer('quantity').notNull(),
    /** Taken in at the destination so far. */
    received: pg.integer('received').notNull().default(0),
    /** Sent back to the source when the rest was returned. */
    returned: pg.integer('returned').notNull().default(0),
    unitPrice: pg.numeric('unit_price', { precision: 14, scale: 2 }),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [
    pg.primaryKey({ columns: [t.transferId, t.categoryId] }),
    pg.check('ware_transfer_line_quantity_check', sql`${t.quantity} > 0`),
    pg.check(
      'ware_transfer_line_received_check',
      sql`${t.received} >= 0 and ${t.returned} >= 0 and ${t.received} + ${t.returned} <= ${t.quantity}`,
    ),
  ],
);
