import { z } from 'zod';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { STOCK_QUANTITY_MAX } from './constants';
import { movementSchema, stockRowSchema } from './schema';
import { TRANSFER_MAX_LINES, TRANSFER_STATUSES } from './transfer-constants';
import { personSchema } from '../person';

/*
 * Wire contracts of the transfers between warehouses (`/ware/transfer`, AREAS.md §4): counted
 * items (category × quantity) leave the source when sent and reach the destination when
 * received; serialised assets move with the asset transfer document instead.
 */

const named = z.object({ id: z.number().int(), name: z.string() });

export const transferLineBody = z.object({
  categoryId: rowId,
  quantity: z.number().int().min(1).max(STOCK_QUANTITY_MAX),
});

/** POST /ware/transfer: sends at once (the out movements post at the source). */
export const transferCreateBody = z
  .object({
    fromWarehouseId: rowId,
    toWarehouseId: rowId,
    lines: z
      .array(transferLineBody)
      .min(1)
      .max(TRANSFER_MAX_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.categoryId)).size === lines.length,
        'validation.duplicateIds',
      ),
    remark: optionalText(500).default(null),
  })
  .refine((b) => b.fromWarehouseId !== b.toWarehouseId, {
    message: 'validation.transferSameWarehouse',
    path: ['toWarehouseId'],
  });
export type TransferCreate = z.infer<typeof transferCreateBody>;
export type TransferInput = z.input<typeof transferCreateBody>;

/** What one line of a receipt takes in (0: nothing of that line this time). */
export const transferReceiveLineBody = z.object({
  categoryId: rowId,
  quantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX),
});

/**
 * Receive: at the version read (409 when stale). Without `lines` everything outstanding is
 * taken in; with them, each line's quantity (more than outstanding: a 409 with the figures).
 */
export const transferReceiveBody = z.object({
  version: z.number().int().min(0),
  lines: z
    .array(transferReceiveLineBody)
    .min(1)
    .max(TRANSFER_MAX_LINES)
    .refine(
      (lines) => new Set(lines.map((l) => l.categoryId)).size === lines.length,
      'validation.duplicateIds',
    )
    .refine((lines) => lines.some((l) => l.quantity > 0), 'validation.transferReceiveNothing')
    .optional(),
});
export type TransferReceive = z.infer<typeof transferReceiveBody>;
/** Cancel (nothing received yet) or return the rest (partly received), with a reason. */
export const transferCancelBody = z.object({
  version: z.number().int().min(0),
  reason: requiredText(200),
});

export const transferLineSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  unit: z.string(),
  /** Sent. */
  quantity: z.number().int(),
  /** Taken in at the destination so far. */
  received: z.number().int(),
  /** Sent back to the source when the rest was returned. */
  returned: z.number().int(),
  /** The latest unit price the source's ledger knew when sent (carried to the destination). */
  unitPrice: z.string().nullable(),
});
export type TransferLineRecord = z.infer<typeof transferLineSchema>;
export type TransferLine = Serialized<TransferLineRecord>;

export const transferSchema = z.object({
  transferId: z.number().int(),
  code: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  from: named,
  to: named,
  remark: z.string().nullable(),
  lines: z.array(transferLineSchema),
  sender: personSchema,
  sentAt: z.date(),
  receiver: personSchema.nullable(),
  receivedAt: z.date().nullable(),
  canceller: personSchema.nullable(),
  cancelledAt: z.date().nullable(),
  cancelReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TransferRecord = z.infer<typeof transferSchema>;
export type Transfer = Serialized<TransferRecord>;

/** A ledger row the transfer posted (out at the source, in at the destination, reversals). */
export const transferMovementSchema = movementSchema.pick({
  movementId: true,
  warehouseId: true,
  warehouseName: true,
  kind: true,
  categoryId: true,
  categoryName: true,
  quantity: true,
  balance: true,
  reversalOf: true,
  reason: true,
  at: true,
});
export type TransferMovementRecord = z.infer<typeof transferMovementSchema>;
export type TransferMovement = Serialized<TransferMovementRecord>;

export const transferDetailSchema = transferSchema.extend({
  movements: z.array(transferMovementSchema),
  /** What the caller may do with it now (their keys and side). */
  canReceive: z.boolean(),
  canCancel: z.boolean(),
});
export type TransferDetailRecord = z.infer<typeof transferDetailSchema>;
export type TransferDetail = Serialized<TransferDetailRecord>;

export const transferPageQuery = pageQuery.extend({
  status: z.enum(TRANSFER_STATUSES).optional(),
  fromWarehouseId: queryRowId.optional(),
  toWarehouseId: queryRowId.optional(),
  /** Part of the code. */
  keyword: queryText.optional(),
  sort: sortParam(['createdAt', 'code']),
});
export type TransferPageQuery = z.infer<typeof transferPageQuery>;
export type TransferPageParams = Partial<QueryParams<TransferPageQuery>>;

/** Stock on its way to a warehouse: the in-transit transfers' lines, per destination × item. */
export const inTransitRowSchema = stockRowSchema
  .pick({
    warehouseId: true,
    warehouseName: true,
    categoryId: true,
    categoryName: true,
    unit: true,
    quantity: true,
  })
  .extend({ transfers: z.number().int() });
export type InTransitRowRecord = z.infer<typeof inTransitRowSchema>;
export type InTransitRow = Serialized<InTransitRowRecord>;

export const inTransitQuery = z.object({ warehouseId: queryRowId.optional() });
export type InTransitQuery = z.infer<typeof inTransitQuery>;
