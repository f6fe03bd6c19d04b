import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { approvalRequest } from '../../db/schema/approval';
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
import { purchaseOrderAmendment } from './tables';

const O = PERMISSIONS.purchase.order;

interface Line {
  lineId: number;
  skuId: number;
  supplierId: number;
  quantity: number;
  unitPrice: string;
  amount: string;
  received: number;
  suborderId: number | null;
}

describe.each(areaEngines())('purchase order amendments on %s', (engine) => {
  const t = useTestApp(engine);

  /** Three suppliers, two SKUs, prices; a purchaser; the admin approves orders and amendments. */
  async function world() {
    const admin = await adminOf(t);
    const buyer = await personWith(t, ORDER_KEYS);
    await orderTemplate(t, admin, admin.id);
    await orderTemplate(t, admin, admin.id, 'purchaseAmendment');
    const warehouseId = await newWarehouse(t, admin);
    const s1 = await newSupplier(t, admin);
    const s2 = await newSupplier(t, admin);
    const s3 = await newSupplier(t, admin);
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    await priceOf(t, admin, s1, a.skuId, '12.50');
    await priceOf(t, admin, s1, b.skuId, '3.20');
    await priceOf(t, admin, s2, a.skuId, '11.00');
    await priceOf(t, admin, s3, b.skuId, '3.00');
    const order = await newOrder(t, buyer, {
      warehouseId,
      lines: [
        { skuId: a.skuId, supplierId: s1, quantity: 5 },
        { skuId: b.skuId, supplierId: s1, quantity: 4 },
        { skuId: a.skuId, supplierId: s2, quantity: 2, unitPrice: '10.80' },
      ],
    });
    await decide(t, admin, order.requestId, 'approve');
    return { admin, buyer, warehouseId, s1, s2, s3, a, b, orderId: order.orderId as number };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const orderOf = async (by: Person, id: number) =>
    (await call(t, by, 'GET', `/purchase/order/${id}`)).json().data;
  const lineOf = (order: { lines: Line[] }, skuId: number, supplierId: number) =>
    order.lines.find((l) => l.skuId === skuId && l.supplierId === supplierId)!;
  const amend = (by: Person, id: number, body: object) =>
    call(t, by, 'POST', `/purchase/order/${id}/amendment`, body);
  const amendmentCount = async (orderId: number) =>
    (
      await t.db
        .select({ id: purchaseOrderAmendment.id })
        .from(purchaseOrderAmendment)
        .where(eq(purchaseOrderAmendment.orderId, orderId))
    ).length;

  /** Confirms the order's sub-order of `supplierId` and receives `quantity` of its SKU line. */
  async function receive(w: World, supplierId: number, skuId: number, quantity: number) {
    const order = await orderOf(w.buyer, w.orderId);
    const sub = order.suborders.find(
      (s: { supplier: { id: number } }) => s.supplier.id === supplierId,
    );
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
    const res = await call(t, w.buyer, 'POST', `/purchase/suborder/${sub.suborderId}/receive`, {
      version: confirmed.json().data.version,
      lines: [{ lineId: lineOf(order, skuId, supplierId).lineId, quantity }],
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  it('approves only the difference and then applies it: quantities, prices and a new supplier’s sub-order', async () => {
    const w = await world();
    const before = await orderOf(w.buyer, w.orderId);
    expect(before).toMatchObject({ status: 'approved', total: '96.90', canAmend: true });
    const res = await amend(w.buyer, w.orderId, {
      version: before.version,
      reason: '门店加开一个收银台',
      lines: [
        // 4 → 6 at 3.20: +6.40; 10.80 → 10.00 on 2: −1.60; an unchanged line is left out.
        { lineId: lineOf(before, w.b.skuId, w.s1).lineId, quantity: 6 },
        { lineId: lineOf(before, w.a.skuId, w.s2).lineId, quantity: 2, unitPrice: '10.00' },
        { lineId: lineOf(before, w.a.skuId, w.s1).lineId, quantity: 5 },
      ],
      // A new supplier's line at its current price: 10 × 3.00 = +30.00.
      newLines: [{ skuId: w.b.skuId, supplierId: w.s3, quantity: 10 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json().data;
    // The order itself is unchanged while the amendment is in approval.
    expect(pending).toMatchObject({ total: '96.90', version: before.version, canAmend: false });
    expect(pending.lines).toEqual(before.lines);
    const [amendment] = pending.amendments;
    expect(amendment).toMatchObject({
      status: 'pending',
      reason: '门店加开一个收银台',
      totalBefore: '96.90',
      totalAfter: '131.70',
      difference: '34.80',
      totalAfterUpper: '壹佰叁拾壹元柒角整',
    });
    expect(amendment.code).toMatch(/^BG\d{8}\d{6}$/);
    expect(
      amendment.lines.map(
        (l: { quantityBefore: number; quantityAfter: number; amountDelta: string }) => [
          l.quantityBefore,
          l.quantityAfter,
          l.amountDelta,
        ],
      ),
    ).toEqual([
      [4, 6, '6.40'],
      [2, 2, '-1.60'],
      [0, 10, '30.00'],
    ]);
    // The approval compares the difference, not the order's total, and the approver is told (33).
    const [request] = await t.db
      .select()
      .from(approvalRequest)
      .where(eq(approvalRequest.id, amendment.requestId));
    expect(request).toMatchObject({ docType: 'purchaseAmendment', status: 'pending' });
    expect(request!.facts.amount).toBe('34.80');
    const asked = await noticesTo(t, w.admin.id, NOTICE_TYPES.purchaseOrderApproval);
    expect(asked.at(-1)).toMatchObject({ linkId: String(amendment.requestId) });

    await decide(t, w.admin, amendment.requestId, 'approve');
    const after = await orderOf(w.buyer, w.orderId);
    expect(after).toMatchObject({
      status: 'approved',
      total: '131.70',
      totalUpper: '壹佰叁拾壹元柒角整',
      version: before.version + 1,
      canAmend: true,
    });
    expect(after.amendments[0].status).toBe('approved');
    expect(lineOf(after, w.b.skuId, w.s1)).toMatchObject({ quantity: 6, amount: '19.20' });
    expect(lineOf(after, w.a.skuId, w.s2)).toMatchObject({ unitPrice: '10.00', amount: '20.00' });
    expect(lineOf(after, w.a.skuId, w.s1)).toEqual(lineOf(before, w.a.skuId, w.s1));
    const added = lineOf(after, w.b.skuId, w.s3);
    expect(added).toMatchObject({ quantity: 10, unitPrice: '3.00', amount: '30.00' });
    const subs = after.suborders.map((s: { code: string; status: string; total: string }) => ({
      code: s.code,
      status: s.status,
      total: s.total,
    }));
    expect(subs).toEqual([
      { code: `${after.code}-1`, status: 'sent', total: '81.70' },
      { code: `${after.code}-2`, status: 'sent', total: '20.00' },
      { code: `${after.code}-3`, status: 'sent', total: '30.00' },
    ]);
    expect(added.suborderId).toBe(after.suborders[2].suborderId);
    const actions = after.events.map((e: { action: string }) => e.action);
    expect(actions.slice(-6)).toEqual(['amendRaise', 'send', 'amend', 'amend', 'amend', 'amend']);
    const raised = after.events.find((e: { action: string }) => e.action === 'amendRaise');
    expect(raised.note).toBe(`${amendment.code} +¥34.80: 门店加开一个收银台`);
    // The applicant hears the outcome (34).
    expect(await noticesTo(t, w.buyer.id, NOTICE_TYPES.purchaseOrderApplication)).toHaveLength(2);
  });

  it('refuses a quantity below what was received, a received line’s price, a cancelled line, and bad input, writing nothing', async () => {
    const w = await world();
    await receive(w, w.s1, w.a.skuId, 3);
    let order = await orderOf(w.buyer, w.orderId);
    const cancelled = await call(
      t,
      w.buyer,
      'POST',
      `/purchase/suborder/${lineOf(order, w.b.skuId, w.s1).suborderId}/lines/${lineOf(order, w.b.skuId, w.s1).lineId}/cancel`,
      {
        version: order.suborders[0].version,
        reason: '不要了',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    order = await orderOf(w.buyer, w.orderId);
    const a1 = lineOf(order, w.a.skuId, w.s1).lineId;
    const b1 = lineOf(order, w.b.skuId, w.s1).lineId;
    const a2 = lineOf(order, w.a.skuId, w.s2).lineId;
    const body = (more: object) => ({ version: order.version, reason: '调整', ...more });

    const below = await amend(w.buyer, w.orderId, body({ lines: [{ lineId: a1, quantity: 2 }] }));
    expect(below.statusCode).toBe(409);
    expect(below.json().msg).toContain('3');
    const priced = await amend(
      w.buyer,
      w.orderId,
      body({ lines: [{ lineId: a1, quantity: 5, unitPrice: '12.00' }] }),
    );
    expect(priced.statusCode).toBe(409);
    const gone = await amend(w.buyer, w.orderId, body({ lines: [{ lineId: b1, quantity: 9 }] }));
    expect(gone.statusCode).toBe(409);
    for (const [payload, status] of [
      [body({ lines: [{ lineId: a2, quantity: 2 }] }), 400], // changes nothing
      [body({ lines: [] }), 400],
      [body({ lines: [{ lineId: 999999, quantity: 2 }] }), 400],
      [body({ reason: ' ', lines: [{ lineId: a2, quantity: 3 }] }), 400],
      [body({ newLines: [{ skuId: w.a.skuId, supplierId: w.s2, quantity: 1 }] }), 400],
      [body({ lines: [{ lineId: a2, quantity: 0 }] }), 400],
      [{ ...body({ lines: [{ lineId: a2, quantity: 3 }] }), version: 0 }, 409],
    ] as const) {
      const res = await amend(w.buyer, w.orderId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect(await amendmentCount(w.orderId)).toBe(0);
    expect(await orderOf(w.buyer, w.orderId)).toMatchObject({
      total: order.total,
      version: order.version,
    });
  });

  it('holds one open amendment per order; a rejected one changes nothing; a decrease’s amount is negative', async () => {
    const w = await world();
    const order = await orderOf(w.buyer, w.orderId);
    const a2 = lineOf(order, w.a.skuId, w.s2).lineId;
    const first = await amend(w.buyer, w.orderId, {
      version: order.version,
      reason: '少要一个',
      lines: [{ lineId: a2, quantity: 1 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const amendment = first.json().data.amendments[0];
    expect(amendment.difference).toBe('-10.80');
    const [request] = await t.db
      .select()
      .from(approvalRequest)
      .where(eq(approvalRequest.id, amendment.requestId));
    expect(request!.facts.amount).toBe('-10.80');
    // Its title, in the approval centre, writes the decrease as money: -¥10.80.
    expect(request!.title).toMatch(/ -¥10\.80$/);

    const second = await amend(w.buyer, w.orderId, {
      version: order.version,
      reason: '再改',
      lines: [{ lineId: a2, quantity: 3 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toContain(amendment.code);

    await decide(t, w.admin, amendment.requestId, 'reject');
    const after = await orderOf(w.buyer, w.orderId);
    expect(after).toMatchObject({ total: '96.90', version: order.version, canAmend: true });
    expect(after.lines).toEqual(order.lines);
    expect(after.suborders).toEqual(order.suborders);
    expect(after.amendments[0].status).toBe('rejected');
    expect(after.events.at(-1)).toMatchObject({
      action: 'amendRejected',
      note: `${amendment.code} -¥10.80`,
    });
    // Rejected, it no longer holds the order.
    const again = await amend(w.buyer, w.orderId, {
      version: order.version,
      reason: '再改',
      lines: [{ lineId: a2, quantity: 3 }],
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses the approval with a 409 when the lines moved since, changing nothing', async () => {
    const w = await world();
    const order = await orderOf(w.buyer, w.orderId);
    const res = await amend(w.buyer, w.orderId, {
      version: order.version,
      reason: '少要两个',
      lines: [{ lineId: lineOf(order, w.a.skuId, w.s1).lineId, quantity: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId } = res.json().data.amendments[0];
    // Meanwhile all 5 arrived: 3 is below what was received.
    await receive(w, w.s1, w.a.skuId, 5);
    const held = await orderOf(w.buyer, w.orderId);
    const detail = await call(t, w.admin, 'GET', `/approval/${requestId}`);
    const refused = await call(t, w.admin, 'POST', `/approval/${requestId}/approve`, {
      version: detail.json().data.version,
      comment: '',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('5');
    const after = await orderOf(w.buyer, w.orderId);
    expect(after).toMatchObject({ total: held.total, version: held.version });
    expect(after.lines).toEqual(held.lines);
    expect(after.amendments[0].status).toBe('pending');
  });

  it('answers 403 without the add key and 404 outside the caller’s warehouses', async () => {
    const w = await world();
    const order = await orderOf(w.buyer, w.orderId);
    const body = {
      version: order.version,
      reason: '调整',
      lines: [{ lineId: order.lines[0].lineId, quantity: 9 }],
    };
    const viewer = await personWith(t, [O.view]);
    expect((await amend(viewer, w.orderId, body)).statusCode).toBe(403);
    expect((await orderOf(viewer, w.orderId)).canAmend).toBe(false);
    const keeper = await personWith(t, ORDER_KEYS, 'self');
    await newWarehouse(t, w.admin, { keeperIds: [keeper.id] });
    expect((await amend(keeper, w.orderId, body)).statusCode).toBe(404);
    expect(await amendmentCount(w.orderId)).toBe(0);
  });
});
