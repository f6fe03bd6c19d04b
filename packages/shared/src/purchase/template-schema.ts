import { z } from 'zod';
import { formDesignSchema } from '../form/form-schema';
import { pageQuery, queryBoolean, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { PURCHASE_ORDER_MAX_LINES, PURCHASE_QUANTITY_MAX } from './order-constants';
import { named } from './refs';

/*
 * Wire contracts of `/purchase/template` (AREAS.md §5, docs/purchasing.md "Templates"): a
 * named starting point for work orders: its default lines (SKU × supplier × quantity), an
 * optional warehouse and the form-builder design of the order's header fields.
 */

/** The longest template name. */
export const PURCHASE_TEMPLATE_NAME_MAX = 60;

export const purchaseTemplateLineBody = z.object({
  skuId: rowId,
  supplierId: rowId,
  quantity: z.number().int().min(1).max(PURCHASE_QUANTITY_MAX),
});

export const purchaseTemplateCreateBody = z.object({
  name: requiredText(PURCHASE_TEMPLATE_NAME_MAX),
  remark: optionalText(500).default(null),
  enabled: z.boolean().default(true),
  /** The form design of the order's header fields (null: none). */
  formDesignId: rowId.nullable().default(null),
  /** The warehouse an order from it goes into unless changed (null: chosen on the order). */
  warehouseId: rowId.nullable().default(null),
  /**
   * The approval flow (a work orders' flow template) its orders go through, whatever that
   * flow's condition (null: the flow is chosen by conditions, as for any order).
   */
  approvalTemplateId: rowId.nullable().default(null),
  lines: z
    .array(purchaseTemplateLineBody)
    .max(PURCHASE_ORDER_MAX_LINES)
    .default([])
    .refine(
      (lines) => new Set(lines.map((l) => `${l.skuId}:${l.supplierId}`)).size === lines.length,
      'validation.purchaseLineTwice',
    ),
});
export type PurchaseTemplateCreate = z.infer<typeof purchaseTemplateCreateBody>;
export type PurchaseTemplateInput = z.input<typeof purchaseTemplateCreateBody>;

/** PUT /purchase/template: every field again, at the version read (409 when stale). */
export const purchaseTemplateUpdateBody = purchaseTemplateCreateBody.extend({
  templateId: rowId,
  version: z.number().int().min(0),
});
export type PurchaseTemplateUpdate = z.infer<typeof purchaseTemplateUpdateBody>;
export type PurchaseTemplateChange = z.input<typeof purchaseTemplateUpdateBody>;

/** Enable or disable, at the version read. */
export const purchaseTemplateEnableBody = z.object({
  enabled: z.boolean(),
  version: z.number().int().min(0),
});

/** What a line of a template or a work order buys: a SKU, from which supplier, how many. */
export const purchaseLineItemSchema = z.object({
  skuId: z.number().int(),
  skuCode: z.string(),
  skuName: z.string(),
  unit: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  quantity: z.number().int(),
});

export const purchaseTemplateLineSchema = purchaseLineItemSchema.extend({
  /** The supplier's current price of the SKU (null: none today). */
  unitPrice: z.string().nullable(),
});
export type PurchaseTemplateLine = z.infer<typeof purchaseTemplateLineSchema>;

export const purchaseTemplateSchema = z.object({
  templateId: z.number().int(),
  name: z.string(),
  remark: z.string().nullable(),
  enabled: z.boolean(),
  formDesign: named.nullable(),
  warehouse: named.nullable(),
  /** The approval flow it names, with whether that flow is enabled (a disabled one is not used). */
  approvalTemplate: named.extend({ enabled: z.boolean() }).nullable(),
  lineCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type PurchaseTemplateRecord = z.infer<typeof purchaseTemplateSchema>;
export type PurchaseTemplate = Serialized<PurchaseTemplateRecord>;

export const purchaseTemplateDetailSchema = purchaseTemplateSchema.extend({
  lines: z.array(purchaseTemplateLineSchema),
  /** The header design's current version (null: the template has no header fields). */
  header: z
    .object({ designId: z.number().int(), version: z.number().int(), design: formDesignSchema })
    .nullable(),
});
export type PurchaseTemplateDetailRecord = z.infer<typeof purchaseTemplateDetailSchema>;
export type PurchaseTemplateDetail = Serialized<PurchaseTemplateDetailRecord>;

export const purchaseTemplatePageQuery = pageQuery.extend({
  enabled: queryBoolean.optional(),
  /** Part of the name. */
  keyword: queryText.optional(),
  sort: sortParam(['name', 'createdAt']),
});
export type PurchaseTemplatePageQuery = z.infer<typeof purchaseTemplatePageQuery>;
export type PurchaseTemplatePageParams = Partial<QueryParams<PurchaseTemplatePageQuery>>;

/** A form design a template may use for its header (the template page's picker). */
export const templateFormSchema = z.object({ formDesignId: z.number().int(), name: z.string() });
export type TemplateForm = z.infer<typeof templateFormSchema>;

/** A work orders' approval flow a template may name (the template page's picker). */
export const templateFlowSchema = z.object({
  approvalTemplateId: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
});
export type TemplateFlow = z.infer<typeof templateFlowSchema>;
