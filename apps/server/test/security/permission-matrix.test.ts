/**
 * Every route of the real app (listed as it registers them, so routes added later are covered
 * without touching this file) against who may call it: each declares its access; without a
 * valid token each non-public route answers 401; a signed-in user lacking a route's
 * permission gets 403 and every table is left as it was, even with the permission of every
 * other route; and with the permission alone the route is reached.
 */
import { describe, expect, it } from 'vitest';
import { areaEngines, bearer, useTestApp, type TestApp } from '../helpers';
import { actorWith, grantableKeys, type Actor } from './actors';
import { changedTables, changeWatch, databaseDigest, type ChangeWatch } from './db-digest';
import { addressFor, MissingTestValue, paramValues } from './path-params';
import { routeCollector, type ApiRoute } from './route-list';
import { sampleValid } from './schema-arbitrary';

interface Answer {
  route: string;
  status: number;
  changed?: string[];
}

/**
 * A body the route's schema accepts, so that nothing but access control stands between the
 * request and a change.
 */
function validBody(route: ApiRoute): Record<string, unknown> {
  if (route.method === 'GET') return {};
  const body = route.body ? sampleValid(route.body) : undefined;
  return body === undefined || body === null ? {} : { payload: body as object };
}

/**
 * Sends the route's request with `headers`; notes the tables it changed. `refused`: on records
 * that exist, with a valid body; `reach`: on records that do not exist, with an empty body
 * (whatever the answer, it changes nothing).
 */
async function call(
  t: TestApp,
  watch: ChangeWatch,
  route: ApiRoute,
  headers: Record<string, string>,
  kind: 'refused' | 'reach' = 'refused',
): Promise<Answer> {
  await watch.before();
  const res = await t.app.inject({
    method: route.method,
    url: addressFor(route, kind === 'refused' ? 'present' : 'absent'),
    headers,
    ...(kind === 'refused' ? validBody(route) : route.method === 'GET' ? {} : { payload: {} }),
  });
  const changed = await watch.changed();
  return { route: route.name, status: res.statusCode, ...(changed.length ? { changed } : {}) };
}

/**
 * A walk calls every route (hundreds of requests, each digesting the database), so it grows
 * with the routes and the tables: a loaded 2-core machine took 54 s for one that needs 10 s
 * idle, and with the door-lock and purchasing routes one walk passed 180 s at load 9.
 */
const WALK_MS = 360_000;

/**
 * One engine (PostgreSQL when the run has one): who may call a route is decided before its SQL
 * runs, the same on both, and the fuzz already runs every route on PGlite too
 * (docs/testing.md, "Which engine").
 */
describe.each(areaEngines())('the permission matrix on %s', (engine) => {
  const list = routeCollector();
  const t = useTestApp(engine, { build: { onRoute: list.collect } });
  // Hundreds of calls: the database is digested again only when its log moved.
  const watch = changeWatch(t);
  const routes = () => list.routes();
  const keyed = () => routes().filter((r) => r.permissions.length);
  const guarded = () => routes().filter((r) => r.auth !== 'public');

  it('has a declaration of who may call it on every route', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(50);
    const undeclared = all.filter(
      (r) => [r.auth, r.permissions.length].filter(Boolean).length !== 1,
    );
    expect(undeclared.map((r) => r.name)).toEqual([]);
  });

  it('asks only for permissions a button menu grants, so some role can hold each', async () => {
    const grantable = new Set(await grantableKeys(t));
    const orphans = keyed().flatMap((r) =>
      r.permissions.filter((k) => !grantable.has(k)).map((k) => `${r.name} needs ${k}`),
    );
    expect(orphans).toEqual([]);
  });

  it('has test values for the path parameters of every route', () => {
    const missing: string[] = [];
    for (const route of routes()) {
      for (const flavour of ['present', 'absent'] as const) {
        try {
          paramValues(route, flavour);
        } catch (error) {
          if (!(error instanceof MissingTestValue)) throw error;
          missing.push(error.message);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it(
    'answers 401 on every route that is not public without a valid token, changing nothing',
    async () => {
      const bad: Array<Record<string, string>> = [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Bearer not-a-token' },
        { authorization: `Bearer ${'A'.repeat(43)}` },
        { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
      ];
      const before = await databaseDigest(t);
      const refusals: Answer[] = [];
      for (const route of guarded()) {
        for (const headers of bad) {
          const res = await t.app.inject({
            method: route.method,
            url: addressFor(route),
            headers,
            ...validBody(route),
          });
          if (res.statusCode !== 401) refusals.push({ route: route.name, status: res.statusCode });
        }
      }
      expect(refusals).toEqual([]);
      expect(changedTables(before, await databaseDigest(t))).toEqual([]);
    },
    WALK_MS,
  );

  it(
    'answers 403 on every permission route to a signed-in user holding no permission, changing nothing',
    async () => {
      const nobody = await actorWith(t, []);
      const answers: Answer[] = [];
      for (const route of keyed()) answers.push(await call(t, watch, route, nobody.headers));
      expect(answers.filter((a) => a.status !== 403 || a.changed)).toEqual([]);
    },
    WALK_MS,
  );

  // A route accepting any of several keys is refused without all of them and reached with each.
  it(
    'answers 403 to a user holding every permission but the route’s own; with that one alone it is reached',
    async () => {
      const keys = await grantableKeys(t);
      const allBut = new Map<string, Actor>();
      const only = new Map<string, Actor>();
      const refused: Answer[] = [];
      const reached: Answer[] = [];
      for (const route of keyed()) {
        const own = route.permissions;
        const ownKey = own.join('|');
        if (!allBut.has(ownKey))
          allBut.set(
            ownKey,
            await actorWith(
              t,
              keys.filter((k) => !own.includes(k)),
            ),
          );
        const answer = await call(t, watch, route, allBut.get(ownKey)!.headers);
        if (answer.status !== 403 || answer.changed) refused.push(answer);
        for (const key of own) {
          if (!only.has(key)) only.set(key, await actorWith(t, [key]));
          // With the key alone the same route gets past access control (on a record that does
          // not exist, so nothing changes): a 400 or 404 says the route itself answered.
          const allowed = await call(t, watch, route, bearer(only.get(key)!.token), 'reach');
          if (allowed.status === 401 || allowed.status === 403 || allowed.changed) {
            reached.push(allowed);
          }
        }
      }
      expect(refused).toEqual([]);
      expect(reached).toEqual([]);
    },
    WALK_MS,
  );
});
