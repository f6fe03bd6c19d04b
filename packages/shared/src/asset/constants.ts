/*
 * The asset area's words and keys without zod (AREAS.md §2), so a page may take them on its
 * first load. Its wire contracts are in ./schema.ts.
 */
import { levelWidgets } from '../form/design-walk';
import { isIdentifier } from '../form/identifier';
import type { WidgetKind } from '../form/widget-kinds';
import type { DataWidget, FormWidget } from '../form/widget-schema';

/**
 * An asset's status: idle 闲置, awaiting pick-up 待领取 (an approved pick-up or lending not yet
 * signed for), in use 在用, lent 借出, in repair 维修, damaged 损坏, written off 报废, lost 丢失.
 */
export const ASSET_STATUSES = [
  'idle',
  'awaitingPickup',
  'inUse',
  'lent',
  'inRepair',
  'damaged',
  'writtenOff',
  'lost',
] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** A category's items: one record per asset with its own QR (serial), or quantities (count). */
export const ASSET_TRACKING = ['serial', 'count'] as const;
export type AssetTracking = (typeof ASSET_TRACKING)[number];

/** A category's code prefix: a capital letter, then capitals or digits (8 at most). */
export const ASSET_PREFIX_PATTERN = /^[A-Z][A-Z0-9]{0,7}$/;

/** A price: up to 12 digits, then up to 2 decimals (numeric(14,2)). */
export const ASSET_PRICE_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** An asset code: the category prefix, `-`, and a 6-digit (or longer) sequence per prefix. */
export function assetCode(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(6, '0')}`;
}

export const ASSET_PERMISSIONS = {
  category: {
    view: 'as_category_view',
    add: 'as_category_add',
    edit: 'as_category_edit',
    del: 'as_category_del',
  },
  asset: {
    view: 'as_asset_view',
    add: 'as_asset_add',
    edit: 'as_asset_edit',
    export: 'as_asset_export',
    import: 'as_asset_import',
    label: 'as_asset_label',
  },
} as const;

/** An asset's purchase facts: when, for how much and from whom, its warranty and expiry. */
export const ASSET_PURCHASE_FIELDS = [
  'purchaseDate',
  'price',
  'supplier',
  'warrantyEnd',
  'expiryDate',
] as const;

/** The descriptive fields an asset's edit may change; status, holder and place are not among them. */
export const ASSET_DESCRIPTIVE_FIELDS = [
  'name',
  'model',
  'serialNo',
  ...ASSET_PURCHASE_FIELDS,
  'remark',
  'custom',
] as const;
export type AssetDescriptiveField = (typeof ASSET_DESCRIPTIVE_FIELDS)[number];

/** The fields an asset's history names (field-level, before → after). */
export const ASSET_HISTORY_FIELDS = [
  ...ASSET_DESCRIPTIVE_FIELDS,
  'code',
  'categoryId',
  'status',
  'custodianId',
  'deptId',
  'storeId',
] as const;
export type AssetHistoryField = (typeof ASSET_HISTORY_FIELDS)[number] | `custom.${string}`;

/** How many photos and files one asset holds at most (a 400 beyond). */
export const ASSET_FILES_MAX = 20;

/** The history field an attach or a removal of files writes (before → after: their names). */
export const ASSET_FILES_FIELD = 'files';

/** What made a history row: the asset was registered, edited, imported (lifecycle documents add their codes). */
export const ASSET_CHANGE_SOURCES = ['create', 'edit', 'import'] as const;

/** The asset list's sort fields. */
export const ASSET_SORTS = [
  'code',
  'name',
  'status',
  'purchaseDate',
  'expiryDate',
  'price',
  'createdAt',
] as const;

/**
 * A designed field as a sort of the list: `custom.<vModel>`. Allowed only when the list is
 * filtered by a category whose design has that field at its top level (checked by the server).
 */
export type AssetCustomSort = `custom.${string}`;
export type AssetSortField = (typeof ASSET_SORTS)[number] | AssetCustomSort;

export const ASSET_CUSTOM_SORT_PREFIX = 'custom.';

/** Whether `field` names a designed field (`custom.` and a field name). */
export function isAssetCustomSort(field: string): field is AssetCustomSort {
  return (
    field.startsWith(ASSET_CUSTOM_SORT_PREFIX) &&
    isIdentifier(field.slice(ASSET_CUSTOM_SORT_PREFIX.length))
  );
}

/** Widget kinds the list cannot sort by (nor the register show as a column): no single value. */
const UNSORTABLE_KINDS: ReadonlySet<WidgetKind> = new Set(['table', 'upload', 'richText']);

/**
 * The designed fields the asset list may sort by (`custom.<vModel>`) when filtered by the
 * design's category: the top-level ones (rows looked through), not tables, uploads or rich text.
 */
export function assetSortableFields(fields: readonly FormWidget[]): DataWidget[] {
  return levelWidgets(fields)
    .map(({ widget }) => widget)
    .filter((widget) => !UNSORTABLE_KINDS.has(widget.kind));
}

/** Columns of the asset import sheet, in order (the template's header names them in either language). */
export const ASSET_IMPORT_COLUMNS = [
  'name',
  'categoryPrefix',
  'model',
  'serialNo',
  'storeCode',
  ...ASSET_PURCHASE_FIELDS,
  'remark',
] as const;
export type AssetImportColumn = (typeof ASSET_IMPORT_COLUMNS)[number];

/** The home panel's "expiring soon": within this many days from today, at most this many. */
export const ASSET_EXPIRING_DAYS = 30;
export const ASSET_EXPIRING_MAX = 10;
