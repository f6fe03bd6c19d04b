import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { personSchema } from '../person';
import { PURCHASE_ORDER_STATUSES } from '../purchase/order-constants';
import { optionalText, requiredText } from '../text-fields';
import { RESERVATION_DAYS_MAX } from '../warehouse/constants';
import { movementSchema } from '../warehouse/schema';
import type { QueryParams, Serialized } from '../wire';
import {
  DISPATCH_EVENT_ACTIONS,
  DISPATCH_KINDS,
  DISPATCH_STATUSES,
  SKU_ORDER_EVENT_ACTIONS,
  SKU_ORDER_MAX_LINES,
  SKU_ORDER_QUANTITY_MAX,
  SKU_ORDER_STATUSES,
} from './dispatch-constants';
import { projectPart } from './project-part';

/*
 * Wire contracts of a project's materials and dispatches (docs/projects.md, "SKU orders and
 * dispatches"): SKU orders (`/item/sku-order`) served from warehouse stock or through a purchase
 * work order, and dispatches (`/item/dispatch`) of crews and suppliers to the stages.
 */

/** A change of state at the version read (409 when stale). */
const step = { id: rowId, version: z.number().int().min(0) };

const eventSchema = <
  A extends readonly [string, ...string[]],
  S extends readonly [string, ...string[]],
>(
  actions: A,
  statuses: S,
) =>
  z.object({
    id: z.number().int(),
    action: z.enum(actions),
    fromStatus: z.enum(statuses).nullable(),
    toStatus: z.enum(statuses),
    note: z.string().nullable(),
    actor: personSchema.nullable(),
    at: z.date(),
  });

// ---- SKU orders -------------------------------------------------------------------------------

export const skuOrderLineBody = z.object({
  skuId: rowId,
  quantity: z.number().int().min(1).max(SKU_ORDER_QUANTITY_MAX),
});
export type SkuOrderLineInput = z.input<typeof skuOrderLineBody>;

/** POST /item/sku-order/add: materials of a project (optionally of one stage), open. */
export const skuOrderCreateBody = z.object({
  projectId: rowId,
  stageId: rowId.nullable().default(null),
  title: requiredText(100),
  neededBy: isoDay.nullable().default(null),
  note: optionalText(500).default(null),
  lines: z
    .array(skuOrderLineBody)
    .min(1)
    .max(SKU_ORDER_MAX_LINES)
    .refine((lines) => new Set(lines.map((l) => l.skuId)).size === lines.length, {
      message: 'validation.skuOrderSkuTwice',
    }),
});
export type SkuOrderCreate = z.infer<typeof skuOrderCreateBody>;
export type SkuOrderInput = z.input<typeof skuOrderCreateBody>;

/**
 * POST /item/sku-order/issue: served from a warehouse's stock (`out` movements); and
 * POST /item/sku-order/reserve: its quantities reserved at that warehouse until issued.
 */
export const skuOrderIssueBody = z.object({ ...step, warehouseId: rowId });
export type SkuOrderIssue = z.infer<typeof skuOrderIssueBody>;

/**
 * POST /item/sku-order/reserve: `partial` holds what is available when a line asks for more
 * (the rest is the line's shortfall; nothing available at all is still the 409), otherwise
 * short stock is the 409 and nothing is held; `days` the holds' term (the server's default when
 * absent), after which they lapse.
 */
export const skuOrderReserveBody = skuOrderIssueBody.extend({
  partial: z.boolean().optional(),
  days: z.number().int().min(1).max(RESERVATION_DAYS_MAX).optional(),
});
export type SkuOrderReserve = z.infer<typeof skuOrderReserveBody>;

/**
 * POST /item/sku-order/cancel and /item/sku-order/release (open) and /item/sku-order/return
 * (issued): with a reason.
 */
export const skuOrderReasonBody = z.object({ ...step, reason: requiredText(500) });
export type SkuOrderReason = z.infer<typeof skuOrderReasonBody>;

export const skuOrderPageQuery = pageQuery.extend({
  projectId: queryRowId,
  status: z.enum(SKU_ORDER_STATUSES).optional(),
  sort: sortParam(['createdAt', 'code']),
});
export type SkuOrderPageQuery = z.infer<typeof skuOrderPageQuery>;
export type SkuOrderPageParams = Partial<QueryParams<SkuOrderPageQuery>>;

