/**
 * Asset list benchmark (issue #16): autocannon, 50 connections, against `/as/asset/page` on
 * PostgreSQL with 1,000,000 assets (100,000 with --quick) in the scale category tree: the
 * first page, a top-level category's subtree by purchase date, a category by a designed
 * field, and a store manager's page (their data scope); each as a ratio of a bare Fastify
 * route measured in the same run. Exits 1 when a target fails.
 */
import { benchArgs } from './lib/args';
import { measureBaseline } from './lib/baseline';
import {
  BENCH_ADMIN_PASSWORD,
  ensureScaleData,
  getJson,
  pgStore,
  SCALE_USER_PASSWORD,
  signIn,
  startDepot,
} from './lib/depot';
import { type LoadResult, loadSeconds, warmThenMeasure } from './lib/load';
import { machineLine, ms, num, table, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { startCluster, type Cluster } from './lib/pg-cluster';
import { assetScaleSize, storeName } from './lib/scale';
import {
  finishSection,
  FIRST_CALL_NOTE,
  LIST_TARGET,
  loadCells,
  loadChecks,
  RATIO_NOTE,
  requirePostgres,
  verdictLines,
} from './lib/section';

const CONNECTIONS = 50;

interface Endpoint {
  name: string;
  path: string;
  /** Who calls it: the administrator sees every asset, the store manager their store's. */
  as: 'admin' | 'manager';
}

interface Row {
  endpoint: Endpoint;
  /** The first call, with nothing kept by the server yet. */
  firstMs: number;
  total: number;
  result: LoadResult;
}

interface Category {
  categoryId: number;
  codePrefix: string;
  name: string;
}

const args = benchArgs();
const size = assetScaleSize(args.quick);
const { seconds, warmSeconds } = loadSeconds(args.quick);
const notes: string[] = [];

await requirePostgres('assets', 'Assets');

let cluster: Cluster | null = null;
try {
  cluster = await startCluster();
  const store = await pgStore(cluster, `depot_bench_${storeName(args.quick)}`);
  const took = await ensureScaleData('assets', store, size);
  if (took) notes.push(`The data was seeded in this run (${num(took)} s).`);

  console.info('baseline…');
  const baseline = await measureBaseline(CONNECTIONS, seconds, warmSeconds);
  const rows: Row[] = [];
  const facts: string[] = [];
  const depot = await startDepot('assets-pg', store, PORTS.assets);
  try {
    const tokens = {
      admin: await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD),
      manager: await signIn(depot.url, 'manager', SCALE_USER_PASSWORD).catch((error: unknown) => {
        notes.push(`The store manager could not sign in (${String(error)}): not measured.`);
        return null;
      }),
    };
    const categories = await getJson<Category[]>(depot.url, '/as/category/list', tokens.admin);
    const byPrefix = (prefix: string) => {
      const found = categories.find((c) => c.codePrefix === prefix);
      if (!found) throw new Error(`the scale category ${prefix} is missing`);
      return found;
    };
    const group = byPrefix('SIT');
    const laptops = byPrefix('SNB');
    const all = await getJson<{ total: number }>(
      depot.url,
      '/as/asset/page?current=1&size=1',
      tokens.admin,
    );
    facts.push(
      `${num(all.total)} assets in ${num(categories.length)} categories; ` +
        `"${group.name}" (${group.codePrefix}) is a top-level category with subcategories, ` +
        `"${laptops.name}" (${laptops.codePrefix}) has designed fields (memoryGb…).`,
    );
    const endpoints: Endpoint[] = [
      { name: 'first page', path: '/as/asset/page?current=1&size=10', as: 'admin' },
      {
        name: 'category subtree by purchase date',
        path: `/as/asset/page?current=1&size=10&categoryId=${group.categoryId}&sort=purchaseDate,desc`,
        as: 'admin',
      },
      {
        name: 'category by a designed field',
        path: `/as/asset/page?current=1&size=10&categoryId=${laptops.categoryId}&sort=custom.memoryGb,desc`,
        as: 'admin',
      },
      {
        name: 'store manager’s first page',
        path: '/as/asset/page?current=1&size=10',
        as: 'manager',
      },
    ];
    for (const endpoint of endpoints) {
      const token = tokens[endpoint.as];
      if (!token) continue;
      const headers = { authorization: `Bearer ${token}` };
      const started = performance.now();
      const probe = await fetch(`${depot.url}${endpoint.path}`, { headers });
      const firstMs = performance.now() - started;
      if (!probe.ok) {
        notes.push(
          `${endpoint.path} answered ${probe.status} (${(await probe.text()).slice(0, 200)}): not measured.`,
        );
        continue;
      }
      const { data } = (await probe.json()) as { data: { total: number } };
      console.info(`${endpoint.name}…`);
      const result = await warmThenMeasure(
        { url: `${depot.url}${endpoint.path}`, connections: CONNECTIONS, seconds, headers },
        warmSeconds,
      );
      rows.push({ endpoint, firstMs, total: data.total, result });
    }
  } finally {
    await depot.stop();
  }

  const checks: Check[] = rows.flatMap((r) =>
    loadChecks(r.endpoint.name, r.result, baseline.rps, LIST_TARGET),
  );

  const markdown = [
    '# Assets',
    '',
    `autocannon, ${CONNECTIONS} connections, ${seconds} s per call after ${warmSeconds} s of ` +
      `warm-up, PostgreSQL 15; the server as \`npm start\` runs it (log level info); ` +
      `${num(size.assets)} scale assets besides the demo's. ${RATIO_NOTE} ${FIRST_CALL_NOTE}`,
    '',
    `Machine: ${machineLine()}.`,
    '',
    table(
      ['call', 'as', 'total', 'first call', 'requests/s', 'ratio', 'p50', 'p99', 'errors'],
      [
        ['baseline (bare Fastify)', '—', '—', '—', ...loadCells(baseline, 1)],
        ...rows.map((r) => [
          `${r.endpoint.name}: \`${r.endpoint.path}\``,
          r.endpoint.as,
          num(r.total),
          ms(r.firstMs),
          ...loadCells(r.result, r.result.rps / baseline.rps),
        ]),
      ],
    ),
    '',
    ...verdictLines('Targets', checks, [...facts, ...notes], 'Nothing was measured: no verdict.'),
  ].join('\n');
  await finishSection('assets', markdown, checks);
} finally {
  cluster?.stop();
}
