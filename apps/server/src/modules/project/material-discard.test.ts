import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide } from '../purchase/order-fixtures';
import { stockMovement } from '../warehouse/tables';
import { call, ledgerSum, noticesTo, quantityOf } from '../warehouse/test-fixtures';
import { projectMaterialDiscard } from './tables';
import {
  askDiscard,
  discard,
  issuedOrder,
  pageOf,
  post,
  returnOrder,
  world,
} from './material-fixtures';
import { flow, newProject, newTemplate, person, stores } from './test-fixtures';

const P = PERMISSIONS.project;

describe.each(areaEngines())('material discards on %s', (engine) => {
  const t = useTestApp(engine);

  it('lowers the holding once approved (notices 51, 52), moves no stock, and a rejected one changes nothing', async () => {
    const { approver, site, made, warehouseId, a, b } = await world(t);
    let page = await pageOf(t, site, made.id);
    expect(page.canDiscard).toBe(true);
    expect(page.bySku.get(a.code)).toMatchObject({ issued: 4, held: 4, pending: 0, available: 4 });
    expect(page.bySku.get(b.code)).toMatchObject({ issued: 5, held: 5, available: 5 });
    const movements = await t.db.$count(stockMovement);

    const asked = (await askDiscard(t, site, made.id, [[a.lineId, 3]])).data;
    expect(asked.code).toMatch(/^BF\d{14}$/);
    expect(asked).toMatchObject({ status: 'pending', projectId: made.id, files: [] });
    expect(asked.lines).toEqual([expect.objectContaining({ skuCode: a.code, quantity: 3 })]);
    page = await pageOf(t, site, made.id);
    expect(page.bySku.get(a.code)).toMatchObject({ held: 4, pending: 3, available: 1 });
    expect(await noticesTo(t, approver.id, NOTICE_TYPES.materialDiscardApproval)).toHaveLength(1);

    await decide(t, approver, asked.requestId, 'approve');
    page = await pageOf(t, site, made.id);
    expect(page.bySku.get(a.code)).toMatchObject({
      issued: 4,
      discarded: 3,
      held: 1,
      pending: 0,
      available: 1,
    });
    const read = await call(t, site, 'GET', `/item/material-discard/detail?id=${asked.id}`);
    expect(read.json().data).toMatchObject({ status: 'approved', reason: '施工损坏，无法使用' });
    const told = await noticesTo(t, site.id, NOTICE_TYPES.materialDiscardApplication);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ linkArea: 'approval', linkId: String(asked.requestId) });
    // The stock left the warehouse when the order was issued: no movement, no stock change.
    expect(await t.db.$count(stockMovement)).toBe(movements);
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(6);

    const refused = (await askDiscard(t, site, made.id, [[b.lineId, 2]])).data;
    await decide(t, approver, refused.requestId, 'reject');
    page = await pageOf(t, site, made.id);
    expect(page.bySku.get(b.code)).toMatchObject({ held: 5, pending: 0, available: 5 });
    expect(page.discards.map((d) => [d.id, d.status])).toEqual([
      [refused.id, 'rejected'],
      [asked.id, 'approved'],
    ]);
    // The project's page lists them beside its other requests.
    const listed = await call(t, site, 'GET', `/item/request/list?projectId=${made.id}`);
    expect(listed.json().data.map((r: { kind: string; code: string }) => [r.kind, r.code])).toEqual(
      [
        ['materialDiscard', refused.code],
        ['materialDiscard', asked.code],
      ],
    );
  });

  it('returns only what is still held once discards were approved, line by line, the ledger summing to the stock', async () => {
    const { admin, approver, site, made, warehouseId, order, a, b } = await world(t);
    const detail = async () =>
      (await call(t, admin, 'GET', `/item/sku-order/detail?id=${order.id}`)).json().data as {
        status: string;
        version: number;
        canReturn: boolean;
        pendingDiscard: { id: number; code: string } | null;
        lines: Array<{
          skuCode: string;
          discarded: number;
          discardPending: number;
          returnable: number;
        }>;
      };
    const lineFigures = async () =>
      (await detail()).lines.map((l) => [l.skuCode, l.discarded, l.discardPending, l.returnable]);
    const asked = (await askDiscard(t, site, made.id, [[a.lineId, 3]])).data;

    // In approval, the discard holds the return back (409 naming it), and nothing changes.
    expect(await detail()).toMatchObject({
      canReturn: false,
      pendingDiscard: { id: asked.id, code: asked.code },
    });
    expect(await lineFigures()).toEqual([
      [a.code, 0, 3, 4],
      [b.code, 0, 0, 5],
    ]);
    const movements = await t.db.$count(stockMovement);
    const held = await returnOrder(t, admin, order, 409);
    expect(held.msg).toBe(
      `SKU order ${order.code} cannot be returned while material discard ${asked.code} of its materials is in approval: it must be decided first`,
    );
    const chinese = await t.app.inject({
      method: 'POST',
      url: '/item/sku-order/return',
      headers: { ...admin.headers, 'accept-language': 'zh-CN' },
      payload: { id: order.id, version: order.version, reason: '材料退库' },
    });
    expect(chinese.json().msg).toBe(
      `物料报废 ${asked.code} 正在审批其中的物料，审批完之前物料单 ${order.code} 不能退库`,
    );
    expect(await t.db.$count(stockMovement)).toBe(movements);
    expect(await detail()).toMatchObject({ status: 'issued', version: order.version });

    // Approved: 1 of a's 4 is still held, all 5 of b.
    await decide(t, approver, asked.requestId, 'approve');
    expect((await detail()).canReturn).toBe(true);
    expect(await lineFigures()).toEqual([
      [a.code, 3, 0, 1],
      [b.code, 0, 0, 5],
    ]);
    const returned = (await returnOrder(t, admin, order)).data;
    expect(returned).toMatchObject({ status: 'returned', canReturn: false });
    // a: an `in` row of what was held (1 of 4, naming the order and the project's store); b: its
    // issue reversed whole.
    const rows = await t.db
      .select({
        kind: stockMovement.kind,
        categoryId: stockMovement.categoryId,
        quantity: stockMovement.quantity,
        source: stockMovement.source,
        sourceCode: stockMovement.sourceCode,
        storeId: stockMovement.storeId,
        reversalOfId: stockMovement.reversalOfId,
        reason: stockMovement.reason,
      })
      .from(stockMovement)
      .where(
        gt(
          stockMovement.id,
          Math.max(...order.lines.map((l: { movementId: number }) => l.movementId)),
        ),
      )
      .orderBy(stockMovement.id);
    const outOf = (categoryId: number) =>
      order.lines.find((l: { categoryId: number }) => l.categoryId === categoryId).movementId;
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          kind: 'in',
          categoryId: a.categoryId,
          quantity: 1,
          source: 'skuOrder',
          sourceCode: order.code,
          storeId: (await stores(t))[0]!.id,
          reversalOfId: null,
          reason: '材料退库',
        },
        expect.objectContaining({
          kind: 'reversal',
          categoryId: b.categoryId,
          quantity: 5,
          reversalOfId: outOf(b.categoryId),
        }),
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(7);
    expect(await quantityOf(t, warehouseId, b.categoryId)).toBe(5);
    for (const categoryId of [a.categoryId, b.categoryId]) {
      expect(await ledgerSum(t, warehouseId, categoryId)).toBe(
        await quantityOf(t, warehouseId, categoryId),
      );
    }
    // The page shows what went back, and the ledger rows of the return.
    expect(await lineFigures()).toEqual([
      [a.code, 3, 0, 1],
      [b.code, 0, 0, 5],
    ]);
    expect(
      returned.movements.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity]),
    ).toEqual(
      expect.arrayContaining([
        ['in', 1],
        ['reversal', 5],
      ]),
    );
    expect((await pageOf(t, site, made.id)).holdings).toEqual([]);
  });

  it('returns nothing of a line discarded whole, and refuses an order discarded whole (409)', async () => {
    const { admin, approver, site, made, warehouseId, order, a, b } = await world(t);
    const asked = (
      await askDiscard(t, site, made.id, [
        [a.lineId, 4],
        [b.lineId, 2],
      ])
    ).data;
    await decide(t, approver, asked.requestId, 'approve');
    const movements = await t.db.$count(stockMovement);
    await returnOrder(t, admin, order);
    // a: nothing went back; b: 3 of 5, as one `in` row.
    expect(await t.db.$count(stockMovement)).toBe(movements + 1);
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(6);
    expect(await quantityOf(t, warehouseId, b.categoryId)).toBe(3);
    for (const categoryId of [a.categoryId, b.categoryId]) {
      expect(await ledgerSum(t, warehouseId, categoryId)).toBe(
        await quantityOf(t, warehouseId, categoryId),
      );
    }

    // An order all of whose materials were discarded has nothing to return.
    const small = await issuedOrder(t, admin, made.id, warehouseId, [
      { skuId: a.skuId, quantity: 1 },
    ]);
    const line = (await pageOf(t, site, made.id)).holdings.find(
      (h) => h.skuOrderLineId === small.lines[0].id,
    )!;
    const all = (await askDiscard(t, site, made.id, [[line.skuOrderLineId, 1]])).data;
    await decide(t, approver, all.requestId, 'approve');
    const read = (await call(t, admin, 'GET', `/item/sku-order/detail?id=${small.id}`)).json().data;
    expect(read).toMatchObject({ canReturn: false, pendingDiscard: null });
    const before = await t.db.$count(stockMovement);
    const none = await returnOrder(t, admin, small, 409);
    expect(none.msg).toBe(
      `SKU order ${small.code} has nothing left to return: material discards took all of its materials off the project`,
    );
    expect(await t.db.$count(stockMovement)).toBe(before);
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(5);
  });

  it('refuses more than a line has left, counting those in approval, with a 400 naming the SKU', async () => {
    const { admin, site, made, a, b } = await world(t);
    const count = () =>
      t.db.$count(projectMaterialDiscard, eq(projectMaterialDiscard.projectId, made.id));
    const over = await askDiscard(
      t,
      site,
      made.id,
      [
        [b.lineId, 1],
        [a.lineId, 5],
      ],
      400,
    );
    expect(over.msg).toContain(a.code);
    expect(over.msg).toMatch(/only 4 .* 5 asked/);
    expect(await count()).toBe(0);

    await askDiscard(t, site, made.id, [[a.lineId, 3]]);
    // Two requests cannot discard the same units: the first in approval leaves 1.
    const second = await askDiscard(t, site, made.id, [[a.lineId, 2]], 400);
    expect(second.msg).toMatch(/only 1 .* 2 asked/);
    await askDiscard(t, site, made.id, [[a.lineId, 1]]);
    expect((await pageOf(t, site, made.id)).bySku.get(a.code)).toMatchObject({
      held: 4,
      pending: 4,
      available: 0,
    });

    // A line that is not the project's issued material, a line twice, no reason: 400.
    const other = await newProject(t, admin, await newTemplate(t, admin));
    const foreign = await post(
      t,
      site,
      '/item/material-discard/add',
      discard(other.id, [[a.lineId, 1]]),
      400,
    );
    expect(foreign.msg).toBe(
      'a line named is not one of this project’s materials issued from stock',
    );
    await askDiscard(
      t,
      site,
      made.id,
      [
        [b.lineId, 1],
        [b.lineId, 1],
      ],
      400,
    );
    await post(
      t,
      site,
      '/item/material-discard/add',
      { ...discard(made.id, [[b.lineId, 1]]), reason: ' ' },
      400,
    );
    expect(await count()).toBe(2);
  });

  it('asks for the discard key, keeps another store’s project out of sight, refuses a closed one', async () => {
    const { admin, approver, site, made, a } = await world(t);
    const viewer = await person(t, [P.view, P.edit, P.skuOrder]);
    const add = discard(made.id, [[a.lineId, 1]]);
    expect((await call(t, viewer, 'POST', '/item/material-discard/add', add)).statusCode).toBe(403);
    expect((await pageOf(t, viewer, made.id)).canDiscard).toBe(false);
    const blind = await person(t, [P.discard]);
    for (const url of [
      `/item/material-discard/list?projectId=${made.id}`,
      `/item/material-discard/detail?id=1`,
    ]) {
      expect((await call(t, blind, 'GET', url)).statusCode, url).toBe(403);
    }

    const asked = (await post(t, site, '/item/material-discard/add', add)).data;
    const [, second] = await stores(t);
    const local = await person(t, Object.values(P), 'stores', [second!.id]);
    for (const [method, url, body] of [
      ['POST', '/item/material-discard/add', add],
      ['GET', `/item/material-discard/detail?id=${asked.id}`, undefined],
      ['GET', `/item/material-discard/list?projectId=${made.id}`, undefined],
    ] as const) {
      const res = await call(t, local, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }

    // Discarded, the project takes no more material discards (the one in approval decided first).
    await decide(t, approver, asked.requestId, 'reject');
    await flow(t, admin, 'projectDiscard', approver.id);
    const gone = (await post(t, admin, '/item/discard/add', { projectId: made.id, reason: '终止' }))
      .data;
    await decide(t, approver, gone.requestId, 'approve');
    const closed = await post(t, site, '/item/material-discard/add', add, 409);
    expect(closed.msg).toBe(
      `project ${made.code} is completed or discarded: it takes no more changes`,
    );
    expect((await pageOf(t, site, made.id)).canDiscard).toBe(false);
  });
});
