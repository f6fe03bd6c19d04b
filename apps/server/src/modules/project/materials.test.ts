import { PERMISSIONS } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide, newSupplier, orderTemplate, priceOf } from '../purchase/order-fixtures';
import { purchaseOrder } from '../purchase/tables';
import { stockMovement } from '../warehouse/tables';
import { call, ledgerSum, quantityOf, type Harness, type Person } from '../warehouse/test-fixtures';
import { project, projectDispatch, projectSkuOrder, projectSkuOrderEvent } from './tables';
import { post, stockedProject } from './material-fixtures';
import { day, person, stores } from './test-fixtures';

const P = PERMISSIONS.project;

async function detailOf(t: Harness, by: Person, id: number) {
  const res = await call(t, by, 'GET', `/item/sku-order/detail?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe.each(areaEngines())('SKU orders and dispatches on %s', (engine) => {
  const t = useTestApp(engine);

  it('serves a SKU order from stock: stock falls by exactly the quantities, the ledger names it, a return reverses it', async () => {
    const { admin, made, a, b, warehouseId } = await stockedProject(t);
    const order = (
      await post(t, admin, '/item/sku-order/add', {
        projectId: made.id,
        stageId: made.stages[2]!.id,
        title: '装饰材料',
        lines: [
          { skuId: a.skuId, quantity: 4 },
          { skuId: b.skuId, quantity: 5 },
        ],
      })
    ).data;
    expect(order).toMatchObject({
      status: 'open',
      stageName: '装饰',
      lineCount: 2,
      totalQuantity: 9,
      canIssue: true,
      canOrder: true,
      canCancel: true,
    });
    expect(order.code).toMatch(/^WL\d{14}$/);

    const issued = (
      await post(t, admin, '/item/sku-order/issue', {
        id: order.id,
        version: order.version,
        warehouseId,
      })
    ).data;
    expect(issued).toMatchObject({
      status: 'issued',
      warehouseId,
      canIssue: false,
      canReturn: true,
    });
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(6);
    expect(await quantityOf(t, warehouseId, b.categoryId)).toBe(0);
    expect(await ledgerSum(t, warehouseId, a.categoryId)).toBe(6);
    expect(issued.movements).toHaveLength(2);
    // The materials go to the project's store: each row names it.
    const [site] = await stores(t);
    for (const m of issued.movements) {
      expect(m).toMatchObject({
        kind: 'out',
        source: 'skuOrder',
        sourceCode: order.code,
        storeId: site!.id,
      });
    }
    expect(issued.movements.map((m: { quantity: number }) => m.quantity).sort()).toEqual([-4, -5]);
    expect(issued.lines.every((l: { movementId: number | null }) => l.movementId !== null)).toBe(
      true,
    );
    // Served once: a second issue is a 409 naming its state.
    const again = await post(
      t,
      admin,
      '/item/sku-order/issue',
      { id: order.id, version: issued.version, warehouseId },
      409,
    );
    expect(again.msg).toBe(`SKU order ${order.code} is issued from stock already`);

    // Returned: each movement reversed, the stock back, the ledger rows kept.
    const back = (
      await post(t, admin, '/item/sku-order/return', {
        id: order.id,
        version: issued.version,
        reason: '设计变更，材料退库',
      })
    ).data;
    expect(back.status).toBe('returned');
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(10);
    expect(await quantityOf(t, warehouseId, b.categoryId)).toBe(5);
    expect(back.movements.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'out',
      'out',
      'reversal',
      'reversal',
    ]);
    // What comes back from the store names it too.
    expect(back.movements.map((m: { storeId: number | null }) => m.storeId)).toEqual(
      Array(4).fill(site!.id),
    );
    expect(back.events.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'issue',
      'return',
    ]);
  });

  it('refuses short stock with the figures and changes nothing', async () => {
    const { admin, made, a, b, warehouseId } = await stockedProject(t);
    const order = (
      await post(t, admin, '/item/sku-order/add', {
        projectId: made.id,
        title: '超量',
        lines: [
          { skuId: a.skuId, quantity: 3 },
          { skuId: b.skuId, quantity: 6 },
        ],
      })
    ).data;
    const short = await post(
      t,
      admin,
      '/item/sku-order/issue',
      { id: order.id, version: order.version, warehouseId },
      409,
    );
    expect(short.data.short).toMatchObject({ categoryId: b.categoryId, have: 5, asked: 6 });
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(10);
    expect(await quantityOf(t, warehouseId, b.categoryId)).toBe(5);
    const rows = await t.db
      .select({ id: stockMovement.id })
      .from(stockMovement)
      .where(eq(stockMovement.sourceCode, order.code));
    expect(rows).toHaveLength(0);
    const after = await detailOf(t, admin, order.id);
    expect(after).toMatchObject({ status: 'open', version: order.version, movements: [] });
    expect(after.lines.every((l: { movementId: number | null }) => l.movementId === null)).toBe(
      true,
    );
  });

  it('is ordered through purchasing, reopened when the work order is rejected, received when it closes', async () => {
    const { admin, made, a, warehouseId } = await stockedProject(t);
    const approver = await person(t, [P.view]);
    await orderTemplate(t, admin, approver.id);
    const supplierId = await newSupplier(t, admin);
    await priceOf(t, admin, supplierId, a.skuId, '12.50');
    const order = (
      await post(t, admin, '/item/sku-order/add', {
        projectId: made.id,
        title: '灯具',
        lines: [{ skuId: a.skuId, quantity: 20 }],
      })
    ).data;
    expect(order.lines[0].offer).toMatchObject({ supplierId, unitPrice: '12.50' });
    const body = {
      title: `项目物料 ${order.code}`,
      warehouseId,
      skuOrderId: order.id,
      submit: true,
      lines: [{ skuId: a.skuId, supplierId, quantity: 20 }],
    };
    // With a warehouse purchase order too: 400, nothing written.
    await post(t, admin, '/purchase/order', { ...body, replenishmentId: 1 }, 400);
    const first = (await post(t, admin, '/purchase/order', body)).data;
    // The work order names the SKU order it was made from.
    const workOrder = await call(t, admin, 'GET', `/purchase/order/${first.orderId}`);
    expect(workOrder.json().data.skuOrder).toEqual({ id: order.id, code: order.code });
    let seen = await detailOf(t, admin, order.id);
    expect(seen).toMatchObject({ status: 'ordered', canIssue: false, canOrder: false });
    expect(seen.workOrders).toEqual([
      expect.objectContaining({ id: first.orderId, code: first.code, status: 'pending' }),
    ]);
    // Ordered once: a second work order is a 409, nothing written.
    await post(t, admin, '/purchase/order', body, 409);
    const made2 = await t.db
      .select({ id: purchaseOrder.id })
      .from(purchaseOrder)
      .where(eq(purchaseOrder.title, body.title));
    expect(made2).toHaveLength(1);

    await decide(t, approver, first.requestId, 'reject');
    seen = await detailOf(t, admin, order.id);
    expect(seen).toMatchObject({ status: 'open', canIssue: true, canOrder: true });
    expect(seen.events.map((e: { action: string; note: string | null }) => e.action)).toEqual([
      'create',
      'order',
      'reopen',
    ]);

    const second = (await post(t, admin, '/purchase/order', body)).data;
    await decide(t, approver, second.requestId, 'approve');
    const approved = (await call(t, admin, 'GET', `/purchase/order/${second.orderId}`)).json().data;
    const sub = approved.suborders[0];
    const confirmed = await post(t, admin, `/purchase/suborder/${sub.suborderId}/confirm`, {
      version: sub.version,
    });
    const line = confirmed.data.lines[0];
    await post(t, admin, `/purchase/suborder/${sub.suborderId}/receive`, {
      version: confirmed.data.version,
      lines: [{ lineId: line.lineId, quantity: 20 }],
    });
    seen = await detailOf(t, admin, order.id);
    expect(seen.status).toBe('received');
    expect(seen.workOrders.map((w: { status: string }) => w.status)).toEqual([
      'rejected',
      'closed',
    ]);
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(30);
  });

  it('moves a dispatch planned → dispatched → done, or cancelled with a reason; materials must be out first', async () => {
    const { admin, made, a, warehouseId } = await stockedProject(t);
    const supplierId = await newSupplier(t, admin);
    const materials = (
      await post(t, admin, '/item/sku-order/add', {
        projectId: made.id,
        title: '吊顶材料',
        lines: [{ skuId: a.skuId, quantity: 2 }],
      })
    ).data;
    const planned = (
      await post(t, admin, '/item/dispatch/add', {
        projectId: made.id,
        stageId: made.stages[2]!.id,
        kind: 'crew',
        crew: '华建装饰一队',
        contact: '王工',
        phone: '13800000000',
        plannedStart: day(1),
        plannedEnd: day(5),
        skuOrderId: materials.id,
      })
    ).data;
    expect(planned).toMatchObject({
      status: 'planned',
      stageName: '装饰',
      skuOrderCode: materials.code,
      canDispatch: true,
      canCancel: true,
      canFinish: false,
    });
    expect(planned.code).toMatch(/^PG\d{14}$/);
    expect(planned.materials).toEqual([expect.objectContaining({ skuId: a.skuId, quantity: 2 })]);
    // The materials are still in the warehouse: 409 naming the SKU order.
    const early = await post(
      t,
      admin,
      '/item/dispatch/dispatch',
      { id: planned.id, version: planned.version },
      409,
    );
    expect(early.msg).toContain(materials.code);
    await post(t, admin, '/item/sku-order/issue', {
      id: materials.id,
      version: materials.version,
      warehouseId,
    });
    const sent = (
      await post(t, admin, '/item/dispatch/dispatch', {
        id: planned.id,
        version: planned.version,
        note: '上午进场',
      })
    ).data;
    expect(sent).toMatchObject({ status: 'dispatched', canFinish: true, canDispatch: false });
    expect(sent.materials[0].movementId).not.toBeNull();
    // A stale version: 409.
    await post(
      t,
      admin,
      '/item/dispatch/finish',
      { id: planned.id, version: planned.version },
      409,
    );
    const done = (
      await post(t, admin, '/item/dispatch/finish', { id: planned.id, version: sent.version })
    ).data;
    expect(done).toMatchObject({ status: 'done', canCancel: false });
    expect(done.events.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'dispatch',
      'finish',
    ]);
    await post(
      t,
      admin,
      '/item/dispatch/cancel',
      { id: planned.id, version: done.version, reason: 'x' },
      409,
    );

    const bySupplier = (
      await post(t, admin, '/item/dispatch/add', {
        projectId: made.id,
        stageId: made.stages[3]!.id,
        kind: 'supplier',
        supplierId,
        plannedStart: day(2),
        plannedEnd: day(2),
      })
    ).data;
    const cancelled = (
      await post(t, admin, '/item/dispatch/cancel', {
        id: bySupplier.id,
        version: bySupplier.version,
        reason: '招牌延期到货',
      })
    ).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: '招牌延期到货' });

    // The dispatch centre: filters, and the export.
    const page = await call(
      t,
      admin,
      'GET',
      `/item/dispatch/page?projectId=${made.id}&status=cancelled`,
    );
    expect(page.json().data.records.map((r: { id: number }) => r.id)).toEqual([bySupplier.id]);
    const byKind = await call(
      t,
      admin,
      'GET',
      `/item/dispatch/page?projectId=${made.id}&kind=crew`,
    );
    expect(byKind.json().data.total).toBe(1);
    const exported = await call(t, admin, 'GET', `/item/dispatch/export?projectId=${made.id}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('offers the SKU order and dispatch forms the enabled SKUs and suppliers only', async () => {
    const { admin, a, b } = await stockedProject(t);
    const kept = await newSupplier(t, admin);
    const dropped = await newSupplier(t, admin);
    const off = [
      await call(t, admin, 'PUT', '/purchase/sku', { skuId: b.skuId, enabled: false }),
      await call(t, admin, 'PUT', '/purchase/supplier', { supplierId: dropped, enabled: false }),
    ];
    for (const res of off) expect(res.statusCode, res.body).toBe(200);

    // A picker's search: the first matches of what is typed, a page at a time.
    const codeOf = async (skuId: number) =>
      (await call(t, admin, 'GET', `/purchase/sku/${skuId}`)).json().data.code as string;
    const skus = (q: string, size = 20) =>
      call(
        t,
        admin,
        'GET',
        `/item/sku-order/skus?current=1&size=${size}&q=${encodeURIComponent(q)}`,
      );
    const found = await skus(await codeOf(a.skuId));
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ total: 1, current: 1, size: 20 });
    expect(found.json().data.records).toEqual([
      expect.objectContaining({ skuId: a.skuId, unit: '个', specification: null }),
    ]);
    // A disabled SKU is never offered, even asked for by its code.
    expect((await skus(await codeOf(b.skuId))).json().data.total).toBe(0);
    // The page is cut to its size; the total counts every match.
    const first = (await skus('', 1)).json().data;
    expect(first.records).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);

    const suppliers = (q: string) =>
      call(
        t,
        admin,
        'GET',
        `/item/dispatch/suppliers?current=1&size=20&q=${encodeURIComponent(q)}`,
      );
    const named = async (id: number) =>
      (await call(t, admin, 'GET', `/purchase/supplier/${id}`)).json().data.name as string;
    const keptFound = await suppliers(await named(kept));
    expect(keptFound.statusCode, keptFound.body).toBe(200);
    expect(keptFound.json().data.records).toEqual([{ supplierId: kept, name: await named(kept) }]);
    expect((await suppliers(await named(dropped))).json().data.total).toBe(0);
    // Bad paging is a 400.
    expect((await skus('', 100_000)).statusCode).toBe(400);
  });

  it('refuses without the key (403), outside the scope (404), bad input (400), on a discarded project (409), writing nothing', async () => {
    const { admin, made, a, warehouseId } = await stockedProject(t);
    const order = (
      await post(t, admin, '/item/sku-order/add', {
        projectId: made.id,
        title: '五金',
        lines: [{ skuId: a.skuId, quantity: 1 }],
      })
    ).data;
    const count = async () =>
      (
        await t.db
          .select({ id: projectSkuOrder.id })
          .from(projectSkuOrder)
          .where(eq(projectSkuOrder.projectId, made.id))
      ).length;
    const dispatches = async () =>
      (
        await t.db
          .select({ id: projectDispatch.id })
          .from(projectDispatch)
          .where(eq(projectDispatch.projectId, made.id))
      ).length;
    const good = {
      projectId: made.id,
      title: '五金',
      lines: [{ skuId: a.skuId, quantity: 1 }],
    };
    const dispatch = {
      projectId: made.id,
      stageId: made.stages[0]!.id,
      kind: 'crew',
      crew: '一队',
      plannedStart: day(1),
      plannedEnd: day(2),
    };

    // 403 per key.
    const viewer = await person(t, [P.view]);
    await post(t, viewer, '/item/sku-order/add', good, 403);
    await post(t, viewer, '/item/sku-order/issue', { id: order.id, version: 0, warehouseId }, 403);
    await post(t, viewer, '/item/sku-order/cancel', { id: order.id, version: 0, reason: 'x' }, 403);
    await post(t, viewer, '/item/dispatch/add', dispatch, 403);
    const orderer = await person(t, [P.view, P.skuOrder]);
    await post(t, orderer, '/item/sku-order/issue', { id: order.id, version: 0, warehouseId }, 403);
    await post(
      t,
      orderer,
      '/purchase/order',
      { title: 'x', warehouseId, skuOrderId: order.id, lines: [] },
      403,
    );
    expect((await call(t, await person(t, []), 'GET', '/item/dispatch/page')).statusCode).toBe(403);

    // Another store's project: 404 on every call.
    const [, second] = await stores(t);
    const elsewhere = await person(t, [P.view, P.skuOrder, P.skuIssue, P.dispatch], 'stores', [
      second!.id,
    ]);
    await post(t, elsewhere, '/item/sku-order/add', good, 404);
    await post(
      t,
      elsewhere,
      '/item/sku-order/cancel',
      { id: order.id, version: 0, reason: 'x' },
      404,
    );
    await post(t, elsewhere, '/item/dispatch/add', dispatch, 404);
    expect(
      (await call(t, elsewhere, 'GET', `/item/sku-order/detail?id=${order.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, elsewhere, 'GET', `/item/sku-order/page?projectId=${made.id}`)).statusCode,
    ).toBe(404);
    const listed = await call(t, elsewhere, 'GET', `/item/dispatch/page?projectId=${made.id}`);
    expect(listed.json().data.total).toBe(0);
    // A warehouse outside the issuer's scope: 404.
    const [first] = await stores(t);
    const keeperElsewhere = await person(t, [P.view, P.skuIssue], 'stores', [first!.id]);
    await post(
      t,
      keeperElsewhere,
      '/item/sku-order/issue',
      { id: order.id, version: 0, warehouseId },
      404,
    );

    // Bad input: 400.
    await post(t, admin, '/item/sku-order/add', { ...good, lines: [] }, 400);
    await post(
      t,
      admin,
      '/item/sku-order/add',
      {
        ...good,
        lines: [
          { skuId: a.skuId, quantity: 1 },
          { skuId: a.skuId, quantity: 2 },
        ],
      },
      400,
    );
    await post(
      t,
      admin,
      '/item/sku-order/add',
      { ...good, lines: [{ skuId: 99_999_999, quantity: 1 }] },
      400,
    );
    await post(
      t,
      admin,
      '/item/sku-order/add',
      { ...good, lines: [{ skuId: a.skuId, quantity: 0 }] },
      400,
    );
    await post(t, admin, '/item/sku-order/add', { ...good, stageId: 99_999_999 }, 400);
    await post(t, admin, '/item/sku-order/cancel', { id: order.id, version: 0, reason: '' }, 400);
    await post(t, admin, '/item/dispatch/add', { ...dispatch, crew: null }, 400);
    await post(t, admin, '/item/dispatch/add', { ...dispatch, kind: 'supplier' }, 400);
    await post(t, admin, '/item/dispatch/add', { ...dispatch, plannedEnd: day(0) }, 400);
    await post(t, admin, '/item/dispatch/add', { ...dispatch, skuOrderId: 99_999_999 }, 400);
    expect(await count()).toBe(1);
    expect(await dispatches()).toBe(0);
    const events = await t.db
      .select({ id: projectSkuOrderEvent.id })
      .from(projectSkuOrderEvent)
      .where(and(eq(projectSkuOrderEvent.skuOrderId, order.id)));
    expect(events).toHaveLength(1);

    // Cancelled with a reason; then nothing more.
    const cancelled = (
      await post(t, admin, '/item/sku-order/cancel', {
        id: order.id,
        version: order.version,
        reason: '方案调整',
      })
    ).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', canIssue: false, canCancel: false });
    await post(
      t,
      admin,
      '/item/sku-order/issue',
      { id: order.id, version: cancelled.version, warehouseId },
      409,
    );

    // A discarded project takes none of these writes.
    // (Discarding goes through approval, requests.test.ts; here the state is set directly.)
    await t.db.update(project).set({ status: 'discarded' }).where(eq(project.id, made.id));
    const closed = `project ${made.code} is completed or discarded: it takes no more changes`;
    expect((await post(t, admin, '/item/sku-order/add', good, 409)).msg).toBe(closed);
    expect((await post(t, admin, '/item/dispatch/add', dispatch, 409)).msg).toBe(closed);
    expect(await count()).toBe(1);
  });
});
