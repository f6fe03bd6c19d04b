import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approval/constants';
import { ASSET_PRICE_PATTERN } from '../asset/constants';
import { isoDay } from '../asset/schema';
import { pageQuery, queryBoolean, queryRowId, queryText, rowId, sortParam } from '../page-query';
import { optionalText, requiredText } from '../text-fields';
import type { QueryParams, Serialized } from '../wire';
import {
  MANUAL_OUT_KINDS,
  MOVEMENT_KINDS,
  MOVEMENT_SOURCES,
  RESERVATION_SOURCES,
  STOCK_QUANTITY_MAX,
  THRESHOLD_KINDS,
  WAREHOUSE_CODE_PATTERN,
  WAREHOUSE_IN_MAX_LINES,
  WAREHOUSE_IN_SOURCES,
  WAREHOUSE_IN_STATUSES,
  WAREHOUSE_LEVELS,
} from './constants';
import { personSchema } from '../person';

/*
 * Wire contracts of `/ware` (AREAS.md §4, issue #18): the server validates with them, the web
 * forms and types come from them. Quantities are whole units of the category's unit; prices
 * and amounts travel as decimal text, days as `YYYY-MM-DD`.
 */

const quantity = z.number().int().min(1).max(STOCK_QUANTITY_MAX);
const price = z.string().trim().regex(ASSET_PRICE_PATTERN, 'validation.price');
const distinctIds = (max: number) =>
  z
    .array(rowId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateIds');

// ---- warehouses ---------------------------------------------------------------------------

/**
 * A warehouse: a tree (central → regional → store level) in one enterprise; a store-level one
 * may name its store. Its keepers see it (and only it, with a `stores` or `self` scope), are
 * told of its low stock and approve its warehouse-ins under the `warehouseKeeper` rule.
 */
export const warehouseSchema = z.object({
  warehouseId: z.number().int(),
  /** 0 at the top. */
  parentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.enum(WAREHOUSE_LEVELS),
  enterpriseId: z.number().int(),
  enterpriseName: z.string(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  address: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
  keepers: z.array(personSchema),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type WarehouseRecord = z.infer<typeof warehouseSchema>;
export type Warehouse = Serialized<WarehouseRecord>;
export type WarehouseNode = Warehouse & { children: WarehouseNode[] };

const warehouseShape = {
  /** 0: at the top. */
  parentId: z.number().int().min(0).max(2_147_483_647),
  code: z.string().trim().regex(WAREHOUSE_CODE_PATTERN, 'validation.warehouseCode'),
  name: requiredText(64),
  level: z.enum(WAREHOUSE_LEVELS),
  enterpriseId: rowId,
  /** Only a store-level warehouse names a store. */
  storeId: rowId.nullable(),
  address: optionalText(200),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(9999),
  /** Enabled users; at most 20. */
  keeperIds: distinctIds(20),
};

export const warehouseCreateBody = z.object({
  ...warehouseShape,
  parentId: warehouseShape.parentId.default(0),
  storeId: warehouseShape.storeId.default(null),
  address: warehouseShape.address.default(null),
  enabled: warehouseShape.enabled.default(true),
  sort: warehouseShape.sort.default(0),
  keeperIds: warehouseShape.keeperIds.default([]),
});
export type WarehouseCreate = z.infer<typeof warehouseCreateBody>;
export type WarehouseInput = z.input<typeof warehouseCreateBody>;

/** A warehouse stays in its enterprise: the update has no `enterpriseId`. */
export const warehouseUpdateBody = z
  .object(warehouseShape)
  .omit({ enterpriseId: true })
  .partial()
  .extend({ warehouseId: rowId });
export type WarehouseUpdate = z.infer<typeof warehouseUpdateBody>;
export type WarehouseChange = z.input<typeof warehouseUpdateBody>;

/** GET /ware/warehouse/tree: the caller's warehouses (enabled only, unless asked). */
export const warehouseTreeQuery = z.object({
  enterpriseId: queryRowId.optional(),
  withDisabled: queryBoolean.optional(),
});
export type WarehouseTreeParams = QueryParams<z.infer<typeof warehouseTreeQuery>>;

// ---- stock --------------------------------------------------------------------------------

/**
 * One warehouse × counted category (a category tracked by count). `reserved` is held for
 * documents not yet posted (stocktakes, transfers), `available` what may go out.
 */
export const stockRowSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  /** The category threshold of this warehouse, if any, and whether stock is below it. */
  minQuantity: z.number().int().nullable(),
  below: z.boolean(),
  /**
   * On its way here: what the open transfers to this warehouse still have outstanding of this
   * item (0 when read as of a day). A row with no stock yet is listed when something is on its
   * way.
   */
  inTransit: z.number().int(),
  /** The last movement's time (null when read as of a day: then only the ledger speaks). */
  updatedAt: z.date().nullable(),
});
export type StockRowRecord = z.infer<typeof stockRowSchema>;
export type StockRow = Serialized<StockRowRecord>;

/** `asOf`: the quantities at the end of that day (the stores'), summed from the ledger. */
export const stockPageQuery = pageQuery.extend({
  warehouseId: queryRowId.optional(),
  categoryId: queryRowId.optional(),
  /** Category name. */
  q: queryText.optional(),
  below: queryBoolean.optional(),
  asOf: isoDay.optional(),
  sort: sortParam(['quantity', 'available', 'categoryName', 'warehouseName', 'updatedAt']),
});
export type StockPageQuery = z.infer<typeof stockPageQuery>;
export type StockPageParams = Partial<QueryParams<StockPageQuery>>;

/** GET /ware/stock/reservations: who holds the reserved part of one stock row. */
export const stockReservationQuery = z.object({ warehouseId: queryRowId, categoryId: queryRowId });
export type StockReservationQuery = z.infer<typeof stockReservationQuery>;

/** An open reservation: the document holding it (kind, id, code, title), how many, who, when. */
export const stockReservationSchema = z.object({
  id: z.number().int(),
  source: z.enum(RESERVATION_SOURCES),
  sourceId: z.number().int(),
  sourceCode: z.string(),
  /** The document's title (a SKU order's name) and its project, when it has them. */
  title: z.string().nullable(),
  projectName: z.string().nullable(),
  quantity: z.number().int(),
  reservedBy: personSchema.nullable(),
  reservedAt: z.date(),
  /** When it lapses and is let go. */
  expiresAt: z.date(),
});
export type StockReservationRecord = z.infer<typeof stockReservationSchema>;
export type StockReservation = Serialized<StockReservationRecord>;

/** Serialised assets by warehouse: how many of a category and model stand idle or not there. */
export const stockAssetRowSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  model: z.string().nullable(),
  /** Assets located in the warehouse, and those of them idle (ready to go out). */
  count: z.number().int(),
  idle: z.number().int(),
});
export type StockAssetRow = Serialized<z.infer<typeof stockAssetRowSchema>>;

