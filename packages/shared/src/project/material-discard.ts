import { z } from 'zod';
import { rowId } from '../page-query';
import { requiredText } from '../text-fields';
import type { Serialized } from '../wire';
import { SKU_ORDER_MAX_LINES, SKU_ORDER_QUANTITY_MAX } from './dispatch-constants';
import { projectRequestBase, projectRequestFileIds } from './requests';

/*
 * Discarding a project's materials (物料报废, docs/projects.md "Discarding materials"): what a
 * project holds is read by SKU order line (what its issued SKU orders took out of a warehouse,
 * less the quantities of approved material discards); a material discard takes some of it off
 * through approval, as document type `materialDiscard`.
 */

/** One line of a material discard: how many of what a SKU order line holds. */
export const materialDiscardLineBody = z.object({
  skuOrderLineId: rowId,
  quantity: z.number().int().min(1).max(SKU_ORDER_QUANTITY_MAX),
});
export type MaterialDiscardLineInput = z.input<typeof materialDiscardLineBody>;

/** POST /item/material-discard/add: discarding some of a project's materials, into approval. */
export const materialDiscardBody = z.object({
  projectId: rowId,
  reason: requiredText(1000),
  fileIds: projectRequestFileIds,
  lines: z
    .array(materialDiscardLineBody)
    .min(1)
    .max(SKU_ORDER_MAX_LINES)
    .refine((lines) => new Set(lines.map((l) => l.skuOrderLineId)).size === lines.length, {
      message: 'validation.materialLineTwice',
    }),
});
export type MaterialDiscardCreate = z.infer<typeof materialDiscardBody>;
export type MaterialDiscardInput = z.input<typeof materialDiscardBody>;

/** What a SKU order line names of itself: the order and the SKU. */
const lineFacts = {
  skuOrderLineId: z.number().int(),
  skuOrderId: z.number().int(),
  skuOrderCode: z.string(),
  skuOrderTitle: z.string(),
  skuCode: z.string(),
  skuName: z.string(),
  unit: z.string(),
};

/**
 * What one SKU order line of a project holds: `issued` from stock (its order not returned),
 * `discarded` by approved material discards, `held` (issued − discarded), `pending` in material
 * discards in approval, and `available` (held − pending): the most a new discard may ask.
 */
export const materialHoldingSchema = z.object({
  ...lineFacts,
  issued: z.number().int(),
  discarded: z.number().int(),
  held: z.number().int(),
  pending: z.number().int(),
  available: z.number().int(),
});
export type MaterialHoldingRecord = z.infer<typeof materialHoldingSchema>;
export type MaterialHolding = Serialized<MaterialHoldingRecord>;

export const materialDiscardLineSchema = z.object({ ...lineFacts, quantity: z.number().int() });
export type MaterialDiscardLine = z.infer<typeof materialDiscardLineSchema>;

/** A material discard: its reason, files, lines, state and approval request. */
export const materialDiscardSchema = z.object({
  ...projectRequestBase,
  reason: z.string(),
  lines: z.array(materialDiscardLineSchema),
});
export type MaterialDiscardRecord = z.infer<typeof materialDiscardSchema>;
export type MaterialDiscard = Serialized<MaterialDiscardRecord>;

/**
 * GET /item/material-discard/list?projectId=: the project's holdings (lines that held anything),
 * its material discards newest first, and whether the caller may discard now.
 */
export const materialDiscardPageSchema = z.object({
  holdings: z.array(materialHoldingSchema),
  discards: z.array(materialDiscardSchema),
  canDiscard: z.boolean(),
});
export type MaterialDiscardPageRecord = z.infer<typeof materialDiscardPageSchema>;
export type MaterialDiscardPage = Serialized<MaterialDiscardPageRecord>;
