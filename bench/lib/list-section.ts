/**
 * A list section of `npm run bench`: autocannon, 50 connections, against a hot list's calls on
 * PostgreSQL with the scale data, each as a ratio of a bare Fastify route measured in the same
 * run, against the list targets (`LIST_TARGET`). The assets (#16) and the ledger (#18) run
 * through it; a section names its data, whom it signs in as and its calls.
 */
import { benchArgs } from './args';
import { measureBaseline } from './baseline';
import {
  BENCH_ADMIN_PASSWORD,
  ensureScaleData,
  pgStore,
  SCALE_USER_PASSWORD,
  signIn,
  startDepot,
  type ScaleSize,
} from './depot';
import { type LoadResult, loadSeconds, warmThenMeasure } from './load';
import { machineLine, ms, num, table, type Check } from './markdown';
import { startCluster, type Cluster } from './pg-cluster';
import { storeName } from './scale';
import { settle } from './settle';
import {
  finishSection,
  FIRST_CALL_NOTE,
  LIST_TARGET,
  loadCells,
  loadChecks,
  RATIO_NOTE,
  requirePostgres,
  verdictLines,
} from './section';

export const CONNECTIONS = 50;

/**
 * Who calls: the administrator sees everything, the demo store manager their data scope, the
 * demo keeper the warehouses they keep.
 */
export type Caller = 'admin' | 'manager' | 'keeper';

export interface ListCall {
  name: string;
  path: string;
  as: Caller;
}

/** What a section measures, found on the running server. */
export interface ListPlan {
  calls: ListCall[];
  /** Sentences about the data, for the page. */
  facts: string[];
}

export interface ListSection {
  /** The section's name (its results page, its log files). */
  name: string;
  /** The page's heading. */
  title: string;
  /** The page's first sentence after the method: what the data holds. */
  data: string;
  size: (quick: boolean) => ScaleSize;
  port: number;
  plan: (url: string, tokens: Record<Caller, string | null>) => Promise<ListPlan>;
}

export interface ListRow {
  call: ListCall;
  /** The first call, with nothing kept by the server yet. */
  firstMs: number;
  /** The page's total; null for a call that answers no list (counts, say). */
  total: number | null;
  result: LoadResult;
}

/**
 * Each call timed once cold (nothing kept by the server yet), then under load; a call that
 * is refused, or whose caller could not sign in, is named in `notes` and not measured.
 */
export async function measureCalls(
  url: string,
  calls: readonly ListCall[],
  tokens: Partial<Record<Caller, string | null>>,
  notes: string[],
  load: { seconds: number; warmSeconds: number },
): Promise<ListRow[]> {
  const rows: ListRow[] = [];
  for (const call of calls) {
    const token = tokens[call.as];
    if (!token) continue;
    const headers = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const probe = await fetch(`${url}${call.path}`, { headers });
    const firstMs = performance.now() - started;
    if (!probe.ok) {
      notes.push(
        `${call.path} answered ${probe.status} (${(await probe.text()).slice(0, 200)}): not measured.`,
      );
      continue;
    }
    const { data } = (await probe.json()) as { data: { total?: number } };
    console.info(`${call.name}…`);
    const result = await warmThenMeasure(
      { url: `${url}${call.path}`, connections: CONNECTIONS, seconds: load.seconds, headers },
      load.warmSeconds,
    );
    rows.push({ call, firstMs, total: data.total ?? null, result });
  }
  return rows;
}

/** The measured calls' table: the baseline's row first, then each call with its ratio to it. */
export function listTable(baseline: LoadResult, rows: readonly ListRow[]): string {
  return table(
    ['call', 'as', 'total', 'first call', 'requests/s', 'ratio', 'p50', 'p99', 'errors'],
    [
      ['baseline (bare Fastify)', '—', '—', '—', ...loadCells(baseline, 1)],
      ...rows.map((r) => [
        `${r.call.name}: \`${r.call.path}\``,
        r.call.as,
        r.total === null ? '—' : num(r.total),
        ms(r.firstMs),
        ...loadCells(r.result, r.result.rps / baseline.rps),
      ]),
    ],
  );
}

/** Runs `section` and writes its page; exits 1 (through finishSection) when a target fails. */
export async function runListSection(section: ListSection): Promise<void> {
  const args = benchArgs();
  const size = section.size(args.quick);
  const { seconds, warmSeconds } = loadSeconds(args.quick);
  const notes: string[] = [];

  await requirePostgres(section.name, section.title);

  let cluster: Cluster | null = null;
  try {
    cluster = await startCluster();
    const store = await pgStore(cluster, `depot_bench_${storeName(args.quick)}`);
    const took = await ensureScaleData(section.name, store, size);
    if (took) notes.push(`The data was seeded in this run (${num(took)} s).`);

    console.info('baseline…');
    const baseline = await measureBaseline(CONNECTIONS, seconds, warmSeconds);

    let facts: string[] = [];
    let rows: ListRow[] = [];
    const depot = await startDepot(`${section.name}-pg`, store, section.port);
    try {
      const demoUser = (username: Exclude<Caller, 'admin'>) =>
        signIn(depot.url, username, SCALE_USER_PASSWORD).catch((error: unknown) => {
          notes.push(`The demo ${username} could not sign in (${String(error)}): not measured.`);
          return null;
        });
      const tokens: Record<Caller, string | null> = {
        admin: await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD),
        manager: await demoUser('manager'),
        keeper: await demoUser('keeper'),
      };
      const plan = await section.plan(depot.url, tokens);
      facts = plan.facts;
      // Every call is measured after the server's start-up work, not the first ones during it.
      const settled = await settle(depot.process.pid, store.env.DATABASE_URL!);
      notes.push(
        settled.settled
          ? `The calls were measured once the server had settled after its start (its first ` +
              `round of periodic checks done, no statement running): ${num(settled.seconds, 0)} s ` +
              'after the setup.'
          : `The server was still busy ${num(settled.seconds, 0)} s after the setup (its CPU ` +
              'or its database): the calls were measured all the same.',
      );
      rows = await measureCalls(depot.url, plan.calls, tokens, notes, { seconds, warmSeconds });
    } finally {
      await depot.stop();
    }

    const checks: Check[] = rows.flatMap((r) =>
      loadChecks(r.call.name, r.result, baseline.rps, LIST_TARGET),
    );
    const markdown = [
      `# ${section.title}`,
      '',
      `autocannon, ${CONNECTIONS} connections, ${seconds} s per call after ${warmSeconds} s of ` +
        `warm-up, PostgreSQL 15; the server as \`npm start\` runs it (log level info); ` +
        `${section.data} ${RATIO_NOTE} ${FIRST_CALL_NOTE}`,
      '',
      `Machine: ${machineLine()}.`,
      '',
      listTable(baseline, rows),
      '',
      ...verdictLines('Targets', checks, [...facts, ...notes], 'Nothing was measured: no verdict.'),
    ].join('\n');
    await finishSection(section.name, markdown, checks);
  } finally {
    cluster?.stop();
  }
}
