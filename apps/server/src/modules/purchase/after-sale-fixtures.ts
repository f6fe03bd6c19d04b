import { PERMISSIONS } from '@depot/shared';
import { expect } from 'vitest';
import { adminOf, call, newWarehouse, personWith, type Harness } from '../warehouse/test-fixtures';
import {
  ORDER_KEYS,
  decide,
  newOrder,
  newSku,
  newSupplier,
  orderTemplate,
  priceOf,
} from './order-fixtures';

/** Every after-sales key (the buyer of `afterSaleWorld` holds them all). */
export const AFTER_SALE_KEYS = Object.values(PERMISSIONS.purchase.afterSale);

export interface Line {
  lineId: number;
  received: number;
}

export interface ReceivedOptions {
  quantity?: number;
  expectedDate?: string | null;
  supplierId?: number;
}

/** A supplier's SKU at 12.50 and a second one, a warehouse, a purchaser with every key. */
export async function afterSaleWorld(t: Harness) {
  const admin = await adminOf(t);
  const buyer = await personWith(t, [...ORDER_KEYS, ...AFTER_SALE_KEYS]);
  await orderTemplate(t, admin, admin.id);
  const warehouseId = await newWarehouse(t, admin);
  const supplierId = await newSupplier(t, admin);
  const a = await newSku(t, admin);
  const b = await newSku(t, admin);
  await priceOf(t, admin, supplierId, a.skuId, '12.50');
  await priceOf(t, admin, supplierId, b.skuId, '3.00');
  return { admin, buyer, warehouseId, supplierId, a, b };
}
export type AfterSaleWorld = Awaited<ReturnType<typeof afterSaleWorld>>;

/**
 * An approved, confirmed order of `quantity` of SKU a (and 2 of b) from the supplier, `got`
 * of a received; its sub-order.
 */
export async function receivedSub(
  t: Harness,
  w: AfterSaleWorld,
  got: number,
  opts: ReceivedOptions = {},
) {
  const supplierId = opts.supplierId ?? w.supplierId;
  const order = await newOrder(t, w.buyer, {
    warehouseId: w.warehouseId,
    expectedDate: opts.expectedDate ?? null,
    lines: [
      { skuId: w.a.skuId, supplierId, quantity: opts.quantity ?? 5, unitPrice: '12.50' },
      { skuId: w.b.skuId, supplierId, quantity: 2, unitPrice: '3.00' },
    ],
  });
  await decide(t, w.admin, order.requestId, 'approve');
  const detail = (await call(t, w.buyer, 'GET', `/purchase/order/${order.orderId}`)).json().data;
  const sub = detail.suborders[0];
  let now = (
    await call(t, w.buyer, 'POST', `/purchase/suborder/${sub.suborderId}/confirm`, {
      version: sub.version,
    })
  ).json().data;
  if (got > 0) {
    const res = await call(t, w.buyer, 'POST', `/purchase/suborder/${sub.suborderId}/receive`, {
      version: now.version,
      lines: [{ lineId: now.lines[0].lineId, quantity: got }],
    });
    expect(res.statusCode, res.body).toBe(200);
    now = res.json().data;
  }
  return now as { suborderId: number; version: number; lines: Line[] };
}
