import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SUBORDER_ACTIONS,
  SUBORDER_STATUSES,
  subOrderPhotoUrl,
  subOrderTransition,
  type RepairOrder,
  type RepairOrderDetail,
  type RepairSubOrder,
  type RepairSubOrderDetail,
} from '@depot/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairOrder, repairSubOrder } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import {
  act,
  call,
  callerWith,
  createOrder,
  fixture,
  type Caller,
  type Fixture,
} from './test-fixtures';

/** A one-part multipart body with `content` as the file `name`. */
function filePart(name: string, type: string, content: Buffer) {
  const boundary = `----eam${randomBytes(6).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(areaEngines())('repair sub-orders on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-eam-'));
  const t = useTestApp(engine, { config: { dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let boss: Caller;
  let tech: Caller;
  let f: Fixture;

  beforeAll(async () => {
    boss = await callerWith(t);
    tech = await callerWith(t, ['eam_order_view', 'eam_order_work', 'eam_suborder_edit']);
    f = await fixture(t);
  });

  /** An order in progress. */
  async function working(): Promise<RepairOrder> {
    let order = await createOrder(t, boss, f);
    order = (await act(t, boss, order, 'dispatch', { assigneeId: tech.id })).data;
    return (await act(t, tech, order, 'start')).data;
  }

  const addSub = (order: RepairOrder, fields: Record<string, unknown> = {}, caller = tech) =>
    call<RepairSubOrder>(t, caller, 'POST', '/eam/repair-suborder', {
      orderId: order.orderId,
      trade: '水电',
      ...fields,
    });

  const subAct = (sub: RepairSubOrder, action: string, caller = tech) =>
    call<RepairSubOrder>(t, caller, 'POST', `/eam/repair-suborder/${sub.subOrderId}/${action}`, {
      version: sub.version,
    });

  async function upload(caller: Caller, content = randomBytes(64)): Promise<string> {
    const body = filePart('before.png', 'image/png', content);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/files',
      headers: { ...caller.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { id: string } }>().data.id;
  }

  it('blocks completing the order while a sub-order is pending or in progress', async () => {
    let order = await working();
    let plumbing = (await addSub(order, { labourCost: 120.5, materialCost: '35' })).data;
    expect(plumbing).toMatchObject({
      status: 'pending',
      labourCost: '120.50',
      materialCost: '35.00',
      orderCode: order.code,
      version: 0,
    });
    let refused = await act(t, tech, order, 'complete');
    expect(refused.status).toBe(409);
    expect(refused.msg).toBe(
      '1 sub-order(s) are still pending or in progress: complete or cancel them first',
    );
    expect(
      (await t.db.select().from(repairOrder).where(eq(repairOrder.id, order.orderId)))[0],
    ).toMatchObject({ status: 'in_progress', version: order.version, completionTime: null });

    plumbing = (await subAct(plumbing, 'start')).data;
    expect(plumbing.status).toBe('in_progress');
    refused = await act(t, tech, order, 'complete');
    expect(refused.status).toBe(409);

    plumbing = (await subAct(plumbing, 'complete')).data;
    expect(plumbing.status).toBe('completed');
    const painting = (await addSub(order, { trade: '油漆' })).data;
    await subAct(painting, 'cancel');
    order = (await act(t, tech, order, 'complete')).data;
    expect(order.status).toBe('completed');

    // A closed order takes no new or changed sub-orders.
    const late = await addSub(order);
    expect(late.status).toBe(409);
    expect(late.msg).toBe('the order is completed or cancelled and can no longer be changed');

    const detail = (
      await call<RepairOrderDetail>(t, boss, 'GET', `/eam/repair-order/${order.orderId}`)
    ).data;
    expect(detail.subOrders.map((s) => [s.trade, s.status])).toEqual([
      ['水电', 'completed'],
      ['油漆', 'cancelled'],
    ]);
    expect(
      detail.timeline.filter((e) => e.subOrderId === plumbing.subOrderId).map((e) => e.action),
    ).toEqual(['suborder.create', 'suborder.start', 'suborder.complete']);
  });

  describe('every sub-order action in every status', () => {
    for (const status of SUBORDER_STATUSES) {
      for (const action of SUBORDER_ACTIONS) {
        const to = subOrderTransition(status, action);
        it(`${action} from ${status}: ${to ? `→ ${to}` : 'refused'}`, async () => {
          const order = await working();
          const sub = (await addSub(order)).data;
          await t.db
            .update(repairSubOrder)
            .set({ status })
            .where(eq(repairSubOrder.id, sub.subOrderId));
          const res = await subAct(sub, action);
          if (to) {
            expect(res.status, res.msg ?? '').toBe(200);
            expect(res.data).toMatchObject({ status: to, version: 1 });
          } else {
            expect(res.status).toBe(409);
            expect(res.msg).toMatch(/^only a .*sub-order.* can be /);
            const [row] = await t.db
              .select()
              .from(repairSubOrder)
              .where(eq(repairSubOrder.id, sub.subOrderId));
            expect(row).toMatchObject({ status, version: 0 });
          }
        });
      }
    }
  });

  it('edits with version checks, deletes pending sub-orders only', async () => {
    const order = await working();
    const sub = (await addSub(order)).data;
    const edited = await call<RepairSubOrder>(t, tech, 'PUT', '/eam/repair-suborder', {
      subOrderId: sub.subOrderId,
      version: 0,
      trade: '电工',
      assigneeId: tech.id,
      labourCost: '80',
    });
    expect(edited.data).toMatchObject({
      trade: '电工',
      assigneeId: tech.id,
      assigneeName: tech.username,
      labourCost: '80.00',
      version: 1,
    });
    const stale = await call(t, tech, 'PUT', '/eam/repair-suborder', {
      subOrderId: sub.subOrderId,
      version: 0,
      trade: '木工',
    });
    expect(stale.status).toBe(409);
    const staleDelete = await call(
      t,
      tech,
      'DELETE',
      `/eam/repair-suborder/${sub.subOrderId}?version=0`,
    );
    expect(staleDelete.status).toBe(409);

    const started = (await subAct(edited.data, 'start')).data;
    const notPending = await call(
      t,
      tech,
      'DELETE',
      `/eam/repair-suborder/${sub.subOrderId}?version=${started.version}`,
    );
    expect(notPending.status).toBe(409);
    expect(notPending.msg).toBe('only a pending sub-order can be deleted');

    const spare = (await addSub(order, { trade: '空调' })).data;
    const removed = await call(
      t,
      tech,
      'DELETE',
      `/eam/repair-suborder/${spare.subOrderId}?version=0`,
    );
    expect(removed).toMatchObject({ status: 200, data: true });
    expect(
      await t.db.select().from(repairSubOrder).where(eq(repairSubOrder.id, spare.subOrderId)),
    ).toEqual([]);
    const detail = (
      await call<RepairOrderDetail>(t, boss, 'GET', `/eam/repair-order/${order.orderId}`)
    ).data;
    expect(detail.timeline.at(-1)).toMatchObject({ action: 'suborder.delete', reason: '空调' });

    expect((await call(t, tech, 'GET', '/eam/repair-suborder/2000000000')).status).toBe(404);
    const missingVersion = await call(t, tech, 'DELETE', `/eam/repair-suborder/${sub.subOrderId}`);
    expect(missingVersion.status).toBe(400);
    const badMoney = await addSub(order, { labourCost: '12.345' });
    expect(badMoney.status).toBe(400);
    expect(badMoney.msg).toBe('labourCost: must be an amount of at most 10 digits and 2 decimals');
  });

  it('cancels the open sub-orders of a cancelled order', async () => {
    let order = await createOrder(t, boss, f);
    const sub = (await addSub(order)).data;
    order = (await act(t, boss, order, 'cancel', { reason: '门店撤回' })).data;
    const after = (
      await call<RepairSubOrder>(t, boss, 'GET', `/eam/repair-suborder/${sub.subOrderId}`)
    ).data;
    expect(after).toMatchObject({ status: 'cancelled', version: 1 });
  });

  it('keeps photos that exist in the file store and shows them to whoever reads the order', async () => {
    const order = await working();
    const before = await upload(tech, Buffer.from('before-bytes'));
    const afterPhoto = await upload(tech, Buffer.from('after-bytes'));
    const sub = await addSub(order, { beforePhotos: [before] });
    expect(sub.status, sub.msg ?? '').toBe(200);
    expect(sub.data.beforePhotos).toEqual([before]);

    // An id that is no file, or someone else's upload, is refused.
    const stranger = await callerWith(t, ['eam_order_view']);
    const theirs = await upload(stranger);
    for (const id of [randomUUID(), theirs]) {
      const res = await call(t, tech, 'PUT', '/eam/repair-suborder', {
        subOrderId: sub.data.subOrderId,
        version: 0,
        afterPhotos: [id],
      });
      expect(res.status).toBe(400);
      expect(res.msg).toBe(`the photo ${id} does not exist or you may not use it`);
    }
    const notUuid = await addSub(order, { beforePhotos: ['12'] });
    expect(notUuid.status).toBe(400);
    expect(notUuid.msg).toBe('beforePhotos.0: must be the id of an uploaded file');

    const edited = await call<RepairSubOrder>(t, tech, 'PUT', '/eam/repair-suborder', {
      subOrderId: sub.data.subOrderId,
      version: 0,
      afterPhotos: [afterPhoto],
    });
    expect(edited.data).toMatchObject({ beforePhotos: [before], afterPhotos: [afterPhoto] });

    // A viewer who did not upload it reads it through the sub-order, not through /admin/files.
    const photo = await t.app.inject({
      url: subOrderPhotoUrl(sub.data.subOrderId, afterPhoto),
      headers: stranger.headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.body).toBe('after-bytes');
    expect(photo.headers['content-type']).toBe('image/png');
    const direct = await t.app.inject({
      url: `/admin/files/${afterPhoto}`,
      headers: stranger.headers,
    });
    expect(direct.statusCode).toBe(404);
    const notHeld = await t.app.inject({
      url: subOrderPhotoUrl(sub.data.subOrderId, theirs),
      headers: stranger.headers,
    });
    expect(notHeld.statusCode).toBe(404);

    const detail = (
      await call<RepairSubOrderDetail>(
        t,
        stranger,
        'GET',
        `/eam/repair-suborder/${sub.data.subOrderId}`,
      )
    ).data;
    expect(detail.order.orderId).toBe(order.orderId);
    expect(detail.timeline.map((e) => e.action)).toEqual(['suborder.create', 'suborder.edit']);
    expect(detail.timeline[1]!.reason).toBe('afterPhotos');
  });
});
