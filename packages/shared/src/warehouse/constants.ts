/*
 * The warehouse area's words and keys without zod (AREAS.md §4, issue #18), so a page may take
 * them on its first load. Its wire contracts are in ./schema.ts; docs/warehouses.md explains
 * the decisions (quantities, serialised lines, thresholds).
 */

/** Where a warehouse stands in the tree: the central one, a regional one, a store's own. */
export const WAREHOUSE_LEVELS = ['central', 'regional', 'store'] as const;
export type WarehouseLevel = (typeof WAREHOUSE_LEVELS)[number];

/** A warehouse code: a capital letter, then capitals, digits or `-` (32 at most). */
export const WAREHOUSE_CODE_PATTERN = /^[A-Z][A-Z0-9-]{0,31}$/;

/**
 * What a ledger row records. Stock comes in (purchase-in, in, transfer in, stocktake gain),
 * goes out (out, transfer out, stocktake loss, return to supplier), comes back from a
 * supplier after sales (an exchange's replacement, a repaired item), or a reversal undoes an
 * earlier row (its quantity the opposite of the original's).
 */
export const MOVEMENT_KINDS = [
  'purchaseIn',
  'in',
  'out',
  'transferOut',
  'transferIn',
  'stocktakeGain',
  'stocktakeLoss',
  'returnToSupplier',
  'afterSaleIn',
  'reversal',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The kinds that add stock; the others but `reversal` take it away. */
export const INBOUND_KINDS: readonly MovementKind[] = [
  'purchaseIn',
  'in',
  'transferIn',
  'stocktakeGain',
  'afterSaleIn',
];
export const OUTBOUND_KINDS: readonly MovementKind[] = [
  'out',
  'transferOut',
  'stocktakeLoss',
  'returnToSupplier',
];

/** The kinds a keeper posts by hand at once (POST /ware/stock/out): an issue, a return. */
export const MANUAL_OUT_KINDS = ['out', 'returnToSupplier'] as const;
export type ManualOutKind = (typeof MANUAL_OUT_KINDS)[number];

/**
 * What made a ledger row: a warehouse-in, a hand-posted issue, a reversal, a stocktake…, or an
 * asset document (a pick-up, a lending, a return…) that took a serialised asset out of its
 * warehouse or put one into a warehouse (its id and code on the row).
 */
export const MOVEMENT_SOURCES = [
  'warehouseIn',
  'manual',
  'reversal',
  'stocktake',
  'demo',
  'transfer',
  'purchase',
  'afterSale',
  'assetDoc',
  'skuOrder',
] as const;
export type MovementSource = (typeof MOVEMENT_SOURCES)[number];

/**
 * The ledger rows undone on their own document, never reversed by hand: an asset document's
 * (rolled back), a transfer's (cancelled, or the rest returned), a SKU order's (returned). The
 * server refuses reversing one with a 409 naming the document, and the ledger page says where
 * instead of offering it: each keeps a map over these, so a source added here needs both.
 */
export const UNDONE_ON_DOCUMENT_SOURCES = [
  'assetDoc',
  'transfer',
  'skuOrder',
] as const satisfies readonly MovementSource[];
export type UndoneOnDocumentSource = (typeof UNDONE_ON_DOCUMENT_SOURCES)[number];

/** Whether a row of `source` is undone on its document (UNDONE_ON_DOCUMENT_SOURCES). */
export const isUndoneOnDocument = (source: MovementSource): source is UndoneOnDocumentSource =>
  (UNDONE_ON_DOCUMENT_SOURCES as readonly MovementSource[]).includes(source);

/**
 * The documents that reserve counted stock (docs/warehouses.md "Reservations"): a SKU order
 * reserved at a warehouse until it is issued from it, cancelled, released or ordered through
 * purchasing. Named as the ledger names the same document (`MOVEMENT_SOURCES`).
 */
export const RESERVATION_SOURCES = ['skuOrder'] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

/** How a reservation ended: its stock left for the document, or it was let go. */
export const RESERVATION_OUTCOMES = ['issued', 'released'] as const;
export type ReservationOutcome = (typeof RESERVATION_OUTCOMES)[number];

/** Why a hold was let go when no one let it go: its term ran out (the expiry timer). */
export const RESERVATION_CLOSE_REASONS = ['expired'] as const;
export type ReservationCloseReason = (typeof RESERVATION_CLOSE_REASONS)[number];

/** A hold's term when reserving names one: 1 to this many days. */
export const RESERVATION_DAYS_MAX = 365;
/** A hold's term when reserving names none, unless the server is told otherwise. */
export const RESERVATION_DAYS_DEFAULT = 14;
/** Days before a hold lapses its reserver is told (notice 53), unless the server is told otherwise. */
export const RESERVATION_LEAD_DAYS_DEFAULT = 2;

/** Where a warehouse-in's goods come from. */
export const WAREHOUSE_IN_SOURCES = ['purchase', 'storeReturn', 'other'] as const;
export type WarehouseInSource = (typeof WAREHOUSE_IN_SOURCES)[number];

/**
 * A warehouse-in's own status, apart from its approval's: in approval, sent back to the
 * applicant, done (its movements posted), rejected, withdrawn.
 */
export const WAREHOUSE_IN_STATUSES = [
  'pending',
  'sentBack',
  'done',
  'rejected',
  'withdrawn',
] as const;
export type WarehouseInStatus = (typeof WAREHOUSE_IN_STATUSES)[number];

/** `RK` + yyyyMMdd + a 6-digit daily sequence. */
export const WAREHOUSE_IN_CODE_PREFIX = 'RK';

/** The most lines (counted and serialised together) one warehouse-in may carry. */
export const WAREHOUSE_IN_MAX_LINES = 500;

/** The largest quantity of one line or one stock row (int4). */
export const STOCK_QUANTITY_MAX = 2_000_000_000;

/**
 * A low-stock threshold watches a counted category's quantity in a warehouse (notice 14), or
 * the serialised assets of a category, optionally of one model, idle in a warehouse (notice 13).
 */
export const THRESHOLD_KINDS = ['category', 'asset'] as const;
export type ThresholdKind = (typeof THRESHOLD_KINDS)[number];

/** The link area of a low-stock notice: it opens the stock page with the threshold's prefill. */
export const LOW_STOCK_LINK_AREA = 'ware-low-stock';
/** The link area of a warehouse-in (its detail page). */
export const WAREHOUSE_IN_LINK_AREA = 'ware-in';

export const WAREHOUSE_PERMISSIONS = {
  warehouse: {
    view: 'ware_warehouse_view',
    add: 'ware_warehouse_add',
    edit: 'ware_warehouse_edit',
    del: 'ware_warehouse_del',
  },
  stock: {
    view: 'ware_stock_view',
    export: 'ware_stock_export',
    /** Posts an issue or a return to a supplier at once (POST /ware/stock/out). */
    out: 'ware_stock_out',
  },
  ledger: {
    view: 'ware_ledger_view',
    export: 'ware_ledger_export',
    reverse: 'ware_ledger_reverse',
  },
  /** Warehouse-ins: `export` downloads the filtered list. */
  warehouseIn: { view: 'ware_in_view', add: 'ware_in_add', export: 'ware_in_export' },
  /** Holders of `edit` are told of low stock beside the keepers. */
  threshold: {
    view: 'ware_threshold_view',
    add: 'ware_threshold_add',
    edit: 'ware_threshold_edit',
    del: 'ware_threshold_del',
  },
  /**
   * Stocktakes: `add` makes, starts, submits and cancels a plan; `count` scans for it; `export`
   * downloads the filtered list of plans.
   */
  stocktake: {
    view: 'ware_stocktake_view',
    add: 'ware_stocktake_add',
    count: 'ware_stocktake_count',
    export: 'ware_stocktake_export',
  },
  /**
   * Transfers: `add` sends (and cancels while in transit), `receive` takes them in, `export`
   * downloads the filtered list.
   */
  transfer: {
    view: 'ware_transfer_view',
    add: 'ware_transfer_add',
    receive: 'ware_transfer_receive',
    export: 'ware_transfer_export',
  },
} as const;

/** The web pages under `/ware` (menu paths). */
export const WAREHOUSE_PAGE_PATHS = {
  warehouses: '/ware/warehouse',
  stock: '/ware/stock',
  ledger: '/ware/ledger',
  warehouseIn: '/ware/in',
  thresholds: '/ware/threshold',
  stocktakes: '/ware/stocktake',
  transfers: '/ware/transfer',
} as const;
