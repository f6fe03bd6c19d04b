import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { supplier, supplierPrice } from './tables';
import { storeDay } from '../../core/time-zone';

/**
 * The current price of each supplier × SKU pair among `skuIds` (as the supplier page shows
 * it: the latest row valid from today or before, else the first one priced from a later day),
 * keyed `supplierId:skuId`.
 */
export async function currentPrices(
  tx: Db,
  skuIds: readonly number[],
  now = new Date(),
): Promise<Map<string, string>> {
  if (!skuIds.length) return new Map();
  const today = storeDay(now);
  const rows = await tx
    .selectDistinctOn([supplierPrice.supplierId, supplierPrice.skuId], {
      supplierId: supplierPrice.supplierId,
      skuId: supplierPrice.skuId,
      price: supplierPrice.price,
    })
    .from(supplierPrice)
    .where(and(inIntArray(supplierPrice.skuId, skuIds), eq(supplierPrice.currency, 'CNY')))
    .orderBy(
      supplierPrice.supplierId,
      supplierPrice.skuId,
      sql`${supplierPrice.validFrom} > ${today}::date`,
      sql`case when ${supplierPrice.validFrom} <= ${today}::date then ${supplierPrice.validFrom} end desc nulls last`,
      supplierPrice.validFrom,
      desc(supplierPrice.id),
    );
  return new Map(rows.map((r) => [`${r.supplierId}:${r.skuId}`, r.price]));
}

/** A supplier's current price for a SKU, as a line made from a request would take it. */
export interface PriceOffer {
  supplierId: number;
  supplierName: string;
  unitPrice: string;
}

/**
 * For each SKU of `skuIds`, the enabled suppliers pricing it now, cheapest first (then by
 * supplier): what a work order made from a warehouse purchase order or a SKU order offers.
 */
export async function priceOffers(
  tx: Db,
  skuIds: readonly number[],
): Promise<Map<number, PriceOffer[]>> {
  const prices = await currentPrices(tx, skuIds);
  const sellers = await tx
    .select({ id: supplier.id, name: supplier.name })
    .from(supplier)
    .where(eq(supplier.enabled, true));
  return new Map(
    skuIds.map((skuId) => [
      skuId,
      sellers
        .map((s) => ({
          supplierId: s.id,
          supplierName: s.name,
          unitPrice: prices.get(`${s.id}:${skuId}`),
        }))
        .filter((o): o is PriceOffer => o.unitPrice !== undefined)
        .sort((a, b) => Number(a.unitPrice) - Number(b.unitPrice) || a.supplierId - b.supplierId),
    ]),
  );
}

/** `a × b` of two decimal texts with 2 decimals, exact (in cents). */
export function lineAmount(quantity: number, unitPrice: string): string {
  return centsText(centsOf(unitPrice) * BigInt(quantity));
}

/** The sum of decimal texts with 2 decimals (a leading minus allowed), exact. */
export function sumAmounts(amounts: readonly string[]): string {
  return centsText(amounts.reduce((sum, a) => sum + centsOf(a), 0n));
}

/** `a − b` of two decimal texts with 2 decimals, exact (negative when b is larger). */
export function subtractAmounts(a: string, b: string): string {
  return centsText(centsOf(a) - centsOf(b));
}

function centsOf(text: string): bigint {
  const negative = text.trim().startsWith('-');
  const [whole = '0', fraction = ''] = text.trim().replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const text = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}