export const stockAssetQuery = pageQuery.extend({
  warehouseId: queryRowId.optional(),
  categoryId: queryRowId.optional(),
  sort: sortParam(['count', 'categoryName', 'warehouseName']),
});
export type StockAssetQuery = z.infer<typeof stockAssetQuery>;
export type StockAssetParams = Partial<QueryParams<StockAssetQuery>>;

/**
 * POST /ware/stock/out: counted stock issued (to a store, a person) or returned to its
 * supplier at once, by the keeper. Every line must have the quantity (a 409 with the figures:
 * have, asked); nothing goes out otherwise.
 */
export const stockOutBody = z
  .object({
    warehouseId: rowId,
    kind: z.enum(MANUAL_OUT_KINDS),
    /** The store an issue goes to (one the caller's scope sees), if it goes to one. */
    storeId: rowId.nullable().default(null),
    reason: requiredText(500),
    lines: z
      .array(z.object({ categoryId: rowId, quantity }))
      .min(1)
      .max(WAREHOUSE_IN_MAX_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.categoryId)).size === lines.length,
        'validation.duplicateIds',
      ),
  })
  // A return goes back to its supplier, not to a store.
  .refine((b) => b.kind === 'out' || b.storeId === null, {
    message: 'validation.stockOutStore',
    path: ['storeId'],
  });
export type StockOutBody = z.input<typeof stockOutBody>;
export type StockOut = z.infer<typeof stockOutBody>;

/** What a refused outbound line says beside its 409's message. */
export interface ShortStock {
  warehouseId: number;
  categoryId: number;
  have: number;
  asked: number;
}

// ---- the ledger ---------------------------------------------------------------------------

/**
 * One ledger row, never changed: a counted category's quantity (signed: + in, − out) or one
 * serialised asset (±1) at a warehouse. A reversal points at the row it undoes; a row is
 * reversed once at most, and a reversal is never reversed.
 */
