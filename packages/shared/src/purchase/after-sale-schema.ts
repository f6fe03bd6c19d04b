import { z } from 'zod';
import { ASSET_PRICE_PATTERN } from '../asset/constants';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { personSchema } from '../person';
import { requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { MOVEMENT_KINDS } from '../warehouse/constants';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_MAX_FILES,
  AFTER_SALE_STATUSES,
} from './after-sale-constants';
import { PURCHASE_QUANTITY_MAX } from './order-constants';
import { coded, createdDays, named, timelineEventSchema, versionReasonBody } from './refs';

/*
 * Wire contracts of `/purchase/after-sale` (AREAS.md §5): an after-sales order against one
 * received sub-order line (return, exchange, repair), sent to the supplier through a
 * return-to-supplier movement, closed with a return's credit or the goods received back.
 * Amounts travel as decimal text.
 */

/** POST /purchase/after-sale: against a received line of a sub-order in the caller's scope. */
export const afterSaleCreateBody = z.object({
  lineId: rowId,
  kind: z.enum(AFTER_SALE_KINDS),
  quantity: z.number().int().min(1).max(PURCHASE_QUANTITY_MAX),
  reason: requiredText(200),
  /** Photos or reports: uploads of POST /admin/files the caller may read. */
  fileIds: z
    .array(z.string().max(64))
    .max(AFTER_SALE_MAX_FILES)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds')
    .default([]),
});
export type AfterSaleCreate = z.infer<typeof afterSaleCreateBody>;
export type AfterSaleInput = z.input<typeof afterSaleCreateBody>;

/**
 * POST /purchase/after-sale/:id/close: a return's credit (left out: quantity × unit price);
 * an exchange or repair takes none (its goods are received back).
 */
export const afterSaleCloseBody = z.object({
  version: z.number().int().min(0),
  credit: z.string().trim().regex(ASSET_PRICE_PATTERN, 'validation.price').optional(),
});
export type AfterSaleClose = z.infer<typeof afterSaleCloseBody>;

/**
 * POST /purchase/after-sale/:id/receive-back: part of a sent exchange's or repair's goods came
 * back (at most what is still out); it closes when everything is back.
 */
export const afterSaleReceiveBackBody = z.object({
  version: z.number().int().min(0),
  quantity: z.number().int().min(1).max(PURCHASE_QUANTITY_MAX),
});
export type AfterSaleReceiveBack = z.infer<typeof afterSaleReceiveBackBody>;

/**
 * POST /purchase/after-sale/:id/write-off: a sent exchange's or repair's goods still out will
 * never come back; a reason is required. It closes the order; no stock moves.
 */
export const afterSaleWriteOffBody = versionReasonBody;
export type AfterSaleWriteOff = z.infer<typeof afterSaleWriteOffBody>;

/** POST /purchase/after-sale/:id/cancel: while open, with a reason. */
export const afterSaleCancelBody = versionReasonBody;
export type AfterSaleCancel = z.infer<typeof afterSaleCancelBody>;

export const afterSaleSchema = z.object({
  afterSaleId: z.number().int(),
  code: z.string(),
  kind: z.enum(AFTER_SALE_KINDS),
  status: z.enum(AFTER_SALE_STATUSES),
  quantity: z.number().int(),
  /** How much of an exchange's or repair's goods came back so far (0 for a return). */
  receivedBack: z.number().int(),
  /** What of an exchange's or repair's goods was written off as never coming back (0: none). */
  writtenOff: z.number().int(),
  writeOffReason: z.string().nullable(),
  reason: z.string(),
  /** A return's credit once closed (null otherwise). */
  credit: z.string().nullable(),
  cancelReason: z.string().nullable(),
  suborder: coded,
  order: coded.extend({ title: z.string() }),
  supplier: named,
  warehouse: named,
  /** The sub-order line it is against. */
  line: z.object({
    lineId: z.number().int(),
    skuId: z.number().int(),
    skuCode: z.string(),
    skuName: z.string(),
    unit: z.string(),
    unitPrice: z.string(),
    received: z.number().int(),
  }),
  creator: personSchema.nullable(),
  sentAt: z.date().nullable(),
  closedAt: z.date().nullable(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AfterSaleRecord = z.infer<typeof afterSaleSchema>;
export type AfterSale = Serialized<AfterSaleRecord>;

export const afterSaleFileSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** A ledger row the after-sales order posted (out to the supplier, or back in). */
export const afterSaleMovementSchema = z.object({
  movementId: z.number().int(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed: + in, − out. */
  quantity: z.number().int(),
  balance: z.number().int().nullable(),
  at: z.date(),
});

export const afterSaleEventSchema = timelineEventSchema;

export const afterSaleDetailSchema = afterSaleSchema.extend({
  files: z.array(afterSaleFileSchema),
  movements: z.array(afterSaleMovementSchema),
  events: z.array(afterSaleEventSchema),
  /** What the caller may do with it now (their key and its status). */
  canSend: z.boolean(),
  canClose: z.boolean(),
  /** An exchange or repair, sent, with goods still out, and the caller holds the add key. */
  canReceiveBack: z.boolean(),
  /** As canReceiveBack, with the write-off key instead of the add key. */
  canWriteOff: z.boolean(),
  canCancel: z.boolean(),
});
export type AfterSaleDetailRecord = z.infer<typeof afterSaleDetailSchema>;
export type AfterSaleDetail = Serialized<AfterSaleDetailRecord>;

export const afterSalePageQuery = pageQuery.extend({
  status: z.enum(AFTER_SALE_STATUSES).optional(),
  kind: z.enum(AFTER_SALE_KINDS).optional(),
  supplierId: queryRowId.optional(),
  suborderId: queryRowId.optional(),
  ...createdDays,
  /** Part of its code, the sub-order's code, the SKU's code or name, or the reason. */
  keyword: queryText.optional(),
  sort: sortParam(['createdAt', 'code']),
});
export type AfterSalePageQuery = z.infer<typeof afterSalePageQuery>;
export type AfterSalePageParams = Partial<QueryParams<AfterSalePageQuery>>;

/**
 * A supplier's rating (docs/purchasing.md "Supplier rating"): the share of its due sub-orders
 * done by the order's expected day, the after-sales quantity over the received quantity, and a
 * score 1–5 from both (null when neither can be told).
 */
export const supplierRatingSchema = z.object({
  suborders: z.number().int(),
  /** Sub-orders with an expected day that are done or past it. */
  due: z.number().int(),
  onTime: z.number().int(),
  onTimeRate: z.number().nullable(),
  received: z.number().int(),
  afterSaleQuantity: z.number().int(),
  afterSaleRate: z.number().nullable(),
  score: z.number().nullable(),
});
export type SupplierRating = z.infer<typeof supplierRatingSchema>;
