import { describe, expect, it } from 'vitest';
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
import { readOrder } from './order-read';

interface Listed {
  orderId: number;
  status: string;
  suppliers: { id: number; name: string }[];
}

describe.each(areaEngines())('the purchase order list on %s', (engine) => {
  const t = useTestApp(engine);

  const page = async (by: Person, query = '') => {
    const res = await call(t, by, 'GET', `/purchase/order/page?current=1&size=10${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { records: Listed[]; total: number };
  };

  it('sends each order as its reader reads it, and a change it shows at once', async () => {
    const admin = await adminOf(t);
    const buyer = await personWith(t, ORDER_KEYS);
    await orderTemplate(t, admin, admin.id);
    const warehouseId = await newWarehouse(t, admin);
    const s1 = await newSupplier(t, admin);
    const s2 = await newSupplier(t, admin);
    const sku = await newSku(t, admin);
    await priceOf(t, admin, s1, sku.skuId, '12.50');
    await priceOf(t, admin, s2, sku.skuId, '11.00');
    const submitted = await newOrder(t, buyer, {
      warehouseId,
      lines: [
        { skuId: sku.skuId, supplierId: s1, quantity: 5 },
        { skuId: sku.skuId, supplierId: s2, quantity: 2 },
      ],
    });
    const draft = await newOrder(t, buyer, {
      warehouseId,
      submit: false,
      lines: [{ skuId: sku.skuId, supplierId: s2, quantity: 1 }],
    });

    // The text sent is the record the order's reader makes, field for field.
    const first = await page(buyer);
    const ids = first.records.map((r) => r.orderId);
    expect(ids.slice(0, 2)).toEqual([draft.orderId, submitted.orderId]);
    for (const record of first.records) {
      expect(record).toEqual(JSON.parse(JSON.stringify(await readOrder(t.db, record.orderId))));
    }
    const bySupplier = await page(buyer, `&supplierId=${s1}`);
    expect(bySupplier.records.map((r) => r.orderId)).toEqual([submitted.orderId]);
    expect(bySupplier.total).toBe(1);

    // Asked again after a change, the list shows it: the approval, a supplier's new name.
    await decide(t, admin, submitted.requestId, 'approve');
    const renamed = await call(t, admin, 'PUT', '/purchase/supplier', {
      supplierId: s1,
      name: `改名供应商 ${s1}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await page(buyer)).records.find((r) => r.orderId === submitted.orderId)!;
    expect(after.status).toBe('approved');
    expect(after.suppliers.map((s) => s.name)).toContain(`改名供应商 ${s1}`);
    expect((await page(buyer, '&status=approved')).records.map((r) => r.orderId)).toContain(
      submitted.orderId,
    );
  });

  it('keeps no page across two keepers whose roles read alike', async () => {
    const admin = await adminOf(t);
    await orderTemplate(t, admin, admin.id);
    // The same role scope (no department, no stores), different warehouses kept.
    const keeper = await personWith(t, ORDER_KEYS, 'enterprise');
    const other = await personWith(t, ORDER_KEYS, 'enterprise');
    const kept = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const s = await newSupplier(t, admin);
    const sku = await newSku(t, admin);
    await priceOf(t, admin, s, sku.skuId, '3.00');
    const order = await newOrder(t, keeper, {
      warehouseId: kept,
      lines: [{ skuId: sku.skuId, supplierId: s, quantity: 3 }],
    });
    expect((await page(keeper)).records.map((r) => r.orderId)).toEqual([order.orderId]);
    expect(await page(other)).toMatchObject({ records: [], total: 0 });
    // Made a keeper of it too: the next page has the order.
    const edit = await call(t, admin, 'PUT', '/ware/warehouse', {
      warehouseId: kept,
      keeperIds: [keeper.id, other.id],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await page(other)).records.map((r) => r.orderId)).toEqual([order.orderId]);
  });
});
