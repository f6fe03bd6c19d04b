import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeWatch } from '../../../test/security/db-digest';
import { routeCollector, type ApiRoute } from '../../../test/security/route-list';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { grantableKeys, roleGranting } from '../../../test/security/actors';
import { asset, enterprise, store, userStore } from '../../db/schema';

/** Calls that name one asset or one device, by its id in the path or the body. */
const NAMES_ONE = /^\/as\/(asset|equipment)\/(:id|qr\/:token)(\/|$)/;
const BODY_NAMED = ['PUT /as/asset', 'PUT /as/equipment'];

/**
 * Data scope on assets and store devices (issue #14's data-scope walk for the assets area):
 * every call that names an asset or a device of a store outside the caller's scope answers
 * 404 and changes nothing, for the demo's store manager (view rights, their stores) and for a
 * keeper holding every asset and device right over one store. The walk takes the routes as the
 * app registers them, so a call added later is walked too, or the test says it needs a request.
 */
describe.each(areaEngines())('asset data scope on %s', (engine) => {
  const routes = routeCollector();
  const t = useTestApp(engine, { build: { onRoute: routes.collect } });
  const tokens: Record<string, string> = {};
  const foreign = { assetId: 0, version: 0, qrToken: '', equipmentId: 0 };

  const as = (who: string, method: ApiRoute['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(tokens[who]!) });

  beforeAll(async () => {
    tokens.admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    tokens.manager = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
    // A keeper of one demo store with every right of the area.
    const areaKeys = (await grantableKeys(t)).filter((k) => k.startsWith('as_'));
    const keeperRole = await roleGranting(t, areaKeys, 'stores');
    const keeper = await createUser(t, { roles: [keeperRole.code] });
    const [home] = await t.db.select().from(store).where(eq(store.code, 'SH001'));
    await t.db.insert(userStore).values({ userId: keeper.id, storeId: home!.id });
    tokens.keeper = (await signIn(t, keeper.username, keeper.password)).access_token;

    // Another enterprise's store, with an asset and a device.
    const [other] = await t.db
      .insert(enterprise)
      .values({ code: 'OTHER', name: 'Other Co.' })
      .returning();
    const [otherStore] = await t.db
      .insert(store)
      .values({ code: 'OX001', name: 'Other store', enterpriseId: other!.id })
      .returning();
    const [category] = (await as('admin', 'GET', '/as/category/list')).json().data;
    const made = await as('admin', 'POST', '/as/asset', {
      name: 'Foreign laptop',
      categoryId: category.categoryId,
      storeId: otherStore!.id,
    });
    expect(made.statusCode, made.body).toBe(200);
    foreign.assetId = made.json().data.assetId;
    foreign.qrToken = made.json().data.qrToken;
    foreign.version = made.json().data.version;
    const device = await as('admin', 'POST', '/as/equipment', {
      storeId: otherStore!.id,
      position: 'Door',
      model: 'AMS-1',
      serialNo: 'SCOPE-1',
    });
    expect(device.statusCode, device.body).toBe(200);
    foreign.equipmentId = device.json().data.equipmentId;
  });

  /** A request the route's schema accepts, naming the foreign asset or device. */
  function requestFor(route: ApiRoute): { url: string; payload?: object } | undefined {
    const id = route.url.startsWith('/as/equipment') ? foreign.equipmentId : foreign.assetId;
    const url = route.url
      .replace(':id', String(id))
      .replace(':token', foreign.qrToken)
      .replace(':fileId', '00000000-0000-4000-8000-000000000000');
    switch (route.name) {
      case 'PUT /as/asset':
        return {
          url,
          payload: { assetId: foreign.assetId, version: foreign.version, remark: 'scope' },
        };
      case 'PUT /as/equipment':
        return { url, payload: { equipmentId: foreign.equipmentId, position: 'scope' } };
      case 'POST /as/equipment/:id/report-fault':
        return { url, payload: { typeId: 1, remark: 'scope' } };
      case 'POST /as/asset/:id/files':
        return { url, payload: { fileIds: ['00000000-0000-4000-8000-000000000000'] } };
    }
    return route.method === 'GET' || route.method === 'DELETE' ? { url } : undefined;
  }

  it('answers 404 and changes nothing on every call naming another scope’s asset or device', async () => {
    const named = routes
      .routes()
      .filter((r) => NAMES_ONE.test(r.url) || BODY_NAMED.includes(r.name));
    expect(named.length).toBeGreaterThanOrEqual(8);
    const watch = changeWatch(t);
    const refused: string[] = [];
    for (const who of ['manager', 'keeper']) {
      const held: string[] = (await as(who, 'GET', '/admin/user/info')).json().data.permissions;
      for (const route of named) {
        if (!route.permissions.some((k) => held.includes(k))) continue;
        const request = requestFor(route);
        expect(request, `${route.name}: add a request to requestFor`).toBeDefined();
        await watch.before();
        const res = await as(who, route.method, request!.url, request!.payload);
        expect(res.statusCode, `${who} ${route.name}: ${res.body}`).toBe(404);
        expect(await watch.changed(), `${who} ${route.name}`).toEqual([]);
        refused.push(`${who} ${route.name}`);
      }
    }
    // The manager reached the reads, the keeper every call the area's own keys open.
    expect(refused.filter((r) => r.startsWith('manager')).length).toBeGreaterThanOrEqual(3);
    const areaCalls = named.filter((r) => r.permissions.some((k) => k.startsWith('as_')));
    expect(refused.filter((r) => r.startsWith('keeper')).length).toBe(areaCalls.length);
    // The same records are there for the administrator, whose scope is all.
    expect((await as('admin', 'GET', `/as/asset/${foreign.assetId}`)).statusCode).toBe(200);
    expect((await as('admin', 'GET', `/as/equipment/${foreign.equipmentId}`)).statusCode).toBe(200);
  });

  it('lists and counts only the stores in scope, and reaches the keeper’s own asset', async () => {
    const [home] = await t.db.select().from(store).where(eq(store.code, 'SH001'));
    const inHome = await t.db
      .select({ id: asset.id })
      .from(asset)
      .where(inArray(asset.storeId, [home!.id]));
    expect(inHome.length).toBeGreaterThan(0);
    const page = (await as('keeper', 'GET', '/as/asset/page?size=500')).json().data;
    expect(page.total).toBe(inHome.length);
    expect(page.records.map((a: { assetId: number }) => a.assetId)).not.toContain(foreign.assetId);
    // The refusal above was the scope: the keeper opens an asset of their store.
    const mine = await as('keeper', 'GET', `/as/asset/${inHome[0]!.id}`);
    expect(mine.statusCode).toBe(200);
  });
});
