/**
 * Approval notice fan-out benchmark (issue #17): 1,000 websocket clients signed in as the
 * approvers of one request's second step (a role rule whose role has 1,000 holders); the store
 * manager approves the first step through `POST /approval/:id/approve`, and each approver's
 * socket is timed from that call to its approval notice. Against a bare `ws` server sending
 * the same bytes to as many sockets, measured in the same run. Exits 1 when a target fails.
 */
import type WebSocket from 'ws';
import { benchArgs } from './lib/args';
import {
  applyDoc,
  decide,
  ensureTemplate,
  readRequest,
  rejectLeftovers,
  step,
  type AppliedDoc,
} from './lib/approval-calls';
import {
  benchCategory,
  ensureBenchAssets,
  openBenchRequests,
  setBenchRoleHolders,
  twoStores,
  userIdOf,
  withStore,
} from './lib/approval-data';
import { BENCH_ADMIN_PASSWORD, SCALE_USER_PASSWORD, signIn, startDepot } from './lib/depot';
import { percentile } from './lib/load';
import { machineLine, ms, num, ratio, table, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { startCluster, type Cluster } from './lib/pg-cluster';
import { nodeTs, sleep, start, waitForHttp } from './lib/processes';
import { scaleStore } from './lib/scale';
import { awaitDelivery, closeAll, openSockets, type SocketTarget } from './lib/sockets';
import { mintTokens } from './lib/tokens';
import { finishSection, requirePostgres, verdictLines } from './lib/section';

const APPROVERS = 1_000;
/** Depot's p95 may be at most this many times the bare server's. */
const TARGET_RATIO = 2;
const TEMPLATE = '基准测试：报损审批（千人审批）';

const args = benchArgs();
/** Fan-outs counted, after `WARM_UP` not counted (code paths compiled, statements prepared). */
const rounds = args.quick ? 3 : 20;
const WARM_UP = 1;

interface Rounds {
  /** Every delivery of every counted round, ms from the send, sorted. */
  times: number[];
  /** Per counted round: when the last socket had it. */
  lasts: number[];
  /** How long the call that sent each counted round took. */
  sendTimes: number[];
  missing: number;
  /** One message as a socket received it (the baseline sends the same bytes). */
  sample: string;
}

/**
 * Sends `WARM_UP + rounds` fan-outs to `sockets`, one at a time; `send(i)` makes round i's
 * call and answers the text each socket's message holds for that round.
 */
async function fanOut(
  sockets: readonly WebSocket[],
  marker: (i: number) => string,
  send: (i: number) => Promise<void>,
): Promise<Rounds> {
  const out: Rounds = { times: [], lasts: [], sendTimes: [], missing: 0, sample: '' };
  for (let i = 0; i < WARM_UP + rounds; i++) {
    const counted = i >= WARM_UP;
    let sentAt = 0;
    if (!out.sample) {
      sockets[0]!.once('message', (data: WebSocket.RawData) => {
        out.sample = data.toString();
      });
    }
    const arrived = awaitDelivery(sockets, marker(i), () => sentAt);
    sentAt = performance.now();
    await send(i);
    const sendTime = performance.now() - sentAt;
    const d = await arrived;
    const last = d.times.at(-1) ?? Number.NaN;
    console.info(
      `  ${new Date().toISOString()} fan-out ${counted ? i - WARM_UP + 1 : 'warm-up'}: ` +
        `sent in ${ms(sendTime)}, deliveries from ${ms(d.times[0] ?? Number.NaN)} to ${ms(last)}, ` +
        `${d.missing} missing`,
    );
    if (counted) {
      out.times.push(...d.times);
      out.lasts.push(last);
      out.sendTimes.push(sendTime);
      out.missing += d.missing;
    }
    await sleep(500);
  }
  out.times.sort((a, b) => a - b);
  out.lasts.sort((a, b) => a - b);
  out.sendTimes.sort((a, b) => a - b);
  return out;
}

await requirePostgres('approval-fanout', 'Approval fan-out');

const notes: string[] = [];
let cluster: Cluster | null = null;
try {
  cluster = await startCluster();
  const store = await scaleStore(cluster, 'approval-fanout', args.quick, notes);

  // The approvers, signed in directly in the database as the websocket section's users are.
  const minted = await mintTokens(store, APPROVERS);
  const approverIds = minted.map((m) => m.userId);
  if (new Set(approverIds).size !== APPROVERS) {
    throw new Error(`the bench store has fewer than ${APPROVERS} users to sign in`);
  }
  const setup = await withStore(store, async (db) => {
    const [storeId] = await twoStores(db);
    return {
      roleId: await setBenchRoleHolders(db, approverIds),
      managerId: await userIdOf(db, 'manager'),
      categoryId: await benchCategory(db),
      assets: await ensureBenchAssets(db, 'F', WARM_UP + rounds, storeId),
    };
  });
  const tokenOf = new Map(minted.map((m) => [m.userId, m.token]));

  console.info(`Depot: ${APPROVERS} approvers' sockets…`);
  const depot = await startDepot('approval-fanout', store, PORTS.approvalFanOut);
  let held: Rounds;
  const docs: AppliedDoc[] = [];
  let rejected = 0;
  try {
    const admin = await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD);
    const manager = await signIn(depot.url, 'manager', SCALE_USER_PASSWORD);
    tokenOf.set(setup.managerId, manager);
    await ensureTemplate(depot.url, admin, {
      docType: 'damage',
      name: TEMPLATE,
      categoryId: setup.categoryId,
      steps: [
        step('门店经理初审', { kind: 'users', userIds: [setup.managerId] }),
        step('审批人复核', { kind: 'role', roleId: setup.roleId }),
      ],
    });
    const left = await withStore(store, (db) => openBenchRequests(db, 'F'));
    if (await rejectLeftovers(depot.url, left, (id) => tokenOf.get(id))) {
      notes.push(`${left.length} request(s) a stopped run left in approval were rejected.`);
    }
    // One request per round, at the manager's first step: approving it puts the second
    // step's task on the role's 1,000 holders and tells each of them.
    for (const asset of setup.assets) {
      docs.push(
        await applyDoc(depot.url, admin, {
          docType: 'damage',
          assetIds: [asset.id],
          reason: '基准测试：审批通知扇出',
        }),
      );
    }
    const requests = await Promise.all(
      docs.map((d) => readRequest(depot.url, manager, d.requestId)),
    );
    const codes = requests.map((r) => r.code);
    const wsBase = depot.url.replace('http', 'ws');
    const opened = await openSockets(
      APPROVERS,
      (i): SocketTarget => ({
        url: `${wsBase}/websocket/ws`,
        headers: { authorization: `Bearer ${minted[i]!.token}` },
      }),
      (ws, i) => ws.send(JSON.stringify({ userId: minted[i]!.userId })),
    );
    if (opened.failed)
      notes.push(`${opened.failed} handshakes failed: ${opened.reasons.join('; ')}`);
    const after: Array<{ requestId: number; version: number }> = [];
    try {
      // Every socket identified before the first round.
      await sleep(2000);
      held = await fanOut(
        opened.sockets,
        (i) => codes[i]!,
        async (i) => {
          const detail = await decide(
            depot.url,
            manager,
            requests[i]!.requestId,
            'approve',
            requests[i]!.version,
          );
          after.push({ requestId: detail.requestId, version: detail.version });
        },
      );
    } finally {
      await closeAll(opened.sockets);
    }
    // The documents end (rejected by one of the approvers): their assets are free again.
    const rejecter = minted[0]!.token;
    for (const r of after) {
      await decide(depot.url, rejecter, r.requestId, 'reject', r.version, '基准测试结束');
      rejected++;
    }
  } finally {
    await depot.stop();
  }

  console.info(`bare ws: ${APPROVERS} sockets…`);
  const server = start(
    'approval-ws-baseline',
    nodeTs('bench/lib/ws-baseline-server.ts', String(PORTS.approvalWsBaseline)),
  );
  let bare: Rounds;
  try {
    const base = `127.0.0.1:${PORTS.approvalWsBaseline}`;
    await waitForHttp(`http://${base}/`, server);
    const opened = await openSockets(
      APPROVERS,
      () => `ws://${base}/`,
      (ws, i) => ws.send(JSON.stringify({ userId: i })),
    );
    const code = /AP\d{14,}/.exec(held.sample)?.[0];
    if (!code) throw new Error(`no request code in Depot's message: ${held.sample}`);
    // Markers as long as the code they stand for: the same bytes on the wire.
    const marker = (i: number) => `AP${String(990_000_000 + i).padStart(code.length - 2, '9')}`;
    try {
      await sleep(2000);
      bare = await fanOut(opened.sockets, marker, async (i) => {
        const res = await fetch(`http://${base}/broadcast?n=${APPROVERS}`, {
          method: 'POST',
          body: held.sample.replace(code, marker(i)),
        });
        if (!res.ok) throw new Error(`broadcast: ${res.status}`);
      });
    } finally {
      await closeAll(opened.sockets);
    }
  } finally {
    await server.stop();
  }

  const p = (values: number[], q: number) => percentile(values, q);
  const rows = [
    { name: 'bare ws (baseline)', r: bare },
    { name: 'Depot: approve call', r: held },
  ];
  const checks: Check[] = [
    {
      what: `approval notice to ${num(APPROVERS)} approvers: p95 of every delivery vs baseline`,
      target: `≤ ×${TARGET_RATIO.toFixed(2)}`,
      actual: `${ratio(p(held.times, 95) / p(bare.times, 95))} (${ms(p(held.times, 95))} vs ${ms(p(bare.times, 95))}, ${held.missing} missing)`,
      pass: p(held.times, 95) <= TARGET_RATIO * p(bare.times, 95) && held.missing === 0,
    },
    {
      what: `approval notice to ${num(APPROVERS)} approvers: every one told, p95 over rounds vs baseline`,
      target: `≤ ×${TARGET_RATIO.toFixed(2)}`,
      actual: `${ratio(p(held.lasts, 95) / p(bare.lasts, 95))} (${ms(p(held.lasts, 95))} vs ${ms(p(bare.lasts, 95))})`,
      pass: p(held.lasts, 95) <= TARGET_RATIO * p(bare.lasts, 95) && held.missing === 0,
    },
  ];
  const markdown = [
    '# Approval fan-out',
    '',
    `${num(APPROVERS)} websocket clients, each signed in (a token minted in the database) as ` +
      `one of the ${num(APPROVERS)} holders of a role, and identified. A damage document of ` +
      'the bench category goes through a template of two steps: the store manager, then that ' +
      `role (any one decides). Each round the manager approves a fresh request's first step ` +
      '(`POST /approval/:id/approve`): in its transaction the second step gets its task (one, ' +
      `for the role) and its ${num(APPROVERS)} approvers one approval notice for all of them, ` +
      'pushed to each over the websocket after the commit. Delivery is timed from the call to each socket receiving the notice ' +
      `that names the request; ${rounds} rounds after ${WARM_UP} not counted. Baseline: a bare ` +
      '`ws` server (no authentication, no database) in its own process sending the same bytes ' +
      `(one of Depot's messages, its request code swapped for the round's marker) to ` +
      `${num(APPROVERS)} sockets, in this run. PostgreSQL 15, the http section's data.`,
    '',
    `Machine: ${machineLine()}.`,
    '',
    table(
      [
        'server',
        'delivery p50',
        'delivery p95',
        'all told: p50 of rounds',
        'all told: p95 of rounds',
        'send call p50',
        'missing',
      ],
      rows.map(({ name, r }) => [
        name,
        `${ms(p(r.times, 50))} (${ratio(p(r.times, 50) / p(bare.times, 50))})`,
        `${ms(p(r.times, 95))} (${ratio(p(r.times, 95) / p(bare.times, 95))})`,
        `${ms(p(r.lasts, 50))} (${ratio(p(r.lasts, 50) / p(bare.lasts, 50))})`,
        `${ms(p(r.lasts, 95))} (${ratio(p(r.lasts, 95) / p(bare.lasts, 95))})`,
        ms(p(r.sendTimes, 50)),
        r.missing,
      ]),
    ),
    '',
    `One message is ${num(Buffer.byteLength(held.sample, 'utf8'))} bytes.`,
    '',
    ...verdictLines('Targets', checks, [
      `After the rounds one approver rejected each request (${rejected}), so their assets are ` +
        'free for the next run.',
      ...notes,
    ]),
  ].join('\n');
  await finishSection('approval-fanout', markdown, checks);
} finally {
  cluster?.stop();
}
