/**
 * Approval to-do benchmark (issue #17): autocannon, 50 connections, against the approval
 * centre's to-do list (`GET /approval/page?view=todo`) and its tab counts
 * (`GET /approval/counts`) as the administrator, the approver with the most open tasks, on
 * PostgreSQL with 100,000 pending requests (20,000 with --quick) besides the http section's
 * data; each as a ratio of a bare Fastify route measured in the same run. Exits 1 when a
 * target fails.
 */
import { benchArgs } from './lib/args';
import { withStore } from './lib/approval-data';
import { ensurePendingRequests } from './lib/approval-requests';
import { measureBaseline } from './lib/baseline';
import { BENCH_ADMIN_PASSWORD, getJson, signIn, startDepot } from './lib/depot';
import { type LoadResult, loadSeconds, warmThenMeasure } from './lib/load';
import { machineLine, ms, num, table, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { startCluster, type Cluster } from './lib/pg-cluster';
import { scaleStore } from './lib/scale';
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
}

const ENDPOINTS: Endpoint[] = [
  { name: 'to-do, first page', path: '/approval/page?view=todo&current=1&size=10' },
  {
    name: 'to-do of one type',
    path: '/approval/page?view=todo&docType=transfer&current=1&size=10',
  },
  { name: 'tab counts', path: '/approval/counts' },
];

interface Row {
  endpoint: Endpoint;
  firstMs: number;
  total: number | null;
  result: LoadResult;
}

const args = benchArgs();
const requests = args.quick ? 20_000 : 100_000;
const { seconds, warmSeconds } = loadSeconds(args.quick);
const notes: string[] = [];

await requirePostgres('approval-todo', 'Approval to-do');

let cluster: Cluster | null = null;
try {
  cluster = await startCluster();
  const store = await scaleStore(cluster, 'approval-todo', args.quick, notes);
  const seeded = await withStore(store, (db) =>
    ensurePendingRequests(db, requests, (done) => console.info(`  ${num(done)} requests…`)),
  );
  if (seeded.made) {
    notes.push(
      `${num(seeded.made)} pending requests were made in this run (${num(seeded.seconds, 1)} s).`,
    );
  }

  console.info('baseline…');
  const baseline = await measureBaseline(CONNECTIONS, seconds, warmSeconds);
  const rows: Row[] = [];
  const facts: string[] = [];
  const depot = await startDepot('approval-todo', store, PORTS.approvalTodo);
  try {
    const token = await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const counts = await getJson<{ todo: number; done: number; mine: number }>(
      depot.url,
      '/approval/counts',
      token,
    );
    facts.push(
      `The administrator has ${num(counts.todo)} requests to do, of ` +
        `${num(seeded.total)} pending bench requests.`,
    );
    for (const endpoint of ENDPOINTS) {
      const started = performance.now();
      const probe = await fetch(`${depot.url}${endpoint.path}`, { headers });
      const firstMs = performance.now() - started;
      if (!probe.ok) throw new Error(`${endpoint.path}: ${probe.status} ${await probe.text()}`);
      const { data } = (await probe.json()) as { data: { total?: number } };
      console.info(`${endpoint.name}…`);
      const result = await warmThenMeasure(
        { url: `${depot.url}${endpoint.path}`, connections: CONNECTIONS, seconds, headers },
        warmSeconds,
      );
      rows.push({ endpoint, firstMs, total: data.total ?? null, result });
    }
  } finally {
    await depot.stop();
  }

  const checks: Check[] = rows.flatMap((r) =>
    loadChecks(r.endpoint.name, r.result, baseline.rps, LIST_TARGET),
  );

  const markdown = [
    '# Approval to-do',
    '',
    `autocannon, ${CONNECTIONS} connections, ${seconds} s per call after ${warmSeconds} s of ` +
      'warm-up, PostgreSQL 15; the server as `npm start` runs it (log level info), signed in ' +
      `as \`admin\`; ${num(seeded.total)} pending requests (bench/lib/approval-requests.ts: ` +
      'made in the engine’s tables by set-based SQL, half at the store keeper’s step, half at ' +
      `the administrator’s) on the http section’s data. ${RATIO_NOTE} ${FIRST_CALL_NOTE}`,
    '',
    `Machine: ${machineLine()}.`,
    '',
    table(
      ['call', 'total', 'first call', 'requests/s', 'ratio', 'p50', 'p99', 'errors'],
      [
        ['baseline (bare Fastify)', '—', '—', ...loadCells(baseline, 1)],
        ...rows.map((r) => [
          `${r.endpoint.name}: \`${r.endpoint.path}\``,
          r.total === null ? '—' : num(r.total),
          ms(r.firstMs),
          ...loadCells(r.result, r.result.rps / baseline.rps),
        ]),
      ],
    ),
    '',
    ...verdictLines('Targets', checks, [...facts, ...notes]),
  ].join('\n');
  await finishSection('approval-todo', markdown, checks);
} finally {
  cluster?.stop();
}
