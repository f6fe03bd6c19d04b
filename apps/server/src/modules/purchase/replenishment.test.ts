import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import {
  adminOf,
  call,
  newWarehouse,
  noticesTo,
  personWith,
  type Person,
} from '../warehouse/test-fixtures';
import {
  ORDER_KEYS,
  decide,
  newOrder,
  newSku,
  newSupplier,
  orderTemplate,
  priceOf,
} from './order-fixtures';
import { department } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { warehouse, warehouseKeeper } from '../warehouse/tables';
import { purchaseOrder, replenishment } from './tables';

const R = PERMISSIONS.purchase.replenishment;
const KEEPER_KEYS = [R.view, R.add, R.export];

describe.each(areaEngines())('warehouse purchase orders on %s', (engine) => {
  const t = useTestApp(engine);

  /** A warehouse with its keeper, a purchaser, two SKUs with prices from two suppliers. */
  async function world() {
    const admin = await adminOf(t);
    const keeper = await personWith(t, KEEPER_KEYS, 'self');
    const buyer = await personWith(t, [...ORDER_KEYS, R.view]);
    await orderTemplate(t, admin, admin.id);
    const warehouseId = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const otherWarehouse = await newWarehouse(t, admin);
    const s1 = await newSupplier(t, admin);
    const s2 = await newSupplier(t, admin);
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    await priceOf(t, admin, s1, a.skuId, '12.50');
    await priceOf(t, admin, s2, a.skuId, '11.00');
    await priceOf(t, admin, s1, b.skuId, '3.20');
    return { admin, keeper, buyer, warehouseId, otherWarehouse, s1, s2, a, b };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const requests = async () =>
    Number(
      (
        (await t.db.execute(sql`select count(*)::int as n from replenishment`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );

  async function raise(w: World, by: Person = w.keeper, submit = true) {
    const res = await call(t, by, 'POST', '/purchase/replenishment', {
      warehouseId: w.warehouseId,
      neededBy: '2030-01-31',
      remark: '月底补货',
      lines: [
        { skuId: w.a.skuId, quantity: 10, supplierId: w.s2 },
        { skuId: w.b.skuId, quantity: 4 },
      ],
      submit,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const detailOf = async (by: Person, id: number) =>
    (await call(t, by, 'GET', `/purchase/replenishment/${id}`)).json().data;

  it('is raised, submitted, cancelled and declined by the right people, refusing bad input unwritten', async () => {
    const w = await world();
    const before = await requests();
    const bad = [
      { warehouseId: w.warehouseId, lines: [] },
      {
        warehouseId: w.warehouseId,
        lines: [
          { skuId: w.a.skuId, quantity: 1 },
          { skuId: w.a.skuId, quantity: 2 },
        ],
      },
      { warehouseId: w.warehouseId, lines: [{ skuId: 2_000_000_000, quantity: 1 }] },
      { warehouseId: w.warehouseId, lines: [{ skuId: w.a.skuId, quantity: 0 }] },
    ];
    for (const body of bad) {
      const res = await call(t, w.keeper, 'POST', '/purchase/replenishment', body);
      expect(res.statusCode, res.body).toBe(400);
    }
    // Another keeper's warehouse is not the caller's: 404. No add key: 403.
    const elsewhere = await call(t, w.keeper, 'POST', '/purchase/replenishment', {
      warehouseId: w.otherWarehouse,
      lines: [{ skuId: w.a.skuId, quantity: 1 }],
    });
    expect(elsewhere.statusCode).toBe(404);
    const viewer = await personWith(t, [R.view]);
    const refused = await call(t, viewer, 'POST', '/purchase/replenishment', {
      warehouseId: w.warehouseId,
      lines: [{ skuId: w.a.skuId, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(403);
    expect(await requests()).toBe(before);

    const draft = await raise(w, w.keeper, false);
    expect(draft).toMatchObject({ status: 'draft', canSubmit: true, canCancel: true });
    expect(draft.code).toMatch(/^BH\d{14}$/);
    // The offer: the preferred supplier at its price, else the cheapest one pricing it.
    expect(draft.lines).toMatchObject([
      {
        skuId: w.a.skuId,
        quantity: 10,
        supplier: { id: w.s2 },
        ordered: 0,
        offer: { supplierId: w.s2, unitPrice: '11.00' },
      },
      {
        skuId: w.b.skuId,
        quantity: 4,
        supplier: null,
        offer: { supplierId: w.s1, unitPrice: '3.20' },
      },
    ]);
    // Another keeper of the warehouse may read it but not submit it.
    const other = await personWith(t, KEEPER_KEYS, 'self');
    await t.db.execute(
      sql`insert into warehouse_keeper (warehouse_id, user_id) values (${w.warehouseId}, ${other.id})`,
    );
    expect((await detailOf(other, draft.replenishmentId)).canSubmit).toBe(false);
    const submitUrl = `/purchase/replenishment/${draft.replenishmentId}/submit`;
    expect((await call(t, other, 'POST', submitUrl, { version: 0 })).statusCode).toBe(403);
    expect((await call(t, w.keeper, 'POST', submitUrl, { version: 5 })).statusCode).toBe(409);
    // Outside the caller's scope it does not exist.
    const stranger = await personWith(t, KEEPER_KEYS, 'self');
    expect(
      (await call(t, stranger, 'GET', `/purchase/replenishment/${draft.replenishmentId}`))
        .statusCode,
    ).toBe(404);
    expect((await call(t, stranger, 'POST', submitUrl, { version: 0 })).statusCode).toBe(404);

    const submitted = await call(t, w.keeper, 'POST', submitUrl, { version: 0 });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', canSubmit: false });
    // The purchasers hear of it (38), linked to the request.
    expect(await noticesTo(t, w.buyer.id, NOTICE_TYPES.replenishmentSubmitted)).toEqual([
      expect.objectContaining({
        linkArea: 'ware-purchase-order',
        linkId: String(draft.replenishmentId),
      }),
    ]);
    expect((await call(t, w.keeper, 'POST', submitUrl, { version: 1 })).statusCode).toBe(409);

    // Cancelled by its applicant with a reason; then nothing more.
    const cancelUrl = `/purchase/replenishment/${draft.replenishmentId}/cancel`;
    expect(
      (await call(t, w.keeper, 'POST', cancelUrl, { version: 1, reason: ' ' })).statusCode,
    ).toBe(400);
    const cancelled = await call(t, w.keeper, 'POST', cancelUrl, {
      version: 1,
      reason: '已从调拨解决',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', reason: '已从调拨解决' });
    expect(
      cancelled.json().data.events.map((e: { action: string; toStatus: string }) => e.action),
    ).toEqual(['create', 'submit', 'cancel']);
    expect(
      (await call(t, w.keeper, 'POST', cancelUrl, { version: 2, reason: '再来' })).statusCode,
    ).toBe(409);

    // Declined by a purchaser (purchase_order_add), not by the keeper; the applicant hears (39).
    const second = await raise(w);
    const declineUrl = `/purchase/replenishment/${second.replenishmentId}/decline`;
    expect(
      (await call(t, w.keeper, 'POST', declineUrl, { version: 1, reason: '不要' })).statusCode,
    ).toBe(403);
    expect((await call(t, w.buyer, 'POST', declineUrl, { version: 1 })).statusCode).toBe(400);
    const declined = await call(t, w.buyer, 'POST', declineUrl, {
      version: 1,
      reason: '库存够用',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', reason: '库存够用' });
    const told = await noticesTo(t, w.keeper.id, NOTICE_TYPES.replenishmentOutcome);
    expect(told.at(-1)!.text).toContain('库存够用');

    // The list and its filters; the export.
    const page = await call(
      t,
      w.keeper,
      'GET',
      `/purchase/replenishment/page?warehouseId=${w.warehouseId}&status=declined`,
    );
    expect(page.json().data.records.map((r: { code: string }) => r.code)).toEqual([second.code]);
    const found = await call(
      t,
      w.keeper,
      'GET',
      `/purchase/replenishment/page?keyword=${draft.code}`,
    );
    expect(found.json().data.total).toBe(1);
    const xlsx = await call(t, w.keeper, 'GET', '/purchase/replenishment/export?status=declined');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await call(t, viewer, 'GET', '/purchase/replenishment/export')).statusCode).toBe(403);
  });

  it('tells only the purchasers whose data scope sees the warehouse of a submitted request (38)', async () => {
    const w = await world();
    const PURCHASER_KEYS = [...ORDER_KEYS, R.view];
    const [place] = await t.db
      .select({ enterpriseId: warehouse.enterpriseId })
      .from(warehouse)
      .where(eq(warehouse.id, w.warehouseId));
    const [dept] = await t.db
      .select({ id: department.id })
      .from(department)
      .where(eq(department.enterpriseId, place!.enterpriseId))
      .limit(1);
    const placeIn = (p: Person, deptId: number | null) =>
      t.db.update(appUser).set({ deptId }).where(eq(appUser.id, p.id));
    // In scope: every warehouse (w.buyer), the warehouse's own keeper, its enterprise.
    const keeping = await personWith(t, PURCHASER_KEYS, 'self');
    const ofEnterprise = await personWith(t, PURCHASER_KEYS, 'enterprise');
    await placeIn(ofEnterprise, dept!.id);
    await t.db.insert(warehouseKeeper).values({ warehouseId: w.warehouseId, userId: keeping.id });
    // Out of scope: another warehouse's keeper, an enterprise scope without a department, a
    // stores scope without the warehouse's store.
    const elsewhere = await personWith(t, PURCHASER_KEYS, 'self');
    await newWarehouse(t, w.admin, { keeperIds: [elsewhere.id] });
    const noDept = await personWith(t, PURCHASER_KEYS, 'enterprise');
    await placeIn(noDept, null);
    const ofStores = await personWith(t, PURCHASER_KEYS, 'stores');

    const made = await raise(w);
    const told = (p: Person) => noticesTo(t, p.id, NOTICE_TYPES.replenishmentSubmitted);
    for (const p of [w.buyer, keeping, ofEnterprise]) {
      expect(await told(p), p.username).toEqual([
        expect.objectContaining({
          linkArea: 'ware-purchase-order',
          linkId: String(made.replenishmentId),
        }),
      ]);
    }
    for (const p of [elsewhere, noDept, ofStores]) expect(await told(p), p.username).toEqual([]);
    // What they were not told of they cannot open either.
    for (const p of [elsewhere, noDept, ofStores]) {
      const res = await call(t, p, 'GET', `/purchase/replenishment/${made.replenishmentId}`);
      expect(res.statusCode, p.username).toBe(404);
    }
  });

  it('suggests the SKUs of each short category with its shortfall', async () => {
    const w = await world();
    // A second SKU stocked as a's category: both are offered.
    const twin = await call(t, w.admin, 'POST', '/purchase/sku', {
      code: `SKU-TWIN-${process.pid % 1000}-${Date.now() % 100000}`,
      name: '同类物料',
      unit: '个',
      categoryId: w.a.categoryId,
    });
    expect(twin.statusCode, twin.body).toBe(200);
    const made = await call(t, w.admin, 'POST', '/ware/threshold', {
      warehouseId: w.warehouseId,
      kind: 'category',
      categoryId: w.a.categoryId,
      minQuantity: 12,
    });
    expect(made.statusCode, made.body).toBe(200);
    const res = await call(
      t,
      w.keeper,
      'GET',
      `/purchase/replenishment/suggestions?warehouseId=${w.warehouseId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        category: expect.objectContaining({ id: w.a.categoryId }),
        current: 0,
        minQuantity: 12,
        shortfall: 12,
      }),
    ]);
    expect(
      res
        .json()
        .data[0].skus.map((s: { skuId: number }) => s.skuId)
        .sort(),
    ).toEqual([w.a.skuId, twin.json().data.skuId].sort());
    const elsewhere = await call(
      t,
      w.keeper,
      'GET',
      `/purchase/replenishment/suggestions?warehouseId=${w.otherWarehouse}`,
    );
    expect(elsewhere.statusCode).toBe(404);

    // A purchaser reads the same shortfalls with each SKU's cheapest supplier, and a work
    // order filled in from them records it.
    const forBuyer = await call(
      t,
      w.buyer,
      'GET',
      `/purchase/replenishment/suggestions?warehouseId=${w.warehouseId}`,
    );
    expect(forBuyer.statusCode, forBuyer.body).toBe(200);
    const skus = forBuyer.json().data[0].skus as Array<{ skuId: number; offer: unknown }>;
    expect(skus.find((k) => k.skuId === w.a.skuId)!.offer).toEqual({
      supplierId: w.s2,
      supplierName: expect.any(String),
      unitPrice: '11.00',
    });
    expect(skus.find((k) => k.skuId === twin.json().data.skuId)!.offer).toBeNull();
    const viewer = await personWith(t, [R.view]);
    expect(
      (
        await call(
          t,
          viewer,
          'GET',
          `/purchase/replenishment/suggestions?warehouseId=${w.warehouseId}`,
        )
      ).statusCode,
    ).toBe(403);
    const body = {
      title: '低库存补货',
      warehouseId: w.warehouseId,
      lines: [{ skuId: w.a.skuId, supplierId: w.s2, quantity: 12 }],
      fromLowStock: true,
    };
    const order = await call(t, w.buyer, 'POST', '/purchase/order', body);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data).toMatchObject({
      fromLowStock: true,
      skuOrder: null,
      total: '132.00',
    });
    // Not together with a warehouse purchase order: 400, nothing written.
    const before = await t.db.select({ id: purchaseOrder.id }).from(purchaseOrder);
    const both = await call(t, w.buyer, 'POST', '/purchase/order', {
      ...body,
      replenishmentId: (await raise(w)).replenishmentId,
    });
    expect(both.statusCode).toBe(400);
    expect(await t.db.select({ id: purchaseOrder.id }).from(purchaseOrder)).toHaveLength(
      before.length,
    );
  });

  it('is ordered through a work order, reopened when it is rejected and closed when it closes', async () => {
    const w = await world();
    const request = await raise(w);
    const id = request.replenishmentId as number;
    const body = {
      warehouseId: w.warehouseId,
      replenishmentId: id,
      lines: [
        { skuId: w.a.skuId, supplierId: w.s2, quantity: 10 },
        { skuId: w.b.skuId, supplierId: w.s1, quantity: 4 },
      ],
    };
    const orders = async () =>
      (
        await t.db
          .select({ id: purchaseOrder.id })
          .from(purchaseOrder)
          .where(eq(purchaseOrder.replenishmentId, id))
      ).length;
    // Into another warehouse: 400; by a keeper without the order key: 403; nothing written.
    const wrong = await call(t, w.buyer, 'POST', '/purchase/order', {
      ...body,
      title: '补货',
      warehouseId: w.otherWarehouse,
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await call(t, w.keeper, 'POST', '/purchase/order', { ...body, title: '补货' })).statusCode,
    ).toBe(403);
    expect(await orders()).toBe(0);
    expect((await detailOf(w.buyer, id)).canOrder).toBe(true);

    const first = await newOrder(t, w.buyer, body);
    expect(first.replenishment).toEqual({ id, code: request.code });
    let seen = await detailOf(w.keeper, id);
    expect(seen).toMatchObject({ status: 'ordered', canCancel: false });
    expect(seen.lines.map((l: { ordered: number }) => l.ordered)).toEqual([10, 4]);
    expect(seen.orders.map((o: { orderId: number }) => o.orderId)).toEqual([first.orderId]);
    expect(
      (await noticesTo(t, w.keeper.id, NOTICE_TYPES.replenishmentOutcome)).at(-1)!.text,
    ).toContain(first.code);
    // Ordered once: a second work order from it is a 409, nothing written.
    const again = await call(t, w.buyer, 'POST', '/purchase/order', { ...body, title: '再来' });
    expect(again.statusCode).toBe(409);
    expect(await orders()).toBe(1);

    // Rejected in approval: the request is submitted again, and can be ordered again.
    await decide(t, w.admin, first.requestId, 'reject');
    seen = await detailOf(w.keeper, id);
    expect(seen.status).toBe('submitted');
    expect(seen.lines.map((l: { ordered: number }) => l.ordered)).toEqual([0, 0]);
    expect(seen.events.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'submit',
      'order',
      'reopen',
    ]);

    const second = await newOrder(t, w.buyer, body);
    await decide(t, w.admin, second.requestId, 'approve');
    const approved = (await call(t, w.buyer, 'GET', `/purchase/order/${second.orderId}`)).json()
      .data;
    expect(approved.suborders).toHaveLength(2);
    for (const sub of approved.suborders as { suborderId: number; version: number }[]) {
      expect(sub).toMatchObject({ replenishment: { id, code: request.code } });
      const confirmed = await call(
        t,
        w.buyer,
        'POST',
        `/purchase/suborder/${sub.suborderId}/confirm`,
        {
          version: sub.version,
        },
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const detail = confirmed.json().data;
      const received = await call(
        t,
        w.buyer,
        'POST',
        `/purchase/suborder/${sub.suborderId}/receive`,
        {
          version: detail.version,
          lines: detail.lines.map((l: { lineId: number; quantity: number }) => ({
            lineId: l.lineId,
            quantity: l.quantity,
          })),
        },
      );
      expect(received.statusCode, received.body).toBe(200);
      const mid = await detailOf(w.keeper, id);
      // Still ordered until the last sub-order closes.
      if (mid.status !== 'closed') expect(mid.status).toBe('ordered');
    }
    seen = await detailOf(w.keeper, id);
    expect(seen.status).toBe('closed');
    expect(seen.lines.map((l: { received: number }) => l.received)).toEqual([10, 4]);
    expect(seen.orders.map((o: { status: string }) => o.status)).toEqual(['rejected', 'closed']);
    const [row] = await t.db.select().from(replenishment).where(eq(replenishment.id, id));
    expect(row!.status).toBe('closed');
  });
});
