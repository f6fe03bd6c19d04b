import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { supplierPrice } from './tables';

const day = (d: Date) => d.toISOString().slice(0, 10);

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
  const today = day(now);
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

/** `a × b` of two decimal texts with 2 decimals, exact (in cents). */
export function lineAmount(quantity: number, unitPrice: string): string {
  const [whole = '0', fraction = ''] = unitPrice.split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return centsText(cents * BigInt(quantity));
}

/** The sum of decimal texts with 2 decimals, exact. */
export function sumAmounts(amounts: readonly string[]): string {
  return centsText(
    amounts.reduce((sum, a) => {
      const [whole = '0', fraction = ''] = a.split('.');
      return sum + BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
    }, 0n),
  );
}

function centsText(cents: bigint): string {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}
