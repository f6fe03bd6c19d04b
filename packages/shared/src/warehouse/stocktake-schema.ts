import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approval/constants';
import { isoDay } from '../asset/schema';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import { STOCK_QUANTITY_MAX } from './constants';
import {
  SCAN_RESULTS,
  STOCKTAKE_DECISIONS,
  STOCKTAKE_MAX_SCOPE,
  STOCKTAKE_STATUSES,
} from './stocktake-constants';
import { personSchema } from '../person';

/*
 * Wire contracts of the stocktakes (`/ware/stocktake`, AREAS.md §4): a plan names its
 * warehouses, categories (none: every one) and counters; starting it freezes the book
 * quantities; counters scan codes or count categories; its differences go through approval.
 */

const named = z.object({ id: z.number().int(), name: z.string() });
const ids = (min: number) =>
  z
    .array(rowId)
    .min(min)
    .max(STOCKTAKE_MAX_SCOPE)
    .refine((list) => new Set(list).size === list.length, 'validation.duplicateIds');

export const stocktakeCreateBody = z.object({
  name: requiredText(64),
  warehouseIds: ids(1),
  /** None: every category. */
  categoryIds: ids(0).default([]),
  /** The users who count (besides the plan's maker). */
  counterIds: ids(0).default([]),
  dueDate: isoDay,
  /** Blind: the counters do not see the book quantities while counting. */
  blind: z.boolean().default(false),
  remark: optionalText(500).default(null),
});
export type StocktakeCreate = z.infer<typeof stocktakeCreateBody>;
export type StocktakeInput = z.input<typeof stocktakeCreateBody>;

/** Start, submit: at the version read (409 when stale). */
export const stocktakeVersionBody = z.object({ version: z.number().int().min(0) });

/**
 * PUT /ware/stocktake/:id: a draft's whole scope again (what a create takes), at the version
 * read (409 when stale, or once the plan has started).
 */
export const stocktakeUpdateBody = stocktakeCreateBody.extend(stocktakeVersionBody.shape);
export type StocktakeUpdate = z.infer<typeof stocktakeUpdateBody>;
export type StocktakeUpdateInput = z.input<typeof stocktakeUpdateBody>;
export const stocktakeCancelBody = stocktakeVersionBody.extend({ reason: requiredText(200) });

/**
 * One scan while counting, in warehouse `warehouseId` of the plan: `code` is what a label's QR
 * holds (its address with `?qr=`) or a typed asset code; or a counted category with the
 * quantity found (it replaces an earlier count of that line).
 */
export const stocktakeScanBody = z
  .object({
    warehouseId: rowId,
    code: z.string().trim().min(1).max(500).optional(),
    categoryId: rowId.optional(),
    quantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX).optional(),
  })
  .refine(
    (b) =>
      b.code !== undefined
        ? b.categoryId === undefined && b.quantity === undefined
        : b.categoryId !== undefined && b.quantity !== undefined,
    { message: 'validation.stocktakeScan', path: ['code'] },
  );
export type StocktakeScan = z.infer<typeof stocktakeScanBody>;

/** POST /ware/stocktake/:id/lines/:lineId/decision: what to do with a line that moved. */
export const stocktakeDecisionBody = z.object({ decision: z.enum(STOCKTAKE_DECISIONS) });
export type StocktakeDecisionBody = z.infer<typeof stocktakeDecisionBody>;

/**
 * A line: a counted category in a warehouse, or one serialised asset expected there. `book`
 * is frozen at start (null to counters of a blind plan while counting); `counted` is null
 * until counted; `moved` is the net ledger change since the start (not by this stocktake):
 * non-zero flags a line whose stock moved during the count.
 */
