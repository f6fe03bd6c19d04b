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
import {
  CONNECTIONS,
  listTable,
  measureCalls,
  type ListCall,
  type ListRow,
} from './lib/list-section';
import { loadSeconds } from './lib/load';
import { machineLine, num, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { startCluster, type Cluster } from './lib/pg-cluster';
import { scaleStore } from './lib/scale';
import * as section from './lib/section';

const CALLS: ListCall[] = [
  { name: 'to-do, first page', path: '/approval/page?view=todo&current=1&size=10', as: 'admin' },
  {
    name: 'to-do of one type',
    path: '/approval/page?view=todo&docType=transfer&current=1&size=10',
    as: 'admin',
  },
  { name: 'tab counts', path: '/approval/counts', as: 'admin' },
];

const args = benchArgs();
const requests = args.quick ? 20_000 : 100_000;
const { seconds, warmSeconds } = loadSeconds(args.quick);
const notes: string[] = [];

await section.requirePostgres('approval-todo', 'Approval to-do');

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
  let rows: ListRow[] = [];
  const facts: string[] = [];
  const depot = await startDepot('approval-todo', store, PORTS.approvalTodo);
  try {
    const token = await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD);
    const counts = await getJson<{ todo: number; done: number; mine: number }>(
      depot.url,
      '/approval/counts',
      token,
    );
    facts.push(
      `The administrator has ${num(counts.todo)} requests to do, of ` +
        `${num(seeded.total)} pending bench requests.`,
    );
    rows = await measureCalls(depot.url, CALLS, { admin: token }, notes, { seconds, warmSeconds });
    // Every call is the administrator's own: one refused is a fault of the run, not a figure.
    if (rows.length < CALLS.length) throw new Error(notes.join(' '));
  } finally {
    await depot.stop();
  }

  const checks: Check[] = rows.flatMap((r) =>
    section.loadChecks(r.call.name, r.result, baseline.rps, section.LIST_TARGET),
  );

  const markdown = [
    '# Approval to-do',
    '',
    `autocannon, ${CONNECTIONS} connections, ${seconds} s per call after ${warmSeconds} s of ` +
      'warm-up, PostgreSQL 15; the server as `npm start` runs it (log level info), signed in ' +
      `as \`admin\`; ${num(seeded.total)} pending requests (bench/lib/approval-requests.ts: ` +
      'made in the engine’s tables by set-based SQL, half at the store keeper’s step, half at ' +
      `the administrator’s) on the http section’s data. ${section.RATIO_NOTE} ${section.FIRST_CALL_NOTE}`,
    '',
    `Machine: ${machineLine()}.`,
    '',
    listTable(baseline, rows),
    '',
    ...section.verdictLines('Targets', checks, [...facts, ...notes]),
  ].join('\n');
  await section.finishSection('approval-todo', markdown, checks);
} finally {
  cluster?.stop();
}
