import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import {
  adminOf,
  call,
  ledgerSum,
  newWarehouse,
  noticesTo,
  personWith,
  quantityOf,
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
import { purchaseOrder, purchaseSuborder } from './tables';

const O = PERMISSIONS.purchase.order;

interface Line {
  lineId: number;
  skuId: number;
  quantity: number;
  received: number;
  cancelled: number;
}

describe.each(areaEngines())('purchase work orders on %s', (engine) => {
  const t = useTestApp(engine);

  /** Two suppliers, two SKUs, prices; a purchaser and the admin deciding the order template. */
  async function world() {
    const admin = await adminOf(t);
    const buyer = await personWith(t, ORDER_KEYS);
    await orderTemplate(t, admin, admin.id);
    const warehouseId = await newWarehouse(t, admin);
    const s1 = await newSupplier(t, admin);
    const s2 = await newSupplier(t, admin);
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    await priceOf(t, admin, s1, a.skuId, '12.50');
    await priceOf(t, admin, s1, b.skuId, '3.20');
    await priceOf(t, admin, s2, a.skuId, '11.00');
    return { admin, buyer, warehouseId, s1, s2, a, b };
  }

  async function approvedOrder(w: Awaited<ReturnType<typeof world>>) {
    const order = await newOrder(t, w.buyer, {
      warehouseId: w.warehouseId,
      lines: [
        { skuId: w.a.skuId, supplierId: w.s1, quantity: 5 },
        { skuId: w.b.skuId, supplierId: w.s1, quantity: 4 },
        { skuId: w.a.skuId, supplierId: w.s2, quantity: 2, unitPrice: '10.80' },
      ],
    });
    await decide(t, w.admin, order.requestId, 'approve');
    return (await call(t, w.buyer, 'GET', `/purchase/order/${order.orderId}`)).json().data;
  }

  const suborderOf = async (by: Person, id: number) =>
    (await call(t, by, 'GET', `/purchase/suborder/${id}`)).json().data;

  it('prices lines from the suppliers, sends the order for approval and splits it by supplier on approval', async () => {
    const w = await world();
    const order = await newOrder(t, w.buyer, {
      warehouseId: w.warehouseId,
      lines: [
        { skuId: w.a.skuId, supplierId: w.s1, quantity: 5 },
        { skuId: w.b.skuId, supplierId: w.s1, quantity: 4 },
        { skuId: w.a.skuId, supplierId: w.s2, quantity: 2, unitPrice: '10.80' },
      ],
    });
    // 5 × 12.50 + 4 × 3.20 + 2 × 10.80 = 62.50 + 12.80 + 21.60
    expect(order).toMatchObject({
      status: 'pending',
      total: '96.90',
      totalUpper: '玖拾陆元玖角整',
      suborders: [],
    });
    expect(order.lines.map((l: { unitPrice: string }) => l.unitPrice)).toEqual([
      '12.50',
      '3.20',
      '10.80',
    ]);
    // The approver hears of it (33) with a link to the request.
    const asked = await noticesTo(t, w.admin.id, NOTICE_TYPES.purchaseOrderApproval);
    expect(asked.at(-1)).toMatchObject({ linkId: String(order.requestId) });

    await decide(t, w.admin, order.requestId, 'approve');
    const done = (await call(t, w.buyer, 'GET', `/purchase/order/${order.orderId}`)).json().data;
    expect(done.status).toBe('approved');
    expect(
      done.suborders.map((s: { code: string; status: string; total: string; ordered: number }) => ({
        code: s.code,
        status: s.status,
        total: s.total,
        ordered: s.ordered,
      })),
    ).toEqual([
      { code: `${order.code}-1`, status: 'sent', total: '75.30', ordered: 9 },
      { code: `${order.code}-2`, status: 'sent', total: '21.60', ordered: 2 },
    ]);
    expect(done.events.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'submit',
      'send',
      'send',
      'approve',
    ]);
    // The applicant hears the outcome (34).
    expect(await noticesTo(t, w.buyer.id, NOTICE_TYPES.purchaseOrderApplication)).toHaveLength(1);
    const page = await call(
      t,
      w.buyer,
      'GET',
      `/purchase/order/page?supplierId=${w.s2}&status=approved&keyword=${order.code}`,
    );
    expect(page.json().data.records.map((o: { orderId: number }) => o.orderId)).toEqual([
      order.orderId,
    ]);
  });

  it('adds partial receipts up to the line, raises the stock by exactly that, refuses more with the figures', async () => {
    const w = await world();
    const order = await approvedOrder(w);
    const first = order.suborders[0];
    const receive = (sub: { suborderId: number }, version: number, lines: object[]) =>
      call(t, w.buyer, 'POST', `/purchase/suborder/${sub.suborderId}/receive`, { version, lines });
    // Not confirmed yet: refused.
    const early = await receive(first, first.version, []);
    expect(early.statusCode).toBe(400);
    const lineA: Line = (await suborderOf(w.buyer, first.suborderId)).lines[0];
    const unconfirmed = await receive(first, first.version, [
      { lineId: lineA.lineId, quantity: 1 },
    ]);
    expect(unconfirmed.statusCode).toBe(409);
    const confirmed = await call(
      t,
      w.buyer,
      'POST',
      `/purchase/suborder/${first.suborderId}/confirm`,
      {
        version: first.version,
      },
    );
    expect(confirmed.json().data.status).toBe('confirmed');

    const before = await quantityOf(t, w.warehouseId, w.a.categoryId);
    const r1 = await receive(first, confirmed.json().data.version, [
      { lineId: lineA.lineId, quantity: 3 },
    ]);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().data.status).toBe('partlyReceived');
    const r2 = await receive(first, r1.json().data.version, [
      { lineId: lineA.lineId, quantity: 2 },
    ]);
    expect(r2.statusCode, r2.body).toBe(200);
    const after: Line = r2.json().data.lines[0];
    expect(after).toMatchObject({ quantity: 5, received: 5, cancelled: 0 });
    expect(await quantityOf(t, w.warehouseId, w.a.categoryId)).toBe(before + 5);
    expect(await ledgerSum(t, w.warehouseId, w.a.categoryId)).toBe(before + 5);

    // One more: 409 with the figures, nothing changes.
    const over = await receive(first, r2.json().data.version, [
      { lineId: lineA.lineId, quantity: 1 },
    ]);
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toContain('ordered 5 − received 5 − cancelled 0');
    expect(await quantityOf(t, w.warehouseId, w.a.categoryId)).toBe(before + 5);
    const still = await suborderOf(w.buyer, first.suborderId);
    expect(still).toMatchObject({ version: r2.json().data.version, received: 5 });
    // A stale version is refused too.
    const stale = await receive(first, 0, [{ lineId: still.lines[1].lineId, quantity: 1 }]);
    expect(stale.statusCode).toBe(409);
  });

  it('closes a sub-order when a cancelled line leaves only received ones, and the order with its last', async () => {
    const w = await world();
    const order = await approvedOrder(w);
    const [s1, s2] = order.suborders;
    let sub = (
      await call(t, w.buyer, 'POST', `/purchase/suborder/${s1.suborderId}/confirm`, {
        version: s1.version,
      })
    ).json().data;
    const [lineA, lineB] = sub.lines as Line[];
    sub = (
      await call(t, w.buyer, 'POST', `/purchase/suborder/${s1.suborderId}/receive`, {
        version: sub.version,
        lines: [
          { lineId: lineA!.lineId, quantity: 5 },
          { lineId: lineB!.lineId, quantity: 1 },
        ],
      })
    ).json().data;
    expect(sub.status).toBe('partlyReceived');
    const cancelUrl = `/purchase/suborder/${s1.suborderId}/lines/${lineB!.lineId}/cancel`;
    // A reason is required.
    const bare = await call(t, w.buyer, 'POST', cancelUrl, { version: sub.version, reason: ' ' });
    expect(bare.statusCode).toBe(400);
    const cancelled = await call(t, w.buyer, 'POST', cancelUrl, {
      version: sub.version,
      reason: '供应商缺货',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'closed',
      ordered: 9,
      received: 6,
      cancelled: 3,
    });
    expect(cancelled.json().data.lines[1]).toMatchObject({
      cancelled: 3,
      cancelReason: '供应商缺货',
    });
    expect(
      cancelled.json().data.events.map((e: { action: string; toStatus: string }) => e.action),
    ).toEqual(['send', 'confirm', 'receive', 'cancelLine']);
    // The order closes with its last open sub-order (the second one's only line cancelled).
    const s2Line = (await suborderOf(w.buyer, s2.suborderId)).lines[0] as Line;
    const last = await call(
      t,
      w.buyer,
      'POST',
      `/purchase/suborder/${s2.suborderId}/lines/${s2Line.lineId}/cancel`,
      {
        version: s2.version,
        reason: '改由门店自采',
      },
    );
    expect(last.json().data.status).toBe('closed');
    const closed = (await call(t, w.buyer, 'GET', `/purchase/order/${order.orderId}`)).json().data;
    expect(closed.status).toBe('closed');
    // A closed sub-order takes nothing more.
    const again = await call(t, w.buyer, 'POST', cancelUrl, { version: 99, reason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('a rejected order makes no sub-orders; a draft is submitted by its applicant only', async () => {
    const w = await world();
    const draft = await newOrder(t, w.buyer, {
      warehouseId: w.warehouseId,
      submit: false,
      lines: [{ skuId: w.b.skuId, supplierId: w.s1, quantity: 10 }],
    });
    expect(draft).toMatchObject({ status: 'draft', requestId: null, canSubmit: true });
    const other = await personWith(t, ORDER_KEYS);
    const notMine = await call(t, other, 'POST', `/purchase/order/${draft.orderId}/submit`, {
      version: draft.version,
    });
    expect(notMine.statusCode).toBe(403);
    const submitted = await call(t, w.buyer, 'POST', `/purchase/order/${draft.orderId}/submit`, {
      version: draft.version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const pending = submitted.json().data;
    expect(pending.status).toBe('pending');
    await decide(t, w.admin, pending.requestId, 'reject');
    const rejected = (await call(t, w.buyer, 'GET', `/purchase/order/${draft.orderId}`)).json()
      .data;
    expect(rejected).toMatchObject({ status: 'rejected', suborders: [] });
    expect(
      await t.db
        .select({ id: purchaseSuborder.id })
        .from(purchaseSuborder)
        .where(eq(purchaseSuborder.orderId, draft.orderId)),
    ).toEqual([]);
    expect(await noticesTo(t, w.buyer.id, NOTICE_TYPES.purchaseOrderApplication)).toHaveLength(1);
    const twice = await call(t, w.buyer, 'POST', `/purchase/order/${draft.orderId}/submit`, {
      version: rejected.version,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers 403 without each key, 404 outside the caller’s warehouses, 400 on bad input with nothing written', async () => {
    const w = await world();
    const order = await approvedOrder(w);
    const sub = order.suborders[0];
    const line = (await suborderOf(w.buyer, sub.suborderId)).lines[0] as Line;
    const viewer = await personWith(t, [O.view]);
    const nobody = await personWith(t, [PERMISSIONS.purchase.sku.view]);
    const body = {
      title: 'x',
      warehouseId: w.warehouseId,
      lines: [{ skuId: w.a.skuId, supplierId: w.s1, quantity: 1 }],
    };
    for (const [by, method, path, payload] of [
      [nobody, 'GET', '/purchase/order/page', undefined],
      [nobody, 'GET', `/purchase/order/${order.orderId}`, undefined],
      [nobody, 'GET', '/purchase/suborder/page', undefined],
      [nobody, 'GET', `/purchase/suborder/${sub.suborderId}`, undefined],
      [viewer, 'GET', '/purchase/order/export', undefined],
      [viewer, 'POST', '/purchase/order', body],
      [viewer, 'POST', `/purchase/order/${order.orderId}/submit`, { version: 0 }],
      [viewer, 'POST', `/purchase/suborder/${sub.suborderId}/confirm`, { version: 0 }],
      [
        viewer,
        'POST',
        `/purchase/suborder/${sub.suborderId}/receive`,
        { version: 0, lines: [{ lineId: line.lineId, quantity: 1 }] },
      ],
      [
        viewer,
        'POST',
        `/purchase/suborder/${sub.suborderId}/lines/${line.lineId}/cancel`,
        { version: 0, reason: 'x' },
      ],
    ] as const) {
      const res = await call(t, by, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(
      (await call(t, viewer, 'GET', `/purchase/suborder/${sub.suborderId}`)).json().data,
    ).toMatchObject({ canConfirm: false, canReceive: false, canCancelLine: false });

    // Another warehouse's keeper, scoped to their own: the order is not there for them.
    const keeper = await personWith(t, ORDER_KEYS, 'self');
    const theirs = await newWarehouse(t, w.admin, { keeperIds: [keeper.id] });
    expect((await call(t, keeper, 'GET', `/purchase/order/${order.orderId}`)).statusCode).toBe(404);
    expect((await call(t, keeper, 'GET', `/purchase/suborder/${sub.suborderId}`)).statusCode).toBe(
      404,
    );
    const confirm = await call(t, keeper, 'POST', `/purchase/suborder/${sub.suborderId}/confirm`, {
      version: sub.version,
    });
    expect(confirm.statusCode).toBe(404);
    expect((await call(t, keeper, 'GET', '/purchase/order/page')).json().data.records).toEqual([]);
    // Nor may they order into a warehouse they do not see.
    const blind = await call(t, keeper, 'POST', '/purchase/order', body);
    expect(blind.statusCode).toBe(404);
    // Their picker offers only their own warehouse.
    const picker = await call(t, keeper, 'GET', '/purchase/order/warehouses');
    expect(picker.json().data.map((x: { warehouseId: number }) => x.warehouseId)).toEqual([theirs]);
    expect((await call(t, nobody, 'GET', '/purchase/order/warehouses')).statusCode).toBe(403);
    const own = await call(t, keeper, 'POST', '/purchase/order', { ...body, warehouseId: theirs });
    expect(own.statusCode, own.body).toBe(200);

    // Bad input: a 400, no order written.
    const count = async () =>
      (await t.db.select({ id: purchaseOrder.id }).from(purchaseOrder)).length;
    const before = await count();
    const unpriced = await newSku(t, w.admin);
    for (const bad of [
      { ...body, lines: [] },
      { ...body, title: '' },
      { ...body, lines: [{ skuId: w.a.skuId, supplierId: w.s1, quantity: 0 }] },
      { ...body, lines: [{ skuId: w.a.skuId, supplierId: w.s1, quantity: 1, unitPrice: '-1' }] },
      { ...body, lines: [body.lines[0], body.lines[0]] },
      { ...body, lines: [{ skuId: 999999, supplierId: w.s1, quantity: 1 }] },
      { ...body, lines: [{ skuId: unpriced.skuId, supplierId: w.s1, quantity: 1 }] },
      { ...body, expectedDate: '2026-02-30' },
    ]) {
      const res = await call(t, w.buyer, 'POST', '/purchase/order', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count()).toBe(before);
    const unknownLine = await call(
      t,
      w.buyer,
      'POST',
      `/purchase/suborder/${sub.suborderId}/receive`,
      {
        version: sub.version,
        lines: [{ lineId: 999999, quantity: 1 }],
      },
    );
    expect(unknownLine.statusCode).toBe(400);
    const exported = await call(t, w.buyer, 'GET', '/purchase/order/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