export const movementSchema = z.object({
  movementId: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  categoryId: z.number().int(),
  categoryName: z.string(),
  unit: z.string(),
  assetId: z.number().int().nullable(),
  assetCode: z.string().nullable(),
  quantity: z.number().int(),
  /** The warehouse × category quantity after this row (counted rows only). */
  balance: z.number().int().nullable(),
  unitPrice: z.string().nullable(),
  source: z.enum(MOVEMENT_SOURCES),
  /** The document's code (a warehouse-in's `RK…`), if one made it. */
  sourceCode: z.string().nullable(),
  sourceId: z.number().int().nullable(),
  reason: z.string().nullable(),
  /**
   * The store the stock went to (an issue, an asset given to a store, a transfer to a store's
   * warehouse) or came back from (its reversal, a rollback, a transfer's rest returned); null
   * for rows posted before stores were recorded.
   */
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  reversalOf: z.number().int().nullable(),
  reversedBy: z.number().int().nullable(),
  actor: personSchema.nullable(),
  at: z.date(),
});
export type MovementRecord = z.infer<typeof movementSchema>;
export type Movement = Serialized<MovementRecord>;

export const movementPageQuery = pageQuery.extend({
  warehouseId: queryRowId.optional(),
  kind: z.enum(MOVEMENT_KINDS).optional(),
  categoryId: queryRowId.optional(),
  assetId: queryRowId.optional(),
  /** Days in the stores' time, inclusive. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** A document's code, exactly. */
  sourceCode: z.string().trim().max(40).optional(),
  /** The rows naming this store (issued to it, or back from it). */
  storeId: queryRowId.optional(),
  sort: sortParam(['at', 'quantity']),
});
export type MovementPageQuery = z.infer<typeof movementPageQuery>;
export type MovementPageParams = Partial<QueryParams<MovementPageQuery>>;

/** POST /ware/movement/:id/reverse: the reason is required. */
export const movementReverseBody = z.object({ reason: requiredText(500) });
export type MovementReverseBody = z.input<typeof movementReverseBody>;

// ---- warehouse-in -------------------------------------------------------------------------

/** A counted line: the category (tracked by count), how many, at what unit price. */
export const warehouseInLineBody = z.object({ categoryId: rowId, quantity, unitPrice: price });

/**
 * POST /ware/in: a warehouse-in, submitted for approval at once. Counted lines (one per
 * category) and serialised assets already in the register (idle, in no warehouse or another
 * one, on no other open warehouse-in), at least one of the two. On approval the counted
 * quantities come in (purchase-in for a purchase receipt, in otherwise) and the assets are
 * located in the warehouse.
 */
export const warehouseInCreateBody = z
  .object({
    warehouseId: rowId,
    source: z.enum(WAREHOUSE_IN_SOURCES),
    /** The purchase receipt's number, the delivery note… */
    sourceRef: optionalText(64).default(null),
    /** The store goods come back from (`storeReturn` only, required there). */
    fromStoreId: rowId.nullable().default(null),
    supplier: optionalText(128).default(null),
    remark: optionalText(500).default(null),
    lines: z
      .array(warehouseInLineBody)
      .max(WAREHOUSE_IN_MAX_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.categoryId)).size === lines.length,
        'validation.duplicateIds',
      )
      .default([]),
    assetIds: distinctIds(WAREHOUSE_IN_MAX_LINES).default([]),
  })
  .refine((b) => b.lines.length + b.assetIds.length > 0, {
    message: 'validation.warehouseInEmpty',
    path: ['lines'],
  })
  .refine((b) => b.lines.length + b.assetIds.length <= WAREHOUSE_IN_MAX_LINES, {
    message: 'validation.warehouseInTooLong',
    path: ['lines'],
  })
  .refine((b) => (b.source === 'storeReturn') === (b.fromStoreId !== null), {
    message: 'validation.warehouseInStore',
    path: ['fromStoreId'],
  });
export type WarehouseInCreate = z.infer<typeof warehouseInCreateBody>;
export type WarehouseInInput = z.input<typeof warehouseInCreateBody>;

/**
 * PUT /ware/in/:id: the applicant's warehouse-in sent back to them, changed and resubmitted,
 * with the version it was read at (a stale one is a 409) and a comment for the approvers.
 */
export const warehouseInUpdateBody = z
  .object({
    version: z.number().int().min(0),
    comment: z.string().trim().max(500).default(''),
  })
  .and(warehouseInCreateBody);
export type WarehouseInUpdate = z.infer<typeof warehouseInUpdateBody>;
export type WarehouseInChange = z.input<typeof warehouseInUpdateBody>;

export const warehouseInLineSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  amount: z.string(),
});

export const warehouseInAssetSchema = z.object({
  assetId: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryName: z.string(),
  model: z.string().nullable(),
  price: z.string().nullable(),
});

