/**
 * HTTP benchmark (issue #8): autocannon, 50 connections, against the list endpoints of a
 * server holding 1,000,000 notices, on PGlite and on PostgreSQL; every figure also as a ratio
 * of a bare Fastify route measured in the same run. Exits 1 when a target fails.
 */
import { benchArgs } from './lib/args';
import { measureBaseline } from './lib/baseline';
import {
  BENCH_ADMIN_PASSWORD,
  engineName,
  ensureScaleData,
  getJson,
  pgliteStore,
  pgStore,
  signIn,
  startDepot,
  type Engine,
  type Store,
} from './lib/depot';
import { type LoadResult, loadSeconds, warmThenMeasure } from './lib/load';
import { machineLine, num, table, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { postgresAvailable, startCluster, type Cluster } from './lib/pg-cluster';
import { scaleSize, storeName } from './lib/scale';
import {
  finishSection,
  loadCells,
  LIST_TARGET,
  loadChecks,
  type LoadTarget,
  RATIO_NOTE,
  verdictLines,
} from './lib/section';

const CONNECTIONS = 50;
/** The http section's targets (issue #8); a list's are the kit's (LIST_TARGET, issue #14). */
const HTTP_TARGET: LoadTarget = { ratio: 0.15, p99Ms: 50 };

interface Endpoint {
  name: string;
  path: string;
  /** A paged list (its target is LIST_TARGET). */
  list?: true;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'notice page', path: '/admin/notice/page?current=1&size=10', list: true },
  { name: 'notice counts', path: '/admin/notice/getUserInfoCount' },
  { name: 'menu', path: '/admin/menu' },
  { name: 'user info', path: '/admin/user/info' },
  { name: 'repair-order page', path: '/eam/repair-order/page?current=1&size=10', list: true },
];

interface Row {
  engine: Engine;
  endpoint: Endpoint;
  result: LoadResult;
}

const args = benchArgs();
const size = scaleSize(args.quick);
const { seconds, warmSeconds } = loadSeconds(args.quick);
const notes: string[] = [];

let cluster: Cluster | null = null;
const stores: Store[] = [pgliteStore(`pglite-${storeName(args.quick)}`)];
try {
  if (postgresAvailable()) {
    cluster = await startCluster();
    stores.push(await pgStore(cluster, `depot_bench_${storeName(args.quick)}`));
  } else {
    notes.push('PostgreSQL is not installed here: only PGlite was measured.');
  }
  for (const store of stores) {
    const took = await ensureScaleData(`http-${store.engine}`, store, size);
    if (took)
      notes.push(`${engineName(store.engine)}: the data was seeded in this run (${num(took)} s).`);
  }

  console.info('baseline…');
  const baseline = await measureBaseline(CONNECTIONS, seconds, warmSeconds);
  const rows: Row[] = [];
  const facts: string[] = [];
  for (const store of stores) {
    const port = store.engine === 'pg' ? PORTS.httpPg : PORTS.httpPglite;
    const depot = await startDepot(`http-${store.engine}`, store, port);
    try {
      const token = await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD);
      const headers = { authorization: `Bearer ${token}` };
      const counts = await getJson<{ viewAllCount: number }>(
        depot.url,
        '/admin/notice/getUserInfoCount',
        token,
      );
      facts.push(
        `${engineName(store.engine)}: the caller (admin) has ${num(counts.viewAllCount)} notices.`,
      );
      for (const endpoint of ENDPOINTS) {
        const probe = await fetch(`${depot.url}${endpoint.path}`, { headers });
        if (probe.status === 404) {
          notes.push(`${endpoint.path} does not exist in this build: not measured.`);
          continue;
        }
        if (!probe.ok) throw new Error(`${endpoint.path}: ${probe.status} ${await probe.text()}`);
        console.info(`${store.engine} ${endpoint.name}…`);
        const result = await warmThenMeasure(
          { url: `${depot.url}${endpoint.path}`, connections: CONNECTIONS, seconds, headers },
          warmSeconds,
        );
        rows.push({ engine: store.engine, endpoint, result });
      }
    } finally {
      await depot.stop();
    }
  }

  const checks: Check[] = rows
    .filter((r) => r.engine === 'pg')
    .flatMap((r) =>
      loadChecks(
        r.endpoint.name,
        r.result,
        baseline.rps,
        r.endpoint.list ? LIST_TARGET : HTTP_TARGET,
      ),
    );

  const markdown = [
    '# HTTP',
    '',
    `autocannon, ${CONNECTIONS} connections, ${seconds} s per endpoint after ${warmSeconds} s of ` +
      `warm-up; the server as \`npm start\` runs it (log level info), signed in as admin; ` +
      `${num(size.users)} users, ${num(size.notices)} notices` +
      (size.orders ? `, ${num(size.orders)} repair orders` : '') +
      `. ${RATIO_NOTE}`,
    '',
    `Machine: ${machineLine()}.`,
    '',
    table(
      ['engine', 'endpoint', 'requests/s', 'ratio', 'p50', 'p99', 'errors'],
      [
        ['—', 'baseline (bare Fastify)', ...loadCells(baseline, 1)],
        ...rows.map((r) => [
          engineName(r.engine),
          `\`${r.endpoint.path}\``,
          ...loadCells(r.result, r.result.rps / baseline.rps),
        ]),
      ],
    ),
    '',
    ...verdictLines(
      'Targets (PostgreSQL)',
      checks,
      [...facts, ...notes],
      'PostgreSQL was not measured: no verdict.',
    ),
  ].join('\n');
  await finishSection('http', markdown, checks);
} finally {
  cluster?.stop();
}
