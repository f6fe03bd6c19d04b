import { z } from 'zod';
import { ASSET_PRICE_PATTERN } from '../asset/constants';
import { isoDay } from '../asset/schema';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import {
  PURCHASE_ORDER_MAX_LINES,
  PURCHASE_ORDER_STATUSES,
  PURCHASE_QUANTITY_MAX,
  PURCHASE_SUBORDER_STATUSES,
} from './order-constants';
import { purchaseLineItemSchema } from './template-schema';
import { personSchema } from '../person';
import { purchaseAmendmentSchema } from './amendment-schema';
import { coded, createdDays, named, timelineEventSchema, versionReasonBody } from './refs';

/*
 * Wire contracts of `/purchase/order` and `/purchase/suborder` (AREAS.md §5): a work order's
 * lines (SKU × supplier × quantity × price), its approval, and the supplier sub-orders it is
 * split into on approval, which are confirmed, received into the order's warehouse and have
 * lines cancelled. Amounts travel as decimal text, days as `YYYY-MM-DD`.
 */

const price = z.string().trim().regex(ASSET_PRICE_PATTERN, 'validation.price');

export const purchaseOrderLineBody = z.object({
  skuId: rowId,
  supplierId: rowId,
  quantity: z.number().int().min(1).max(PURCHASE_QUANTITY_MAX),
  /** The unit price; left out: the supplier's current price for the SKU. */
  unitPrice: price.optional(),
});
export type PurchaseOrderLineInput = z.input<typeof purchaseOrderLineBody>;

/** POST /purchase/order: a draft, or submitted for approval at once (`submit`). */
export const purchaseOrderCreateBody = z.object({
  title: requiredText(100),
  warehouseId: rowId,
  expectedDate: isoDay.nullable().default(null),
  remark: optionalText(500).default(null),
  lines: z
    .array(purchaseOrderLineBody)
    .min(1)
    .max(PURCHASE_ORDER_MAX_LINES)
    .refine(
      (lines) => new Set(lines.map((l) => `${l.skuId}:${l.supplierId}`)).size === lines.length,
      'validation.purchaseLineTwice',
    ),
  submit: z.boolean().default(false),
  /** The template it is made from (its header design checks `header`). */
  templateId: rowId.nullable().default(null),
  /** The values of the template's header fields (none without a template with a design). */
  header: z.record(z.string(), z.unknown()).default({}),
  /**
   * The warehouse purchase order it is made from (submitted, into this warehouse): it becomes
   * ordered in the same transaction.
   */
  replenishmentId: rowId.nullable().default(null),
  /**
   * Its lines were filled in from the warehouse's low-stock shortfalls (`GET
   * /purchase/replenishment/suggestions`); not with `replenishmentId` (400).
   */
  fromLowStock: z.boolean().default(false),
  /** A project's SKU order it is made from (open): it becomes ordered in the same transaction. */
  skuOrderId: rowId.nullable().default(null),
});
export type PurchaseOrderCreate = z.infer<typeof purchaseOrderCreateBody>;
export type PurchaseOrderInput = z.input<typeof purchaseOrderCreateBody>;

/**
 * PUT /purchase/order: the applicant's draft again, at the version read: its lines replaced
 * and repriced; it keeps its template, whose design checks `header` again.
 */
export const purchaseOrderUpdateBody = purchaseOrderCreateBody
  .omit({ templateId: true, replenishmentId: true, skuOrderId: true, fromLowStock: true })
  .extend({
    orderId: rowId,
    version: z.number().int().min(0),
  });
export type PurchaseOrderUpdate = z.infer<typeof purchaseOrderUpdateBody>;
export type PurchaseOrderChange = z.input<typeof purchaseOrderUpdateBody>;

/** A change of state at the version read (409 when stale). */
export const purchaseVersionBody = z.object({ version: z.number().int().min(0) });

/** Receive into the order's warehouse: each line's quantity this time (0: none of it). */
export const suborderReceiveBody = z.object({
  version: z.number().int().min(0),
  lines: z
    .array(
      z.object({ lineId: rowId, quantity: z.number().int().min(0).max(PURCHASE_QUANTITY_MAX) }),
    )
    .min(1)
    .max(PURCHASE_ORDER_MAX_LINES)
    .refine(
      (lines) => new Set(lines.map((l) => l.lineId)).size === lines.length,
      'validation.duplicateIds',
    )
    .refine((lines) => lines.some((l) => l.quantity > 0), 'validation.purchaseReceiveNothing'),
});
export type SuborderReceive = z.infer<typeof suborderReceiveBody>;
export type SuborderReceiveInput = z.input<typeof suborderReceiveBody>;

/** Cancel what is left of a line, with a reason. */
export const suborderCancelLineBody = versionReasonBody;
export const suborderLineParams = z.object({ id: queryRowId, lineId: queryRowId });

export const purchaseOrderLineSchema = z.object({
  lineId: z.number().int(),
  ...purchaseLineItemSchema.shape,
  unitPrice: z.string(),
  amount: z.string(),
  received: z.number().int(),
  cancelled: z.number().int(),
  cancelReason: z.string().nullable(),
  suborderId: z.number().int().nullable(),
});
export type PurchaseOrderLineRecord = z.infer<typeof purchaseOrderLineSchema>;
export type PurchaseOrderLine = Serialized<PurchaseOrderLineRecord>;

