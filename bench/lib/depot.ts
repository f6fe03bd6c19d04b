import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encryptPassword } from '@depot/shared';
import type { Cluster } from './pg-cluster';
import { nodeTs, start, waitForHttp, type Running } from './processes';
import { ROOT, TMP } from './paths';

/** The administrator's password in every bench database (set at its first start). */
export const BENCH_ADMIN_PASSWORD = 'Bench@admin-2026';
/** What seed:scale users sign in with: DEPOT_DEMO_PASSWORD's default. */
export const SCALE_USER_PASSWORD = 'Depot@2026';
const PASSWORD_KEY = 'depot-login-key!';
const CLIENT = 'depot:depot';

export type Engine = 'pglite' | 'pg';

/** Where a bench server keeps its data: a PGlite folder or a database of the bench cluster. */
export interface Store {
  engine: Engine;
  /** DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** Where seed:scale's marker is kept (what the store holds). */
  markerFile: string;
}

export const engineName = (engine: Engine) => (engine === 'pg' ? 'PostgreSQL 15' : 'PGlite');

export function pgliteStore(name: string): Store {
  const dir = join(TMP, name);
  return { engine: 'pglite', env: { DATA_DIR: dir }, markerFile: join(dir, 'bench-scale.json') };
}

export async function pgStore(cluster: Cluster, database: string): Promise<Store> {
  const markerFile = join(TMP, 'pg', `${database}.json`);
  // A database made now holds nothing, whatever an old marker says.
  if (await cluster.ensureDatabase(database)) writeFileSync(markerFile, '{}');
  return { engine: 'pg', env: { DATABASE_URL: cluster.url(database) }, markerFile };
}

/**
 * Production settings except what a benchmark from one address needs: no captcha, a rate
 * limit no run reaches, and known passwords. Logging stays at its default level (info).
 */
export function serverEnv(store: Store, port: number): Record<string, string> {
  return {
    ...store.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEPOT_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    DEPOT_DEMO_DATA: 'on',
    DEPOT_CAPTCHA: 'off',
    // Four endpoints at ~20,000 requests/s each passed 1,000,000 in a minute.
    DEPOT_RATE_LIMIT: '1000000000',
    NODE_ENV: 'production',
  };
}

export interface Depot {
  url: string;
  process: Running;
  stop(): Promise<void>;
}

/**
 * `npm start`'s command; with `DEPOT_BENCH_PROFILE=<folder>` the server also writes a V8 CPU
 * profile there when it stops (open it in Chrome's DevTools): where a section's time goes.
 */
function depotCommand(): string[] {
  const command = nodeTs('apps/server/src/main.ts');
  const folder = process.env.DEPOT_BENCH_PROFILE;
  if (!folder) return command;
  return [process.execPath, '--cpu-prof', `--cpu-prof-dir=${folder}`, ...command.slice(1)];
}

/** `node --import tsx apps/server/src/main.ts` on `store`, as `npm start` runs it. */
export async function startDepot(
  name: string,
  store: Store,
  port: number,
  env: Record<string, string> = {},
): Promise<Depot> {
  const server = start(name, depotCommand(), {
    ...serverEnv(store, port),
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/auth/client-config`, server, 300_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, process: server, stop: () => server.stop() };
}

export interface ScaleSize {
  users: number;
  notices: number;
  orders: number;
  assets: number;
  /** Ledger rows in the scale warehouses (issue #18). */
  movements: number;
}

/** seed:scale's kinds, in the order it adds them: each is one of its flags. */
const KINDS = ['users', 'notices', 'orders', 'assets', 'movements'] as const;

const emptySize: ScaleSize = { users: 0, notices: 0, orders: 0, assets: 0, movements: 0 };

function readMarker(store: Store): ScaleSize {
  if (!existsSync(store.markerFile)) return emptySize;
  return {
    ...emptySize,
    ...(JSON.parse(readFileSync(store.markerFile, 'utf8')) as Partial<ScaleSize>),
  };
}

/** Each kind's figure of `a` and `b` put together by `f`. */
const eachKind = (a: ScaleSize, b: ScaleSize, f: (x: number, y: number) => number): ScaleSize =>
  Object.fromEntries(KINDS.map((k) => [k, f(a[k], b[k])])) as unknown as ScaleSize;

/**
 * Makes `store` hold (at least) `size` of scale data: seed:scale adds only what the marker
 * says is missing, so a cached store is reused as it is and a store made before repair
 * orders (or assets, or ledger rows) existed gets them added. Returns the seconds seeding took
 * (0 when cached).
 */
export async function ensureScaleData(
  name: string,
  store: Store,
  size: ScaleSize,
): Promise<number> {
  const have = readMarker(store);
  const missing = eachKind(size, have, (want, got) => Math.max(0, want - got));
  if (KINDS.every((k) => !missing[k])) return 0;
  console.info(`${name}: seeding ${KINDS.map((k) => `${missing[k]} ${k}`).join(', ')}…`);
  const started = Date.now();
  const seed = start(
    `seed-${name}`,
    nodeTs('apps/server/scripts/seed-scale.ts', ...KINDS.map((k) => `--${k}=${missing[k]}`)),
    { ...store.env, DEPOT_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DEPOT_DEMO_DATA: 'on' },
  );
  const code = await new Promise<number | null>((resolve) => seed.child.once('exit', resolve));
  await seed.stop();
  if (code !== 0) throw new Error(`seed:scale failed (${code}); see ${seed.logFile}`);
  if (store.engine === 'pglite') mkdirSync(store.env.DATA_DIR!, { recursive: true });
  writeFileSync(store.markerFile, `${JSON.stringify(eachKind(have, missing, (x, y) => x + y))}\n`);
  return (Date.now() - started) / 1000;
}

/** Password sign-in through the real /auth/oauth/token, as the web client sends it. */
export function tokenRequest(
  baseUrl: string,
  username: string,
  password: string,
): { url: string; init: RequestInit } {
  const query = new URLSearchParams({
    grant_type: 'password',
    scope: 'server',
    username,
    password: encryptPassword(password, PASSWORD_KEY),
  });
  return {
    url: `${baseUrl}/auth/oauth/token?${query}`,
    init: {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(CLIENT).toString('base64')}` },
    },
  };
}

export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const { url, init } = tokenRequest(baseUrl, username, password);
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** Whether this checkout has the repair-order area (its list is benchmarked when it does). */
export function hasRepairOrders(): boolean {
  return existsSync(join(ROOT, 'apps/server/scripts/seed-scale/orders.ts'));
}
