/**
 * Approval effect benchmark (issue #17): a transfer of 500 assets of one store, applied for
 * through `POST /as/doc` and approved through `POST /approval/:id/approve`, whose effect moves
 * every asset's store, custodian, department (and status) with its history and audit rows in
 * the approval's transaction, on PostgreSQL. Stated figures: the approve call's time and the
 * server's peak memory during it, beside the same approval of a one-asset transfer in the same
 * run (the per-asset cost is their difference). Exits 1 only when an effect is wrong (an asset
 * not where the document put it, a history row missing).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import { benchArgs } from './lib/args';
import {
  applyDoc,
  decide,
  ensureTemplate,
  readRequest,
  rejectLeftovers,
  step,
} from './lib/approval-calls';
import {
  benchCategory,
  ensureBenchAssets,
  openBenchRequests,
  rows,
  twoCustodians,
  twoStores,
  userIdOf,
  withStore,
  type AssetSeries,
} from './lib/approval-data';
import {
  BENCH_ADMIN_PASSWORD,
  SCALE_USER_PASSWORD,
  signIn,
  startDepot,
  type Depot,
  type Store,
} from './lib/depot';
import { percentile } from './lib/load';
import { machineLine, mib, ms, num, ratio, table, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { startCluster, type Cluster } from './lib/pg-cluster';
import { peakRssBytes, resetPeakRss, rssBytes, sleep } from './lib/processes';
import { scaleStore } from './lib/scale';
import { finishSection, requirePostgres, verdictLines } from './lib/section';

const ASSETS = 500;
const TEMPLATE = '基准测试：调拨审批';

interface Round {
  assets: number;
  round: number;
  code: string;
  submitMs: number;
  approveMs: number;
  idleRss: number;
  peakRss: number;
  /** Rows the effect wrote, counted in the database afterwards. */
  history: number;
  audit: number;
  /** Assets standing where the document put them, afterwards. */
  placed: number;
}

const args = benchArgs();
const rounds = args.quick ? 2 : 5;
const notes: string[] = [];

await requirePostgres('approval-effect', 'Approval effect');

interface Setup {
  managerId: number;
  stores: [number, number];
  custodians: [number, number];
  categoryId: number;
  series: Record<'E' | 'S', number[]>;
}

async function prepare(store: Store): Promise<Setup> {
  return withStore(store, async (db) => {
    const stores = await twoStores(db);
    const series = {
      E: (await ensureBenchAssets(db, 'E', ASSETS, stores[0])).map((a) => a.id),
      S: (await ensureBenchAssets(db, 'S', 1, stores[0])).map((a) => a.id),
    };
    return {
      managerId: await userIdOf(db, 'manager'),
      stores,
      custodians: await twoCustodians(db),
      categoryId: await benchCategory(db),
      series,
    };
  });
}

/** Where the first asset of `ids` stands: the next transfer sends them all elsewhere. */
async function standing(db: Database, ids: number[]) {
  const [first] = await rows<{ storeId: number; custodianId: number | null }>(
    db,
    sql`select store_id as "storeId", custodian_id as "custodianId" from asset where id = ${ids[0]!}`,
  );
  return { storeId: Number(first!.storeId), custodianId: first!.custodianId };
}

async function oneRound(
  depot: Depot,
  db: Database,
  tokens: { admin: string; manager: string },
  setup: Setup,
  series: 'E' | 'S',
  round: number,
): Promise<Round> {
  const ids = setup.series[series];
  const now = await standing(db, ids);
  const toStoreId = now.storeId === setup.stores[0] ? setup.stores[1] : setup.stores[0];
  const toCustodianId =
    now.custodianId === setup.custodians[0] ? setup.custodians[1] : setup.custodians[0];
  const submitted = performance.now();
  const doc = await applyDoc(depot.url, tokens.admin, {
    docType: 'transfer',
    assetIds: ids,
    reason: `基准测试：${ids.length} 件资产调拨`,
    toStoreId,
    toCustodianId,
    toWarehouseId: null,
  });
  const submitMs = performance.now() - submitted;
  const request = await readRequest(depot.url, tokens.manager, doc.requestId);
  // A quiet start: what the submission left behind is collected first.
  await sleep(1000);
  const pid = depot.process.pid;
  const idleRss = await rssBytes(pid);
  await resetPeakRss(pid);
  const started = performance.now();
  const approved = await decide(
    depot.url,
    tokens.manager,
    doc.requestId,
    'approve',
    request.version,
  );
  const approveMs = performance.now() - started;
  const peakRss = await peakRssBytes(pid);
  if (approved.status !== 'approved') {
    throw new Error(`${doc.code}: the approval left the request ${approved.status}`);
  }
  const [counted] = await rows<{ history: number; audit: number; placed: number }>(
    db,
    sql`select
      (select count(*)::int from asset_history where source = ${doc.code}) as history,
      (select count(*)::int from audit_log
        where entity = 'asset' and action = 'document' and after->>'document' = ${doc.code}) as audit,
      (select count(*)::int from asset where id = any(${`{${ids.join(',')}}`}::int[])
        and store_id = ${toStoreId} and custodian_id = ${toCustodianId} and status = 'inUse')
        as placed`,
  );
  console.info(
    `  ${ids.length} asset(s), round ${round + 1}: submitted in ${ms(submitMs)}, ` +
      `approved in ${ms(approveMs)}, peak +${mib(peakRss - idleRss)}`,
  );
  return {
    assets: ids.length,
    round,
    code: doc.code,
    submitMs,
    approveMs,
    idleRss,
    peakRss,
    history: Number(counted!.history),
    audit: Number(counted!.audit),
    placed: Number(counted!.placed),
  };
}

