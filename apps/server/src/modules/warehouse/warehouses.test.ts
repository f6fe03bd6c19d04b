import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../core/excel/xlsx-reader';
import { asset, assetCategory } from '../../db/schema/asset';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { warehouse, warehouseIn } from './tables';
import {
  WARE_KEYS,
  adminOf,
  approve,
  call,
  countedCategory,
  inTemplate,
  newWarehouse,
  noticesTo,
  personWith,
  quantityOf,
  stockIn,
} from './test-fixtures';

const W = PERMISSIONS.warehouse;

describe.each(areaEngines())('warehouses on %s', (engine) => {
  const t = useTestApp(engine);

  it('builds a tree of warehouses with keepers; a store link only at store level', async () => {
    const admin = await adminOf(t);
    const keeper = await personWith(t, [W.warehouse.view], 'self');
    const central = await newWarehouse(t, admin, { name: '中央仓' });
    const regional = await newWarehouse(t, admin, { parentId: central, level: 'regional' });
    const [shop] = await t.db.select().from(store).orderBy(store.id).limit(1);
    const refused = await call(t, admin, 'POST', '/ware/warehouse', {
      code: 'WH-BAD',
      name: 'x',
      level: 'regional',
      enterpriseId: shop!.enterpriseId,
      storeId: shop!.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('only a store-level warehouse names a store');
    const shopWarehouse = await newWarehouse(t, admin, {
      parentId: regional,
      level: 'store',
      storeId: shop!.id,
      keeperIds: [keeper.id],
    });
    const tree = (await call(t, admin, 'GET', '/ware/warehouse/tree')).json().data;
    const top = tree.find((n: { warehouseId: number }) => n.warehouseId === central);
    expect(top.children[0].warehouseId).toBe(regional);
    expect(top.children[0].children[0]).toMatchObject({
      warehouseId: shopWarehouse,
      storeName: shop!.name,
      keepers: [{ userId: keeper.id }],
    });
    const twice = await call(t, admin, 'POST', '/ware/warehouse', {
      code: top.code,
      name: 'again',
      level: 'central',
      enterpriseId: shop!.enterpriseId,
    });
    expect(twice.statusCode).toBe(409);
    // A keeper sees the warehouses they keep, at the top of their tree; the others are 404s.
    const theirs = (await call(t, keeper, 'GET', '/ware/warehouse/tree')).json().data;
    expect(theirs.map((n: { warehouseId: number }) => n.warehouseId)).toEqual([shopWarehouse]);
    expect((await call(t, keeper, 'GET', `/ware/warehouse/${central}`)).statusCode).toBe(404);
    // Moving a warehouse below itself is refused; the tree stays.
    const loop = await call(t, admin, 'PUT', '/ware/warehouse', {
      warehouseId: central,
      parentId: shopWarehouse,
    });
    expect(loop.statusCode).toBe(400);
    const [same] = await t.db.select().from(warehouse).where(eq(warehouse.id, central));
    expect(same!.parentId).toBeNull();
  });

  it('answers 403 for each call without its key, and a keeper 404 on another’s warehouse', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const nobody = await personWith(t, []);
    for (const [method, url] of [
      ['GET', '/ware/warehouse/tree'],
      ['GET', `/ware/warehouse/${w}`],
      ['GET', '/ware/stock/page'],
      ['GET', '/ware/stock/export'],
      ['GET', '/ware/movement/page'],
      ['GET', '/ware/movement/export'],
      ['GET', '/ware/in/page'],
      ['GET', '/ware/threshold/page'],
      ['POST', '/ware/stock/out'],
      ['POST', '/ware/movement/1/reverse'],
      ['POST', '/ware/in'],
    ] as const) {
      const res = await call(t, nobody, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Everything but the warehouse keys: the warehouse calls stay closed.
    const others = await personWith(
      t,
      WARE_KEYS.filter((k) => !k.startsWith('ware_warehouse_')),
    );
    expect((await call(t, others, 'GET', '/ware/warehouse/tree')).statusCode).toBe(403);
    expect((await call(t, others, 'DELETE', `/ware/warehouse/${w}`)).statusCode).toBe(403);
    // A keeper of another warehouse (self scope): this one's stock, ledger and out are 404s.
    const keeper = await personWith(t, WARE_KEYS, 'self');
    const mine = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const c = await countedCategory(t);
    const out = await call(t, keeper, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      reason: 'x',
      lines: [{ categoryId: c, quantity: 1 }],
    });
    expect(out.statusCode).toBe(404);
    const seen = (await call(t, keeper, 'GET', '/ware/stock/page?size=100')).json().data.records;
    expect(seen.every((r: { warehouseId: number }) => r.warehouseId === mine)).toBe(true);
  });

  it('brings goods in through approval: notices 8 and 18, movements posted on the last approval', async () => {
    const admin = await adminOf(t);
    const approver = await personWith(t, WARE_KEYS);
    const applicant = await personWith(t, WARE_KEYS);
    await inTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t, '硒鼓');
    const [serial] = await t.db
      .select({ id: assetCategory.id })
      .from(assetCategory)
      .where(eq(assetCategory.tracking, 'serial'))
      .limit(1);
    const [idle] = await t.db
      .select({ id: asset.id, code: asset.code, storeId: asset.storeId })
      .from(asset)
      .where(eq(asset.status, 'idle'))
      .limit(1);
    void serial;
    const made = await call(t, applicant, 'POST', '/ware/in', {
      warehouseId: w,
      source: 'purchase',
      sourceRef: 'PO-1',
      lines: [{ categoryId: c, quantity: 12, unitPrice: '35.50' }],
      assetIds: [idle!.id],
    });
    expect(made.statusCode, made.body).toBe(200);
    const doc = made.json().data;
    expect(doc).toMatchObject({ status: 'pending', approvalStatus: 'pending' });
    expect(doc.lines[0]).toMatchObject({ quantity: 12, amount: '426.00' });
    expect(await quantityOf(t, w, c)).toBe(0);
    const toApprover = await noticesTo(t, approver.id, NOTICE_TYPES.warehouseInApproval);
    expect(toApprover).toHaveLength(1);
    expect(toApprover[0]!.text).toContain(doc.code);
    // The same asset on a second warehouse-in is refused while the first is open.
    const busy = await call(t, applicant, 'POST', '/ware/in', {
      warehouseId: w,
      source: 'other',
      assetIds: [idle!.id],
    });
    expect(busy.statusCode).toBe(409);
    const approved = await approve(t, approver, doc.requestId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await quantityOf(t, w, c)).toBe(12);
    const [moved] = await t.db.select().from(asset).where(eq(asset.id, idle!.id));
    expect(moved).toMatchObject({ warehouseId: w, storeId: null });
    const after = (await call(t, applicant, 'GET', `/ware/in/${doc.warehouseInId}`)).json().data;
    expect(after).toMatchObject({ status: 'done', approvalStatus: 'approved' });
    const toApplicant = await noticesTo(t, applicant.id, NOTICE_TYPES.warehouseInApplication);
    expect(toApplicant).toHaveLength(1);
    const ledger = (
      await call(t, admin, 'GET', `/ware/movement/page?sourceCode=${doc.code}`)
    ).json().data.records;
    expect(
      ledger.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity]).sort(),
    ).toEqual([
      ['purchaseIn', 1],
      ['purchaseIn', 12],
    ]);
  });

  it('refuses an approval whose effect can no longer apply, and a rejected one lets its assets go', async () => {
    const admin = await adminOf(t);
    const approver = await personWith(t, WARE_KEYS);
    await inTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin);
    const [idle] = await t.db
      .select({ id: asset.id })
      .from(asset)
      .where(eq(asset.status, 'idle'))
      .offset(3)
      .limit(1);
    const doc = (
      await call(t, admin, 'POST', '/ware/in', {
        warehouseId: w,
        source: 'other',
        assetIds: [idle!.id],
      })
    ).json().data;
    // The asset went into use meanwhile: the approval is refused and nothing changes.
    await t.db.update(asset).set({ status: 'inUse' }).where(eq(asset.id, idle!.id));
    const refused = await approve(t, approver, doc.requestId);
    expect(refused.statusCode).toBe(409);
    const [still] = await t.db
      .select()
      .from(warehouseIn)
      .where(eq(warehouseIn.id, doc.warehouseInId));
    expect(still!.status).toBe('pending');
    const detail = await call(t, approver, 'GET', `/approval/${doc.requestId}`);
    const rejected = await call(t, approver, 'POST', `/approval/${doc.requestId}/reject`, {
      version: detail.json().data.version,
      comment: '资产已领用',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [ended] = await t.db
      .select()
      .from(warehouseIn)
      .where(eq(warehouseIn.id, doc.warehouseInId));
    expect(ended!.status).toBe('rejected');
    await t.db.update(asset).set({ status: 'idle' }).where(eq(asset.id, idle!.id));
    const again = await call(t, admin, 'POST', '/ware/in', {
      warehouseId: w,
      source: 'other',
      assetIds: [idle!.id],
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('tells the keepers once per crossing below a threshold, again only after restocking', async () => {
    const admin = await adminOf(t);
    const keeper = await personWith(t, [W.stock.view], 'self');
    // A keeper whose account is disabled later is not told.
    const away = await personWith(t, [W.stock.view], 'self');
    const w = await newWarehouse(t, admin, { keeperIds: [keeper.id, away.id] });
    await t.db.update(appUser).set({ enabled: false }).where(eq(appUser.id, away.id));
    const c = await countedCategory(t, '防盗标签');
    await inTemplate(t, admin, admin.id);
    await stockIn(t, admin, admin, {
      warehouseId: w,
      source: 'other',
      lines: [{ categoryId: c, quantity: 20, unitPrice: '1.00' }],
    });
    const made = await call(t, admin, 'POST', '/ware/threshold', {
      warehouseId: w,
      kind: 'category',
      categoryId: c,
      minQuantity: 10,
    });
    expect(made.statusCode, made.body).toBe(200);
    const low = () => noticesTo(t, keeper.id, NOTICE_TYPES.warehouseCategoryLowStock);
    const out = (quantity: number) =>
      call(t, admin, 'POST', '/ware/stock/out', {
        warehouseId: w,
        kind: 'out',
        reason: '领用',
        lines: [{ categoryId: c, quantity }],
      });
    expect((await out(8)).statusCode).toBe(200); // 12: above
    expect(await low()).toHaveLength(0);
    // Two outbound requests at once cross it: one notice.
    await Promise.all([out(2), out(2)]); // 8
    expect((await out(1)).statusCode).toBe(200); // 7: still below
    const told = await low();
    expect(told).toHaveLength(1);
    expect(told[0]!.linkArea).toBe('ware-low-stock');
    expect(await noticesTo(t, away.id, NOTICE_TYPES.warehouseCategoryLowStock)).toHaveLength(0);
    const offer = await call(t, keeper, 'GET', `/ware/threshold/${told[0]!.linkId}/replenish`);
    expect(offer.json().data).toMatchObject({ current: 7, minQuantity: 10, shortfall: 3 });
    // Restocked above, then below again: a second notice.
    await stockIn(t, admin, admin, {
      warehouseId: w,
      source: 'other',
      lines: [{ categoryId: c, quantity: 10, unitPrice: '1.00' }],
    });
    expect((await out(9)).statusCode).toBe(200); // 8
    expect(await low()).toHaveLength(2);
  });

  it('has demo warehouses with a keeper, warehouse-ins in every state, low stock told, a reversal', async () => {
    const admin = await adminOf(t);
    const tree = (await call(t, admin, 'GET', '/ware/warehouse/tree')).json().data;
    const central = tree.find((n: { code: string }) => n.code === 'WH-CENTRAL');
    const east = central.children.find((n: { code: string }) => n.code === 'WH-EAST');
    expect(east.keepers.map((k: { nickname: string }) => k.nickname)).toHaveLength(1);
    expect(east.children.length).toBeGreaterThan(0);
    const docs = (await call(t, admin, 'GET', '/ware/in/page?size=50')).json().data.records;
    expect(new Set(docs.map((d: { status: string }) => d.status))).toEqual(
      new Set(['pending', 'sentBack', 'done', 'rejected', 'withdrawn']),
    );
    const keeperId = east.keepers[0].userId;
    // Told by the thresholds' own check (the demo's older sample messages have no link).
    const told = async (type: number) =>
      (await noticesTo(t, keeperId, type)).filter((n) => n.linkArea === 'ware-low-stock');
    expect(await told(NOTICE_TYPES.warehouseCategoryLowStock)).toHaveLength(2);
    expect(await told(NOTICE_TYPES.warehouseAssetLowStock)).toHaveLength(1);
    expect(await noticesTo(t, keeperId, NOTICE_TYPES.warehouseInApproval)).not.toHaveLength(0);
    const reversals = (await call(t, admin, 'GET', '/ware/movement/page?kind=reversal')).json()
      .data;
    expect(reversals.total).toBeGreaterThan(0);
    const below = (
      await call(t, admin, 'GET', `/ware/stock/page?below=true&warehouseId=${east.warehouseId}`)
    ).json().data.records;
    expect(below.map((r: { categoryName: string }) => r.categoryName).sort()).toEqual([
      '硒鼓',
      '防盗标签',
    ]);
  });
  it('exports the ledger the list shows: its filters, in its order, every row once', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    for (const quantity of [5, 30, 12, 30, 7]) {
      await stockIn(t, admin, admin, {
        warehouseId: w,
        source: 'other',
        lines: [{ categoryId: c, quantity, unitPrice: '1.00' }],
      });
    }
    const query = `warehouseId=${w}&sort=quantity,desc`;
    const page = await call(t, admin, 'GET', `/ware/movement/page?${query}&size=100`);
    const listed = page.json().data.records.map((m: { movementId: number }) => m.movementId);
    expect(listed).toHaveLength(5);
    const file = await call(t, admin, 'GET', `/ware/movement/export?${query}`);
    expect(file.statusCode).toBe(200);
    const sheet = await readXlsx(file.rawPayload, 7);
    expect(sheet.rows.map((r) => Number(r.cells[0]))).toEqual(listed);
    expect(sheet.rows.map((r) => Number(r.cells[6]))).toEqual([30, 30, 12, 7, 5]);
  });

  it('keeps the ledger’s pages, yet a movement, a reversal or a new name shows at once', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    const page = async () =>
      (await call(t, admin, 'GET', `/ware/movement/page?warehouseId=${w}&size=10`)).json().data;
    await stockIn(t, admin, admin, {
      warehouseId: w,
      source: 'other',
      lines: [{ categoryId: c, quantity: 8, unitPrice: '1.00' }],
    });
    const first = await page();
    expect(first.total).toBe(1);
    // Asked again with nothing changed: the same answer.
    expect(await page()).toEqual(first);
    const out = await call(t, admin, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      lines: [{ categoryId: c, quantity: 3 }],
      reason: '领用',
    });
    expect(out.statusCode).toBe(200);
    const second = await page();
    expect(second.total).toBe(2);
    expect(second.records.map((m: { quantity: number }) => m.quantity)).toEqual([-3, 8]);
    const reversed = await call(
      t,
      admin,
      'POST',
      `/ware/movement/${second.records[0].movementId}/reverse`,
      { reason: '录错' },
    );
    expect(reversed.statusCode).toBe(200);
    const third = await page();
    expect(third.total).toBe(3);
    expect(third.records[1].reversedBy).toBe(reversed.json().data.movementId);
    await t.db.update(warehouse).set({ name: '改名后的仓库' }).where(eq(warehouse.id, w));
    const renamed = await page();
    expect(new Set(renamed.records.map((m: { warehouseName: string }) => m.warehouseName))).toEqual(
      new Set(['改名后的仓库']),
    );
  });

  it('keeps no ledger page across two keepers whose roles read alike', async () => {
    const admin = await adminOf(t);
    const c = await countedCategory(t);
    // The same role scope, different warehouses kept.
    const keeper = await personWith(t, [W.ledger.view], 'enterprise');
    const other = await personWith(t, [W.ledger.view], 'enterprise');
    const kept = await newWarehouse(t, admin);
    await stockIn(t, admin, admin, {
      warehouseId: kept,
      source: 'other',
      lines: [{ categoryId: c, quantity: 4, unitPrice: '1.00' }],
    });
    const keepers = async (keeperIds: number[]) => {
      const edit = await call(t, admin, 'PUT', '/ware/warehouse', { warehouseId: kept, keeperIds });
      expect(edit.statusCode, edit.body).toBe(200);
    };
    await keepers([keeper.id]);
    const page = async (by: typeof keeper) =>
      (await call(t, by, 'GET', `/ware/movement/page?warehouseId=${kept}`)).json().data;
    expect((await page(keeper)).total).toBe(1);
    expect(await page(other)).toMatchObject({ total: 0, records: [] });
    // Made a keeper of it too: their next page has its rows.
    await keepers([keeper.id, other.id]);
    expect((await page(other)).total).toBe(1);
  });
});
