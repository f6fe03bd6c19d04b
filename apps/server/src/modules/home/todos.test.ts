import {
  ASSET_PERMISSIONS,
  EAM_PERMISSIONS,
  type HomeTodo,
  type HomeTodoKind,
  type Page,
} from '@depot/shared';
import { and, count, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday as dayFromToday } from '../../core/time-zone';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  bearer,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { appUser, asset, enterprise, notice, repairOrder, store, userStore } from '../../db/schema';
import { callerWith, fixture } from '../eam/test-fixtures';

const DEMO_USERS = ['dispatcher', 'tech_wang', 'manager', 'staff'] as const;
type Who = (typeof DEMO_USERS)[number] | 'admin';

/**
 * GET /home/todos: what waits for the caller, each to-do only with its key, counted in the
 * caller's data scope; each count equals the rows of the database it stands for, and the list
 * its link opens (with the to-do's filter) shows as many where the list can filter as finely.
 */
describe.each(areaEngines())('home to-dos on %s', (engine) => {
  const t = useTestApp(engine);
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, number>;

  const todosOf = async (token: string) => {
    const res = await t.app.inject({ url: '/home/todos', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { items: HomeTodo[] } }>().data.items;
  };
  const todo = async (who: Who, kind: HomeTodoKind) => {
    const found = (await todosOf(tokens[who])).find((item) => item.kind === kind);
    expect(found, `${who} ${kind}`).toBeDefined();
    return found!;
  };
  /** The total of a list page called with the to-do's filter as its query. */
  const listTotal = async (who: Who, url: string, filter: HomeTodo['filter']) => {
    const res = await t.app.inject({ url, query: filter, headers: bearer(tokens[who]) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Page<unknown> }>().data.total;
  };
  const orders = async (...where: (SQL | undefined)[]) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(repairOrder)
      .innerJoin(store, eq(store.id, repairOrder.storeId))
      .where(and(...where));
    return row!.n;
  };
  const OPEN_WORK = ['dispatched', 'in_progress', 'paused'] as const;

  beforeAll(async () => {
    tokens.admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    // The staff's first password change, done.
    await t.db.update(appUser).set({ passwordUpdated: 1 }).where(eq(appUser.username, 'staff'));
    for (const who of ['admin', ...DEMO_USERS] as const) {
      if (who !== 'admin') tokens[who] = (await signIn(t, who, DEMO_PASSWORD)).access_token;
      const [user] = await t.db.select().from(appUser).where(eq(appUser.username, who));
      ids[who] = user!.id;
    }
    // Another enterprise's store with an order waiting there: the administrator's to-do, not
    // the dispatcher's.
    const [other] = await t.db
      .insert(enterprise)
      .values({ code: 'OTHER', name: 'Other Co.' })
      .returning();
    const [otherStore] = await t.db
      .insert(store)
      .values({ code: 'OX001', name: 'Other store', enterpriseId: other!.id })
      .returning();
    const [type] = (
      await t.app.inject({ url: '/eam/repair-type/list', headers: bearer(tokens.admin) })
    ).json().data;
    const made = await t.app.inject({
      method: 'POST',
      url: '/eam/repair-order',
      headers: bearer(tokens.admin),
      payload: { storeId: otherStore!.id, typeId: type.typeId },
    });
    expect(made.statusCode, made.body).toBe(200);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await t.app.inject({ url: '/home/todos' })).statusCode).toBe(401);
  });

  it('gives each to-do only with its key: unread messages to everyone', async () => {
    const kinds = async (token: string) => (await todosOf(token)).map((item) => item.kind);
    expect(await kinds(tokens.admin)).toEqual([
      'repairToDispatch',
      'repairAssigned',
      'repairToEvaluate',
      'assetsExpiring',
      'unreadMessages',
    ]);
    expect(await kinds(tokens.dispatcher)).toEqual(['repairToDispatch', 'unreadMessages']);
    expect(await kinds(tokens.tech_wang)).toEqual(['repairAssigned', 'unreadMessages']);
    expect(await kinds(tokens.manager)).toEqual([
      'repairToEvaluate',
      'assetsExpiring',
      'unreadMessages',
    ]);
    expect(await kinds(tokens.staff)).toEqual(['repairToEvaluate', 'unreadMessages']);
    const nobody = await callerWith(t, []);
    expect(await kinds(nobody.headers.authorization.slice('Bearer '.length))).toEqual([
      'unreadMessages',
    ]);
    const assets = await callerWith(t, [ASSET_PERMISSIONS.asset.view, EAM_PERMISSIONS.view]);
    expect(await kinds(assets.headers.authorization.slice('Bearer '.length))).toEqual([
      'assetsExpiring',
      'unreadMessages',
    ]);
  });

  it('counts the orders waiting for dispatch in the dispatcher’s enterprise, all for the administrator', async () => {
    const [depot] = await t.db.select().from(enterprise).where(eq(enterprise.code, 'DEPOT'));
    const waiting = eq(repairOrder.status, 'submitted');
    const theirs = await orders(waiting, eq(store.enterpriseId, depot!.id));
    expect(theirs).toBeGreaterThan(0);
    const dispatcher = await todo('dispatcher', 'repairToDispatch');
    expect(dispatcher).toEqual({
      kind: 'repairToDispatch',
      count: theirs,
      filter: { status: ['submitted'] },
    });
    const admin = await todo('admin', 'repairToDispatch');
    expect(admin.count).toBe(await orders(waiting));
    expect(admin.count).toBe(theirs + 1);
    // The list opened with the filter shows as many.
    expect(await listTotal('dispatcher', '/eam/repair-order/page', dispatcher.filter)).toBe(theirs);

    // A new order waits at once; dispatched, it no longer does.
    const f = await fixture(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/eam/repair-order',
      headers: bearer(tokens.dispatcher),
      payload: { storeId: f.storeId, typeId: f.typeId },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await todo('dispatcher', 'repairToDispatch')).count).toBe(theirs + 1);
    const order = created.json().data;
    const dispatched = await t.app.inject({
      method: 'POST',
      url: `/eam/repair-order/${order.orderId}/dispatch`,
      headers: bearer(tokens.dispatcher),
      payload: { version: order.version, assigneeId: ids.tech_wang },
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect((await todo('dispatcher', 'repairToDispatch')).count).toBe(theirs);
  });

  it('counts a technician’s assigned orders not yet done, not another’s', async () => {
    const assigned = await orders(
      eq(repairOrder.assigneeId, ids.tech_wang),
      inArray(repairOrder.status, [...OPEN_WORK]),
    );
    expect(assigned).toBeGreaterThan(0);
    const wang = await todo('tech_wang', 'repairAssigned');
    expect(wang).toEqual({
      kind: 'repairAssigned',
      count: assigned,
      filter: { status: [...OPEN_WORK] },
    });
    // Within a technician's own scope the list's statuses are theirs.
    expect(await listTotal('tech_wang', '/eam/repair-order/page', wang.filter)).toBe(assigned);
    // The administrator holds the key too, and has none assigned.
    expect((await todo('admin', 'repairAssigned')).count).toBe(0);
  });

  it('counts the completed orders the caller reported and has not evaluated', async () => {
    const toEvaluate = (who: Who, where?: SQL) =>
      orders(
        eq(repairOrder.createdBy, ids[who]),
        eq(repairOrder.status, 'completed'),
        eq(repairOrder.evaluated, false),
        where,
      );
    const filter = { status: ['completed'], evaluated: 'false' };
    const staffCount = await toEvaluate('staff');
    expect(staffCount).toBeGreaterThan(0);
    const staff = await todo('staff', 'repairToEvaluate');
    expect(staff).toEqual({ kind: 'repairToEvaluate', count: staffCount, filter });
    expect(await listTotal('staff', '/eam/repair-order/page', filter)).toBe(staffCount);

    // The store manager's: what they reported in the stores they see (an order elsewhere
    // they could not evaluate), not their stores' others.
    const stores = await t.db
      .select({ id: userStore.storeId })
      .from(userStore)
      .where(eq(userStore.userId, ids.manager));
    const manager = await todo('manager', 'repairToEvaluate');
    expect(manager.count).toBe(
      await toEvaluate(
        'manager',
        inArray(
          repairOrder.storeId,
          stores.map((s) => s.id),
        ),
      ),
    );
    expect(manager.count).toBeGreaterThan(0);
    expect(manager.count).toBeLessThan(await toEvaluate('manager'));
    const [order] = await t.db
      .select({ id: repairOrder.id, version: repairOrder.version })
      .from(repairOrder)
      .where(
        and(
          eq(repairOrder.createdBy, ids.manager),
          eq(repairOrder.status, 'completed'),
          eq(repairOrder.evaluated, false),
          inArray(
            repairOrder.storeId,
            stores.map((s) => s.id),
          ),
        ),
      )
      .limit(1);
    const evaluated = await t.app.inject({
      method: 'POST',
      url: `/eam/repair-order/${order!.id}/evaluate`,
      headers: bearer(tokens.manager),
      payload: { version: order!.version, rating: 5 },
    });
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    expect((await todo('manager', 'repairToEvaluate')).count).toBe(manager.count - 1);
  });

  it('counts the assets expiring within 30 days in the caller’s scope, as the register filters them', async () => {
    const [me] = await t.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'manager'));
    const stores = (
      await t.db
        .select({ id: userStore.storeId })
        .from(userStore)
        .where(eq(userStore.userId, me!.id))
    ).map((s) => s.id);
    // Nothing expires in the window but what the test sets: in the manager's stores, one due
    // today, one in 30 days, one written off, one in 31 days; elsewhere one in 10 days.
    await t.db.update(asset).set({ expiryDate: dayFromToday(400) });
    const theirs = await t.db
      .select({ id: asset.id })
      .from(asset)
      .where(inArray(asset.storeId, stores))
      .orderBy(asset.id)
      .limit(4);
    const [elsewhere] = await t.db
      .select({ id: asset.id })
      .from(asset)
      .where(notInArray(asset.storeId, stores))
      .limit(1);
    const set = (id: number, days: number, status = 'inUse') =>
      t.db
        .update(asset)
        .set({ expiryDate: dayFromToday(days), status })
        .where(eq(asset.id, id));
    await set(theirs[0]!.id, 0);
    await set(theirs[1]!.id, 30);
    await set(theirs[2]!.id, 5, 'writtenOff');
    await set(theirs[3]!.id, 31);
    await set(elsewhere!.id, 10);

    const inWindow = (where?: SQL) =>
      t.db
        .select({ n: count() })
        .from(asset)
        .where(
          and(
            gte(asset.expiryDate, dayFromToday(0)),
            lte(asset.expiryDate, dayFromToday(30)),
            notInArray(asset.status, ['writtenOff', 'lost']),
            where,
          ),
        )
        .then(([row]) => row!.n);
    const manager = await todo('manager', 'assetsExpiring');
    expect(manager.count).toBe(2);
    expect(manager.count).toBe(await inWindow(inArray(asset.storeId, stores)));
    expect(manager.filter).toEqual({
      status: ['idle', 'awaitingPickup', 'inUse', 'lent', 'inRepair', 'damaged'],
      expiresFrom: dayFromToday(0),
      expiresTo: dayFromToday(30),
    });
    expect(await listTotal('manager', '/as/asset/page', manager.filter)).toBe(2);
    const admin = await todo('admin', 'assetsExpiring');
    expect(admin.count).toBe(3);
    expect(admin.count).toBe(await inWindow());
  });

  it('counts the caller’s unread messages', async () => {
    for (const who of ['admin', 'staff'] as const) {
      const [unread] = await t.db
        .select({ n: count() })
        .from(notice)
        .where(and(eq(notice.recipientId, ids[who]), eq(notice.readStatus, 1)));
      expect(await todo(who, 'unreadMessages'), who).toEqual({
        kind: 'unreadMessages',
        count: unread!.n,
        filter: {},
      });
    }
    // Read them all: none left.
    const read = await t.app.inject({
      method: 'PUT',
      url: '/admin/notice/alreadyReadAll',
      headers: bearer(tokens.admin),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await todo('admin', 'unreadMessages')).count).toBe(0);
  });
});