export const stocktakeLineSchema = z.object({
  lineId: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  unit: z.string(),
  asset: z.object({ assetId: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  book: z.number().int().nullable(),
  counted: z.number().int().nullable(),
  /** Where an expected asset was found instead (another warehouse of the plan). */
  foundIn: named.nullable(),
  /** counted − book − moved, or 0 when the book was taken (null until counted, or while blind). */
  difference: z.number().int().nullable(),
  moved: z.number().int(),
  /** What was decided about a line that moved during the count, by whom and when. */
  decision: z
    .object({ choice: z.enum(STOCKTAKE_DECISIONS), by: personSchema, at: z.date() })
    .nullable(),
  /** Moved during the count and not decided yet: the plan is not submitted until it is. */
  undecided: z.boolean(),
});
export type StocktakeLineRecord = z.infer<typeof stocktakeLineSchema>;
export type StocktakeLine = Serialized<StocktakeLineRecord>;

/** A scanned code that named no asset, or an asset found where the plan does not expect it. */
export const stocktakeStraySchema = z.object({
  code: z.string(),
  result: z.enum(SCAN_RESULTS),
  warehouse: named,
  counter: personSchema,
  at: z.date(),
  /** `elsewhere`: the asset and where the register has it (a warehouse, a store, or nowhere). */
  asset: z.object({ assetId: z.number().int(), name: z.string() }).nullable(),
  expected: z.string().nullable(),
});
export type StocktakeStrayRecord = z.infer<typeof stocktakeStraySchema>;
export type StocktakeStray = Serialized<StocktakeStrayRecord>;

export const stocktakeProgressSchema = z.object({
  lines: z.number().int(),
  counted: z.number().int(),
  /** Lines that moved during the count. */
  moved: z.number().int(),
  /** Serialised assets expected and not scanned yet. */
  notFound: z.array(stocktakeLineSchema),
  unknown: z.array(stocktakeStraySchema),
  elsewhere: z.array(stocktakeStraySchema),
});
export type StocktakeProgressRecord = z.infer<typeof stocktakeProgressSchema>;
export type StocktakeProgress = Serialized<StocktakeProgressRecord>;

export const stocktakeSchema = z.object({
  stocktakeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(STOCKTAKE_STATUSES),
  blind: z.boolean(),
  dueDate: z.string(),
  remark: z.string().nullable(),
  warehouses: z.array(named),
  categories: z.array(named),
  counters: z.array(personSchema),
  creator: personSchema,
  requestId: z.number().int().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  lineCount: z.number().int(),
  countedCount: z.number().int(),
  startedAt: z.date().nullable(),
  submittedAt: z.date().nullable(),
  postedAt: z.date().nullable(),
  cancelReason: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type StocktakeRecord = z.infer<typeof stocktakeSchema>;
export type Stocktake = Serialized<StocktakeRecord>;

export const stocktakeDetailSchema = stocktakeSchema.extend({
  lines: z.array(stocktakeLineSchema),
});
export type StocktakeDetailRecord = z.infer<typeof stocktakeDetailSchema>;
export type StocktakeDetail = Serialized<StocktakeDetailRecord>;

/**
 * A stocktake as its approval request shows it: the plan and the lines whose difference the
 * approval posts (the first STOCKTAKE_REVIEW_LINES of `differenceCount`), not every line counted.
 */
export const stocktakeReviewSchema = stocktakeSchema.extend({
  differences: z.array(stocktakeLineSchema),
  differenceCount: z.number().int(),
  /** Lines whose stock moved during the count. */
  movedCount: z.number().int(),
});
export type StocktakeReviewRecord = z.infer<typeof stocktakeReviewSchema>;
export type StocktakeReview = Serialized<StocktakeReviewRecord>;

/** What a scan did, with the line it counted (duplicates and elsewhere name theirs too). */
export const stocktakeScanAnswerSchema = z.object({
  result: z.enum(SCAN_RESULTS),
  code: z.string().nullable(),
  line: stocktakeLineSchema.nullable(),
  stray: stocktakeStraySchema.nullable(),
  counted: z.number().int(),
  lines: z.number().int(),
});
export type StocktakeScanAnswerRecord = z.infer<typeof stocktakeScanAnswerSchema>;
export type StocktakeScanAnswer = Serialized<StocktakeScanAnswerRecord>;

export const stocktakePageQuery = pageQuery.extend({
  warehouseId: queryRowId.optional(),
  status: z.enum(STOCKTAKE_STATUSES).optional(),
  /** Code or name. */
  keyword: queryText.optional(),
  sort: sortParam(['createdAt', 'code', 'dueDate']),
});
export type StocktakePageQuery = z.infer<typeof stocktakePageQuery>;
export type StocktakePageParams = Partial<QueryParams<StocktakePageQuery>>;
