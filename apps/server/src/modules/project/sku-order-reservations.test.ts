import { PERMISSIONS } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { stockMovement, stockReservation } from '../warehouse/tables';
import { call, newWarehouse, quantityOf, stockIn } from '../warehouse/test-fixtures';
import { newSupplier, orderTemplate, priceOf } from '../purchase/order-fixtures';
import { post, stockedProject } from './material-fixtures';
import { driftedRows, expectShort, orderOf, reserve, stockOf } from './reservation-fixtures';
import { person } from './test-fixtures';

/*
 * Reservations (docs/warehouses.md "Reservations"): a SKU order reserves its quantities at a
 * warehouse, the issue consumes them, a cancel or release lets them go; no other posting takes
 * reserved units.
 */

describe.each(areaEngines())('SKU order reservations on %s', (engine) => {
  const t = useTestApp(engine);

  it('holds reserved stock from other postings until the issue consumes it', async () => {
    const s = await stockedProject(t);
    const order = await orderOf(t, s, 4, 2);
    const res = await reserve(t, s, order, s.warehouseId);
    expect(res.statusCode, res.body).toBe(200);
    const reserved = res.json().data;
    expect(reserved).toMatchObject({ status: 'open', canIssue: true, canRelease: true });
    expect(reserved.reservations).toEqual([
      expect.objectContaining({
        warehouseId: s.warehouseId,
        categoryId: s.a.categoryId,
        quantity: 4,
      }),
      expect.objectContaining({
        warehouseId: s.warehouseId,
        categoryId: s.b.categoryId,
        quantity: 2,
      }),
    ]);
    expect(reserved.events.map((e: { action: string }) => e.action)).toEqual(['create', 'reserve']);
    expect(await stockOf(t, s.warehouseId, s.a.categoryId)).toEqual({
      quantity: 10,
      reserved: 4,
      available: 6,
    });

    // The stock page shows it, and which document holds it.
    const page = await call(t, s.admin, 'GET', `/ware/stock/page?warehouseId=${s.warehouseId}`);
    const row = page
      .json()
      .data.records.find((r: { categoryId: number }) => r.categoryId === s.a.categoryId);
    expect(row).toMatchObject({ quantity: 10, reserved: 4, available: 6 });
    const holders = await call(
      t,
      s.admin,
      'GET',
      `/ware/stock/reservations?warehouseId=${s.warehouseId}&categoryId=${s.a.categoryId}`,
    );
    expect(holders.statusCode, holders.body).toBe(200);
    expect(holders.json().data).toEqual([
      expect.objectContaining({
        source: 'skuOrder',
        sourceId: order.id,
        sourceCode: order.code,
        title: '预留',
        projectName: expect.any(String),
        quantity: 4,
        reservedBy: { userId: s.admin.id, nickname: expect.any(String) },
      }),
    ]);

    // A hand issue may take the 6 available, not the reserved 4: a 409 with the figures.
    const out = (quantity: number) =>
      call(t, s.admin, 'POST', '/ware/stock/out', {
        warehouseId: s.warehouseId,
        kind: 'out',
        reason: '领用',
        lines: [{ categoryId: s.a.categoryId, quantity }],
      });
    const refused = await out(7);
    expectShort(refused, { have: 6, asked: 7 });
    expect(await stockOf(t, s.warehouseId, s.a.categoryId)).toEqual({
      quantity: 10,
      reserved: 4,
      available: 6,
    });
    expect((await out(6)).statusCode).toBe(200);
    // Another order cannot reserve what is held either.
    const other = await orderOf(t, s, 1);
    const short = await reserve(t, s, other, s.warehouseId);
    expectShort(short, {
      categoryId: s.a.categoryId,
      have: 0,
      asked: 1,
    });
    expect(
      (await call(t, s.admin, 'GET', `/item/sku-order/detail?id=${other.id}`)).json().data,
    ).toMatchObject({ version: other.version, reservations: [], canRelease: false });

    // The issue takes its own reserved units: stock and reserved fall together.
    const issued = await post(t, s.admin, '/item/sku-order/issue', {
      id: order.id,
      version: reserved.version,
      warehouseId: s.warehouseId,
    });
    expect(issued.data).toMatchObject({ status: 'issued', reservations: [] });
    expect(await stockOf(t, s.warehouseId, s.a.categoryId)).toEqual({
      quantity: 0,
      reserved: 0,
      available: 0,
    });
    expect(await stockOf(t, s.warehouseId, s.b.categoryId)).toEqual({
      quantity: 3,
      reserved: 0,
      available: 3,
    });
    const closed = await t.db
      .select({ outcome: stockReservation.outcome, closedBy: stockReservation.closedBy })
      .from(stockReservation)
      .where(eq(stockReservation.sourceId, order.id));
    expect(closed).toEqual([
      { outcome: 'issued', closedBy: s.admin.id },
      { outcome: 'issued', closedBy: s.admin.id },
    ]);
    expect(await driftedRows(t)).toEqual([]);
  });

  it('refuses a reservation larger than what is available with the figures, changing nothing', async () => {
    const s = await stockedProject(t);
    const order = await orderOf(t, s, 3, 6);
    const res = await reserve(t, s, order, s.warehouseId);
    expectShort(res, { categoryId: s.b.categoryId, have: 5, asked: 6 });
    expect(res.json().msg).toContain('5');
    expect((await stockOf(t, s.warehouseId, s.a.categoryId)).reserved).toBe(0);
    expect((await stockOf(t, s.warehouseId, s.b.categoryId)).reserved).toBe(0);
    const rows = await t.db
      .select({ id: stockReservation.id })
      .from(stockReservation)
      .where(eq(stockReservation.sourceId, order.id));
    expect(rows).toEqual([]);
    const detail = (await call(t, s.admin, 'GET', `/item/sku-order/detail?id=${order.id}`)).json()
      .data;
    expect(detail).toMatchObject({ version: order.version, reservations: [] });
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual(['create']);
  });

  it('moves a reservation, lets it go on release and on cancel, and serves from another warehouse', async () => {
    const s = await stockedProject(t);
    const second = await newWarehouse(t, s.admin);
    await stockIn(t, s.admin, s.admin, {
      warehouseId: second,
      source: 'other',
      lines: [{ categoryId: s.a.categoryId, quantity: 8, unitPrice: '3.00' }],
    });
    const order = await orderOf(t, s, 5);
    let seen = (await reserve(t, s, order, s.warehouseId)).json().data;
    // Reserved again at the second warehouse: the first lets go in the same step.
    const moved = await reserve(t, s, seen, second);
    expect(moved.statusCode, moved.body).toBe(200);
    seen = moved.json().data;
    expect(seen.reservations).toEqual([
      expect.objectContaining({ warehouseId: second, quantity: 5 }),
    ]);
    expect((await stockOf(t, s.warehouseId, s.a.categoryId)).reserved).toBe(0);
    expect((await stockOf(t, second, s.a.categoryId)).reserved).toBe(5);

    // Released with a reason; a second release has nothing to let go: 409.
    const released = await post(t, s.admin, '/item/sku-order/release', {
      id: order.id,
      version: seen.version,
      reason: '改从门店调拨',
    });
    expect(released.data).toMatchObject({ status: 'open', reservations: [], canRelease: false });
    expect((await stockOf(t, second, s.a.categoryId)).reserved).toBe(0);
    const again = await call(t, s.admin, 'POST', '/item/sku-order/release', {
      id: order.id,
      version: released.data.version,
      reason: '再次',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`SKU order ${order.code} holds no reserved stock`);

    // Reserved at the second, served from the first: the hold at the second is let go.
    seen = (await reserve(t, s, released.data, second)).json().data;
    await post(t, s.admin, '/item/sku-order/issue', {
      id: order.id,
      version: seen.version,
      warehouseId: s.warehouseId,
    });
    expect(await stockOf(t, second, s.a.categoryId)).toEqual({
      quantity: 8,
      reserved: 0,
      available: 8,
    });
    expect(await quantityOf(t, s.warehouseId, s.a.categoryId)).toBe(5);
    const outcomes = await t.db
      .select({ outcome: stockReservation.outcome })
      .from(stockReservation)
      .where(eq(stockReservation.sourceId, order.id))
      .orderBy(stockReservation.id);
    expect(outcomes.map((o) => o.outcome)).toEqual(['released', 'released', 'released']);

    // A cancel lets go of what the order held.
    const cancelled = await orderOf(t, s, 2);
    const held = (await reserve(t, s, cancelled, second)).json().data;
    expect((await stockOf(t, second, s.a.categoryId)).reserved).toBe(2);
    await post(t, s.admin, '/item/sku-order/cancel', {
      id: cancelled.id,
      version: held.version,
      reason: '不需要了',
    });
    expect((await stockOf(t, second, s.a.categoryId)).reserved).toBe(0);
    expect(await driftedRows(t)).toEqual([]);
  });

  it('lets one of two orders reserving the last units at once win, the other a 409', async () => {
    const s = await stockedProject(t);
    const first = await orderOf(t, s, 6);
    const second = await orderOf(t, s, 6);
    const answers = await Promise.all([
      reserve(t, s, first, s.warehouseId),
      reserve(t, s, second, s.warehouseId),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().data.short).toMatchObject({ have: 4, asked: 6 });
    expect(await stockOf(t, s.warehouseId, s.a.categoryId)).toEqual({
      quantity: 10,
      reserved: 6,
      available: 4,
    });
    const open = await t.db
      .select({ sourceId: stockReservation.sourceId })
      .from(stockReservation)
      .where(eq(stockReservation.warehouseId, s.warehouseId));
    expect(open).toHaveLength(1);
    expect(await driftedRows(t)).toEqual([]);
  });

  it('keeps reserved equal to the open reservations after reserves, issues, releases and cancels', async () => {
    const s = await stockedProject(t);
    const orders = [];
    for (const [a, b] of [
      [2, 1],
      [3, 0],
      [1, 2],
      [4, 1],
      [2, 2],
    ] as const) {
      orders.push(await orderOf(t, s, a, b));
    }
    const versionOf = async (id: number) =>
      (await call(t, s.admin, 'GET', `/item/sku-order/detail?id=${id}`)).json().data.version;
    const step = async (url: string, id: number, extra: object) =>
      call(t, s.admin, 'POST', url, { id, version: await versionOf(id), ...extra });
    const ops: Array<[string, number, object]> = [
      ['/item/sku-order/reserve', 0, { warehouseId: s.warehouseId }],
      ['/item/sku-order/reserve', 1, { warehouseId: s.warehouseId }],
      ['/item/sku-order/reserve', 2, { warehouseId: s.warehouseId }],
      ['/item/sku-order/issue', 0, { warehouseId: s.warehouseId }],
      ['/item/sku-order/release', 2, { reason: '改期' }],
      ['/item/sku-order/reserve', 3, { warehouseId: s.warehouseId }],
      ['/item/sku-order/cancel', 1, { reason: '取消' }],
      ['/item/sku-order/reserve', 4, { warehouseId: s.warehouseId }],
      ['/item/sku-order/reserve', 2, { warehouseId: s.warehouseId }],
      ['/item/sku-order/issue', 3, { warehouseId: s.warehouseId }],
      ['/item/sku-order/issue', 2, { warehouseId: s.warehouseId }],
    ];
    const statuses = [];
    for (const [url, i, extra] of ops) {
      statuses.push((await step(url, orders[i]!.id, extra)).statusCode);
      expect(await driftedRows(t)).toEqual([]);
    }
    // 10 of a and 5 of b. Order 2 reserving again finds 1 of b available (4 left after order 0's
    // issue, 3 held by orders 3 and 4) and is refused; issued unreserved, it finds 1 of b
    // available again (3 left, 2 held by order 4) and is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 409, 200, 409]);
    // What is still reserved is exactly order 4's (open), the others issued or let go.
    const a = await stockOf(t, s.warehouseId, s.a.categoryId);
    const open = await t.db
      .select({ sourceId: stockReservation.sourceId, quantity: stockReservation.quantity })
      .from(stockReservation)
      .where(
        and(
          eq(stockReservation.categoryId, s.a.categoryId),
          sql`${stockReservation.outcome} is null`,
        ),
      );
    expect(open).toEqual([{ sourceId: orders[4]!.id, quantity: 2 }]);
    expect(a.reserved).toBe(2);
    // The ledger still sums to the stock.
    const [sum] = await t.db
      .select({ n: sql<number>`coalesce(sum(${stockMovement.quantity}), 0)::int` })
      .from(stockMovement)
      .where(
        and(
          eq(stockMovement.warehouseId, s.warehouseId),
          eq(stockMovement.categoryId, s.a.categoryId),
        ),
      );
    expect(Number(sum!.n)).toBe(a.quantity);
  });

  it('lets go of what it reserved when it is ordered through purchasing', async () => {
    const s = await stockedProject(t);
    const approver = await person(t, [PERMISSIONS.project.view]);
    await orderTemplate(t, s.admin, approver.id);
    const supplierId = await newSupplier(t, s.admin);
    await priceOf(t, s.admin, supplierId, s.a.skuId, '12.50');
    const order = await orderOf(t, s, 3);
    await reserve(t, s, order, s.warehouseId);
    expect((await stockOf(t, s.warehouseId, s.a.categoryId)).reserved).toBe(3);
    await post(t, s.admin, '/purchase/order', {
      title: `项目物料 ${order.code}`,
      warehouseId: s.warehouseId,
      skuOrderId: order.id,
      submit: true,
      lines: [{ skuId: s.a.skuId, supplierId, quantity: 3 }],
    });
    expect((await stockOf(t, s.warehouseId, s.a.categoryId)).reserved).toBe(0);
    const detail = (await call(t, s.admin, 'GET', `/item/sku-order/detail?id=${order.id}`)).json()
      .data;
    expect(detail).toMatchObject({ status: 'ordered', reservations: [], canReserve: false });
    expect(await driftedRows(t)).toEqual([]);
  });

  it('answers a 404 for the reservations of a warehouse outside the caller’s scope', async () => {
    const s = await stockedProject(t);
    const res = await call(
      t,
      s.admin,
      'GET',
      `/ware/stock/reservations?warehouseId=999999&categoryId=${s.a.categoryId}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
