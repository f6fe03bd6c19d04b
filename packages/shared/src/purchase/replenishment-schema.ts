import { z } from 'zod';
import { isoDay } from '../asset/schema';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { personSchema } from '../person';
import { optionalText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { PURCHASE_QUANTITY_MAX } from './order-constants';
import { purchaseOrderSchema, suborderSchema } from './order-schema';
import { REPLENISHMENT_MAX_LINES, REPLENISHMENT_STATUSES } from './replenishment-constants';
import { createdDays, named, timelineEventSchema, versionReasonBody } from './refs';

/*
 * Wire contracts of `/purchase/replenishment` (仓库采购单, AREAS.md §5, docs/purchasing.md
 * "Warehouse purchase orders"): a warehouse's replenishment request (SKU × quantity, an
 * optional preferred supplier), submitted by its keeper, made into work orders by a purchaser.
 */

export const replenishmentLineBody = z.object({
  skuId: rowId,
  quantity: z.number().int().min(1).max(PURCHASE_QUANTITY_MAX),
  /** The supplier the keeper would buy from (null: the purchaser chooses). */
  supplierId: rowId.nullable().default(null),
});
export type ReplenishmentLineInput = z.input<typeof replenishmentLineBody>;

/** POST /purchase/replenishment: a draft, or submitted at once (`submit`). */
export const replenishmentCreateBody = z.object({
  warehouseId: rowId,
  neededBy: isoDay.nullable().default(null),
  remark: optionalText(500).default(null),
  lines: z
    .array(replenishmentLineBody)
    .min(1)
    .max(REPLENISHMENT_MAX_LINES)
    .refine(
      (lines) => new Set(lines.map((l) => l.skuId)).size === lines.length,
      'validation.replenishmentSkuTwice',
    ),
  submit: z.boolean().default(false),
});
export type ReplenishmentCreate = z.infer<typeof replenishmentCreateBody>;
export type ReplenishmentInput = z.input<typeof replenishmentCreateBody>;

/**
 * PUT /purchase/replenishment/:id: the applicant's draft as it now is (warehouse, day needed,
 * note, every line), at the version read; `submit: true` submits it at once.
 */
export const replenishmentEditBody = replenishmentCreateBody.extend({
  version: z.number().int().min(0),
});
export type ReplenishmentEdit = z.infer<typeof replenishmentEditBody>;
export type ReplenishmentEditInput = z.input<typeof replenishmentEditBody>;

/** Cancel (the applicant) or decline (a purchaser), at the version read, with a reason. */
export const replenishmentReasonBody = versionReasonBody;
export type ReplenishmentReason = z.infer<typeof replenishmentReasonBody>;

export const replenishmentOrderSchema = z.object({
  replenishmentId: z.number().int(),
  code: z.string(),
  status: z.enum(REPLENISHMENT_STATUSES),
  warehouse: named,
  applicant: personSchema,
  neededBy: z.string().nullable(),
  remark: z.string().nullable(),
  /** A cancel's or a decline's reason. */
  reason: z.string().nullable(),
  lineCount: z.number().int(),
  /** The quantities asked over its lines. */
  quantity: z.number().int(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ReplenishmentRecord = z.infer<typeof replenishmentOrderSchema>;
export type ReplenishmentOrder = Serialized<ReplenishmentRecord>;

/** A line with what its work orders ordered and what was received of it. */
/** A supplier's current price for a SKU: what a work order line would buy at. */
export const supplierOfferSchema = z.object({
  supplierId: z.number().int(),
  supplierName: z.string(),
  unitPrice: z.string(),
});

export const replenishmentLineSchema = z.object({
  lineId: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  skuName: z.string(),
  specification: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().int(),
  supplier: named.nullable(),
  /** Over its live work orders (not rejected or withdrawn). */
  ordered: z.number().int(),
  received: z.number().int(),
  cancelled: z.number().int(),
  /**
   * What a work order made from it would buy: the preferred supplier at its current price, else
   * the enabled supplier with the lowest current price (null: nobody prices it).
   */
  offer: supplierOfferSchema.nullable(),
});
export type ReplenishmentLineRecord = z.infer<typeof replenishmentLineSchema>;
export type ReplenishmentLine = Serialized<ReplenishmentLineRecord>;

export const replenishmentEventSchema = timelineEventSchema;
export type ReplenishmentEventRecord = z.infer<typeof replenishmentEventSchema>;
export type ReplenishmentEvent = Serialized<ReplenishmentEventRecord>;

export const replenishmentDetailSchema = replenishmentOrderSchema.extend({
  lines: z.array(replenishmentLineSchema),
  /** The work orders made from it, each with its supplier sub-orders. */
  orders: z.array(purchaseOrderSchema.extend({ suborders: z.array(suborderSchema) })),
  events: z.array(replenishmentEventSchema),
  /** What the caller may do now (their keys, whose it is, its status). */
  canSubmit: z.boolean(),
  canCancel: z.boolean(),
  canDecline: z.boolean(),
  canOrder: z.boolean(),
});
export type ReplenishmentDetailRecord = z.infer<typeof replenishmentDetailSchema>;
export type ReplenishmentDetail = Serialized<ReplenishmentDetailRecord>;

export const replenishmentPageQuery = pageQuery.extend({
  status: z.enum(REPLENISHMENT_STATUSES).optional(),
  warehouseId: queryRowId.optional(),
  ...createdDays,
  /** Part of the code, the note or an SKU's code or name. */
  keyword: queryText.optional(),
  sort: sortParam(['createdAt', 'code', 'neededBy']),
});
export type ReplenishmentPageQuery = z.infer<typeof replenishmentPageQuery>;
export type ReplenishmentPageParams = Partial<QueryParams<ReplenishmentPageQuery>>;

export const replenishmentSuggestionQuery = z.object({ warehouseId: queryRowId });

/**
 * A low-stock shortfall of the warehouse (a category threshold it is below), with the enabled
 * SKUs stocked as that category: the user picks one when there are several.
 */
export const replenishmentSuggestionSchema = z.object({
  thresholdId: z.number().int(),
  category: named,
  unit: z.string(),
  current: z.number().int(),
  minQuantity: z.number().int(),
  shortfall: z.number().int(),
  skus: z.array(
    z.object({
      skuId: z.number().int(),
      code: z.string(),
      name: z.string(),
      specification: z.string().nullable(),
      unit: z.string(),
      /** Who would sell it: the enabled supplier with the lowest current price (null: nobody). */
      offer: supplierOfferSchema.nullable(),
    }),
  ),
});
export type ReplenishmentSuggestionRecord = z.infer<typeof replenishmentSuggestionSchema>;
export type ReplenishmentSuggestion = Serialized<ReplenishmentSuggestionRecord>;
