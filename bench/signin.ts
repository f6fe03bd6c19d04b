/**
 * Sign-in benchmark (issue #8): password sign-ins per second and their latency through the
 * real `POST /auth/oauth/token`, scrypt at full strength (the production cost), captcha off,
 * as many sign-ins at a time as the machine has cores — beside bare scrypt verifications at
 * the same cost and concurrency in the same run. Exits 1 when sign-ins fail.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { benchArgs } from './lib/args';
import {
  BENCH_ADMIN_PASSWORD,
  engineName,
  ensureScaleData,
  getJson,
  pgliteStore,
  pgStore,
  SCALE_USER_PASSWORD,
  signIn,
  startDepot,
  tokenRequest,
  type Store,
} from './lib/depot';
import { closedLoop, type LoopResult } from './lib/load';
import { checksTable, machineLine, ms, num, ratio, table, type Check } from './lib/markdown';
import { PORTS, ROOT } from './lib/paths';
import { postgresAvailable, startCluster, type Cluster } from './lib/pg-cluster';
import { nodeTs } from './lib/processes';
import { scaleSize, storeName } from './lib/scale';
import { loadConfig } from '../apps/server/src/config';
import { finishSection } from './lib/section';

const args = benchArgs();
const seconds = args.quick ? 5 : 20;
const concurrency = os.cpus().length;
/** The server's default cost: what a production server hashes with. */
const scryptN = loadConfig({}).scryptN;

function scryptBaseline(): LoopResult {
  const [node, ...rest] = nodeTs(
    'bench/lib/scrypt-baseline.ts',
    String(scryptN),
    String(concurrency),
    String(seconds),
  );
  return JSON.parse(execFileSync(node!, rest, { cwd: ROOT, encoding: 'utf8' })) as LoopResult;
}

let cluster: Cluster | null = null;
try {
  let store: Store;
  if (postgresAvailable()) {
    cluster = await startCluster();
    store = await pgStore(cluster, `depot_bench_${storeName(args.quick)}`);
  } else {
    store = pgliteStore(`pglite-${storeName(args.quick)}`);
  }
  await ensureScaleData(`signin-${store.engine}`, store, scaleSize(args.quick));

  console.info(`bare scrypt (N=${scryptN}, ${concurrency} at a time)…`);
  const bare = scryptBaseline();

  const server = await startDepot('signin', store, PORTS.signin);
  let result: LoopResult;
  let users: string[];
  try {
    // Seeded users (their password hashed at the production cost), enabled, one after another.
    const admin = await signIn(server.url, 'admin', BENCH_ADMIN_PASSWORD);
    const page = await getJson<{ records: { username: string; enabled: boolean }[] }>(
      server.url,
      '/admin/user/page?current=1&size=200&enabled=true&sort=username,asc',
      admin,
    );
    users = page.records.map((r) => r.username).filter((u) => /^[a-z]+\.\d+$/.test(u));
    if (!users.length) throw new Error('no seeded users to sign in as');
    let next = 0;
    console.info(`Depot on ${engineName(store.engine)}: sign-ins, ${concurrency} at a time…`);
    result = await closedLoop(concurrency, seconds, async () => {
      const { url, init } = tokenRequest(
        server.url,
        users[next++ % users.length]!,
        SCALE_USER_PASSWORD,
      );
      const res = await fetch(url, init);
      await res.arrayBuffer();
      return res.ok;
    });
  } finally {
    await server.stop();
  }

  const checks: Check[] = [
    {
      what: 'sign-ins answered without error',
      target: '0 errors',
      actual: `${num(result.count)} signed in, ${result.errors} errors`,
      pass: result.errors === 0 && result.count > 0,
    },
  ];
  const markdown = [
    '# Sign-in',
    '',
    `\`POST /auth/oauth/token\` (password grant, AES-wrapped password as the web client sends ` +
      `it), captcha off, rate limit out of reach, ${concurrency} sign-ins at a time (one per ` +
      `core) for ${seconds} s, rotating over ${users.length} seeded users whose passwords are ` +
      `scrypt hashes at the production cost (N=${num(scryptN)}, r=8, p=1). Each sign-in ` +
      'verifies the password, issues a token pair and writes the sign-in log. Baseline: bare ' +
      'scrypt verifications with the same code, cost and concurrency, in their own process, ' +
      'in this run.',
    '',
    `Machine: ${machineLine()}. Depot on ${engineName(store.engine)}.`,
    '',
    table(
      ['', 'per second', 'ratio', 'p50', 'p95', 'p99', 'errors'],
      [
        [
          'bare scrypt (baseline)',
          num(bare.perSecond, 1),
          ratio(1),
          ms(bare.p50),
          ms(bare.p95),
          ms(bare.p99),
          bare.errors,
        ],
        [
          'Depot sign-in',
          num(result.perSecond, 1),
          ratio(result.perSecond / bare.perSecond),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
          result.errors,
        ],
      ],
    ),
    '',
    'The issue sets no target for sign-ins; the ratio shows what the sign-in adds to the hash ' +
      'itself (1.00: nothing).',
    '',
    checksTable(checks),
    '',
  ].join('\n');
  await finishSection('signin', markdown, checks);
} finally {
  cluster?.stop();
}