let cluster: Cluster | null = null;
try {
  cluster = await startCluster();
  const store = await scaleStore(cluster, 'approval-effect', args.quick, notes);
  const setup = await prepare(store);

  const depot = await startDepot('approval-effect', store, PORTS.approvalEffect);
  const results: Round[] = [];
  try {
    const tokens = {
      admin: await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD),
      manager: await signIn(depot.url, 'manager', SCALE_USER_PASSWORD),
    };
    await ensureTemplate(depot.url, tokens.admin, {
      docType: 'transfer',
      name: TEMPLATE,
      categoryId: setup.categoryId,
      steps: [step('门店经理审批', { kind: 'users', userIds: [setup.managerId] })],
    });
    await withStore(store, async (db) => {
      for (const series of ['E', 'S'] as AssetSeries[]) {
        const left = await openBenchRequests(db, series);
        const ended = await rejectLeftovers(depot.url, left, (id) =>
          id === setup.managerId ? tokens.manager : undefined,
        );
        if (ended) notes.push(`${ended} request(s) a stopped run left in approval were rejected.`);
      }
      // One of each first, not counted: code paths compiled, statements prepared.
      await oneRound(depot, db, tokens, setup, 'S', -1);
      await oneRound(depot, db, tokens, setup, 'E', -1);
      for (let round = 0; round < rounds; round++) {
        results.push(await oneRound(depot, db, tokens, setup, 'E', round));
        results.push(await oneRound(depot, db, tokens, setup, 'S', round));
      }
    });
  } finally {
    await depot.stop();
  }

  const of = (assets: number) => results.filter((r) => r.assets === assets);
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const big = of(ASSETS);
  const one = of(1);
  const bigMs = median(big.map((r) => r.approveMs));
  const oneMs = median(one.map((r) => r.approveMs));
  const peak = Math.max(...big.map((r) => r.peakRss - r.idleRss));
  const checks: Check[] = results.map((r) => ({
    what: `${r.code}: ${num(r.assets)} asset(s) moved with their history`,
    target: `${num(r.assets)} placed, ≥ ${num(r.assets * 3)} history rows, ${num(r.assets)} audit rows`,
    actual: `${num(r.placed)}, ${num(r.history)}, ${num(r.audit)}`,
    pass: r.placed === r.assets && r.history >= r.assets * 3 && r.audit === r.assets,
  }));

  const markdown = [
    '# Approval effect',
    '',
    `A transfer of ${num(ASSETS)} assets of one store, to the other of two stores and to a ` +
      'custodian of another department (so store, custodian and department change, and the ' +
      'status the first time), applied for by `admin` through `POST /as/doc` and approved by ' +
      'the store manager, its one approver, through `POST /approval/:id/approve`: the effect ' +
      'runs in the approval’s transaction. PostgreSQL 15, the server as `npm start` runs it, ' +
      `on the http section's data; ${rounds} rounds after one not counted, each followed by ` +
      'the same for a one-asset transfer (the baseline). Peak memory is the server’s resident ' +
      'memory at its highest during the approve call (VmHWM, reset just before) above its ' +
      'level before it.',
    '',
    `Machine: ${machineLine()}.`,
    '',
    table(
      ['assets', 'round', 'document', 'submit call', 'approve call', 'RSS before', 'peak above it'],
      results.map((r) => [
        num(r.assets),
        r.round + 1,
        r.code,
        ms(r.submitMs),
        ms(r.approveMs),
        mib(r.idleRss),
        `+${mib(r.peakRss - r.idleRss)}`,
      ]),
    ),
    '',
    table(
      ['figure', `${num(ASSETS)} assets`, '1 asset (baseline)', 'ratio'],
      [
        ['approve call, median', ms(bigMs), ms(oneMs), ratio(bigMs / oneMs)],
        [
          'submit call, median',
          ms(median(big.map((r) => r.submitMs))),
          ms(median(one.map((r) => r.submitMs))),
          ratio(median(big.map((r) => r.submitMs)) / median(one.map((r) => r.submitMs))),
        ],
        ['peak memory above idle, highest', `+${mib(peak)}`, '—', '—'],
      ],
    ),
    '',
    ...verdictLines('Checks', checks, notes),
  ].join('\n');
  await finishSection('approval-effect', markdown, checks);
} finally {
  cluster?.stop();
}
