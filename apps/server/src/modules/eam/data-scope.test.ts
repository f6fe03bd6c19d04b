import type { Page, RepairOrder, RepairStats } from '@depot/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeCollector, type ApiRoute } from '../../../test/security/route-list';
import { changeWatch } from '../../../test/security/db-digest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  bearer,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import {
  appUser,
  enterprise,
  repairOrder,
  repairSubOrder,
  store,
  userStore,
} from '../../db/schema';

/**
 * The demo's people and what their roles' data scopes let them see (demo-eam-data.ts; the
 * staff reports orders and sees those, seed-data.ts).
 */
const DEMO_USERS = ['dispatcher', 'tech_wang', 'tech_zhao', 'manager', 'staff'] as const;
type DemoUser = (typeof DEMO_USERS)[number];

/**
 * Data scope on repair orders: a dispatcher works their enterprise's orders, a store manager
 * their stores', a technician the ones assigned to them, a staff member the ones they reported. Another scope's order is a 404 on
 * every call that names it, and nothing changes.
 */
describe.each(areaEngines())('repair-order data scope on %s', (engine) => {
  const routes = routeCollector();
  const t = useTestApp(engine, { build: { onRoute: routes.collect } });
  const tokens = {} as Record<DemoUser | 'admin', string>;
  const ids = {} as Record<DemoUser, number>;
  let foreignOrder = 0;
  let foreignSubOrder = 0;

  const as = (who: DemoUser | 'admin', method: ApiRoute['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(tokens[who]) });

  beforeAll(async () => {
    tokens.admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    // The staff's first password change, done.
    await t.db.update(appUser).set({ passwordUpdated: 1 }).where(eq(appUser.username, 'staff'));
    for (const who of DEMO_USERS) {
      tokens[who] = (await signIn(t, who, DEMO_PASSWORD)).access_token;
      const [user] = await t.db.select().from(appUser).where(eq(appUser.username, who));
      ids[who] = user!.id;
    }
    // Another enterprise's store and an order there, reported by the administrator.
    const [other] = await t.db
      .insert(enterprise)
      .values({ code: 'OTHER', name: 'Other Co.' })
      .returning();
    const [otherStore] = await t.db
      .insert(store)
      .values({ code: 'OX001', name: 'Other store', enterpriseId: other!.id })
      .returning();
    const [type] = (await as('admin', 'GET', '/eam/repair-type/list')).json().data;
    const made = await as('admin', 'POST', '/eam/repair-order', {
      storeId: otherStore!.id,
      typeId: type.typeId,
    });
    expect(made.statusCode).toBe(200);
    foreignOrder = made.json().data.orderId;
    const sub = await as('admin', 'POST', '/eam/repair-suborder', {
      orderId: foreignOrder,
      trade: 'Plumbing',
    });
    expect(sub.statusCode).toBe(200);
    foreignSubOrder = sub.json().data.subOrderId;
  });

  /** The ids of the orders `who` should see, worked out from the rows themselves. */
  async function expectedIds(who: DemoUser): Promise<number[]> {
    const [depot] = await t.db.select().from(enterprise).where(eq(enterprise.code, 'DEPOT'));
    const mine = await t.db
      .select({ storeId: userStore.storeId })
      .from(userStore)
      .where(eq(userStore.userId, ids[who]));
    const where =
      who === 'dispatcher'
        ? eq(store.enterpriseId, depot!.id)
        : who === 'manager'
          ? inArray(
              repairOrder.storeId,
              mine.map((m) => m.storeId),
            )
          : or(eq(repairOrder.assigneeId, ids[who]), eq(repairOrder.createdBy, ids[who]));
    const rows = await t.db
      .select({ id: repairOrder.id })
      .from(repairOrder)
      .innerJoin(store, eq(store.id, repairOrder.storeId))
      .where(and(where));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  it('lists, counts and exports only the orders of each role’s scope', async () => {
    for (const who of DEMO_USERS) {
      const expected = await expectedIds(who);
      // Each demo role sees some orders, and not all of them.
      expect(expected.length, who).toBeGreaterThan(0);
      const page = await as(who, 'GET', '/eam/repair-order/page?size=500');
      const data = page.json<{ data: Page<RepairOrder> }>().data;
      expect(
        data.records.map((o) => o.orderId).sort((a, b) => a - b),
        who,
      ).toEqual(expected);
      expect(data.total, who).toBe(expected.length);
      expect(expected, who).not.toContain(foreignOrder);

      const stats = (await as(who, 'GET', '/eam/repair-order/stats')).json<{
        data: RepairStats;
      }>().data;
      const open = await t.db
        .select({ id: repairOrder.id })
        .from(repairOrder)
        .where(
          and(
            inArray(repairOrder.id, expected),
            inArray(repairOrder.status, ['submitted', 'dispatched', 'in_progress', 'paused']),
          ),
        );
      const counted = Object.values(stats.openByStatus).reduce((n, c) => n + c, 0);
      expect(counted, who).toBe(open.length);
    }
    // The administrator's scope is everything, the other enterprise's order included.
    const all = (await as('admin', 'GET', '/eam/repair-order/page?size=500')).json().data;
    expect(all.records.map((o: RepairOrder) => o.orderId)).toContain(foreignOrder);
  });

  it('does not let a technician start another technician’s order', async () => {
    const [theirs] = await t.db
      .select()
      .from(repairOrder)
      .where(and(eq(repairOrder.assigneeId, ids.tech_zhao), eq(repairOrder.status, 'dispatched')));
    expect(theirs, 'a dispatched order of tech_zhao in the demo').toBeDefined();
    const start = { version: theirs!.version };
    const refused = await as('tech_wang', 'POST', `/eam/repair-order/${theirs!.id}/start`, start);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 1, msg: 'the repair order does not exist', data: null });
    const [after] = await t.db.select().from(repairOrder).where(eq(repairOrder.id, theirs!.id));
    expect(after).toEqual(theirs);
    // Their own technician can: the refusal was the scope, not the order.
    const own = await as('tech_zhao', 'POST', `/eam/repair-order/${theirs!.id}/start`, start);
    expect(own.statusCode).toBe(200);
  });

  it('does not let a store manager report an order for another store', async () => {
    const [mine] = await t.db.select().from(userStore).where(eq(userStore.userId, ids.manager));
    const [elsewhere] = await t.db
      .select()
      .from(store)
      .where(and(eq(store.code, 'GZ001')));
    const [type] = (await as('manager', 'GET', '/eam/repair-type/list')).json().data;
    const refused = await as('manager', 'POST', '/eam/repair-order', {
      storeId: elsewhere!.id,
      typeId: type.typeId,
    });
    expect(refused.statusCode).toBe(400);
    const allowed = await as('manager', 'POST', '/eam/repair-order', {
      storeId: mine!.storeId,
      typeId: type.typeId,
    });
    expect(allowed.statusCode).toBe(200);
  });

  /** A body the route's schema accepts for the foreign order or sub-order. */
  function requestFor(route: ApiRoute): { url: string; payload?: object } | undefined {
    const version = 0;
    const url = route.url
      .replace(':orderId', String(foreignOrder))
      .replace(':subOrderId', String(foreignSubOrder))
      .replace(':fileId', '00000000-0000-4000-8000-000000000000');
    const action = /\/(\w+)$/.exec(route.url)?.[1];
    switch (route.name) {
      case 'GET /eam/repair-order/:orderId':
      case 'GET /eam/repair-suborder/:subOrderId':
      case 'GET /eam/repair-suborder/:subOrderId/photo/:fileId':
        return { url };
      case 'PUT /eam/repair-order':
        return { url, payload: { orderId: foreignOrder, version, remark: 'scope' } };
      case 'POST /eam/repair-suborder':
        return { url, payload: { orderId: foreignOrder, trade: 'scope' } };
      case 'PUT /eam/repair-suborder':
        return { url, payload: { subOrderId: foreignSubOrder, version, remark: 'scope' } };
      case 'DELETE /eam/repair-suborder/:subOrderId':
        return { url: `${url}?version=${version}` };
    }
    if (route.url.startsWith('/eam/repair-order/:orderId/')) {
      const bodies: Record<string, object> = {
        dispatch: { version, assigneeId: ids.tech_wang },
        pause: { version, reason: 'scope' },
        cancel: { version, reason: 'scope' },
        evaluate: { version, rating: 5 },
      };
      return { url, payload: bodies[action!] ?? { version } };
    }
    if (route.url.startsWith('/eam/repair-suborder/:subOrderId/')) {
      return { url, payload: { version, reason: 'scope' } };
    }
    return undefined;
  }

  it('answers 404 and changes nothing on every call naming another scope’s order', async () => {
    const named = (r: ApiRoute) =>
      /:orderId|:subOrderId/.test(r.url) ||
      ['PUT /eam/repair-order', 'POST /eam/repair-suborder', 'PUT /eam/repair-suborder'].includes(
        r.name,
      );
    const scoped = routes.routes().filter(named);
    expect(scoped.length).toBeGreaterThan(15);
    const watch = changeWatch(t);
    let refused = 0;
    for (const who of DEMO_USERS) {
      const info = (await as(who, 'GET', '/admin/user/info')).json().data;
      for (const route of scoped) {
        if (
          route.permissions.length &&
          !route.permissions.some((k) => info.permissions.includes(k))
        )
          continue;
        const request = requestFor(route);
        expect(request, `${route.name}: add a request to requestFor`).toBeDefined();
        await watch.before();
        const res = await as(who, route.method, request!.url, request!.payload);
        expect(res.statusCode, `${who} ${route.name}: ${res.body}`).toBe(404);
        expect(await watch.changed(), `${who} ${route.name}`).toEqual([]);
        refused++;
      }
    }
    // Every demo role reached some of them (the permission filter above skips the rest).
    expect(refused).toBeGreaterThan(DEMO_USERS.length * 4);
    // The same calls reach the order for the administrator, whose scope is all.
    const seen = await as('admin', 'GET', `/eam/repair-suborder/${foreignSubOrder}`);
    expect(seen.statusCode).toBe(200);
    const [order] = await t.db
      .select()
      .from(repairSubOrder)
      .where(eq(repairSubOrder.id, foreignSubOrder));
    expect(order!.orderId).toBe(foreignOrder);
  });
});
