import {
  WARE_ORDER_ACTIONS,
  WARE_ORDER_PERMISSIONS as K,
  wareOrderTransition,
  type Page,
  type WareOrder,
  type WareOrderDraft,
  type WareOrderStatus,
} from '@depot/shared';
import { and, count, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '../../core/time-zone';
import { auditLog, assetDoc } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { REFUSED_SIGNATURES, SIGNATURE_UNREADABLE, TINY_STROKE } from '../../../test/signature-png';
import {
  act,
  allKeys,
  call,
  callerWith,
  places,
  signed,
  upload,
  type Caller,
} from './test-fixtures';
import { wareOrder, wareOrderEvent } from './tables';

const WORK_STATUSES: WareOrderStatus[] = [
  'pending',
  'assigned',
  'in_progress',
  'done',
  'cancelled',
];

/** What each action's body needs besides the version. */
const bodyOf = (action: string, workerId: number): Record<string, unknown> =>
  action === 'assign'
    ? { workerId }
    : action === 'finish'
      ? signed()
      : action === 'cancel'
        ? { reason: '门店撤回' }
        : {};

describe.each(areaEngines())('work orders on %s', (engine) => {
  const t = useTestApp(engine);
  let boss: Caller;
  let worker: Caller;
  let otherWorker: Caller;
  let where: Awaited<ReturnType<typeof places>>;

  beforeAll(async () => {
    boss = await callerWith(t, allKeys('work'));
    // Workers see their own orders only (data scope: self), as repair technicians do.
    worker = await callerWith(t, [K.view, K.act], 'self');
    otherWorker = await callerWith(t, [K.view, K.act], 'self');
    where = await places(t);
  });

  const row = async (orderId: number) =>
    (await t.db.select().from(wareOrder).where(eq(wareOrder.id, orderId)))[0]!;
  const eventCount = async (orderId: number) =>
    (
      await t.db
        .select({ n: count() })
        .from(wareOrderEvent)
        .where(eq(wareOrderEvent.orderId, orderId))
    )[0]!.n;

  async function create(fields: Record<string, unknown> = {}, by = boss) {
    const res = await call(t, by, 'POST', '/ware/order', {
      kind: 'deliver',
      storeId: where.storeId,
      assetIds: where.assetIds,
      ...fields,
    });
    expect(res.status, res.msg ?? '').toBe(200);
    return res.data;
  }

  it('walks an order from pending to done, each step on its timeline with who and when', async () => {
    let order = await create({ remark: '周五前送达', plannedDate: '2026-12-01' });
    const day = storeDay().replaceAll('-', '');
    expect(order.code).toMatch(new RegExp(`^WO${day}\\d{5}$`));
    expect(order).toMatchObject({
      type: 'work',
      status: 'pending',
      kind: 'deliver',
      assetCount: 2,
      urgency: null,
      worker: null,
      signed: false,
      version: 0,
    });
    expect(order.assets.map((a) => a.assetId).sort()).toEqual([...where.assetIds].sort());

    order = (await act(t, boss, order, 'assign', { workerId: worker.id })).data;
    expect(order).toMatchObject({ status: 'assigned', worker: { userId: worker.id } });
    order = (await act(t, worker, order, 'start')).data;
    expect(order.status).toBe('in_progress');

    const photo = await upload(t, worker, 'shelf-photo');
    const withPhoto = await call(t, worker, 'PUT', `/ware/order/${order.orderId}/photos`, {
      version: order.version,
      photos: [photo],
    });
    expect(withPhoto.status, withPhoto.msg ?? '').toBe(200);
    expect(withPhoto.data.photos).toEqual([photo]);
    order = withPhoto.data;
    // The dispatcher, who did not upload it, reads it through the order.
    const read = await t.app.inject({
      url: `/ware/order/${order.orderId}/photo/${photo}`,
      headers: boss.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('shelf-photo');

    const done = await act(t, worker, order, 'finish', { ...signed(3), remark: '已验收' });
    expect(done.status, done.msg ?? '').toBe(200);
    expect(done.data).toMatchObject({ status: 'done', signed: true, receiverName: '门店店员' });
    expect(done.data.finishedAt).not.toBeNull();
    const signature = await t.app.inject({
      url: `/ware/order/${order.orderId}/signature`,
      headers: boss.headers,
    });
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');

    expect(
      done.data.timeline.map((e) => [e.action, e.fromStatus, e.toStatus, e.user?.userId]),
    ).toEqual([
      ['create', null, 'pending', boss.id],
      ['assign', 'pending', 'assigned', boss.id],
      ['start', 'assigned', 'in_progress', worker.id],
      ['photos', null, null, worker.id],
      ['finish', 'in_progress', 'done', worker.id],
    ]);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ware_order'), eq(auditLog.entityId, String(order.orderId))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'assign', 'start', 'photos', 'finish']);
  });

  describe('every action in every status (the shared WARE_ORDER_TRANSITIONS)', () => {
    for (const status of WORK_STATUSES) {
      for (const action of WARE_ORDER_ACTIONS) {
        const to = wareOrderTransition(status, action);
        it(`${action} from ${status}: ${to ? `→ ${to}` : 'refused (409 naming the status)'}`, async () => {
          const order = await create();
          await t.db
            .update(wareOrder)
            .set({ status, workerId: worker.id })
            .where(eq(wareOrder.id, order.orderId));
          const before = await row(order.orderId);
          const events = await eventCount(order.orderId);
          const res = await act(t, boss, order, action, bodyOf(action, worker.id));
          if (to) {
            expect(res.status, res.msg ?? '').toBe(200);
            expect(res.data.status).toBe(to);
            expect(res.data.version).toBe(1);
            expect(await eventCount(order.orderId)).toBe(events + 1);
          } else {
            expect(res.status).toBe(409);
            expect(res.msg).toMatch(
              /^a work order that is (pending|assigned|in progress|done|cancelled) cannot be /,
            );
            expect(res.msg).toContain(status.replace('_', ' '));
            expect(await row(order.orderId)).toEqual(before);
            expect(await eventCount(order.orderId)).toBe(events);
          }
        });
      }
    }

    it('says so in Chinese too', async () => {
      const order = await create();
      const res = await t.app.inject({
        method: 'POST',
        url: `/ware/order/${order.orderId}/start`,
        headers: { ...boss.headers, 'accept-language': 'zh-CN' },
        payload: { version: 0 },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('待派工的工单不能开始');
    });
  });

  it('cancels only with a reason, and keeps the reason', async () => {
    const order = await create();
    const before = await row(order.orderId);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await act(t, boss, order, 'cancel', body);
      expect(res.status).toBe(400);
      expect(await row(order.orderId)).toEqual(before);
    }
    const cancelled = await act(t, boss, order, 'cancel', { reason: '门店暂停营业' });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelReason: '门店暂停营业' });
    expect(cancelled.data.timeline.at(-1)).toMatchObject({
      action: 'cancel',
      note: '门店暂停营业',
      user: { userId: boss.id },
    });
  });

  it('finishes only with the receiver’s name and a real PNG signature holding ink: the shortest stroke will do', async () => {
    let order = await create();
    order = (await act(t, boss, order, 'assign', { workerId: worker.id })).data;
    order = (await act(t, worker, order, 'start')).data;
    const before = await row(order.orderId);
    const refused = [
      {},
      { receiverName: '店员' },
      { signature: signed().signature },
      { receiverName: '店员', signature: 'data:image/png;base64,AAAA' },
      { receiverName: '', signature: signed().signature },
    ];
    for (const body of refused) {
      const res = await act(t, worker, order, 'finish', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await row(order.orderId)).toEqual(before);
    }
    const notPng = await act(t, worker, order, 'finish', {
      receiverName: '店员',
      signature: `data:image/png;base64,${Buffer.from('not a picture at all, really').toString('base64')}`,
    });
    expect(notPng.status).toBe(400);
    expect(notPng.msg).toBe(SIGNATURE_UNREADABLE);
    for (const [what, signature, answer] of REFUSED_SIGNATURES) {
      const res = await act(t, worker, order, 'finish', { receiverName: '店员', signature });
      expect(res.status, what).toBe(400);
      expect(res.msg, what).toBe(answer);
      expect(await row(order.orderId)).toEqual(before);
    }
    const done = await act(t, worker, order, 'finish', { ...signed(), signature: TINY_STROKE });
    expect(done.data.status).toBe('done');
  });

  it('shows a worker their own orders only: another worker’s is a 404 that changes nothing', async () => {
    let mine = await create();
    mine = (await act(t, boss, mine, 'assign', { workerId: worker.id })).data;
    let theirs = await create();
    theirs = (await act(t, boss, theirs, 'assign', { workerId: otherWorker.id })).data;
    const before = await row(theirs.orderId);

    const list = await call<Page<WareOrder>>(t, worker, 'GET', '/ware/order/page?size=100');
    const ids = list.data.records.map((o) => o.orderId);
    expect(ids).toContain(mine.orderId);
    expect(ids).not.toContain(theirs.orderId);
    expect(list.data.records.every((o) => o.worker?.userId === worker.id)).toBe(true);

    expect((await call(t, worker, 'GET', `/ware/order/${theirs.orderId}`)).status).toBe(404);
    const start = await act(t, worker, theirs, 'start');
    expect(start.status).toBe(404);
    expect(start.msg).toBe('no such work order');
    const photos = await call(t, worker, 'PUT', `/ware/order/${theirs.orderId}/photos`, {
      version: theirs.version,
      photos: [],
    });
    expect(photos.status).toBe(404);
    expect(await row(theirs.orderId)).toEqual(before);
    expect((await act(t, worker, mine, 'start')).data.status).toBe('in_progress');
  });

  it('refuses a stale version with a 409 naming the current one', async () => {
    const order = await create();
    await act(t, boss, order, 'assign', { workerId: worker.id });
    const stale = await act(t, boss, order, 'cancel', { reason: '重复' });
    expect(stale.status).toBe(409);
    expect(stale.msg).toContain('now version 1');
    expect((await row(order.orderId)).status).toBe('assigned');
  });

  it('answers 403 for each call without its key', async () => {
    const order = await create();
    const calls: Record<string, (c: Caller) => Promise<{ status: number }>> = {
      [K.view]: (c) => call(t, c, 'GET', '/ware/order/page'),
      [K.add]: (c) =>
        call(t, c, 'POST', '/ware/order', { kind: 'install', storeId: where.storeId }),
      [K.edit]: (c) =>
        call(t, c, 'PUT', `/ware/order/${order.orderId}`, { version: 0, remark: 'x' }),
      [K.assign]: (c) => act(t, c, order, 'assign', { workerId: worker.id }),
      [K.act]: (c) => act(t, c, order, 'start'),
      [K.cancel]: (c) => act(t, c, order, 'cancel', { reason: 'x' }),
      [K.export]: (c) => call(t, c, 'GET', '/ware/order/export'),
    };
    const before = await row(order.orderId);
    for (const [key, run] of Object.entries(calls)) {
      const without = await callerWith(
        t,
        allKeys('work').filter((k) => k !== key),
      );
      expect((await run(without)).status, key).toBe(403);
    }
    // The special orders' keys do not open work orders.
    const special = await callerWith(t, allKeys('special'));
    expect((await call(t, special, 'GET', `/ware/order/${order.orderId}`)).status).toBe(403);
    expect(await row(order.orderId)).toEqual(before);
  });

  it('answers bad input with a clear 400 and writes nothing', async () => {
    const orders = async () => (await t.db.select({ n: count() }).from(wareOrder))[0]!.n;
    const total = await orders();
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ storeId: where.storeId }, /kind/],
      [{ kind: 'teleport', storeId: where.storeId }, /kind/],
      [{ kind: 'deliver' }, /storeId/],
      [{ kind: 'deliver', storeId: 999_999 }, /no such store/],
      [{ kind: 'deliver', storeId: where.storeId, assetIds: [999_999] }, /999999/],
      [{ kind: 'deliver', storeId: where.storeId, plannedDate: '2026-02-30' }, /plannedDate/],
    ];
    for (const [body, message] of bad) {
      const res = await call(t, boss, 'POST', '/ware/order', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.msg).toMatch(message);
    }
    expect(await orders()).toBe(total);

    const order = await create();
    const before = await row(order.orderId);
    // A user who may not work on orders (no act key) is no worker.
    const viewer = await callerWith(t, [K.view]);
    const unknownWorker = await act(t, boss, order, 'assign', { workerId: viewer.id });
    expect(unknownWorker.status).toBe(400);
    expect(unknownWorker.msg).toBe(
      'the worker must be an enabled user who may work on these orders',
    );
    expect(await row(order.orderId)).toEqual(before);

    const assigned = (await act(t, boss, order, 'assign', { workerId: worker.id })).data;
    const foreign = await upload(t, boss, 'not-the-workers');
    const photos = await call(t, worker, 'PUT', `/ware/order/${order.orderId}/photos`, {
      version: assigned.version,
      photos: [foreign],
    });
    expect(photos.status).toBe(400);
    expect(photos.msg).toBe(`photo ${foreign} is not a file you uploaded`);
    expect((await row(order.orderId)).photos).toEqual([]);
  });

  it('edits an order until it starts', async () => {
    let order = await create();
    const edited = await call(t, boss, 'PUT', `/ware/order/${order.orderId}`, {
      version: 0,
      kind: 'install',
      contactName: '王店长',
      remark: null,
    });
    expect(edited.data).toMatchObject({ kind: 'install', contactName: '王店长', version: 1 });
    order = (await act(t, boss, edited.data, 'assign', { workerId: worker.id })).data;
    order = (await act(t, worker, order, 'start')).data;
    const late = await call(t, boss, 'PUT', `/ware/order/${order.orderId}`, {
      version: order.version,
      remark: '改期',
    });
    expect(late.status).toBe(409);
    expect(late.msg).toBe('a work order that is in progress can no longer be changed');
  });

  it('lists with filters and server paging, and exports them', async () => {
    const installed = await create({ kind: 'collect', storeId: where.otherStoreId, assetIds: [] });
    await act(t, boss, installed, 'assign', { workerId: otherWorker.id });
    const page = (query: string) =>
      call<Page<WareOrder>>(t, boss, 'GET', `/ware/order/page?${query}`);

    const byKind = await page('kind=collect&size=100');
    expect(byKind.data.records.map((o) => o.orderId)).toContain(installed.orderId);
    expect(byKind.data.records.every((o) => o.kind === 'collect')).toBe(true);
    const byStore = await page(`storeId=${where.otherStoreId}&status=assigned&status=pending`);
    expect(byStore.data.records.every((o) => o.storeId === where.otherStoreId)).toBe(true);
    expect(byStore.data.records.every((o) => ['assigned', 'pending'].includes(o.status))).toBe(
      true,
    );
    const byWorker = await page(`workerId=${otherWorker.id}`);
    expect(byWorker.data.records.every((o) => o.worker?.userId === otherWorker.id)).toBe(true);
    const byCode = await page(`code=${installed.code.slice(-7)}`);
    expect(byCode.data.records.map((o) => o.code)).toEqual([installed.code]);
    const today = storeDay();
    const future = await page('createdFrom=2999-01-01');
    expect(future.data.total).toBe(0);
    const todays = await page(`createdFrom=${today}&createdTo=${today}&size=2&current=1`);
    expect(todays.data.records).toHaveLength(2);
    expect(todays.data.total).toBeGreaterThan(2);
    expect((await page('sort=nothing,asc')).status).toBe(400);

    const sheet = await t.app.inject({
      url: `/ware/order/export?kind=collect`,
      headers: boss.headers,
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.headers['content-disposition']).toMatch(/work-orders-\d{4}-\d{2}-\d{2}\.xlsx/);
  });

  it('is made from an approved pick-up, transfer or return, once', async () => {
    const [doc] = await t.db
      .select({ id: assetDoc.id, code: assetDoc.code })
      .from(assetDoc)
      .where(
        and(
          inArray(assetDoc.docType, ['pickup', 'transfer', 'return']),
          inArray(assetDoc.status, ['done', 'awaitingSignature']),
          notExists(
            t.db
              .select({ one: sql`1` })
              .from(wareOrder)
              .where(
                and(eq(wareOrder.sourceDocId, assetDoc.id), ne(wareOrder.status, 'cancelled')),
              ),
          ),
        ),
      )
      .limit(1);
    expect(doc, 'the demo has an approved document without a work order').toBeDefined();
    const draft = await call<WareOrderDraft>(t, boss, 'GET', `/ware/order/draft?docId=${doc!.id}`);
    expect(draft.status, draft.msg ?? '').toBe(200);
    expect(draft.data.sourceCode).toBe(doc!.code);
    expect(draft.data.assets.length).toBeGreaterThan(0);

    const made = await create({
      kind: draft.data.kind,
      storeId: draft.data.storeId,
      assetIds: [],
      sourceDocId: doc!.id,
    });
    expect(made.sourceDoc).toMatchObject({ docId: doc!.id, code: doc!.code });
    expect(made.assets.map((a) => a.assetId)).toEqual(draft.data.assets.map((a) => a.assetId));

    const again = await call(t, boss, 'POST', '/ware/order', {
      kind: 'deliver',
      storeId: draft.data.storeId,
      sourceDocId: doc!.id,
    });
    expect(again.status).toBe(409);
    expect(again.msg).toBe(`document ${doc!.code} already has work order ${made.code}`);

    const [pending] = await t.db
      .select({ id: assetDoc.id, code: assetDoc.code })
      .from(assetDoc)
      .where(
        and(
          inArray(assetDoc.docType, ['pickup', 'transfer', 'return']),
          eq(assetDoc.status, 'pending'),
        ),
      )
      .limit(1);
    const notYet = await call(t, boss, 'GET', `/ware/order/draft?docId=${pending!.id}`);
    expect(notYet.status).toBe(409);
    expect(notYet.msg).toBe(`document ${pending!.code} is not approved yet`);
  });
});
