import { BadRequest } from '../../core/errors';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { sku, supplier } from './tables';

/**
 * A template's, an order's or a warehouse purchase order's lines name SKUs and suppliers that exist (400) and are enabled
 * (400 naming the SKU or supplier); the SKUs' codes and the suppliers' names, to name them.
 */
export async function checkLineParties(
  tx: Db,
  lines: readonly { skuId: number; supplierId: number | null }[],
): Promise<{ skus: { id: number; code: string }[]; sellers: { id: number; name: string }[] }> {
  if (!lines.length) return { skus: [], sellers: [] };
  const skuIds = [...new Set(lines.map((l) => l.skuId))];
  const supplierIds = [
    ...new Set(lines.flatMap((l) => (l.supplierId === null ? [] : [l.supplierId]))),
  ];
  const skus = await tx
    .select({ id: sku.id, code: sku.code, enabled: sku.enabled })
    .from(sku)
    .where(inIntArray(sku.id, skuIds));
  if (skus.length !== skuIds.length) throw new BadRequest('purchase.unknownSku');
  const offSku = skus.find((s) => !s.enabled);
  if (offSku) throw new BadRequest('purchase.order.skuDisabled', { code: offSku.code });
  if (!supplierIds.length) return { skus, sellers: [] };
  const sellers = await tx
    .select({ id: supplier.id, name: supplier.name, enabled: supplier.enabled })
    .from(supplier)
    .where(inIntArray(supplier.id, supplierIds));
  if (sellers.length !== supplierIds.length) throw new BadRequest('purchase.unknownSupplier');
  const offSeller = sellers.find((s) => !s.enabled);
  if (offSeller) throw new BadRequest('purchase.order.supplierDisabled', { name: offSeller.name });
  return { skus, sellers };
}
