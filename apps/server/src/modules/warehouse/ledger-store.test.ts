import { PERMISSIONS, type Movement } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { cellText, readXlsx } from '../../core/excel/xlsx-reader';
import { enterprise, store } from '../../db/schema/org';
import { userStore } from '../../db/schema/users';
import { stockMovement } from './tables';
import {
  adminOf,
  call,
  inTemplate,
  newWarehouse,
  personWith,
  quantityOf,
  stockedCategory,
  type Harness,
  type Person,
} from './test-fixtures';

const W = PERMISSIONS.warehouse;

/** The ledger rows the list shows for `query`, newest first. */
async function ledger(t: Harness, by: Person, query: string): Promise<Movement[]> {
  const res = await call(t, by, 'GET', `/ware/movement/page?${query}&size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.records;
}

/** A new store of the first enterprise; its id and name. */
async function newStore(t: Harness, name: string) {
  const [ent] = await t.db.select({ id: enterprise.id }).from(enterprise).limit(1);
  const [row] = await t.db
    .insert(store)
    .values({ code: `LS-${process.pid}-${name}`, name, enterpriseId: ent!.id })
    .returning({ id: store.id, name: store.name });
  return row!;
}

let run = 0;

describe.each(areaEngines())('the store on the ledger on %s', (engine) => {
  const t = useTestApp(engine);

  it('names the store an issue goes to, in the list, its filter, the detail, the export and the reversal', async () => {
    const admin = await adminOf(t);
    await inTemplate(t, admin, admin.id);
    const w = await newWarehouse(t, admin);
    const c = await stockedCategory(t, admin, w, 20);
    const shop = await newStore(t, `徐汇店${++run}`);
    const other = await newStore(t, `浦东店${run}`);
    const issued = await call(t, admin, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      storeId: shop.id,
      reason: '门店领用',
      lines: [{ categoryId: c, quantity: 3 }],
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const [row] = issued.json().data as Movement[];
    expect(row).toMatchObject({
      kind: 'out',
      quantity: -3,
      storeId: shop.id,
      storeName: shop.name,
    });
    // Another issue to another store, and one to no store.
    for (const storeId of [other.id, null]) {
      const res = await call(t, admin, 'POST', '/ware/stock/out', {
        warehouseId: w,
        kind: 'out',
        storeId,
        reason: '领用',
        lines: [{ categoryId: c, quantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await quantityOf(t, w, c)).toBe(15);

    // The list: each row its store (the warehouse-in's row none), filtered by one store.
    const all = await ledger(t, admin, `warehouseId=${w}`);
    expect(all.map((m) => [m.quantity, m.storeName])).toEqual([
      [-1, null],
      [-1, other.name],
      [-3, shop.name],
      [20, null],
    ]);
    const toShop = await ledger(t, admin, `warehouseId=${w}&storeId=${shop.id}`);
    expect(toShop.map((m) => m.movementId)).toEqual([row!.movementId]);
    const detail = await call(t, admin, 'GET', `/ware/movement/${row!.movementId}`);
    expect(detail.json().data).toMatchObject({ storeId: shop.id, storeName: shop.name });

    // Reversed, the stock comes back from that store: the reversal names it too.
    const reversed = await call(t, admin, 'POST', `/ware/movement/${row!.movementId}/reverse`, {
      reason: '门店退回',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().data).toMatchObject({ quantity: 3, storeId: shop.id });
    const back = await ledger(t, admin, `warehouseId=${w}&storeId=${shop.id}`);
    expect(back.map((m) => [m.kind, m.quantity])).toEqual([
      ['reversal', 3],
      ['out', -3],
    ]);

    // The list's pages are kept per change of the ledger: a store's new name shows at once.
    await t.db
      .update(store)
      .set({ name: `${shop.name}（新）` })
      .where(eq(store.id, shop.id));
    const renamed = await ledger(t, admin, `warehouseId=${w}&storeId=${shop.id}`);
    expect(renamed.map((m) => m.storeName)).toEqual([`${shop.name}（新）`, `${shop.name}（新）`]);
    await t.db.update(store).set({ name: shop.name }).where(eq(store.id, shop.id));

    // The export: the store's column in the caller's language, the list's store filter applied.
    for (const [language, header] of [
      ['zh-CN', '门店'],
      ['en-US', 'Store'],
    ] as const) {
      const file = await t.app.inject({
        method: 'GET',
        url: `/ware/movement/export?warehouseId=${w}&storeId=${shop.id}`,
        headers: { ...admin.headers, 'accept-language': language },
      });
      expect(file.statusCode, file.body).toBe(200);
      const sheet = await readXlsx(file.rawPayload, 12);
      expect(sheet.header[11]).toBe(header);
      expect(sheet.rows.map((r) => [Number(r.cells[0]), cellText(r.cells[11]!)])).toEqual(
        back.map((m) => [m.movementId, shop.name]),
      );
    }
  });

  it('refuses a store for a return, an unknown store and one outside the caller’s scope, changing nothing', async () => {
    const admin = await adminOf(t);
    await inTemplate(t, admin, admin.id);
    const shop = await newStore(t, `闵行店${++run}`);
    const theirs = await newStore(t, `静安店${run}`);
    // A store keeper: their store's warehouse, their store only.
    const keeper = await personWith(t, [W.stock.view, W.stock.out, W.ledger.view], 'stores');
    await t.db.insert(userStore).values({ userId: keeper.id, storeId: shop.id });
    const w = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const c = await stockedCategory(t, admin, w, 5);
    const body = {
      warehouseId: w,
      kind: 'out',
      reason: 'x',
      lines: [{ categoryId: c, quantity: 1 }],
    };
    const before = await t.db.select().from(stockMovement).where(eq(stockMovement.warehouseId, w));
    const back = await call(t, admin, 'POST', '/ware/stock/out', {
      ...body,
      kind: 'returnToSupplier',
      storeId: shop.id,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().msg).toContain('only an issue goes to a store');
    const unknown = await call(t, admin, 'POST', '/ware/stock/out', {
      ...body,
      storeId: 2_000_000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe(
      'the store to issue to does not exist or is not in your data scope',
    );
    const outside = await call(t, keeper, 'POST', '/ware/stock/out', {
      ...body,
      storeId: theirs.id,
    });
    expect(outside.statusCode).toBe(400);
    expect(await quantityOf(t, w, c)).toBe(5);
    expect(await t.db.select().from(stockMovement).where(eq(stockMovement.warehouseId, w))).toEqual(
      before,
    );
    // Their own store: issued, and named.
    const own = await call(t, keeper, 'POST', '/ware/stock/out', { ...body, storeId: shop.id });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data[0]).toMatchObject({ storeId: shop.id, storeName: shop.name });
  });

  it('names the store whose warehouse a transfer goes to on the source’s rows, not the destination’s', async () => {
    const admin = await adminOf(t);
    await inTemplate(t, admin, admin.id);
    const [shop] = await t.db.select().from(store).orderBy(store.id).limit(1);
    const central = await newWarehouse(t, admin);
    const regional = await newWarehouse(t, admin, { parentId: central, level: 'regional' });
    const shopWarehouse = await newWarehouse(t, admin, {
      parentId: regional,
      level: 'store',
      storeId: shop!.id,
    });
    const c = await stockedCategory(t, admin, central, 10);
    const send = async (to: number) => {
      const res = await call(t, admin, 'POST', '/ware/transfer', {
        fromWarehouseId: central,
        toWarehouseId: to,
        lines: [{ categoryId: c, quantity: 2 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { transferId: number; code: string; version: number };
    };
    const toShop = await send(shopWarehouse);
    const toRegional = await send(regional);
    const received = await call(t, admin, 'POST', `/ware/transfer/${toShop.transferId}/receive`, {
      version: toShop.version,
    });
    expect(received.statusCode, received.body).toBe(200);
    const rows = async (code: string) =>
      (await ledger(t, admin, `sourceCode=${code}`)).map((m) => [m.kind, m.warehouseId, m.storeId]);
    expect(await rows(toShop.code)).toEqual([
      ['transferIn', shopWarehouse, null],
      ['transferOut', central, shop!.id],
    ]);
    expect(await rows(toRegional.code)).toEqual([['transferOut', central, null]]);
  });
});
