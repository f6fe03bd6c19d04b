/*
 * Amendments of approved purchase work orders (issue #19, docs/purchasing.md "Amendments"):
 * words and keys without zod. An amendment carries only the change of an approved order (line
 * quantities and prices, new lines) and goes through approval on its own, its amount the
 * difference in total; the contracts are in ./amendment-schema.ts.
 */

/**
 * An amendment's status: in approval, sent back to its applicant, approved (applied to the
 * order), rejected, withdrawn (also when an administrator cancelled its request).
 */
export const PURCHASE_AMENDMENT_STATUSES = [
  'pending',
  'sentBack',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export type PurchaseAmendmentStatus = (typeof PURCHASE_AMENDMENT_STATUSES)[number];

/** The statuses that hold the order: one such amendment per order at a time. */
export const PURCHASE_AMENDMENT_OPEN_STATUSES: readonly PurchaseAmendmentStatus[] = [
  'pending',
  'sentBack',
];

/** `BG` (变更) + yyyyMMdd + the documents' 6-digit daily sequence. */
export const PURCHASE_AMENDMENT_CODE_PREFIX = 'BG';
