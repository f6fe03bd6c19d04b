import { z } from 'zod';
import { ASSET_PRICE_PATTERN } from '../asset/constants';
import { rowId } from '../page-query';
import { personSchema } from '../person';
import { requiredText } from '../text-fields';
import type { Serialized } from '../wire';
import { PURCHASE_AMENDMENT_STATUSES } from './amendment-constants';
import { PURCHASE_ORDER_MAX_LINES, PURCHASE_QUANTITY_MAX } from './order-constants';

/*
 * Wire contracts of an approved work order's amendment (docs/purchasing.md "Amendments"): what
 * changes (an order line's new quantity and/or unit price, new lines), and the amendment as
 * the order's detail and its approval request show it.
 */

const price = z.string().trim().regex(ASSET_PRICE_PATTERN, 'validation.price');

/** A new line: a SKU × supplier not on the order yet (no price: the supplier's current one). */
export const purchaseAmendmentNewLineBody = z.object({
  skuId: rowId,
  supplierId: rowId,
  quantity: z.number().int().min(1).max(PURCHASE_QUANTITY_MAX),
  unitPrice: price.optional(),
});

/** A change of one order line: its new quantity, and a new unit price (left out: unchanged). */
export const purchaseAmendmentLineBody = z.object({
  lineId: rowId,
  quantity: z.number().int().min(1).max(PURCHASE_QUANTITY_MAX),
  unitPrice: price.optional(),
});

/**
 * POST /purchase/order/:id/amendment: at the order's version read, a reason, the lines that
 * change and the new lines (a SKU × supplier not on the order; no price: the current one).
 */
export const purchaseAmendmentCreateBody = z
  .object({
    version: z.number().int().min(0),
    reason: requiredText(500),
    lines: z
      .array(purchaseAmendmentLineBody)
      .max(PURCHASE_ORDER_MAX_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.lineId)).size === lines.length,
        'validation.duplicateIds',
      )
      .default([]),
    newLines: z
      .array(purchaseAmendmentNewLineBody)
      .max(PURCHASE_ORDER_MAX_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => `${l.skuId}:${l.supplierId}`)).size === lines.length,
        'validation.purchaseLineTwice',
      )
      .default([]),
  })
  .refine((b) => b.lines.length + b.newLines.length > 0, {
    message: 'validation.purchaseAmendNothing',
    path: ['lines'],
  });
export type PurchaseAmendmentCreate = z.infer<typeof purchaseAmendmentCreateBody>;
export type PurchaseAmendmentInput = z.input<typeof purchaseAmendmentCreateBody>;

/** One change as recorded: before → after (a new line: `lineId` null, before 0 and no price). */
export const purchaseAmendmentLineSchema = z.object({
  lineId: z.number().int().nullable(),
  skuId: z.number().int(),
  skuCode: z.string(),
  skuName: z.string(),
  unit: z.string(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  quantityBefore: z.number().int(),
  quantityAfter: z.number().int(),
  unitPriceBefore: z.string().nullable(),
  unitPriceAfter: z.string(),
  /** The line amount's change (decimal text, negative for a decrease). */
  amountDelta: z.string(),
});
export type PurchaseAmendmentLineRecord = z.infer<typeof purchaseAmendmentLineSchema>;
export type PurchaseAmendmentLine = Serialized<PurchaseAmendmentLineRecord>;

export const purchaseAmendmentSchema = z.object({
  amendmentId: z.number().int(),
  code: z.string(),
  orderId: z.number().int(),
  orderCode: z.string(),
  status: z.enum(PURCHASE_AMENDMENT_STATUSES),
  reason: z.string(),
  applicant: personSchema,
  totalBefore: z.string(),
  totalAfter: z.string(),
  /** totalAfter − totalBefore: the amount its approval compares. */
  difference: z.string(),
  /** The new total in upper-case Chinese (大写金额). */
  totalAfterUpper: z.string(),
  requestId: z.number().int().nullable(),
  lines: z.array(purchaseAmendmentLineSchema),
  createdAt: z.date(),
});
export type PurchaseAmendmentRecord = z.infer<typeof purchaseAmendmentSchema>;
export type PurchaseAmendment = Serialized<PurchaseAmendmentRecord>;
