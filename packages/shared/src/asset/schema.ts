import { z } from 'zod';
import { pageQuery, queryRowId, queryText, rowId, sortParam } from '../page-query';
import type { QueryParams, Serialized } from '../wire';
import {
  ASSET_PREFIX_PATTERN,
  ASSET_PRICE_PATTERN,
  ASSET_SORTS,
  ASSET_STATUSES,
  ASSET_TRACKING,
  isAssetCustomSort,
  type AssetSortField,
} from './constants';
import { optionalText, requiredText } from '../text-fields';

/*
 * Wire contracts of `/as` (AREAS.md §2, issue #16): the server validates with them, the web
 * forms and types come from them. Days (purchase, warranty, expiry) travel as `YYYY-MM-DD`;
 * prices as decimal text, never floats.
 */

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.day')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'validation.day');

// ---- categories ---------------------------------------------------------------------------

export const assetCategorySchema = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  codePrefix: z.string(),
  unit: z.string(),
  tracking: z.enum(ASSET_TRACKING),
  usefulLifeMonths: z.number().int().nullable(),
  expiryLeadDays: z.number().int().nullable(),
  /** The form design of its custom fields (the form builder), if any. */
  formDesignId: z.number().int().nullable(),
  formDesignName: z.string().nullable(),
  sort: z.number().int(),
  /** Assets in this category (not its subcategories). */
  assetCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AssetCategoryRecord = z.infer<typeof assetCategorySchema>;

const categoryShape = {
  parentId: rowId.nullable(),
  name: requiredText(64),
  codePrefix: z.string().trim().regex(ASSET_PREFIX_PATTERN, 'validation.assetPrefix'),
  unit: requiredText(16),
  tracking: z.enum(ASSET_TRACKING),
  usefulLifeMonths: z.number().int().min(1).max(600).nullable(),
  expiryLeadDays: z.number().int().min(0).max(3650).nullable(),
  formDesignId: rowId.nullable(),
  sort: z.number().int().min(-1_000_000).max(1_000_000),
};

export const assetCategoryCreateBody = z.object({
  ...categoryShape,
  parentId: categoryShape.parentId.default(null),
  tracking: categoryShape.tracking.default('serial'),
  usefulLifeMonths: categoryShape.usefulLifeMonths.default(null),
  expiryLeadDays: categoryShape.expiryLeadDays.default(null),
  formDesignId: categoryShape.formDesignId.default(null),
  sort: categoryShape.sort.default(0),
});
export type AssetCategoryCreate = z.infer<typeof assetCategoryCreateBody>;

export const assetCategoryUpdateBody = z
  .object(categoryShape)
  .partial()
  .extend({ categoryId: rowId });
export type AssetCategoryUpdate = z.infer<typeof assetCategoryUpdateBody>;

/** The whole tree is one call: categories are tens, not thousands. */
export const assetCategoryListQuery = z.object({
  name: queryText.optional(),
});

// ---- assets -------------------------------------------------------------------------------

/** The custom field values of an asset, checked against its category's design on the server. */
export const customValues = z.record(z.string().max(64), z.unknown());

export const assetSchema = z.object({
  assetId: z.number().int(),
  code: z.string(),
  /** The unguessable token its QR label carries. */
  qrToken: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  model: z.string().nullable(),
  serialNo: z.string().nullable(),
  status: z.enum(ASSET_STATUSES),
  custodianId: z.number().int().nullable(),
  custodianName: z.string().nullable(),
  deptId: z.number().int().nullable(),
  deptName: z.string().nullable(),
  storeId: z.number().int().nullable(),
  storeName: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  price: z.string().nullable(),
  supplier: z.string().nullable(),
  warrantyEnd: z.string().nullable(),
  expiryDate: z.string().nullable(),
  remark: z.string().nullable(),
  /** The design version its custom fields were saved with (null: the category has none). */
  formVersion: z.number().int().nullable(),
  custom: z.record(z.string(), z.unknown()),
  /** Checked on every edit: a stale one is a 409 and changes nothing. */
  version: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type AssetRecord = z.infer<typeof assetSchema>;

const assetShape = {
  name: requiredText(128),
  model: optionalText(64),
  serialNo: optionalText(64),
  purchaseDate: isoDay.nullable(),
  price: z.string().trim().regex(ASSET_PRICE_PATTERN, 'validation.price').nullable(),
  supplier: optionalText(128),
  warrantyEnd: isoDay.nullable(),
  expiryDate: isoDay.nullable(),
  remark: optionalText(500),
  custom: customValues,
};

/**
 * A new asset: its descriptive fields, its category and where it starts (custodian,
 * department, store). Status follows: in use with a custodian, else idle. Later moves go
 * through lifecycle documents.
 */
export const assetCreateBody = z.object({
  ...assetShape,
  categoryId: rowId,
  model: assetShape.model.default(null),
  serialNo: assetShape.serialNo.default(null),
  purchaseDate: assetShape.purchaseDate.default(null),
  price: assetShape.price.default(null),
  supplier: assetShape.supplier.default(null),
  warrantyEnd: assetShape.warrantyEnd.default(null),
  expiryDate: assetShape.expiryDate.default(null),
  remark: assetShape.remark.default(null),
  custom: customValues.default({}),
  custodianId: rowId.nullable().default(null),
  deptId: rowId.nullable().default(null),
  storeId: rowId.nullable().default(null),
});
export type AssetCreate = z.infer<typeof assetCreateBody>;

/**
 * An edit changes descriptive fields only: a body naming the status, custodian, department,
 * store or category is refused (400), as the form says.
 */
export const assetUpdateBody = z
  .object(assetShape)
  .partial()
  .extend({ assetId: rowId, version: z.number().int().min(0) })
  .strict();
export type AssetUpdate = z.infer<typeof assetUpdateBody>;

const statusList = z
  .union([z.enum(ASSET_STATUSES), z.array(z.enum(ASSET_STATUSES)).max(ASSET_STATUSES.length)])
  .optional()
  .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));

