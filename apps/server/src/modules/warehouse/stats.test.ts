import { PERMISSIONS, type WarehouseStats } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, areaEngines, bearer, signIn, useTestApp } from '../../../test/helpers';
import {
  adminOf,
  call,
  countedCategory,
  inTemplate,
  newWarehouse,
  personWith,
  stockIn,
  type Person,
} from './test-fixtures';

const W = PERMISSIONS.warehouse;

/** `GET /ware/stats`, the home panel's figures, in the caller's warehouses only. */
describe.each(areaEngines())('warehouse stats on %s', (engine) => {
  const t = useTestApp(engine);

  const statsOf = async (by: Person) => {
    const res = await call(t, by, 'GET', '/ware/stats');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: WarehouseStats }>().data;
  };
  const demoKeeper = async (): Promise<Person> => {
    const { access_token } = await signIn(t, 'keeper', DEMO_PASSWORD);
    return { id: 0, username: 'keeper', headers: bearer(access_token) };
  };

  it('gives the demo keeper the figures of 华东仓 alone, and the administrator every warehouse', async () => {
    const keeper = await demoKeeper();
    const east = await statsOf(keeper);
    // 22 sheets of paper × 24.50 (28, one short in the demo's spot check, 5 in transit) + 6
    // toners × 268.00 (2 transferred to 上海徐汇店仓) + 5 rolls of tags × 85.00 + 20 office
    // consumables the purchase demo received (20 packs of paper, 2 toners) less the 3 its
    // after-sales orders sent back to the suppliers (2 packs of paper, 1 toner), plus the pack
    // of paper received for the demo warehouse purchase order, less the 3 packs a demo project
    // SKU order took from stock (#21), × the latest price: that pack's, 135.00.
    expect(east.warehouses).toEqual([
      // Its 4 assets: 3 from the demo warehouse-in, 1 from the asset transfer into it.
      { warehouseId: expect.any(Number), name: '华东仓', stockValue: '4867.00', assets: 4 },
    ]);
    expect(east.totalValue).toBe('4867.00');
    expect(east.below.count).toBe(3);
    // The shortest first: 1 idle desktop of 5, 5 rolls of tags of 10, 6 toners of 10.
    expect(
      east.below.items.map((i) => [
        i.warehouseName,
        i.categoryName,
        i.kind,
        i.quantity,
        i.minQuantity,
      ]),
    ).toEqual([
      ['华东仓', '台式机', 'asset', 1, 5],
      ['华东仓', '防盗标签', 'category', 5, 10],
      ['华东仓', '硒鼓', 'category', 6, 10],
    ]);
    // The demo plan counting in 华东仓 (its spot check is approved: closed); the keeper has no
    // key to the work orders.
    expect(east.openStocktakes).toBe(1);
    expect(east.openWorkOrders).toBeNull();

    // A second warehouse the keeper does not keep: 10 at 2.00, then 5 at 3.00, below 20.
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin, { name: '统计仓' });
    const c = await countedCategory(t, '打包带');
    await inTemplate(t, admin, admin.id);
    for (const [quantity, unitPrice] of [
      [10, '2.00'],
      [5, '3.00'],
    ] as const) {
      await stockIn(t, admin, admin, {
        warehouseId: w,
        source: 'other',
        lines: [{ categoryId: c, quantity, unitPrice }],
      });
    }
    const made = await call(t, admin, 'POST', '/ware/threshold', {
      warehouseId: w,
      kind: 'category',
      categoryId: c,
      minQuantity: 20,
    });
    expect(made.statusCode, made.body).toBe(200);

    const all = await statsOf(admin);
    // 15 × the latest price, 3.00; the toners transferred carry 华东仓's price.
    expect(all.warehouses.map((x) => [x.name, x.stockValue, x.assets])).toEqual([
      ['华东仓', '4867.00', 4],
      ['上海徐汇店仓', '536.00', 0],
      ['统计仓', '45.00', 0],
    ]);
    expect(all.totalValue).toBe('5448.00');
    expect(all.below.count).toBe(4);
    // Shortest first: 1 of 5, 5 of 10, 6 of 10, 15 of 20.
    expect(all.below.items.map((i) => i.categoryName)).toEqual([
      '台式机',
      '防盗标签',
      '硒鼓',
      '打包带',
    ]);
    expect(all.below.items[3]).toMatchObject({
      thresholdId: made.json().data.thresholdId,
      warehouseId: w,
      warehouseName: '统计仓',
      categoryName: '打包带',
      quantity: 15,
      minQuantity: 20,
    });
    expect(all.openStocktakes).toBe(1);
    // The demo's work orders pending, assigned or in progress.
    expect(all.openWorkOrders).toBe(5);

    // The keeper's figures have not changed.
    expect(await statsOf(keeper)).toEqual(east);
  });

  it('answers 403 without the stock key, and a holder of it in no warehouse hears zeros', async () => {
    const nobody = await personWith(t, [W.warehouse.view, W.stocktake.view]);
    const refused = await call(t, nobody, 'GET', '/ware/stats');
    expect(refused.statusCode).toBe(403);
    const stranger = await personWith(t, [W.stock.view], 'self');
    expect(await statsOf(stranger)).toEqual({
      warehouses: [],
      totalValue: '0.00',
      below: { count: 0, items: [] },
      openStocktakes: null,
      openWorkOrders: null,
    });
  });
});
