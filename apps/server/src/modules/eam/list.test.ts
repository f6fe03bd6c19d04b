import {
  liveRepairFigures,
  type Page,
  type RepairOrder,
  type RepairStats,
  type RepairType,
} from '@depot/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, storeDay, storeDayStart, storeMonth } from '../../core/time-zone';
import { repairOrder } from '../../db/schema';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { call, callerWith, createOrder, fixture, type Caller, type Fixture } from './test-fixtures';

describe.each(areaEngines())('repair-order list, sorting and figures on %s', (engine) => {
  const t = useTestApp(engine);
  let boss: Caller;
  let tech: Caller;
  let f: Fixture;
  /** The orders of this suite's own type, by name. */
  const orders: Record<string, RepairOrder> = {};

  const page = async (query: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries({ typeId: String(f.typeId), size: '100', ...query })) {
      for (const one of [v].flat()) params.append(k, one);
    }
    const res = await call<Page<RepairOrder>>(t, boss, 'GET', `/eam/repair-order/page?${params}`);
    expect(res.status, res.msg ?? '').toBe(200);
    return res.data;
  };
  const codes = async (query: Record<string, string | string[]>) =>
    (await page(query)).records.map((o) => nameOf(o));
  const nameOf = (o: RepairOrder) =>
    Object.entries(orders).find(([, v]) => v.orderId === o.orderId)?.[0] ?? '?';

  /** Sets an order's columns directly (times as SQL relative to now). */
  const shape = (name: string, set: Record<string, unknown>) =>
    t.db.update(repairOrder).set(set).where(eq(repairOrder.id, orders[name]!.orderId));
  const hoursAgo = (h: number) => sql`now() - ${h} * interval '1 hour'`;

  beforeAll(async () => {
    boss = await callerWith(t);
    tech = await callerWith(t, ['eam_order_view', 'eam_order_work']);
    // Response within 1 h, resolution within 4 h.
    f = await fixture(t, { responseMinutes: 60, resolutionMinutes: 240 });
    for (const name of ['fresh', 'late', 'working', 'paused', 'done', 'cancelled']) {
      orders[name] = await createOrder(t, boss, f, { externalCode: `X-${engine}-${name}` });
    }
    await shape('fresh', { submitTime: hoursAgo(0.5) });
    // Not dispatched two hours after submission: past the response target.
    await shape('late', { submitTime: hoursAgo(2), storeId: f.otherStoreId });
    await shape('working', {
      status: 'in_progress',
      assigneeId: tech.id,
      submitTime: hoursAgo(3),
      dispatchTime: hoursAgo(2.5),
      startTime: hoursAgo(2),
      appointmentTime: hoursAgo(-24),
    });
    // Five hours since submission, paused for an hour and now for 2.5 more: 1.5 h of work.
    await shape('paused', {
      status: 'paused',
      assigneeId: tech.id,
      submitTime: hoursAgo(5),
      dispatchTime: hoursAgo(4.5),
      pauseCount: 2,
      pauseDuration: 3600,
      pausedSince: hoursAgo(2.5),
      appointmentTime: hoursAgo(-48),
    });
    // Six hours of work: past the resolution target.
    await shape('done', {
      status: 'completed',
      assigneeId: tech.id,
      submitTime: hoursAgo(30),
      dispatchTime: hoursAgo(29.5),
      completionTime: hoursAgo(24),
      evaluated: true,
      rating: 4,
    });
    await shape('cancelled', {
      status: 'cancelled',
      submitTime: hoursAgo(50),
      cancelTime: hoursAgo(49),
    });
  });

  it('filters by status, store, evaluated, keyword and every time range', async () => {
    expect((await page({})).total).toBe(6);
    expect(await codes({ status: ['paused', 'in_progress'], sort: 'code,asc' })).toEqual([
      'working',
      'paused',
    ]);
    expect(await codes({ storeId: String(f.otherStoreId) })).toEqual(['late']);
    expect(await codes({ evaluated: 'true' })).toEqual(['done']);
    expect((await page({ evaluated: 'false' })).total).toBe(5);
    expect(await codes({ keyword: `X-${engine}-PAUS` })).toEqual(['paused']);
    expect(await codes({ keyword: orders.working!.code.slice(-8) })).toEqual(['working']);
    expect(await codes({ keyword: '%' })).toEqual([]);
    const iso = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    expect(await codes({ submitFrom: iso(4), submitTo: iso(1) })).toEqual(['late', 'working']);
    expect(await codes({ appointmentFrom: iso(-36), appointmentTo: iso(-72) })).toEqual(['paused']);
    expect(await codes({ appointmentTo: iso(-36) })).toEqual(['working']);
    expect(await codes({ appointmentFrom: iso(-72) })).toEqual([]);
    expect(await codes({ completionFrom: iso(25), completionTo: iso(23) })).toEqual(['done']);
  });

  it('flags orders past a target, and the breached filter agrees with the flags', async () => {
    const all = (await page({})).records;
    const flags = Object.fromEntries(
      all.map((o) => [nameOf(o), [o.responseBreached, o.resolutionBreached]]),
    );
    expect(flags).toEqual({
      fresh: [false, false],
      late: [true, false],
      working: [false, false],
      paused: [false, false],
      done: [false, true],
      cancelled: [false, false],
    });
    expect((await codes({ breached: 'true' })).sort()).toEqual(['done', 'late']);
    expect((await codes({ breached: 'false' })).sort()).toEqual([
      'cancelled',
      'fresh',
      'paused',
      'working',
    ]);
  });

  it('sorts by durations computed in the database, the same as the answers', async () => {
    const asked = Date.now();
    const byDuration = await page({ sort: 'orderDuration,desc' });
    const answered = Date.now();
    expect(byDuration.records.map(nameOf)).toEqual([
      'done', // 6 h
      'working', // 3 h
      'late', // 2 h
      'paused', // 5 h − 3.5 h paused = 1.5 h
      'cancelled', // 1 h
      'fresh', // 0.5 h
    ]);
    const durations = byDuration.records.map((o) => o.orderDuration);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    const paused = byDuration.records.find((o) => nameOf(o) === 'paused')!;
    expect(paused.pauseDuration).toBeGreaterThanOrEqual(3.5 * 3600);
    expect(paused.pauseDuration).toBeLessThan(3.5 * 3600 + 30);
    expect(paused.orderDuration).toBe(1.5 * 3600);
    expect(paused.endedPauseDuration).toBe(3600);
    // The server counted at some moment between the question and the answer; a second may
    // have ticked over in between.
    expect([asked, answered].map((at) => liveRepairFigures(paused, at))).toContainEqual({
      pauseSeconds: paused.pauseDuration,
      orderSeconds: paused.orderDuration,
    });

    expect((await page({ sort: 'pauseDuration,desc' })).records.map(nameOf)[0]).toBe('paused');
    expect((await page({ sort: 'pauseCount,asc' })).records.map(nameOf).at(-1)).toBe('paused');
    expect(await codes({ sort: 'status,asc' })).toEqual([
      'fresh',
      'late',
      'working',
      'paused',
      'done',
      'cancelled',
    ]);
    // Empty appointment times last in both directions.
    const appointments = await codes({ sort: 'appointmentTime,desc' });
    expect(appointments.slice(0, 2)).toEqual(['paused', 'working']);
    expect((await codes({ sort: 'appointmentTime,asc' })).slice(0, 2)).toEqual([
      'working',
      'paused',
    ]);
    expect(await codes({ sort: 'code,desc' })).toEqual(
      ['fresh', 'late', 'working', 'paused', 'done', 'cancelled'].reverse(),
    );
    // Default: newest submitted first.
    expect(await codes({})).toEqual(['fresh', 'late', 'working', 'paused', 'done', 'cancelled']);
  });

  it('pages without repeating or skipping rows', async () => {
    const seen: string[] = [];
    for (let current = 1; current <= 3; current++) {
      const p = await page({ size: '2', current: String(current), sort: 'orderDuration,asc' });
      expect(p.total).toBe(6);
      seen.push(...p.records.map(nameOf));
    }
    expect(seen.sort()).toEqual(Object.keys(orders).sort());
  });

  it('refuses unknown sort fields and filters with 400', async () => {
    for (const query of [
      'sort=remark,asc',
      'sort=code,sideways',
      'status=lost',
      'size=501',
      'submitFrom=yesterday',
      'storeId=x',
      'evaluated=maybe',
    ]) {
      const res = await call(t, boss, 'GET', `/eam/repair-order/page?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('answers the home panel’s figures as the list computes them', async () => {
    const stats = (await call<RepairStats>(t, boss, 'GET', '/eam/repair-order/stats')).data;
    // Days and the month in the stores' time, as order codes have them.
    const day = storeDay();
    const monthStart = storeMonth().start;
    const every = async (query: Record<string, string>) => {
      const res = await call<Page<RepairOrder>>(
        t,
        boss,
        'GET',
        `/eam/repair-order/page?${new URLSearchParams({ size: '500', ...query })}`,
      );
      return res.data;
    };
    for (const status of ['submitted', 'dispatched', 'in_progress', 'paused'] as const) {
      expect(stats.openByStatus[status], status).toBe((await every({ status })).total);
    }
    const completed = (
      await every({ status: 'completed', completionFrom: monthStart.toISOString() })
    ).records;
    const mean = completed.reduce((n, o) => n + o.orderDuration, 0) / completed.length;
    expect(stats.averageDurationThisMonth).toBe(completed.length ? Math.round(mean) : null);
    const month = (await every({ submitFrom: monthStart.toISOString() })).records.filter(
      (o) => o.status !== 'cancelled',
    );
    const late = month.filter((o) => o.responseBreached || o.resolutionBreached).length;
    expect(stats.slaBreachRate).toBeCloseTo(late / month.length, 10);
    expect(stats.daily).toHaveLength(30);
    const today = stats.daily.at(-1)!;
    const todayStart = storeDayStart(day).toISOString();
    expect(today.date).toBe(day);
    expect(today.submitted).toBe((await every({ submitFrom: todayStart })).total);
    expect(today.completed).toBe((await every({ completionFrom: todayStart })).total);
    expect(stats.daily[0]!.date).toBe(daysFromToday(-29));
  });

  it('lists repair types and assignees; edits targets with eam_sla_edit', async () => {
    const types = (await call<RepairType[]>(t, boss, 'GET', '/eam/repair-type/list')).data;
    expect(types.find((x) => x.typeId === f.typeId)).toMatchObject({
      responseMinutes: 60,
      resolutionMinutes: 240,
    });
    const made = await call<RepairType>(t, boss, 'POST', '/eam/repair-type', {
      code: `GLASS_${engine}`,
      name: '玻璃门窗',
      responseMinutes: 90,
    });
    expect(made.data).toMatchObject({
      name: '玻璃门窗',
      responseMinutes: 90,
      resolutionMinutes: null,
    });
    const taken = await call(t, boss, 'POST', '/eam/repair-type', {
      code: `GLASS_${engine}`,
      name: 'again',
    });
    expect(taken.status).toBe(409);
    expect(taken.msg).toBe(`the repair type code GLASS_${engine} is already taken`);
    const bad = await call(t, boss, 'POST', '/eam/repair-type', { code: 'no spaces', name: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('code: must be letters, digits, _ or -');
    const edited = await call<RepairType>(t, boss, 'PUT', '/eam/repair-type', {
      typeId: made.data.typeId,
      resolutionMinutes: 600,
    });
    expect(edited.data).toMatchObject({ responseMinutes: 90, resolutionMinutes: 600 });
    const missing = await call(t, boss, 'PUT', '/eam/repair-type', {
      typeId: 2_000_000_000,
      name: 'x',
    });
    expect(missing.status).toBe(404);

    const assignees = (
      await call<{ userId: number }[]>(t, boss, 'GET', '/eam/repair-order/assignees')
    ).data;
    expect(assignees.map((a) => a.userId)).toContain(tech.id);
    const viewer = await callerWith(t, ['eam_order_view']);
    expect(assignees.map((a) => a.userId)).not.toContain(viewer.id);
  });
});
