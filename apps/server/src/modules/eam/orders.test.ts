import {
  REPAIR_ACTIONS,
  REPAIR_STATUSES,
  repairTransition,
  type RepairOrder,
  type RepairOrderDetail,
  type RepairStatus,
} from '@depot/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeDay } from '../../core/time-zone';
import { auditLog, repairOrder, repairPause } from '../../db/schema';
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

describe.each(areaEngines())('repair orders on %s', (engine) => {
  const t = useTestApp(engine);
  let boss: Caller;
  let tech: Caller;
  let f: Fixture;

  beforeAll(async () => {
    boss = await callerWith(t);
    tech = await callerWith(t, ['eam_order_view', 'eam_order_work']);
    f = await fixture(t);
  });

  const row = async (orderId: number) =>
    (await t.db.select().from(repairOrder).where(eq(repairOrder.id, orderId)))[0]!;

  /** Fields of an order in `status`, as the life cycle would have left them. */
  function stateOf(status: RepairStatus): Partial<typeof repairOrder.$inferInsert> {
    const now = new Date();
    const dispatched = { assigneeId: tech.id, dispatcherId: boss.id, dispatchTime: now };
    switch (status) {
      case 'submitted':
        return { status };
      case 'dispatched':
        return { status, ...dispatched };
      case 'in_progress':
        return { status, ...dispatched, startTime: now };
      case 'paused':
        return { status, ...dispatched, startTime: now, pausedSince: now, pauseCount: 1 };
      case 'completed':
        return { status, ...dispatched, startTime: now, completionTime: now };
      case 'cancelled':
        return { status, cancelTime: now, cancelReason: 'x' };
    }
  }

  const bodyOf: Record<string, Record<string, unknown>> = {
    dispatch: {},
    pause: { reason: '等待配件' },
    cancel: { reason: '门店撤回' },
    evaluate: { rating: 4, comment: '及时' },
  };

  describe('every action in every status (the shared REPAIR_TRANSITIONS)', () => {
    for (const status of REPAIR_STATUSES) {
      for (const action of REPAIR_ACTIONS) {
        const to = repairTransition(status, action);
        it(`${action} from ${status}: ${to ? `→ ${to}` : 'refused (409, nothing changed)'}`, async () => {
          const order = await createOrder(t, boss, f);
          await t.db
            .update(repairOrder)
            .set(stateOf(status))
            .where(eq(repairOrder.id, order.orderId));
          const before = await row(order.orderId);
          const body = action === 'dispatch' ? { assigneeId: tech.id } : (bodyOf[action] ?? {});
          const res = await act(t, boss, order, action, body);
          if (to) {
            expect(res.status, res.msg ?? '').toBe(200);
            expect(res.data.status).toBe(to);
            expect(res.data.version).toBe(order.version + 1);
          } else {
            expect(res.status).toBe(409);
            expect(res.msg).toMatch(/^only (a|an) .*order.* can be /);
            expect(await row(order.orderId)).toEqual(before);
          }
        });
      }
    }

    it('evaluates once: a second evaluation is refused', async () => {
      const order = await createOrder(t, boss, f);
      await t.db
        .update(repairOrder)
        .set(stateOf('completed'))
        .where(eq(repairOrder.id, order.orderId));
      const first = await act(t, boss, order, 'evaluate', { rating: 5 });
      expect(first.data).toMatchObject({ evaluated: true, rating: 5, status: 'completed' });
      const again = await act(t, boss, first.data, 'evaluate', { rating: 1 });
      expect(again.status).toBe(409);
      expect(again.msg).toBe('the order has already been evaluated');
      expect((await row(order.orderId)).rating).toBe(5);
    });
  });

  it('walks an order from submission to evaluation, with its timeline and audit', async () => {
    let order = await createOrder(t, boss, f, { remark: '后厨水管漏水' });
    expect(order.code).toMatch(new RegExp(`^RO${storeDay().replaceAll('-', '')}\\d{6}$`));
    expect(order).toMatchObject({
      status: 'submitted',
      address: f.storeAddress,
      evaluated: false,
      pauseCount: 0,
      version: 0,
    });
    const steps: [string, Record<string, unknown>, RepairStatus][] = [
      ['dispatch', { assigneeId: tech.id }, 'dispatched'],
      ['start', {}, 'in_progress'],
      ['pause', { reason: '等待配件' }, 'paused'],
      ['resume', {}, 'in_progress'],
      ['complete', {}, 'completed'],
      ['evaluate', { rating: 5, comment: '很满意' }, 'completed'],
    ];
    for (const [action, body, status] of steps) {
      const caller = action === 'start' || action === 'pause' || action === 'resume' ? tech : boss;
      const res = await act(t, caller, order, action, body);
      expect(res.status, `${action}: ${res.msg}`).toBe(200);
      expect(res.data.status).toBe(status);
      order = res.data;
    }
    expect(order).toMatchObject({
      assigneeId: tech.id,
      assigneeName: tech.username,
      dispatcherId: boss.id,
      pauseCount: 1,
      pausedSince: null,
      evaluated: true,
      rating: 5,
      evaluationComment: '很满意',
      version: 6,
    });
    expect(order.completionTime).not.toBeNull();

    const detail = await call<RepairOrderDetail>(
      t,
      boss,
      'GET',
      `/eam/repair-order/${order.orderId}`,
    );
    expect(
      detail.data.timeline.map((e) => [e.action, e.fromStatus, e.toStatus, e.username]),
    ).toEqual([
      ['create', null, 'submitted', boss.username],
      ['dispatch', 'submitted', 'dispatched', boss.username],
      ['start', 'dispatched', 'in_progress', tech.username],
      ['pause', 'in_progress', 'paused', tech.username],
      ['resume', 'paused', 'in_progress', tech.username],
      ['complete', 'in_progress', 'completed', boss.username],
      ['evaluate', 'completed', 'completed', boss.username],
    ]);
    expect(detail.data.timeline[1]!.reason).toBe(tech.username);
    expect(detail.data.timeline[3]!.reason).toBe('等待配件');
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'repair_order'), eq(auditLog.entityId, String(order.orderId))),
      );
    expect(audits.map((a) => a.action)).toEqual([
      'create',
      'dispatch',
      'start',
      'pause',
      'resume',
      'complete',
      'evaluate',
    ]);
  });

  describe('pauses and durations', () => {
    /** An order in progress, submitted an hour ago. */
    async function working(): Promise<RepairOrder> {
      const order = await createOrder(t, boss, f);
      await t.db
        .update(repairOrder)
        .set({ ...stateOf('in_progress'), submitTime: sql`now() - interval '1 hour'` })
        .where(eq(repairOrder.id, order.orderId));
      return (await call<RepairOrder>(t, boss, 'GET', `/eam/repair-order/${order.orderId}`)).data;
    }

    const read = async (orderId: number) =>
      (await call<RepairOrder>(t, boss, 'GET', `/eam/repair-order/${orderId}`)).data;

    /**
     * Resolves once the clock the server counts with has moved on: an order still in progress
     * reads a longer duration than it did. A figure that must stand still is read after this,
     * or its standing still would prove nothing.
     */
    async function afterTheClockMoves(): Promise<void> {
      const control = await working();
      await expect
        .poll(async () => (await read(control.orderId)).orderDuration, {
          timeout: 10_000,
          interval: 200,
        })
        .toBeGreaterThan(control.orderDuration);
    }

    const backdatePause = (orderId: number, seconds: number) =>
      t.db
        .update(repairOrder)
        .set({ pausedSince: sql`${repairOrder.pausedSince} - ${seconds} * interval '1 second'` })
        .where(eq(repairOrder.id, orderId));

    it('counts an open pause up to now and adds each pause to the total when work resumes', async () => {
      let order = await working();
      expect(order.orderDuration).toBeGreaterThanOrEqual(3600);
      expect(order.orderDuration).toBeLessThan(3660);

      order = (await act(t, tech, order, 'pause', { reason: '等待配件' })).data;
      await backdatePause(order.orderId, 600);
      const open = (await call<RepairOrder>(t, boss, 'GET', `/eam/repair-order/${order.orderId}`))
        .data;
      expect(open.pauseCount).toBe(1);
      expect(open.pauseDuration).toBeGreaterThanOrEqual(600);
      expect(open.pauseDuration).toBeLessThan(620);
      expect(open.orderDuration).toBeGreaterThanOrEqual(3000 - 5);
      expect(open.orderDuration).toBeLessThan(3020);

      order = (await act(t, tech, open, 'resume')).data;
      expect(order.pausedSince).toBeNull();
      const afterFirst = (await row(order.orderId)).pauseDuration;
      expect(afterFirst).toBeGreaterThanOrEqual(600);
      expect(afterFirst).toBeLessThan(620);

      order = (await act(t, tech, order, 'pause', { reason: '门店营业中' })).data;
      await backdatePause(order.orderId, 300);
      order = (await act(t, tech, order, 'resume')).data;
      const stored = await row(order.orderId);
      expect(stored.pauseCount).toBe(2);
      expect(stored.pauseDuration - afterFirst).toBeGreaterThanOrEqual(300);
      expect(stored.pauseDuration - afterFirst).toBeLessThan(320);
      expect(order.pauseDuration).toBe(stored.pauseDuration);

      const pauses = await t.db
        .select()
        .from(repairPause)
        .where(eq(repairPause.orderId, order.orderId))
        .orderBy(repairPause.id);
      expect(pauses.map((p) => [p.reason, p.endedAt !== null, p.pausedBy, p.resumedBy])).toEqual([
        ['等待配件', true, tech.id, tech.id],
        ['门店营业中', true, tech.id, tech.id],
      ]);

      // Completed: the clock stops; the figures no longer move.
      order = (await act(t, boss, order, 'complete')).data;
      await afterTheClockMoves();
      const later = await read(order.orderId);
      expect(later.orderDuration).toBe(order.orderDuration);
      expect(later.orderDuration + later.pauseDuration).toBeGreaterThanOrEqual(3600);
    });

    it('stops the clock of a cancelled order', async () => {
      const order = await createOrder(t, boss, f);
      const cancelled = (await act(t, boss, order, 'cancel', { reason: '重复报修' })).data;
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: '重复报修' });
      expect(cancelled.cancelTime).not.toBeNull();
      await afterTheClockMoves();
      const later = await read(order.orderId);
      expect(later.orderDuration).toBe(cancelled.orderDuration);
    });
  });

  describe('versions', () => {
    it('refuses a stale version with 409 and changes nothing', async () => {
      const order = await createOrder(t, boss, f, { remark: 'a' });
      const first = await call<RepairOrder>(t, boss, 'PUT', '/eam/repair-order', {
        orderId: order.orderId,
        version: 0,
        remark: 'b',
      });
      expect(first.data).toMatchObject({ remark: 'b', version: 1 });
      const stale = await call(t, boss, 'PUT', '/eam/repair-order', {
        orderId: order.orderId,
        version: 0,
        remark: 'c',
      });
      expect(stale.status).toBe(409);
      expect(stale.msg).toBe(
        'someone else changed this record meanwhile (it is now version 1): reload it and try again',
      );
      const staleAction = await act(t, boss, order, 'cancel', { reason: 'x' });
      expect(staleAction.status).toBe(409);
      expect(await row(order.orderId)).toMatchObject({
        remark: 'b',
        version: 1,
        status: 'submitted',
      });
    });

    it('lets exactly one of two concurrent writers with the same version win', async () => {
      for (let round = 0; round < 3; round++) {
        const order = await createOrder(t, boss, f);
        const answers = await Promise.all([
          call(t, boss, 'PUT', '/eam/repair-order', {
            orderId: order.orderId,
            version: 0,
            remark: 'one',
          }),
          act(t, boss, order, 'dispatch', { assigneeId: tech.id }),
          act(t, boss, order, 'cancel', { reason: 'two' }),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
        expect((await row(order.orderId)).version).toBe(1);
      }
    });
  });

  describe('create and edit', () => {
    it('keeps external codes unique per source', async () => {
      const code = `EXT-${engine}-${Date.now()}`;
      await createOrder(t, boss, f, { externalCode: code, externalSource: 'meituan' });
      const other = await createOrder(t, boss, f, { externalCode: code, externalSource: 'eleme' });
      expect(other.externalSource).toBe('eleme');
      const taken = await call(t, boss, 'POST', '/eam/repair-order', {
        storeId: f.storeId,
        typeId: f.typeId,
        externalCode: code,
        externalSource: 'meituan',
      });
      expect(taken.status).toBe(409);
      expect(taken.msg).toMatch(
        new RegExp(`^the external code ${code} is already used by order RO\\d{14}$`),
      );
      await createOrder(t, boss, f, { externalCode: `${code}-n` });
      const noSource = await call(t, boss, 'POST', '/eam/repair-order', {
        storeId: f.storeId,
        typeId: f.typeId,
        externalCode: `${code}-n`,
      });
      expect(noSource.status).toBe(409);
    });

    it('takes the address of the store unless one is given, also when the store changes', async () => {
      const own = await createOrder(t, boss, f, { address: '三楼后厨' });
      expect(own.address).toBe('三楼后厨');
      const edited = await call<RepairOrder>(t, boss, 'PUT', '/eam/repair-order', {
        orderId: own.orderId,
        version: own.version,
        storeId: f.otherStoreId,
      });
      expect(edited.data.storeId).toBe(f.otherStoreId);
      expect(edited.data.address).not.toBe('三楼后厨');
      const detail = await call<RepairOrderDetail>(
        t,
        boss,
        'GET',
        `/eam/repair-order/${own.orderId}`,
      );
      expect(detail.data.timeline.at(-1)).toMatchObject({
        action: 'edit',
        reason: 'storeId, address',
      });
    });

    it('edits open orders only', async () => {
      const order = await createOrder(t, boss, f);
      const cancelled = (await act(t, boss, order, 'cancel', { reason: 'x' })).data;
      const res = await call(t, boss, 'PUT', '/eam/repair-order', {
        orderId: order.orderId,
        version: cancelled.version,
        remark: 'late',
      });
      expect(res.status).toBe(409);
      expect(res.msg).toBe('the order is completed or cancelled and can no longer be changed');
    });

    it('answers 400 for bad bodies and unknown stores, types and assignees, changing nothing', async () => {
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(repairOrder);
      const cases: [string, string, unknown, string][] = [
        ['POST', '/eam/repair-order', { typeId: f.typeId }, '^storeId: '],
        [
          'POST',
          '/eam/repair-order',
          { storeId: 999_999, typeId: f.typeId },
          '^the store does not exist$',
        ],
        [
          'POST',
          '/eam/repair-order',
          { storeId: f.storeId, typeId: 999_999 },
          '^the repair type does not exist$',
        ],
        [
          'POST',
          '/eam/repair-order',
          { storeId: f.storeId, typeId: f.typeId, appointmentTime: 'tomorrow' },
          '^appointmentTime: ',
        ],
        [
          'POST',
          '/eam/repair-order',
          { storeId: f.storeId, typeId: f.typeId, remark: 'x'.repeat(1001) },
          '^remark: ',
        ],
      ];
      for (const [method, url, payload, msg] of cases) {
        const res = await call(t, boss, method as 'POST', url, payload);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(res.msg).toMatch(new RegExp(msg));
      }
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(repairOrder)).toEqual(
        before,
      );

      const order = await createOrder(t, boss, f);
      const actions: [string, Record<string, unknown>, string][] = [
        ['pause', {}, '^reason: '],
        ['cancel', { reason: '   ' }, '^reason: give a reason$'],
        ['evaluate', { rating: 6 }, '^rating: '],
        ['dispatch', {}, '^assigneeId: '],
        ['dispatch', { assigneeId: boss.id + 100_000 }, '^the assignee must be an enabled user'],
        ['start', { version: 'x' }, '^version: '],
      ];
      for (const [action, body, msg] of actions) {
        const res = await act(t, boss, order, action, body);
        expect(res.status, action).toBe(400);
        expect(res.msg).toMatch(new RegExp(msg));
      }
      // A user who may not work on orders is no assignee.
      const viewer = await callerWith(t, ['eam_order_view']);
      const notTech = await act(t, boss, order, 'dispatch', { assigneeId: viewer.id });
      expect(notTech.status).toBe(400);
      expect(await row(order.orderId)).toMatchObject({ status: 'submitted', version: 0 });
    });

    it('answers 404 for unknown orders', async () => {
      const gone = 2_000_000_000;
      expect((await call(t, boss, 'GET', `/eam/repair-order/${gone}`)).status).toBe(404);
      const res = await act(t, boss, { orderId: gone, version: 0 }, 'start');
      expect(res.status).toBe(404);
      expect(res.msg).toBe('the repair order does not exist');
      const edit = await call(t, boss, 'PUT', '/eam/repair-order', {
        orderId: gone,
        version: 0,
        remark: 'x',
      });
      expect(edit.status).toBe(404);
      expect((await call(t, boss, 'GET', '/eam/repair-order/abc')).status).toBe(400);
    });

    it('leaves no open pause row behind any order that is not paused', async () => {
      const open = await t.db
        .select({ id: repairPause.id, status: repairOrder.status })
        .from(repairPause)
        .innerJoin(repairOrder, eq(repairOrder.id, repairPause.orderId))
        .where(isNull(repairPause.endedAt));
      expect(open.filter((p) => p.status !== 'paused')).toEqual([]);
    });
  });
});
