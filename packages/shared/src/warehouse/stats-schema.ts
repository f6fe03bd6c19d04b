import { z } from 'zod';
import { thresholdItemSchema } from './schema';

/*
 * The home page's warehouse panel (`GET /ware/stats`, docs/warehouses.md "Home panel"): the
 * caller's warehouses only. Amounts travel as decimal text, as the other warehouse contracts'.
 */

/** How many of the items below their threshold the panel lists (the count covers them all). */
export const WAREHOUSE_STATS_BELOW_LIMIT = 10;

export const WAREHOUSE_STATS_URL = '/ware/stats';

const warehouseFigures = z.object({
  warehouseId: z.number().int(),
  name: z.string(),
  /** Counted stock × the latest unit price the ledger knows for its warehouse × category. */
  stockValue: z.string(),
  /** Serialised assets located in the warehouse. */
  assets: z.number().int(),
});

const belowItem = thresholdItemSchema.extend({
  unit: z.string(),
  /** An `asset` threshold's model (null: every model of the category). */
  model: z.string().nullable(),
  /** What the threshold watches now: the counted quantity, or the idle assets. */
  quantity: z.number().int(),
  minQuantity: z.number().int(),
});

export const warehouseStatsSchema = z.object({
  /** Enabled warehouses in scope holding stock or assets, highest value first. */
  warehouses: z.array(warehouseFigures),
  /** The sum of the warehouses' stock values. */
  totalValue: z.string(),
  below: z.object({ count: z.number().int(), items: z.array(belowItem) }),
  /** Plans counting or submitted that the caller sees (null: no key to view stocktakes). */
  openStocktakes: z.number().int().nullable(),
  /** Work orders pending, assigned or in progress that the caller sees (null: no key). */
  openWorkOrders: z.number().int().nullable(),
});

export type WarehouseStats = z.infer<typeof warehouseStatsSchema>;
export type WarehouseStatsBelowItem = z.infer<typeof belowItem>;
