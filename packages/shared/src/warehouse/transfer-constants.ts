/*
 * Transfers between warehouses: words and keys without zod (AREAS.md §4, docs/warehouses.md
 * "Transfers"), so a page may take them on its first load. The contracts are in
 * ./transfer-schema.ts.
 */

/**
 * A transfer's status: in transit (sent: its `transferOut` rows posted at the source), partly
 * received (some of it taken in at the destination, the rest still on its way), received
 * (every line received in full, or the rest returned to the source), or cancelled while
 * nothing was received (its out rows reversed).
 */
export const TRANSFER_STATUSES = ['inTransit', 'partlyReceived', 'received', 'cancelled'] as const;

/** The statuses in which some of a transfer is still on its way (receivable, returnable). */
export const TRANSFER_OPEN_STATUSES: readonly TransferStatus[] = ['inTransit', 'partlyReceived'];
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** `DB` (调拨) + yyyyMMdd + a 6-digit daily sequence. */
export const TRANSFER_CODE_PREFIX = 'DB';

/** The most lines (counted categories) one transfer carries. */
export const TRANSFER_MAX_LINES = 200;