export const skuOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ...projectPart,
  title: z.string(),
  neededBy: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(SKU_ORDER_STATUSES),
  /** The warehouse it was issued from. */
  warehouseId: z.number().int().nullable(),
  warehouseName: z.string().nullable(),
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  createdBy: personSchema,
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type SkuOrderRecord = z.infer<typeof skuOrderSchema>;
export type SkuOrder = Serialized<SkuOrderRecord>;

export const skuOrderLineSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  skuName: z.string(),
  specification: z.string().nullable(),
  unit: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  quantity: z.number().int(),
  /** Its issue's ledger row. */
  movementId: z.number().int().nullable(),
  /** What a work order would take: the enabled supplier with the lowest current price. */
  offer: z
    .object({ supplierId: z.number().int(), supplierName: z.string(), unitPrice: z.string() })
    .nullable(),
});
export type SkuOrderLineRecord = z.infer<typeof skuOrderLineSchema>;
export type SkuOrderLine = Serialized<SkuOrderLineRecord>;

export const skuOrderWorkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  warehouseName: z.string(),
  total: z.string(),
});

/** What an open SKU order holds reserved at a warehouse, per stocked category. */
export const skuOrderReservationSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  quantity: z.number().int(),
  /** When it lapses and is let go (notice 53 before, 54 then, to who reserved it). */
  expiresAt: z.date(),
});

export const skuOrderEventSchema = eventSchema(SKU_ORDER_EVENT_ACTIONS, SKU_ORDER_STATUSES);

/**
 * A SKU order's line on its page, with what material discards took of it: `discarded` by
 * approved ones, `discardPending` asked by those in approval, and `returnable`, what a return
 * puts back into the warehouse (what it put back, once returned): issued less discarded, 0 for
 * a line not issued from stock.
 */
export const skuOrderDetailLineSchema = skuOrderLineSchema.extend({
  discarded: z.number().int(),
  discardPending: z.number().int(),
  returnable: z.number().int(),
  /**
   * While the order holds stock: what its holds cover of this line (the lines of one category
   * share its hold in line order) and the `shortfall`, the rest; both 0 when it holds nothing.
   */
  held: z.number().int(),
  shortfall: z.number().int(),
});
export type SkuOrderDetailLine = Serialized<z.infer<typeof skuOrderDetailLineSchema>>;

export const skuOrderDetailSchema = skuOrderSchema.extend({
  lines: z.array(skuOrderDetailLineSchema),
  /**
   * A material discard in approval asking for some of its lines (the first, null: none): the
   * order cannot be returned until it is decided.
   */
  pendingDiscard: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  /** Its issue's ledger rows and their reversals, in the warehouses the caller sees. */
  movements: z.array(movementSchema),
  workOrders: z.array(skuOrderWorkSchema),
  /** Its open reservations (docs/warehouses.md "Reservations"): none once it is not open. */
  reservations: z.array(skuOrderReservationSchema),
  events: z.array(skuOrderEventSchema),
  canIssue: z.boolean(),
  /** Reserve at a warehouse (again elsewhere: the old one is let go), or release it. */
  canReserve: z.boolean(),
  canRelease: z.boolean(),
  canOrder: z.boolean(),
  canCancel: z.boolean(),
  canReturn: z.boolean(),
});
export type SkuOrderDetailRecord = z.infer<typeof skuOrderDetailSchema>;
export type SkuOrderDetail = Serialized<SkuOrderDetailRecord>;

// ---- dispatches -------------------------------------------------------------------------------