export const warehouseInSchema = z.object({
  warehouseInId: z.number().int(),
  code: z.string(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  source: z.enum(WAREHOUSE_IN_SOURCES),
  sourceRef: z.string().nullable(),
  fromStore: z.object({ storeId: z.number().int(), name: z.string() }).nullable(),
  supplier: z.string().nullable(),
  remark: z.string().nullable(),
  status: z.enum(WAREHOUSE_IN_STATUSES),
  applicant: personSchema,
  requestId: z.number().int().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  lines: z.array(warehouseInLineSchema),
  assets: z.array(warehouseInAssetSchema),
  /** The counted lines' amounts plus the assets' prices. */
  totalAmount: z.string(),
  /** When its movements were posted (approved). */
  postedAt: z.date().nullable(),
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type WarehouseInRecord = z.infer<typeof warehouseInSchema>;
export type WarehouseIn = Serialized<WarehouseInRecord>;

export const warehouseInPageQuery = pageQuery.extend({
  warehouseId: queryRowId.optional(),
  status: z.enum(WAREHOUSE_IN_STATUSES).optional(),
  source: z.enum(WAREHOUSE_IN_SOURCES).optional(),
  /** Code, source reference or supplier. */
  keyword: queryText.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  sort: sortParam(['createdAt', 'code', 'totalAmount']),
});
export type WarehouseInPageQuery = z.infer<typeof warehouseInPageQuery>;
export type WarehouseInPageParams = Partial<QueryParams<WarehouseInPageQuery>>;

// ---- low-stock thresholds -----------------------------------------------------------------

/** Which threshold a row speaks of: its warehouse, kind and category, with their names. */
export const thresholdItemSchema = z.object({
  thresholdId: z.number().int(),
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  kind: z.enum(THRESHOLD_KINDS),
  categoryId: z.number().int(),
  categoryName: z.string(),
});

/**
 * A low-stock threshold of a warehouse: a counted category's quantity (`category`, notice 14)
 * or the idle serialised assets of a category, of one model when given (`asset`, notice 13).
 * Below `minQuantity` the keepers are told once; again only after stock was back at or above it.
 */
export const thresholdSchema = thresholdItemSchema.extend({
  unit: z.string(),
  model: z.string().nullable(),
  minQuantity: z.number().int(),
  /** What the warehouse holds now, and whether that is below the threshold. */
  current: z.number().int(),
  below: z.boolean(),
  /** When the last low-stock notice went out for the crossing still under way (null: none). */
  notifiedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ThresholdRecord = z.infer<typeof thresholdSchema>;
export type Threshold = Serialized<ThresholdRecord>;

const thresholdShape = {
  warehouseId: rowId,
  kind: z.enum(THRESHOLD_KINDS),
  categoryId: rowId,
  /** `asset` thresholds only: one model of the category (null: every model). */
  model: optionalText(64),
  minQuantity: z.number().int().min(1).max(STOCK_QUANTITY_MAX),
};

export const thresholdCreateBody = z.object({
  ...thresholdShape,
  model: thresholdShape.model.default(null),
});
export type ThresholdCreate = z.infer<typeof thresholdCreateBody>;
export type ThresholdInput = z.input<typeof thresholdCreateBody>;

/** Only the minimum changes: another warehouse or category is another threshold. */
export const thresholdUpdateBody = z.object({
  thresholdId: rowId,
  minQuantity: thresholdShape.minQuantity.optional(),
});
export type ThresholdUpdate = z.infer<typeof thresholdUpdateBody>;
export type ThresholdChange = z.input<typeof thresholdUpdateBody>;

export const thresholdPageQuery = pageQuery.extend({
  warehouseId: queryRowId.optional(),
  kind: z.enum(THRESHOLD_KINDS).optional(),
  below: queryBoolean.optional(),
  sort: sortParam(['minQuantity', 'createdAt']),
});
export type ThresholdPageQuery = z.infer<typeof thresholdPageQuery>;
export type ThresholdPageParams = Partial<QueryParams<ThresholdPageQuery>>;

/**
 * GET /ware/threshold/:id/replenish: what a low-stock notice offers, a warehouse-in prefilled
 * with the shortfall (the threshold less what the warehouse holds, at least 1).
 */
export const replenishmentSchema = thresholdItemSchema.extend({
  model: z.string().nullable(),
  current: z.number().int(),
  minQuantity: z.number().int(),
  shortfall: z.number().int(),
});
export type Replenishment = Serialized<z.infer<typeof replenishmentSchema>>;

// ---- pickers --------------------------------------------------------------------------------

/**
 * GET /ware/category/list: the categories the warehouse pages pick from (for any warehouse
 * key): counted ones for stock lines, serialised ones for asset thresholds.
 */
export const warehouseCategorySchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  unit: z.string(),
  tracking: z.enum(['serial', 'count']),
});
export type WarehouseCategory = z.infer<typeof warehouseCategorySchema>;
