/*
 * Warehouse purchase orders (仓库采购单, AREAS.md §5, issue #19): a warehouse's replenishment
 * request, raised by its keeper and turned into a purchase work order by a purchaser. Words and
 * keys without zod; the contracts are in ./replenishment-schema.ts; docs/purchasing.md
 * ("Warehouse purchase orders") explains the decisions.
 */

/**
 * A request's status: a draft (its applicant's, editable), submitted (waiting for a
 * purchaser), ordered (a work order was made from it), closed (its work orders closed),
 * cancelled by its applicant, declined by a purchaser.
 */
export const REPLENISHMENT_STATUSES = [
  'draft',
  'submitted',
  'ordered',
  'closed',
  'cancelled',
  'declined',
] as const;
export type ReplenishmentStatus = (typeof REPLENISHMENT_STATUSES)[number];

/** `BH` (补货) + yyyyMMdd + a 6-digit daily sequence. */
export const REPLENISHMENT_CODE_PREFIX = 'BH';

/** The most lines one request carries. */
export const REPLENISHMENT_MAX_LINES = 200;

/** `link.area` of notices 38 and 39 (the web opens `/orderdetail`); `link.id` is the request. */
export const REPLENISHMENT_NOTICE_LINK_AREA = 'ware-purchase-order';

/** The request's page and its sub-order page (SPEC §2). */
export const REPLENISHMENT_PAGE_PATH = '/orderdetail';
export const REPLENISHMENT_SUBORDER_PAGE_PATH = '/suborderdetail';
