import { sql, type SQL } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, engines, signIn, useTestApp, type TestApp } from './helpers';

/** Served outside the API scope on purpose: the OpenAPI browser. */
const OUTSIDE_API = /^\/docs(\/|$)/;

/** Tables whose rows a refused request may still touch: sign-in bookkeeping. */
const BOOKKEEPING = new Set(['oauth_token', 'login_log', 'login_lockout', 'captcha']);

interface Route {
  method: string;
  url: string;
  auth?: string;
  permission?: string;
}

/** A concrete address for a route pattern: every parameter filled with a plausible value. */
function addressOf(url: string): string {
  return url
    .replace(/:familyId/g, '00000000-0000-4000-8000-000000000000')
    .replace(/:\w+/g, '1')
    .replace(/\*/g, 'x');
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function rows<T>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One digest per table of everything the application keeps. */
async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const [result] = await rows<{ digest: string }>(
      t,
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    digests[name] = result!.digest;
  }
  return digests;
}

describe.each(engines())('access of every registered route on %s', (engine) => {
  const collected: RouteOptions[] = [];
  const t = useTestApp(engine, { build: { onRoute: (route) => collected.push(route) } });

  const routes = (): Route[] =>
    collected.flatMap((r) =>
      [r.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          url: r.url,
          auth: r.config?.auth,
          permission: r.config?.permission,
        })),
    );

  it('has a declaration on every API route', () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(50);
    const undeclared = all.filter(
      (r) => !OUTSIDE_API.test(r.url) && [r.auth, r.permission].filter(Boolean).length !== 1,
    );
    expect(undeclared).toEqual([]);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = routes().filter((r) => !OUTSIDE_API.test(r.url) && r.auth !== 'public');
    const answers = [];
    for (const route of guarded) {
      const res = await t.app.inject({ method: route.method as 'GET', url: addressOf(route.url) });
      answers.push({ route: `${route.method} ${route.url}`, status: res.statusCode });
    }
    expect(answers.filter((a) => a.status !== 401)).toEqual([]);
  });

  it('answers 403 on every permission route to a user without the key, changing nothing', async () => {
    const nobody = await createUser(t, { roles: [] });
    const { access_token } = await signIn(t, nobody.username, nobody.password);
    const keyed = routes().filter((r) => r.permission);
    expect(keyed.length).toBeGreaterThan(30);
    const before = await snapshot(t);
    const answers = [];
    for (const route of keyed) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: addressOf(route.url),
        headers: bearer(access_token),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      answers.push({ route: `${route.method} ${route.url}`, status: res.statusCode });
    }
    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });
});
