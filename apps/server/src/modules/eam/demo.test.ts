import {
  REPAIR_STATUSES,
  type Page,
  type RepairOrder,
  type RepairOrderDetail,
  type RepairStats,
} from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { repairOrder } from '../../db/schema';
import { DEMO_PASSWORD, bearer, areaEngines, signIn, useTestApp } from '../../../test/helpers';

describe.each(areaEngines())('repair-order demo data on %s', (engine) => {
  const t = useTestApp(engine);

  const signedIn = async (username: string) =>
    bearer((await signIn(t, username, DEMO_PASSWORD)).access_token);

  it('signs in the demo dispatcher, technicians and store manager with their keys', async () => {
    const keysOf = async (username: string) => {
      const res = await t.app.inject({
        url: '/admin/user/info',
        headers: await signedIn(username),
      });
      return (res.json().data.permissions as string[]).filter((k) => k.startsWith('eam_'));
    };
    expect(await keysOf('dispatcher')).toEqual([
      'eam_order_add',
      'eam_order_cancel',
      'eam_order_dispatch',
      'eam_order_edit',
      'eam_order_export',
      'eam_order_import',
      'eam_order_view',
      'eam_sla_edit',
      'eam_suborder_edit',
    ]);
    expect(await keysOf('tech_wang')).toEqual([
      'eam_order_view',
      'eam_order_work',
      'eam_suborder_edit',
    ]);
    expect(await keysOf('manager')).toEqual([
      'eam_order_add',
      'eam_order_cancel',
      'eam_order_edit',
      'eam_order_evaluate',
      'eam_order_export',
      'eam_order_view',
    ]);
    const menu = await t.app.inject({ url: '/admin/menu', headers: await signedIn('tech_zhao') });
    expect(menu.json().data.map((m: { path: string }) => m.path)).toEqual([
      '/wel',
      '/approval',
      // Their work orders (modules/ware-order/demo.ts).
      '/ware',
      '/eam',
      '/help',
    ]);
    const assignees = await t.app.inject({
      url: '/eam/repair-order/assignees',
      headers: await signedIn('dispatcher'),
    });
    expect(assignees.json().data.map((a: { username: string }) => a.username)).toEqual(
      expect.arrayContaining(['tech_wang', 'tech_zhao']),
    );
  });

  it('has orders in every status, some past their targets, with consistent clocks', async () => {
    const headers = await signedIn('dispatcher');
    const page = await t.app.inject({
      url: '/eam/repair-order/page',
      query: { size: '100' },
      headers,
    });
    const orders = page.json<{ data: Page<RepairOrder> }>().data.records;
    expect(orders.length).toBeGreaterThanOrEqual(35);
    for (const status of REPAIR_STATUSES) {
      expect(orders.filter((o) => o.status === status).length, status).toBeGreaterThan(0);
    }
    expect(orders.some((o) => o.evaluated)).toBe(true);
    const late = orders.filter((o) => o.responseBreached || o.resolutionBreached);
    expect(late.some((o) => o.status === 'completed')).toBe(true);
    expect(
      late.filter((o) => ['submitted', 'dispatched', 'in_progress', 'paused'].includes(o.status)),
    ).toHaveLength(3);
    // Codes sort like submit times.
    const byCode = [...orders].sort((a, b) => a.code.localeCompare(b.code));
    const bySubmit = [...orders].sort(
      (a, b) => a.submitTime.localeCompare(b.submitTime) || a.orderId - b.orderId,
    );
    expect(byCode.map((o) => o.orderId)).toEqual(bySubmit.map((o) => o.orderId));

    const paused = orders.find((o) => o.status === 'paused')!;
    expect(paused.pausedSince).not.toBeNull();
    const detail = await t.app.inject({ url: `/eam/repair-order/${paused.orderId}`, headers });
    const timeline = detail.json<{ data: RepairOrderDetail }>().data.timeline;
    expect(timeline.map((e) => e.action)).toEqual(['create', 'dispatch', 'start', 'pause']);
    const [row] = await t.db.select().from(repairOrder).where(eq(repairOrder.id, paused.orderId));
    expect(row!.version).toBe(3);

    const withSubs = orders.find((o) => o.status === 'in_progress' && o.resolutionBreached)!;
    const subs = (
      await t.app.inject({ url: `/eam/repair-order/${withSubs.orderId}`, headers })
    ).json<{ data: RepairOrderDetail }>().data.subOrders;
    expect(subs.map((s) => s.status)).toEqual(['in_progress', 'pending']);

    const stats = (await t.app.inject({ url: '/eam/repair-order/stats', headers })).json<{
      data: RepairStats;
    }>().data;
    // The repair-order demo's 3 submitted orders, and the one raised under the completed demo
    // project's warranty (docs/projects.md, "Warranty repair orders").
    expect(stats.openByStatus).toEqual({ submitted: 4, dispatched: 3, in_progress: 3, paused: 2 });
    expect(stats.daily.reduce((n, d) => n + d.completed, 0)).toBeGreaterThan(10);
  });
});
