import { NOTICE_TYPES, REPAIR_NOTICE_LINK_AREA, type Notice, type Page } from '@depot/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { appUser, notice, repairOrder } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { createNoticeService } from '../notice/service';
import { checkSlaBreaches, targetText } from './sla-check';
import { call, callerWith, createOrder, fixture, type Caller, type Fixture } from './test-fixtures';

const SLA = NOTICE_TYPES.repairSlaBreach;

describe.each(areaEngines())('service-level notices on %s', (engine) => {
  const t = useTestApp(engine);
  const buses: Bus[] = [];
  let boss: Caller;
  let dispatcher: Caller;
  let former: Caller;
  let off: Caller;
  let f: Fixture;

  /** The message centre of one more server process on this database. */
  async function anotherProcess() {
    const bus = await createBus(t.database, t.app.log);
    buses.push(bus);
    return createNoticeService({ db: t.db, bus });
  }

  beforeAll(async () => {
    boss = await callerWith(t);
    dispatcher = await callerWith(t, ['eam_order_view', 'eam_order_dispatch']);
    // Dispatched an order once, may no longer dispatch: still hears of that order.
    former = await callerWith(t, ['eam_order_view']);
    off = await callerWith(t, ['eam_order_view', 'eam_order_dispatch']);
    await t.db.update(appUser).set({ enabled: false }).where(eq(appUser.id, off.id));
    f = await fixture(t, { responseMinutes: 60, resolutionMinutes: 240 });
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
  });

  const slaNotices = (userId: number) =>
    t.db
      .select()
      .from(notice)
      .where(and(eq(notice.recipientId, userId), eq(notice.type, SLA)))
      .orderBy(notice.id);

  /** An order in `status`, submitted `hours` ago, with more columns set directly. */
  async function orderAt(hours: number, set: Record<string, unknown> = {}) {
    const order = await createOrder(t, boss, f);
    await t.db
      .update(repairOrder)
      .set({ submitTime: sql`now() - ${hours} * interval '1 hour'`, ...set })
      .where(eq(repairOrder.id, order.orderId));
    return order;
  }
  const ago = (hours: number) => sql`now() - ${hours} * interval '1 hour'`;

  it('tells the dispatchers once per order and kind of breach', async () => {
    const notices = await anotherProcess();
    // Demo orders already past their targets are told on the first check: start from there.
    await checkSlaBreaches(t.db, notices);
    const before = (await slaNotices(dispatcher.id)).length;
    expect(before).toBe(3);

    const unanswered = await orderAt(2);
    const overrun = await orderAt(6, {
      status: 'in_progress',
      dispatchTime: ago(5.9),
      startTime: ago(5.5),
      dispatcherId: former.id,
    });
    // Ten hours since submission but paused for nine: one hour of work.
    const paused = await orderAt(10, {
      status: 'paused',
      dispatchTime: ago(9.9),
      pausedSince: ago(9),
      pauseCount: 1,
    });
    const finished = await orderAt(30, {
      status: 'completed',
      dispatchTime: ago(29),
      completionTime: ago(20),
    });
    const dropped = await orderAt(30, { status: 'cancelled', cancelTime: ago(29) });

    const first = await checkSlaBreaches(t.db, notices);
    expect(first).toEqual({ response: [unanswered.orderId], resolution: [overrun.orderId] });

    const told = (await slaNotices(dispatcher.id)).slice(before);
    expect(told.map((n) => [n.linkArea, n.linkId])).toEqual([
      [REPAIR_NOTICE_LINK_AREA, String(unanswered.orderId)],
      [REPAIR_NOTICE_LINK_AREA, String(overrun.orderId)],
    ]);
    expect(told[0]!.text).toBe(
      `维修工单 ${unanswered.code}（${unanswered.storeName}，${unanswered.typeName}）提交已超过响应时限 1 小时，仍未派单，请尽快派单`,
    );
    expect(told[1]!.text).toBe(
      `维修工单 ${overrun.code}（${overrun.storeName}，${overrun.typeName}）的维修用时已超过解决时限 4 小时，请跟进处理`,
    );
    expect(told[1]!.translations?.['en-US']?.text).toBe(
      `Repair order ${overrun.code} (${overrun.storeName}, ${overrun.typeName}) has taken longer than its resolution time of 4 h: please follow it up`,
    );
    // The former dispatcher dispatched none of the demo orders: only this one.
    expect((await slaNotices(former.id)).map((n) => n.linkId)).toEqual([String(overrun.orderId)]);
    expect(await slaNotices(off.id)).toEqual([]);
    const [admin] = await t.db.select().from(appUser).where(eq(appUser.username, 'admin'));
    expect((await slaNotices(admin!.id)).map((n) => n.linkId)).toEqual(
      expect.arrayContaining([String(unanswered.orderId), String(overrun.orderId)]),
    );

    // Checked again: nothing new, nobody told twice.
    expect(await checkSlaBreaches(t.db, notices)).toEqual({ response: [], resolution: [] });
    expect(await slaNotices(dispatcher.id)).toHaveLength(before + 2);
    const marked = await t.db
      .select({
        id: repairOrder.id,
        response: repairOrder.responseBreachNotifiedAt,
        resolution: repairOrder.resolutionBreachNotifiedAt,
      })
      .from(repairOrder)
      .where(inArray(repairOrder.id, [paused.orderId, finished.orderId, dropped.orderId]));
    expect(marked.every((m) => m.response === null && m.resolution === null)).toBe(true);

    // The notice shows in the dispatcher's message centre, linked to the order.
    const page = await call<Page<Notice>>(
      t,
      dispatcher,
      'GET',
      `/admin/notice/page?noticeInfoType=${SLA}`,
    );
    expect(page.data.records[0]).toMatchObject({
      noticeInfoType: SLA,
      link: { area: 'eam-order', id: overrun.orderId }, // what the message centre opens
    });
  });

  it('tells a breach once even when several processes check at the same moment', async () => {
    const processes = await Promise.all([anotherProcess(), anotherProcess(), anotherProcess()]);
    const late = await orderAt(3);
    const results = await Promise.all(processes.map((p) => checkSlaBreaches(t.db, p)));
    const found = results.flatMap((r) => r.response);
    expect(found.filter((id) => id === late.orderId)).toHaveLength(1);
    expect(
      (await slaNotices(dispatcher.id)).filter((n) => n.linkId === String(late.orderId)),
    ).toHaveLength(1);
  });

  it('words targets readably in both languages', () => {
    expect(targetText(30, 'zh-CN')).toBe('30 分钟');
    expect(targetText(240, 'zh-CN')).toBe('4 小时');
    expect(targetText(1530, 'zh-CN')).toBe('1 天 1 小时 30 分钟');
    expect(targetText(1530, 'en-US')).toBe('1 d 1 h 30 min');
    expect(targetText(0, 'en-US')).toBe('0 min');
  });
});

describe.each(areaEngines())('the service-level check in the server process on %s', (engine) => {
  const t = useTestApp(engine, { config: { slaCheckSeconds: 1 } });

  it('checks at start and then every few seconds', async () => {
    const [admin] = await t.db.select().from(appUser).where(eq(appUser.username, 'admin'));
    const told = () =>
      t.db
        .select({ linkId: notice.linkId })
        .from(notice)
        .where(and(eq(notice.recipientId, admin!.id), eq(notice.type, SLA)));
    // The demo's three open orders past a target, told when the server became ready.
    await expect.poll(async () => (await told()).length, { timeout: 5000 }).toBe(3);

    const boss = await callerWith(t);
    const f = await fixture(t, { responseMinutes: 15 });
    const order = await createOrder(t, boss, f);
    await t.db
      .update(repairOrder)
      .set({ submitTime: sql`now() - interval '1 hour'` })
      .where(eq(repairOrder.id, order.orderId));
    await expect
      .poll(async () => (await told()).map((n) => n.linkId), { timeout: 5000 })
      .toContain(String(order.orderId));
  });
});
