import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { adminOf, call, newWarehouse, personWith } from '../warehouse/test-fixtures';
import {
  ORDER_KEYS,
  newOrder,
  newSku,
  newSupplier,
  orderTemplate,
  priceOf,
} from './order-fixtures';
import { purchaseOrderLine } from './tables';

describe.each(areaEngines())('editing a purchase draft on %s', (engine) => {
  const t = useTestApp(engine);

  async function world() {
    const admin = await adminOf(t);
    const buyer = await personWith(t, ORDER_KEYS);
    const other = await personWith(t, ORDER_KEYS);
    await orderTemplate(t, admin, admin.id);
    const warehouseId = await newWarehouse(t, admin);
    const s1 = await newSupplier(t, admin);
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    await priceOf(t, admin, s1, a.skuId, '12.50');
    await priceOf(t, admin, s1, b.skuId, '3.20');
    return { admin, buyer, other, warehouseId, s1, a, b };
  }

  const lineCount = async (orderId: number) =>
    (
      await t.db
        .select({ n: count() })
        .from(purchaseOrderLine)
        .where(eq(purchaseOrderLine.orderId, orderId))
    )[0]!.n;

  it('replaces a draft’s lines and recomputes its total for its applicant only; a submitted order is a 409', async () => {
    const w = await world();
    const draft = await newOrder(t, w.buyer, {
      warehouseId: w.warehouseId,
      submit: false,
      lines: [
        { skuId: w.a.skuId, supplierId: w.s1, quantity: 5 },
        { skuId: w.b.skuId, supplierId: w.s1, quantity: 4 },
      ],
    });
    expect(draft).toMatchObject({ total: '75.30', canEdit: true });
    const body = {
      orderId: draft.orderId,
      version: draft.version,
      title: '改过的补货',
      warehouseId: w.warehouseId,
      lines: [{ skuId: w.b.skuId, supplierId: w.s1, quantity: 10 }],
    };

    const notMine = await call(t, w.other, 'PUT', '/purchase/order', body);
    expect(notMine.statusCode).toBe(403);
    const bad = await call(t, w.buyer, 'PUT', '/purchase/order', { ...body, lines: [] });
    expect(bad.statusCode).toBe(400);
    expect(await lineCount(draft.orderId)).toBe(2);

    const edited = await call(t, w.buyer, 'PUT', '/purchase/order', body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: '改过的补货',
      status: 'draft',
      total: '32.00',
      totalUpper: '叁拾贰元整',
      version: draft.version + 1,
      lines: [{ skuId: w.b.skuId, quantity: 10, unitPrice: '3.20', amount: '32.00' }],
    });
    expect(await lineCount(draft.orderId)).toBe(1);
    expect(edited.json().data.events.map((e: { action: string }) => e.action)).toContain('edit');

    const stale = await call(t, w.buyer, 'PUT', '/purchase/order', body);
    expect(stale.statusCode).toBe(409);

    const submitted = await call(t, w.buyer, 'PUT', '/purchase/order', {
      ...body,
      version: draft.version + 1,
      submit: true,
    });
    expect(submitted.json().data.status).toBe('pending');
    const late = await call(t, w.buyer, 'PUT', '/purchase/order', {
      ...body,
      version: submitted.json().data.version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toContain(draft.code);
    expect(await lineCount(draft.orderId)).toBe(1);
  });
});
