import { z } from 'zod';
import { PURCHASE_SUBORDER_STATUSES } from './order-constants';

/*
 * The home page's purchasing panel (`GET /purchase/stats`, docs/purchasing.md "Home panel"): the
 * caller's warehouses only. Amounts travel as decimal text, as the other purchase contracts'.
 */

export const PURCHASE_STATS_URL = '/purchase/stats';

/** How many suppliers and categories the spend lists by name; the rest add up to "others". */
export const PURCHASE_STATS_TOP = 5;

/** How many of the sub-orders awaiting receipt the panel lists (the count covers them all). */
export const PURCHASE_STATS_AWAITING_LIMIT = 8;

const spendGroupSchema = z.object({
  /** The supplier's or category's id; null for "others". */
  id: z.number().int().nullable(),
  /** Its name; null for "others". */
  name: z.string().nullable(),
  amount: z.string(),
  /** How many suppliers or categories it is (1, or those "others" adds up). */
  count: z.number().int(),
});
export type PurchaseSpendGroup = z.infer<typeof spendGroupSchema>;

const awaitingItemSchema = z.object({
  suborderId: z.number().int(),
  code: z.string(),
  status: z.enum(PURCHASE_SUBORDER_STATUSES),
  supplierName: z.string(),
  warehouseName: z.string(),
  /** The work order's expected day, if any. */
  expectedDate: z.string().nullable(),
  /** Units still to come over its lines (ordered − received − cancelled). */
  remaining: z.number().int(),
});
export type PurchaseAwaitingItem = z.infer<typeof awaitingItemSchema>;

export const purchaseStatsSchema = z.object({
  /** The month counted, `YYYY-MM` in the stores' time (UTC+8). */
  month: z.string(),
  /** Approved this month: the lines' amounts of work orders approved in the month. */
  spend: z.string(),
  /** Highest first, the top ones by name, then "others" when there are more. */
  bySupplier: z.array(spendGroupSchema),
  byCategory: z.array(spendGroupSchema),
  /** Sub-orders sent, confirmed or partly received, the soonest expected first. */
  awaiting: z.object({ count: z.number().int(), items: z.array(awaitingItemSchema) }),
});
export type PurchaseStats = z.infer<typeof purchaseStatsSchema>;

/** The purchasing web pages the home panel opens (menu paths; SPEC §2). */
export const PURCHASE_PAGE_PATHS = {
  orders: '/purchase/purchase-order/index',
  suborder: '/purchase/purchase-order-detail',
} as const;
