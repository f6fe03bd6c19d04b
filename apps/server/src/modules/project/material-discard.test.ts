import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { decide } from '../purchase/order-fixtures';
import { approvalRequest } from '../../db/schema/approval';
import { stockMovement } from '../warehouse/tables';
import { call, noticesTo, quantityOf, type Harness, type Person } from '../warehouse/test-fixtures';
import { projectMaterialDiscard } from './tables';
import { post, stockedProject } from './material-fixtures';
import { flow, newProject, newTemplate, person, stores } from './test-fixtures';

const P = PERMISSIONS.project;

interface Holding {
  skuOrderLineId: number;
  skuCode: string;
  issued: number;
  discarded: number;
  held: number;
  pending: number;
  available: number;
}

/** The project's holdings by SKU code, and its material discards, as `by` reads them. */
async function pageOf(t: Harness, by: Person, projectId: number) {
  const res = await call(t, by, 'GET', `/item/material-discard/list?projectId=${projectId}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    holdings: Holding[];
    discards: Array<{ id: number; status: string; lines: Array<{ quantity: number }> }>;
    canDiscard: boolean;
  };
  return { ...data, bySku: new Map(data.holdings.map((h) => [h.skuCode, h])) };
}

/**
 * A project with a SKU order issued from a warehouse (4 of SKU a, 5 of b), a flow for material
 * discards decided by `approver`, and `site` holding the view and discard keys.
 */
async function world(t: Harness) {
  const { admin, made, a, b, warehouseId } = await stockedProject(t);
  const order = (
    await post(t, admin, '/item/sku-order/add', {
      projectId: made.id,
      title: '装饰材料',
      lines: [
        { skuId: a.skuId, quantity: 4 },
        { skuId: b.skuId, quantity: 5 },
      ],
    })
  ).data;
  const issued = (
    await post(t, admin, '/item/sku-order/issue', {
      id: order.id,
      version: order.version,
      warehouseId,
    })
  ).data;
  const code = (skuId: number) =>
    issued.lines.find((l: { skuId: number }) => l.skuId === skuId).skuCode as string;
  const approver = await person(t, [P.view]);
  const site = await person(t, [P.view, P.discard]);
  await flow(t, admin, 'materialDiscard', approver.id);
  const page = await pageOf(t, site, made.id);
  const lineOf = (skuId: number) => page.bySku.get(code(skuId))!.skuOrderLineId;
  return {
    admin,
    approver,
    site,
    made,
    warehouseId,
    order: issued,
    a: { ...a, code: code(a.skuId), lineId: lineOf(a.skuId) },
    b: { ...b, code: code(b.skuId), lineId: lineOf(b.skuId) },
  };
}

function discard(projectId: number, lines: Array<[number, number]>) {
  return {
    projectId,
    reason: '施工损坏，无法使用',
    lines: lines.map(([skuOrderLineId, quantity]) => ({ skuOrderLineId, quantity })),
  };
}

describe.each(areaEngines())('material discards on %s', (engine) => {
  const t = useTestApp(engine);

  it('lowers the holding once approved (notices 51, 52), moves no stock, and a rejected one changes nothing', async () => {
    const { approver, site, made, warehouseId, a, b } = await world(t);
    let page = await pageOf(t, site, made.id);
    expect(page.canDiscard).toBe(true);
    expect(page.bySku.get(a.code)).toMatchObject({ issued: 4, held: 4, pending: 0, available: 4 });
    expect(page.bySku.get(b.code)).toMatchObject({ issued: 5, held: 5, available: 5 });
    const movements = await t.db.$count(stockMovement);

    const asked = (
      await post(t, site, '/item/material-discard/add', discard(made.id, [[a.lineId, 3]]))
    ).data;
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

    const refused = (
      await post(t, site, '/item/material-discard/add', discard(made.id, [[b.lineId, 2]]))
    ).data;
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

  it('keeps a SKU order some of whose materials were discarded from being returned (409, nothing changes)', async () => {
    const { admin, approver, site, made, warehouseId, order, a } = await world(t);
    const asked = (
      await post(t, site, '/item/material-discard/add', discard(made.id, [[a.lineId, 3]]))
    ).data;
    const detail = async () =>
      (await call(t, admin, 'GET', `/item/sku-order/detail?id=${order.id}`)).json().data;
    // In approval, the order may still be returned (the discard is then refused, below).
    expect((await detail()).canReturn).toBe(true);
    await decide(t, approver, asked.requestId, 'approve');
    expect((await detail()).canReturn).toBe(false);
    const movements = await t.db.$count(stockMovement);

    const res = await call(t, admin, 'POST', '/item/sku-order/return', {
      id: order.id,
      version: order.version,
      reason: '材料退库',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe(
      `SKU order ${order.code} cannot be returned: material discard ${asked.code} took some of its materials off the project`,
    );
    expect(await t.db.$count(stockMovement)).toBe(movements);
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(6);
    expect(await detail()).toMatchObject({ status: 'issued', version: order.version });
    expect((await pageOf(t, site, made.id)).bySku.get(a.code)).toMatchObject({ held: 1 });
  });

  it('refuses more than a line has left, counting those in approval, with a 400 naming the SKU', async () => {
    const { admin, site, made, a, b } = await world(t);
    const count = () =>
      t.db.$count(projectMaterialDiscard, eq(projectMaterialDiscard.projectId, made.id));
    const over = await post(
      t,
      site,
      '/item/material-discard/add',
      discard(made.id, [
        [b.lineId, 1],
        [a.lineId, 5],
      ]),
      400,
    );
    expect(over.msg).toContain(a.code);
    expect(over.msg).toMatch(/only 4 .* 5 asked/);
    expect(await count()).toBe(0);

    await post(t, site, '/item/material-discard/add', discard(made.id, [[a.lineId, 3]]));
    // Two requests cannot discard the same units: the first in approval leaves 1.
    const second = await post(
      t,
      site,
      '/item/material-discard/add',
      discard(made.id, [[a.lineId, 2]]),
      400,
    );
    expect(second.msg).toMatch(/only 1 .* 2 asked/);
    await post(t, site, '/item/material-discard/add', discard(made.id, [[a.lineId, 1]]));
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
    await post(
      t,
      site,
      '/item/material-discard/add',
      discard(made.id, [
        [b.lineId, 1],
        [b.lineId, 1],
      ]),
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

  it('refuses the approval (409, nothing changes) once a return took the materials back', async () => {
    const { admin, approver, site, made, order, a } = await world(t);
    const asked = (
      await post(t, site, '/item/material-discard/add', discard(made.id, [[a.lineId, 2]]))
    ).data;
    await post(t, admin, '/item/sku-order/return', {
      id: order.id,
      version: order.version,
      reason: '材料退库',
    });
    expect((await pageOf(t, site, made.id)).holdings).toEqual([]);
    const request = await call(t, approver, 'GET', `/approval/${asked.requestId}`);
    const res = await call(t, approver, 'POST', `/approval/${asked.requestId}/approve`, {
      version: request.json().data.version,
      comment: '',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe(
      `material discard ${asked.code} cannot be approved: the project holds only 0 of ${a.code} ${
        asked.lines[0].skuName
      } (SKU order ${order.code}) now, 2 asked`,
    );
    const [row] = await t.db
      .select({ status: projectMaterialDiscard.status })
      .from(projectMaterialDiscard)
      .where(eq(projectMaterialDiscard.id, asked.id));
    expect(row!.status).toBe('pending');
    const [req] = await t.db
      .select({ status: approvalRequest.status })
      .from(approvalRequest)
      .where(eq(approvalRequest.id, asked.requestId));
    expect(req!.status).toBe('pending');
    // Rejected by the approver, it changes nothing either.
    await decide(t, approver, asked.requestId, 'reject');
    expect((await pageOf(t, site, made.id)).discards[0]!.status).toBe('rejected');
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

    // Discarded, the project takes no more material discards.
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
