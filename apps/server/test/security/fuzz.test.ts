/**
 * Every route, fed random and hostile path parameters, query strings and bodies by a caller
 * holding every permission: the answer is a 2xx, or a 4xx envelope `{ code: 1, msg, data:
 * null }` that changed nothing in the database; never a 5xx. Bounded: a fixed seed per route
 * and a bounded number of requests each: 30 on PostgreSQL, the engine Depot is deployed on, and
 * 10 on PGlite, where the walk is there to run every route's SQL on the embedded engine too
 * (docs/testing.md, "Which engine"). FUZZ_SEED and FUZZ_RUNS (both engines) override them to
 * explore further; a failure prints the seed and the request that broke it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formDesignSchema } from '@depot/shared';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { post } from '../../src/db/schema';
import { basicAuth, engines, useTestApp, type Engine } from '../helpers';
import { changeWatch, SIGN_IN_BOOKKEEPING } from './db-digest';
import { fuzzActor } from './fuzz-actor';
import { POLLUTION_MARK } from './hostile';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary';
import { routeCollector, type ApiRoute } from './route-list';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);
const RUNS_ON: Record<Engine, number> = { pg: 30, pglite: 10 };
const runsOn = (engine: Engine) => Number(process.env.FUZZ_RUNS ?? RUNS_ON[engine]);
/** Comma-separated parts of route names to fuzz alone (`FUZZ_ONLY=/admin/store,/eam/`). */
const ONLY = (process.env.FUZZ_ONLY ?? '').split(',').filter(Boolean);

/**
 * Body fields a route takes as `z.unknown()` and its service checks against a schema of its
 * own: built from that schema, so requests get past the first check into the code behind it.
 */
const DEEPER: Record<string, Record<string, z.ZodType>> = {
  'POST /admin/form-design': { design: formDesignSchema },
  'PUT /admin/form-design/:id': { design: formDesignSchema },
};

/** A seed per route that stays the same when other routes come and go. */
function seedOf(route: ApiRoute): number {
  let hash = 2_166_136_261;
  for (const char of route.name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return (SEED ^ hash) | 0;
}

/** Own property names of the prototypes a pollution would reach. */
function prototypeShapes(): string[][] {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((p) =>
    Object.getOwnPropertyNames(p).sort(),
  );
}

function envelopeProblem(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 200)}`;
  }
  const envelope = parsed as { code?: unknown; msg?: unknown; data?: unknown };
  if (envelope.code !== 1 || typeof envelope.msg !== 'string' || !envelope.msg) {
    return `not a failure envelope: ${body.slice(0, 300)}`;
  }
  if (envelope.data !== null) return `data is not null: ${body.slice(0, 300)}`;
  return null;
}

describe.each(engines())('fuzz of every route on %s', (engine) => {
  const runs = runsOn(engine);
  const routes = routeCollector();
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-fuzz-'));
  // The server's own words for a 500 (by request id), for the failure report.
  const serverErrors = new Map<string, string>();
  const logStream = {
    write(line: string) {
      const entry = JSON.parse(line) as {
        reqId?: string;
        err?: { message?: string };
        msg?: string;
      };
      if (entry.reqId) serverErrors.set(entry.reqId, entry.err?.message ?? entry.msg ?? '');
    },
  };
  const t = useTestApp(engine, {
    config: { dataDir, logLevel: 'error' },
    build: { onRoute: routes.collect, logStream },
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('notices a write with its change watch, and lets a read pass', async () => {
    const watch = changeWatch(t, SIGN_IN_BOOKKEEPING);
    await watch.before();
    await t.app.inject({ url: '/auth/client-config' });
    expect(await watch.changed()).toEqual([]);
    await t.db.insert(post).values({ code: `watch-${engine}`, name: 'watched' });
    expect(await watch.changed()).toEqual(['post']);
  });

  it('answers every hostile request with a 2xx or a 4xx envelope that changed nothing, never a 5xx', async () => {
    const shapes = prototypeShapes();
    const actor = await fuzzActor(t);
    const clientHeaders: Array<Record<string, string>> = [
      {},
      { authorization: basicAuth(t.config) },
    ];
    const failures: string[] = [];
    const all = routes
      .routes()
      .filter((r) => !ONLY.length || ONLY.some((part) => r.name.includes(part)));
    expect(all.length).toBeGreaterThan(ONLY.length ? 0 : 50);

    // One watch for the whole walk: its triggers are installed and every table digested once;
    // after that a request costs one read of the write counts (and a digest of a table only
    // when its count moved).
    const watch = changeWatch(t, SIGN_IN_BOOKKEEPING);
    for (const route of all) {
      const seed = seedOf(route);
      const property = fc.asyncProperty(
        requestArbitrary(route, actor.headers, {
          extraHeaders: route.auth === 'public' ? clientHeaders : [{}],
          deeper: DEEPER[route.name],
        }),
        async (build) => {
          const request: FuzzRequest = build();
          await watch.before();
          const res = await t.app.inject(request);
          if (res.statusCode >= 500) {
            const said = serverErrors.get(String(res.headers['x-request-id'])) ?? '';
            // drizzle's "Failed query: … params: …: <the database's words>": keep the end.
            throw new Error(`answered ${res.statusCode}: …${said.slice(-400)}`);
          }
          if (res.statusCode >= 400) {
            const problem = envelopeProblem(res.body);
            if (problem) throw new Error(`answered ${res.statusCode}, ${problem}`);
            const changed = await watch.changed();
            if (changed.length) {
              throw new Error(`answered ${res.statusCode} but changed ${changed.join(', ')}`);
            }
            return;
          }
          if (request.method !== 'GET') await actor.heal();
        },
      );
      const result = await fc.check(property, {
        seed,
        numRuns: runs,
        // Shrinking replays requests against a database the earlier ones changed: keep it
        // bounded. A limit is a failure bound, not a quota: a route that did not finish its
        // runs in time fails below instead of passing on fewer requests.
        interruptAfterTimeLimit: 60_000,
      });
      if (result.failed) {
        failures.push(
          `${route.name} (FUZZ_SEED=${SEED}, route seed ${seed}):\n` +
            `  ${String(result.counterexample?.[0] ?? '')}\n  ${String(result.errorInstance)}`,
        );
      } else if (result.numRuns !== runs) {
        failures.push(`${route.name}: ran ${result.numRuns} of ${runs} requests in 60 s`);
      }
      await actor.heal();
    }

    expect(failures, failures.join('\n\n')).toEqual([]);
    // No payload reached a prototype.
    expect(prototypeShapes()).toEqual(shapes);
    expect(POLLUTION_MARK in {}).toBe(false);
  }, 600_000);
});
