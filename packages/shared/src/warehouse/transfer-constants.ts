/*
 * Transfers between warehouses: words and keys without zod (AREAS.md §4, docs/warehouses.md
 * "Transfers"), so a page may take them on its first load. The contracts are in
 * ./transfer-schema.ts.
 */

/**
 * A transfer's status: in transit (sent: its `transferOut` rows posted at the source), received
 * (its `transferIn` rows posted at the destination), or cancelled while in transit (its out
 * rows reversed).
 */
export const TRANSFER_STATUSES = ['inTransit', 'received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** `DB` (调拨) + yyyyMMdd + a 6-digit daily sequence. */
export const TRANSFER_CODE_PREFIX = 'DB';

/** The most lines (counted categories) one transfer carries. */
export const TRANSFER_MAX_LINES = 200;
