/*
 * Purchase work orders and their supplier sub-orders (AREAS.md §5, issue #19): words and keys
 * without zod, so a page may take them on its first load. The contracts are in
 * ./order-schema.ts; docs/purchasing.md explains the decisions.
 */

/**
 * A work order's own status, apart from its approval's: a draft (editable, not submitted), in
 * approval, sent back to the applicant, approved (split into sub-orders), closed (every
 * sub-order closed), rejected, withdrawn.
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'pending',
  'sentBack',
  'approved',
  'closed',
  'rejected',
  'withdrawn',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * A supplier sub-order's status: sent to the supplier, confirmed by them, partly received, and
 * closed once every line is received or cancelled.
 */
export const PURCHASE_SUBORDER_STATUSES = [
  'sent',
  'confirmed',
  'partlyReceived',
  'closed',
] as const;
export type PurchaseSuborderStatus = (typeof PURCHASE_SUBORDER_STATUSES)[number];

/** The sub-order statuses that can still take a receipt or a line cancel. */
export const PURCHASE_SUBORDER_OPEN_STATUSES: readonly PurchaseSuborderStatus[] = [
  'sent',
  'confirmed',
  'partlyReceived',
];

/** `CG` (采购) + yyyyMMdd + a 6-digit daily sequence; a sub-order adds `-` and its number. */
export const PURCHASE_ORDER_CODE_PREFIX = 'CG';

/** The most lines one work order carries (issue #19: a 500-line sub-order received in one call, as a warehouse-in's 500). */
export const PURCHASE_ORDER_MAX_LINES = 500;

/** The most a line may order. */
export const PURCHASE_QUANTITY_MAX = 1_000_000;