export const purchaseOrderSchema = z.object({
  orderId: z.number().int(),
  code: z.string(),
  title: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  applicant: personSchema,
  warehouse: named,
  expectedDate: z.string().nullable(),
  remark: z.string().nullable(),
  total: z.string(),
  /** The total in upper-case Chinese (大写金额). */
  totalUpper: z.string(),
  /** The suppliers of its lines, by name. */
  suppliers: z.array(named),
  lineCount: z.number().int(),
  /** Its approval request (null: a draft never submitted). */
  requestId: z.number().int().nullable(),
  /** The template it was made from (null: none, or since deleted). */
  template: named.nullable(),
  /** The warehouse purchase order it was made from (null: none). */
  replenishment: coded.nullable(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PurchaseOrderRecord = z.infer<typeof purchaseOrderSchema>;
export type PurchaseOrder = Serialized<PurchaseOrderRecord>;

/** A line of the timeline: who did what, when, from which status to which. */
export const purchaseEventSchema = timelineEventSchema.extend({
  /** The sub-order the step was on (null: the work order's own). */
  suborderId: z.number().int().nullable(),
});
export type PurchaseEventRecord = z.infer<typeof purchaseEventSchema>;
export type PurchaseEvent = Serialized<PurchaseEventRecord>;

export const suborderSchema = z.object({
  suborderId: z.number().int(),
  code: z.string(),
  orderId: z.number().int(),
  orderCode: z.string(),
  orderTitle: z.string(),
  status: z.enum(PURCHASE_SUBORDER_STATUSES),
  supplier: named,
  warehouse: named,
  total: z.string(),
  /** Ordered, received and cancelled quantities over its lines. */
  ordered: z.number().int(),
  received: z.number().int(),
  cancelled: z.number().int(),
  /** The warehouse purchase order its work order was made from (null: none). */
  replenishment: coded.nullable(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type SuborderRecord = z.infer<typeof suborderSchema>;
export type Suborder = Serialized<SuborderRecord>;

export const suborderDetailSchema = suborderSchema.extend({
  totalUpper: z.string(),
  lines: z.array(purchaseOrderLineSchema),
  events: z.array(purchaseEventSchema),
  /** What the caller may do with it now (their keys and its status). */
  canConfirm: z.boolean(),
  canReceive: z.boolean(),
  canCancelLine: z.boolean(),
});
export type SuborderDetailRecord = z.infer<typeof suborderDetailSchema>;
export type SuborderDetail = Serialized<SuborderDetailRecord>;

export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({
  /** The template's header values as they were checked and stored. */
  header: z.record(z.string(), z.unknown()),
  /** Its lines were filled in from the warehouse's low-stock shortfalls. */
  fromLowStock: z.boolean(),
  /** The project SKU order it was made from (null: none), linked to its page. */
  skuOrder: coded.nullable(),
  lines: z.array(purchaseOrderLineSchema),
  suborders: z.array(suborderSchema),
  events: z.array(purchaseEventSchema),
  canSubmit: z.boolean(),
  /** The caller may edit it: their own draft, with the add key. */
  canEdit: z.boolean(),
  /** Its amendments, newest first (docs/purchasing.md "Amendments"). */
  amendments: z.array(purchaseAmendmentSchema),
  /** The caller may amend it now: approved, no amendment open, with the add key. */
  canAmend: z.boolean(),
});
export type PurchaseOrderDetailRecord = z.infer<typeof purchaseOrderDetailSchema>;
export type PurchaseOrderDetail = Serialized<PurchaseOrderDetailRecord>;

export const purchaseOrderPageQuery = pageQuery.extend({
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  supplierId: queryRowId.optional(),
  warehouseId: queryRowId.optional(),
  ...createdDays,
  /** Part of the code or the title. */
  keyword: queryText.optional(),
  sort: sortParam(['createdAt', 'code', 'total']),
});
export type PurchaseOrderPageQuery = z.infer<typeof purchaseOrderPageQuery>;
export type PurchaseOrderPageParams = Partial<QueryParams<PurchaseOrderPageQuery>>;

export const suborderPageQuery = pageQuery.extend({
  status: z.enum(PURCHASE_SUBORDER_STATUSES).optional(),
  supplierId: queryRowId.optional(),
  warehouseId: queryRowId.optional(),
  orderId: queryRowId.optional(),
  /** Part of the code. */
  keyword: queryText.optional(),
  sort: sortParam(['createdAt', 'code']),
});
export type SuborderPageQuery = z.infer<typeof suborderPageQuery>;
export type SuborderPageParams = Partial<QueryParams<SuborderPageQuery>>;

/** A warehouse a work order may go into (the add-order page's picker). */
export const orderWarehouseSchema = z.object({ warehouseId: z.number().int(), name: z.string() });
export type OrderWarehouse = z.infer<typeof orderWarehouseSchema>;