/** POST /item/dispatch/add: a crew or a supplier to a stage of an open project, planned. */
export const dispatchCreateBody = z
  .object({
    projectId: rowId,
    stageId: rowId,
    kind: z.enum(DISPATCH_KINDS),
    crew: optionalText(100).default(null),
    supplierId: rowId.nullable().default(null),
    contact: optionalText(50).default(null),
    phone: optionalText(20).default(null),
    plannedStart: isoDay,
    plannedEnd: isoDay,
    /** The SKU order of the project whose materials go with it. */
    skuOrderId: rowId.nullable().default(null),
    note: optionalText(500).default(null),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'crew' && !body.crew) {
      ctx.addIssue({ code: 'custom', path: ['crew'], message: 'validation.dispatchCrew' });
    }
    if (body.kind === 'supplier' && body.supplierId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['supplierId'],
        message: 'validation.dispatchSupplier',
      });
    }
    if (body.plannedEnd < body.plannedStart) {
      ctx.addIssue({ code: 'custom', path: ['plannedEnd'], message: 'validation.dispatchDays' });
    }
  });
export type DispatchCreate = z.infer<typeof dispatchCreateBody>;
export type DispatchInput = z.input<typeof dispatchCreateBody>;

/** POST /item/dispatch/dispatch and /item/dispatch/finish: a step with an optional note. */
export const dispatchStepBody = z.object({ ...step, note: optionalText(500).default(null) });
export type DispatchStep = z.infer<typeof dispatchStepBody>;
export type DispatchStepInput = z.input<typeof dispatchStepBody>;

/** POST /item/dispatch/cancel: planned or dispatched, with a reason. */
export const dispatchCancelBody = z.object({ ...step, reason: requiredText(500) });
export type DispatchCancel = z.infer<typeof dispatchCancelBody>;

export const dispatchPageQuery = pageQuery.extend({
  projectId: queryRowId.optional(),
  status: z.enum(DISPATCH_STATUSES).optional(),
  kind: z.enum(DISPATCH_KINDS).optional(),
  /** Planned to start on or after this day. */
  from: isoDay.optional(),
  /** Planned to start on or before this day. */
  to: isoDay.optional(),
  /** Part of its code, crew, the supplier's name, or the project's code or name. */
  keyword: queryText.optional(),
  sort: sortParam(['plannedStart', 'createdAt', 'code']),
});
export type DispatchPageQuery = z.infer<typeof dispatchPageQuery>;
export type DispatchPageParams = Partial<QueryParams<DispatchPageQuery>>;

export const dispatchSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ...projectPart,
  kind: z.enum(DISPATCH_KINDS),
  crew: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  skuOrderId: z.number().int().nullable(),
  skuOrderCode: z.string().nullable(),
  skuOrderStatus: z.enum(SKU_ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  status: z.enum(DISPATCH_STATUSES),
  cancelReason: z.string().nullable(),
  createdBy: personSchema,
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type DispatchRecord = z.infer<typeof dispatchSchema>;
export type Dispatch = Serialized<DispatchRecord>;

export const dispatchEventSchema = eventSchema(DISPATCH_EVENT_ACTIONS, DISPATCH_STATUSES);

export const dispatchDetailSchema = dispatchSchema.extend({
  /** The SKU order's lines: the materials dispatched. */
  materials: z.array(skuOrderLineSchema),
  events: z.array(dispatchEventSchema),
  canDispatch: z.boolean(),
  canFinish: z.boolean(),
  canCancel: z.boolean(),
});
export type DispatchDetailRecord = z.infer<typeof dispatchDetailSchema>;
export type DispatchDetail = Serialized<DispatchDetailRecord>;

// ---- pickers ----------------------------------------------------------------------------------

/** A picker's search of the catalogue: the first matches of what is typed, a page at a time. */
export const catalogueOptionQuery = pageQuery.extend({
  /** Code or name (a SKU's specification too). */
  q: queryText.optional(),
});
export type CatalogueOptionQuery = z.infer<typeof catalogueOptionQuery>;
export type CatalogueOptionParams = Partial<QueryParams<CatalogueOptionQuery>>;

/** An enabled SKU a SKU order may ask for (GET /item/sku-order/skus). */
export const skuOptionSchema = z.object({
  skuId: z.number().int(),
  code: z.string(),
  name: z.string(),
  specification: z.string().nullable(),
  unit: z.string(),
});
export type SkuOption = z.infer<typeof skuOptionSchema>;

/** An enabled supplier a dispatch may send (GET /item/dispatch/suppliers). */
export const supplierOptionSchema = z.object({ supplierId: z.number().int(), name: z.string() });
export type SupplierOption = z.infer<typeof supplierOptionSchema>;
