/*
 * Stocktakes' words and keys without zod (AREAS.md §4 "Stocktake plans", docs/warehouses.md
 * "Stocktakes"), so a page may take them on its first load. The contracts are in
 * ./stocktake-schema.ts.
 */

/**
 * A plan's own status, apart from its approval's: drafted, counting (book quantities frozen),
 * submitted (its differences in approval), approved (gain and loss posted), rejected, cancelled.
 */
export const STOCKTAKE_STATUSES = [
  'draft',
  'counting',
  'submitted',
  'approved',
  'rejected',
  'cancelled',
] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];

/** The statuses a plan is still open in (the list's "open" filter, the home panel). */
export const STOCKTAKE_OPEN_STATUSES: readonly StocktakeStatus[] = [
  'draft',
  'counting',
  'submitted',
];

/** Whether a plan in `status` is still open: it may be cancelled. */
export const isOpenStocktake = (status: string): boolean =>
  (STOCKTAKE_OPEN_STATUSES as readonly string[]).includes(status);

/**
 * What one scan did: counted a line, was a duplicate (ignored), named no asset (kept in the
 * unknown list), or found an asset the plan does not expect here (expected versus found).
 */
export const SCAN_RESULTS = ['counted', 'duplicate', 'unknown', 'elsewhere'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

/**
 * What to do with a line whose stock moved during the count (docs/warehouses.md "Stocktakes"):
 * count it again (its count is cleared), take the book as it is now (nothing posts for it), or
 * keep the count (the stock becomes what was counted).
 */
export const STOCKTAKE_DECISIONS = ['recount', 'book', 'count'] as const;
export type StocktakeDecision = (typeof STOCKTAKE_DECISIONS)[number];

/** `PD` + yyyyMMdd + a 6-digit daily sequence. */
export const STOCKTAKE_CODE_PREFIX = 'PD';

/** The most warehouses, categories and counters one plan names. */
export const STOCKTAKE_MAX_SCOPE = 50;

/** The page of a plan (SPEC §2 `/planDetail?id=`) and the list under /ware. */
export const STOCKTAKE_PAGE_PATHS = { list: '/ware/stocktake', detail: '/planDetail' } as const;

/** The most differing lines a stocktake's approval request lists (the plan's page has all). */
export const STOCKTAKE_REVIEW_LINES = 200;