/** The asset list's filters. */
export const assetFilterQuery = z.object({
  /** The category and everything below it. */
  categoryId: queryRowId.optional(),
  status: statusList,
  storeId: queryRowId.optional(),
  custodianId: queryRowId.optional(),
  deptId: queryRowId.optional(),
  purchasedFrom: isoDay.optional(),
  purchasedTo: isoDay.optional(),
  expiresFrom: isoDay.optional(),
  expiresTo: isoDay.optional(),
  /** Part of the code, name or serial number. */
  q: queryText.optional(),
});
export type AssetFilter = z.infer<typeof assetFilterQuery>;

/** The list's sort: a column, or `custom.<vModel>` of the filtered category's design. */
const assetSort = () => sortParam<AssetSortField>(ASSET_SORTS, isAssetCustomSort);

export const assetPageQuery = pageQuery.extend({
  ...assetFilterQuery.shape,
  sort: assetSort(),
});
export type AssetPageQuery = z.infer<typeof assetPageQuery>;

/** The export: the same filters and sorts as the list, every matching row. */
export const assetExportQuery = assetFilterQuery.extend({ sort: assetSort() });

/** One field change of an asset: before → after, who, when, through which document. */
export const assetHistorySchema = z.object({
  id: z.number().int(),
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** `create`, `edit`, `import`, or a lifecycle document's code. */
  source: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  at: z.date(),
});
export type AssetHistoryRecord = z.infer<typeof assetHistorySchema>;

/** An asset's page: the asset and its category's design version for its custom fields. */
export const assetDetailSchema = assetSchema.extend({
  history: z.array(assetHistorySchema),
});
export type AssetDetailRecord = z.infer<typeof assetDetailSchema>;

/** Labels: the assets chosen by id, or the list's filters when none are given. */
export const LABEL_LAYOUTS = ['a4-3x8', 'a4-2x5', 'a4-4x10', 'roll-50x30'] as const;
export const assetLabelQuery = assetFilterQuery.extend({
  ids: z
    .union([queryRowId, z.array(queryRowId).max(1000)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  layout: z.enum(LABEL_LAYOUTS).default('a4-3x8'),
  /** Millimetres the whole grid moves right / down (printers differ). */
  offsetX: z.coerce.number().min(-20).max(20).default(0),
  offsetY: z.coerce.number().min(-20).max(20).default(0),
});

// ---- as the web reads and sends them -----------------------------------------------------

export type AssetCategory = Serialized<AssetCategoryRecord>;
export type AssetCategoryInput = z.input<typeof assetCategoryCreateBody>;
export type AssetCategoryChange = z.input<typeof assetCategoryUpdateBody>;
export type Asset = Serialized<AssetRecord>;
export type AssetDetail = Serialized<AssetDetailRecord>;
export type AssetHistory = Serialized<AssetHistoryRecord>;
export type AssetInput = z.input<typeof assetCreateBody>;
export type AssetChange = z.input<typeof assetUpdateBody>;
/** Every filter optional (a list sends only those set). */
export type AssetPageParams = Partial<QueryParams<AssetPageQuery>>;
export type AssetLabelLayout = (typeof LABEL_LAYOUTS)[number];

// ---- the home panel (GET /as/asset/stats) ------------------------------------------------

/** The caller's assets (their data scope) by status, by top-level category, and expiring soon. */
export const assetStatsSchema = z.object({
  /** Every status, in ASSET_STATUSES order, 0 included. */
  byStatus: z.array(z.object({ status: z.enum(ASSET_STATUSES), count: z.number().int() })),
  /** Each top-level category with the assets of its whole subtree, most first. */
  byCategory: z.array(
    z.object({ categoryId: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  /**
   * Assets expiring within ASSET_EXPIRING_DAYS from the stores' today, the soonest first, at most
   * ASSET_EXPIRING_MAX; written off and lost ones aside.
   */
  expiringSoon: z.array(
    z.object({
      assetId: z.number().int(),
      code: z.string(),
      name: z.string(),
      expiryDate: z.string(),
    }),
  ),
});
export type AssetStats = z.infer<typeof assetStatsSchema>;
