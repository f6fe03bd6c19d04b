/*
 * A project's materials and dispatches without zod (docs/projects.md, "SKU orders and
 * dispatches"): SKU orders (物料单) served from warehouse stock or through purchasing, and
 * dispatches (派工单) of crews and suppliers to a project's stages.
 */

/**
 * A SKU order: open (waiting to be served), issued (its lines left a warehouse), ordered (a
 * purchase work order was made from it), received (every live work order of it closed),
 * returned (its issue taken back into the warehouse by reversals), cancelled (while open).
 */
export const SKU_ORDER_STATUSES = [
  'open',
  'issued',
  'ordered',
  'received',
  'returned',
  'cancelled',
] as const;
export type SkuOrderStatus = (typeof SKU_ORDER_STATUSES)[number];

/**
 * What a SKU order's timeline records. `projComplete` and `projDiscard`: its project was
 * completed or discarded while it held stock, and the holds were let go as a release by hand
 * lets them go (the action says why; a timeline action is at most 12 characters).
 */
export const SKU_ORDER_EVENT_ACTIONS = [
  'create',
  'reserve',
  'release',
  'issue',
  'order',
  'reopen',
  'receive',
  'return',
  'cancel',
  'projComplete',
  'projDiscard',
] as const;
export type SkuOrderEventAction = (typeof SKU_ORDER_EVENT_ACTIONS)[number];

/** A dispatch: planned, dispatched (the crew or supplier sent), done, or cancelled with a reason. */
export const DISPATCH_STATUSES = ['planned', 'dispatched', 'done', 'cancelled'] as const;
export type DispatchStatus = (typeof DISPATCH_STATUSES)[number];

/** Who is dispatched: a construction crew, or a supplier (installing what it delivers). */
export const DISPATCH_KINDS = ['crew', 'supplier'] as const;
export type DispatchKind = (typeof DISPATCH_KINDS)[number];

/** What a dispatch's timeline records. */
export const DISPATCH_EVENT_ACTIONS = ['create', 'dispatch', 'finish', 'cancel'] as const;
export type DispatchEventAction = (typeof DISPATCH_EVENT_ACTIONS)[number];

/** `WL` (物料) + yyyyMMdd + a 6-digit daily sequence: a SKU order. */
export const SKU_ORDER_CODE_PREFIX = 'WL';
/** The link area of a notice about a SKU order (`/project/product/sku-order-detail?id=`). */
export const SKU_ORDER_LINK_AREA = 'sku-order';
/** `PG` (派工) + yyyyMMdd + a 6-digit daily sequence: a dispatch. */
export const DISPATCH_CODE_PREFIX = 'PG';
/** The most lines a SKU order carries. */
export const SKU_ORDER_MAX_LINES = 100;
/** The most of one SKU a line asks for. */
export const SKU_ORDER_QUANTITY_MAX = 100_000;
