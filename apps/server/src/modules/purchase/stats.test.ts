import { PERMISSIONS, type PurchaseStats } from '@depot/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeMonth } from '../../core/time-zone';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { adminOf, call, newWarehouse, personWith, type Person } from '../warehouse/test-fixtures';
import {
  ORDER_KEYS,
  decide,
  newOrder,
  newSku,
  newSupplier,
  orderTemplate,
  priceOf,
} from './order-fixtures';
import { purchaseOrderAmendment, purchaseSuborder } from './tables';

const O = PERMISSIONS.purchase.order;

describe.each(areaEngines())('the purchasing home panel on %s', (engine) => {
  const t = useTestApp(engine);

  const statsOf = async (by: Person): Promise<PurchaseStats> => {
    const res = await call(t, by, 'GET', '/purchase/stats');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('sums this month’s approved lines by supplier (top five, then others) and category, and lists the sub-orders awaiting receipt', async () => {
    const admin = await adminOf(t);
    // The keeper of a new warehouse (self scope): only this test's orders are theirs to see.
    const buyer = await personWith(t, ORDER_KEYS, 'self');
    await orderTemplate(t, admin, admin.id);
    const warehouseId = await newWarehouse(t, admin, { keeperIds: [buyer.id] });
    const suppliers: number[] = [];
    for (let i = 1; i <= 6; i++) suppliers.push(await newSupplier(t, admin, `面板供应商 ${i}`));
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    for (const s of suppliers) await priceOf(t, admin, s, a.skuId, '10.00');
    await priceOf(t, admin, suppliers[0]!, b.skuId, '0.35');

    // Supplier i orders i × ¥10.00 of SKU a; the first also 3 × ¥0.35 of SKU b: ¥211.05.
    const approved = await newOrder(t, buyer, {
      warehouseId,
      expectedDate: '2030-01-15',
      lines: [
        ...suppliers.map((s, i) => ({ skuId: a.skuId, supplierId: s, quantity: i + 1 })),
        { skuId: b.skuId, supplierId: suppliers[0]!, quantity: 3 },
      ],
    });
    await decide(t, admin, approved.requestId, 'approve');
    // Not counted: one awaiting approval, one rejected, a draft, and one approved last month.
    const line = { skuId: a.skuId, supplierId: suppliers[5]!, quantity: 100 };
    await newOrder(t, buyer, { warehouseId, lines: [line] });
    const rejected = await newOrder(t, buyer, { warehouseId, lines: [line] });
    await decide(t, admin, rejected.requestId, 'reject');
    await newOrder(t, buyer, { warehouseId, lines: [line], submit: false });
    const earlier = await newOrder(t, buyer, { warehouseId, lines: [line] });
    await decide(t, admin, earlier.requestId, 'approve');
    const { start } = storeMonth(new Date());
    await t.db
      .update(purchaseSuborder)
      .set({ createdAt: new Date(start.getTime() - 1) })
      .where(eq(purchaseSuborder.orderId, earlier.orderId));

    const stats = await statsOf(buyer);
    expect(stats.month).toBe(storeMonth(new Date()).month);
    expect(stats.spend).toBe('211.05');
    expect(stats.bySupplier).toEqual([
      { id: suppliers[5], name: '面板供应商 6', amount: '60.00', count: 1 },
      { id: suppliers[4], name: '面板供应商 5', amount: '50.00', count: 1 },
      { id: suppliers[3], name: '面板供应商 4', amount: '40.00', count: 1 },
      { id: suppliers[2], name: '面板供应商 3', amount: '30.00', count: 1 },
      { id: suppliers[1], name: '面板供应商 2', amount: '20.00', count: 1 },
      { id: null, name: null, amount: '11.05', count: 1 },
    ]);
    expect(stats.byCategory.map((g) => [g.id, g.amount, g.count])).toEqual([
      [a.categoryId, '210.00', 1],
      [b.categoryId, '1.05', 1],
    ]);
    // The approved order's six sub-orders and last month's one are awaiting receipt.
    expect(stats.awaiting.count).toBe(7);
    expect(stats.awaiting.items[0]).toMatchObject({
      status: 'sent',
      warehouseName: expect.any(String),
      expectedDate: '2030-01-15',
    });

    // One received in full closes and leaves the list; one received in part stays, less to come.
    const order = (await call(t, buyer, 'GET', `/purchase/order/${approved.orderId}`)).json().data;
    const subs = order.suborders as Array<{ suborderId: number; code: string }>;
    const receive = async (suborderId: number, quantity: (q: number) => number) => {
      const confirmed = await call(t, buyer, 'POST', `/purchase/suborder/${suborderId}/confirm`, {
        version: (await call(t, buyer, 'GET', `/purchase/suborder/${suborderId}`)).json().data
          .version,
      });
      const sub = confirmed.json().data;
      const res = await call(t, buyer, 'POST', `/purchase/suborder/${suborderId}/receive`, {
        version: sub.version,
        lines: sub.lines.map((l: { lineId: number; quantity: number }) => ({
          lineId: l.lineId,
          quantity: quantity(l.quantity),
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const sixth = subs.find((s) => s.code.endsWith('-6'))!;
    const fifth = subs.find((s) => s.code.endsWith('-5'))!;
    await receive(sixth.suborderId, (q) => q);
    await receive(fifth.suborderId, () => 2);
    const after = await statsOf(buyer);
    expect(after.awaiting.count).toBe(6);
    expect(after.awaiting.items.map((i) => i.code)).not.toContain(sixth.code);
    expect(after.awaiting.items.find((i) => i.code === fifth.code)).toMatchObject({
      status: 'partlyReceived',
      remaining: 3,
    });
    // Receiving changes no spend: it is what was approved.
    expect(after.spend).toBe('211.05');

    // Another warehouse's viewer sees none of it; without the key, a 403.
    const elsewhere = await personWith(t, [O.view], 'self');
    const none = await statsOf(elsewhere);
    expect(none).toMatchObject({ spend: '0.00', bySupplier: [], byCategory: [] });
    expect(none.awaiting).toEqual({ count: 0, items: [] });
    const stranger = await personWith(t, [O.add]);
    expect((await call(t, stranger, 'GET', '/purchase/stats')).statusCode).toBe(403);
    // Untouched by the reads.
    const rows = await t.db
      .select({ id: purchaseSuborder.id })
      .from(purchaseSuborder)
      .where(inArray(purchaseSuborder.orderId, [approved.orderId, earlier.orderId]));
    expect(rows).toHaveLength(7);
  });

  it('counts an amendment’s change in the month it was approved, not in its order’s', async () => {
    const admin = await adminOf(t);
    const buyer = await personWith(t, ORDER_KEYS, 'self');
    await orderTemplate(t, admin, admin.id);
    await orderTemplate(t, admin, admin.id, 'purchaseAmendment');
    const warehouseId = await newWarehouse(t, admin, { keeperIds: [buyer.id] });
    const s1 = await newSupplier(t, admin, '变更供应商 1');
    const s2 = await newSupplier(t, admin, '变更供应商 2');
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    await priceOf(t, admin, s1, a.skuId, '10.00');
    await priceOf(t, admin, s1, b.skuId, '2.00');
    await priceOf(t, admin, s2, b.skuId, '1.50');
    // Approved last month: 5 × ¥10.00 from supplier 1.
    const order = await newOrder(t, buyer, {
      warehouseId,
      lines: [{ skuId: a.skuId, supplierId: s1, quantity: 5 }],
    });
    await decide(t, admin, order.requestId, 'approve');
    const { start, end } = storeMonth(new Date());
    await t.db
      .update(purchaseSuborder)
      .set({ createdAt: new Date(start.getTime() - 1) })
      .where(eq(purchaseSuborder.orderId, order.orderId));
    expect((await statsOf(buyer)).spend).toBe('0.00');

    // Amended this month: 5 → 7 (+¥20.00), 4 of SKU b from supplier 1 (+¥8.00, into its
    // existing sub-order) and 2 from supplier 2 (+¥3.00, a new sub-order).
    const before = (await call(t, buyer, 'GET', `/purchase/order/${order.orderId}`)).json().data;
    const res = await call(t, buyer, 'POST', `/purchase/order/${order.orderId}/amendment`, {
      version: before.version,
      reason: '门店加单',
      lines: [{ lineId: before.lines[0].lineId, quantity: 7 }],
      newLines: [
        { skuId: b.skuId, supplierId: s1, quantity: 4 },
        { skuId: b.skuId, supplierId: s2, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    await decide(t, admin, res.json().data.amendments[0].requestId, 'approve');
    const now = await statsOf(buyer);
    expect(now.spend).toBe('31.00');
    expect(now.bySupplier).toEqual([
      { id: s1, name: '变更供应商 1', amount: '28.00', count: 1 },
      { id: s2, name: '变更供应商 2', amount: '3.00', count: 1 },
    ]);
    expect(now.byCategory.map((g) => [g.id, g.amount])).toEqual([
      [a.categoryId, '20.00'],
      [b.categoryId, '11.00'],
    ]);

    // The same order approved this month and the amendment next month: this month counts the
    // order as it was approved (¥50.00), none of the amendment.
    await t.db
      .update(purchaseSuborder)
      .set({ createdAt: new Date() })
      .where(eq(purchaseSuborder.orderId, order.orderId));
    await t.db
      .update(purchaseOrderAmendment)
      .set({ approvedAt: end })
      .where(eq(purchaseOrderAmendment.orderId, order.orderId));
    const later = await statsOf(buyer);
    expect(later.spend).toBe('50.00');
    expect(later.bySupplier).toEqual([{ id: s1, name: '变更供应商 1', amount: '50.00', count: 1 }]);
  });
});
