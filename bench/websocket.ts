/**
 * Websocket benchmark (issue #8): how many idle, authenticated notice sockets one server
 * process holds and its memory with them, and how fast an announcement to 1,000 connected
 * users reaches them — beside a bare `ws` server doing the same in the same run.
 * Exits 1 when a target fails.
 */
import type WebSocket from 'ws';
import { benchArgs } from './lib/args';
import {
  BENCH_ADMIN_PASSWORD,
  engineName,
  ensureScaleData,
  pgliteStore,
  pgStore,
  signIn,
  startDepot,
  type Store,
} from './lib/depot';
import { checksTable, machineLine, mib, ms, num, ratio, table, type Check } from './lib/markdown';
import { percentile } from './lib/load';
import { PORTS } from './lib/paths';
import { postgresAvailable, startCluster, type Cluster } from './lib/pg-cluster';
import { nodeTs, rssBytes, sleep, start, waitForHttp, type Running } from './lib/processes';
import { scaleSize, storeName } from './lib/scale';
import {
  awaitDelivery,
  closeAll,
  openSockets,
  pingAll,
  summarise,
  type Delivery,
  type SocketTarget,
} from './lib/sockets';
import { mintTokens } from './lib/tokens';
import { finishSection } from './lib/section';

const TARGET_SOCKETS = 10_000;
const TARGET_RSS = 2 ** 30;
const FAN_OUT = 1_000;
const TARGET_P95_MS = 100;

const args = benchArgs();
const sockets = args.quick ? 2_000 : TARGET_SOCKETS;
const holdSeconds = args.quick ? 5 : 30;
/**
 * Fan-outs counted. Twenty, for 20,000 deliveries: over five rounds the p95 was the slowest
 * round's. Each round is printed with the clock, to line it up with the server's log and
 * PostgreSQL's (slow rounds were the server's periodic token re-check of every socket).
 */
const rounds = args.quick ? 2 : 20;
/** Fan-outs sent first and not counted (code paths compiled, statements prepared), as HTTP warms up. */
const warmUpRounds = 1;
const fanOut = Math.min(FAN_OUT, sockets);
/** A quick run opens fewer sockets: then every one of them must stay alive. */
const socketTarget = Math.min(TARGET_SOCKETS, sockets);

interface Held {
  /** How long the call that sent each fan-out took (Depot: the announcement request). */
  sendTimes: number[];
  opened: number;
  failed: number;
  reasons: string[];
  alive: number;
  rssBefore: number;
  rssHeld: number;
  delivery: Delivery;
}

/**
 * Opens the sockets, holds them idle, measures, then sends `warmUpRounds` fan-outs of `fanOut`
 * not counted and `rounds` counted.
 */
async function exercise(
  server: Running,
  url: (i: number) => SocketTarget,
  identify: (ws: WebSocket, i: number) => void,
  send: (marker: string) => Promise<void>,
): Promise<Held> {
  const rssBefore = await rssBytes(server.pid);
  const opened = await openSockets(sockets, url, identify);
  try {
    console.info(
      `  ${opened.sockets.length} open (${opened.failed} failed); holding ${holdSeconds} s…`,
    );
    await sleep(holdSeconds * 1000);
    const alive = await pingAll(opened.sockets);
    const rssHeld = await rssBytes(server.pid);
    const targets = opened.sockets.slice(0, fanOut);
    const times: number[] = [];
    const sendTimes: number[] = [];
    let missing = 0;
    for (let round = -warmUpRounds; round < rounds; round++) {
      const marker = `bench-fan-out-${Date.now()}-${round}`;
      let sentAt = 0;
      const arrived = awaitDelivery(targets, marker, () => sentAt);
      sentAt = performance.now();
      await send(marker);
      const sendTime = performance.now() - sentAt;
      const d = await arrived;
      const slowest = Math.max(0, ...d.times);
      console.info(
        `  ${new Date().toISOString()} fan-out ${round < 0 ? 'warm-up' : round + 1}: sent in ${ms(sendTime)}, ` +
          `last delivery at ${ms(slowest)}, ${d.missing} missing`,
      );
      if (round >= 0) {
        sendTimes.push(sendTime);
        times.push(...d.times);
        missing += d.missing;
      }
      await sleep(500);
    }
    times.sort((a, b) => a - b);
    sendTimes.sort((a, b) => a - b);
    return {
      sendTimes,
      opened: opened.sockets.length,
      failed: opened.failed,
      reasons: opened.reasons,
      alive,
      rssBefore,
      rssHeld,
      delivery: { times, missing },
    };
  } finally {
    await closeAll(opened.sockets);
  }
}

async function bareWs(): Promise<Held> {
  const server = start(
    'ws-baseline',
    nodeTs('bench/lib/ws-baseline-server.ts', String(PORTS.wsBaseline)),
  );
  try {
    const base = `127.0.0.1:${PORTS.wsBaseline}`;
    await waitForHttp(`http://${base}/`, server);
    return await exercise(
      server,
      () => `ws://${base}/`,
      (ws, i) => ws.send(JSON.stringify({ userId: i })),
      async (marker) => {
        await fetch(`http://${base}/broadcast?n=${fanOut}&marker=${marker}`, { method: 'POST' });
      },
    );
  } finally {
    await server.stop();
  }
}

async function depot(store: Store): Promise<Held> {
  // Users signed in directly in the database: the sockets need tokens, not 10,000 scrypts.
  const minted = await mintTokens(store, sockets);
  const server = await startDepot('websocket', store, PORTS.websocket);
  try {
    const admin = await signIn(server.url, 'admin', BENCH_ADMIN_PASSWORD);
    const wsBase = server.url.replace('http', 'ws');
    // The first sockets belong to distinct users: the announcement goes to those users.
    const targetIds = minted.slice(0, fanOut).map((m) => m.userId);
    return await exercise(
      server.process,
      // A program can send the token in a header (a browser asks for a ticket first).
      (i) => ({
        url: `${wsBase}/websocket/ws`,
        headers: { authorization: `Bearer ${minted[i]!.token}` },
      }),
      (ws, i) => ws.send(JSON.stringify({ userId: minted[i]!.userId })),
      async (marker) => {
        const res = await fetch(`${server.url}/admin/notice/announce`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: '基准测试公告',
            content: marker,
            sendType: 'users',
            targetIds,
          }),
        });
        if (!res.ok) throw new Error(`announce: ${res.status} ${await res.text()}`);
      },
    );
  } finally {
    await server.stop();
  }
}

let cluster: Cluster | null = null;
try {
  const size = scaleSize(args.quick);
  let store: Store;
  if (postgresAvailable()) {
    cluster = await startCluster();
    store = await pgStore(cluster, `depot_bench_${storeName(args.quick)}`);
  } else {
    store = pgliteStore(`pglite-${storeName(args.quick)}`);
  }
  await ensureScaleData(`websocket-${store.engine}`, store, size);

  console.info(`bare ws: ${sockets} sockets…`);
  const bare = await bareWs();
  console.info(`Depot on ${engineName(store.engine)}: ${sockets} sockets…`);
  const held = await depot(store);

  const fan = summarise(held.delivery.times);
  const bareFan = summarise(bare.delivery.times);
  const checks: Check[] = [
    {
      what: 'idle authenticated sockets held by one process',
      target: `≥ ${num(socketTarget)}${args.quick ? ' (quick run)' : ''}`,
      actual: `${num(held.alive)} of ${num(sockets)} answered ping after ${holdSeconds} s`,
      pass: held.alive >= socketTarget,
    },
    {
      what: `server memory (RSS) holding them`,
      target: `< ${mib(TARGET_RSS)}`,
      actual: mib(held.rssHeld),
      pass: held.rssHeld < TARGET_RSS,
    },
    {
      what: `announcement to ${num(fanOut)} connected users: p95 delivery`,
      target: `≤ ${TARGET_P95_MS} ms`,
      actual: `${ms(fan.p95)} (${held.delivery.missing} missing)`,
      pass: fan.p95 <= TARGET_P95_MS && held.delivery.missing === 0,
    },
  ];
  const row = (
    name: string,
    h: Held,
    f: ReturnType<typeof summarise>,
    base: Held,
    baseFan: typeof f,
  ) => [
    name,
    `${num(h.alive)} / ${num(sockets)}`,
    mib(h.rssBefore),
    `${mib(h.rssHeld)} (${ratio(h.rssHeld / base.rssHeld)})`,
    num((h.rssHeld - h.rssBefore) / Math.max(1, h.alive) / 1024, 1) + ' KiB',
    `${ms(f.p50)} (${ratio(f.p50 / baseFan.p50)})`,
    `${ms(f.p95)} (${ratio(f.p95 / baseFan.p95)})`,
    ms(percentile(h.sendTimes, 50)),
    h.delivery.missing,
  ];
  const markdown = [
    '# Websocket',
    '',
    `${num(sockets)} sockets opened ${100} at a time, each identified (\`{"userId": n}\`), held ` +
      `idle ${holdSeconds} s, then each pinged. Depot's sockets are authenticated with access ` +
      'tokens minted in the database for as many users. Fan-out: an announcement through ' +
      `\`POST /admin/notice/announce\` to ${num(fanOut)} of those users, ${rounds} times after ${warmUpRounds} not counted; ` +
      'delivery ' +
      'is timed from the request to each socket receiving its notice. Baseline: a bare `ws` ' +
      'server (no authentication, no database) in its own process, measured in this run; ' +
      'ratios are Depot ÷ baseline.',
    '',
    `Machine: ${machineLine()}. Depot on ${engineName(store.engine)}.`,
    '',
    table(
      [
        'server',
        'alive',
        'RSS before',
        'RSS holding',
        'per socket',
        'fan-out p50',
        'fan-out p95',
        'send call p50',
        'missing',
      ],
      [
        row('bare ws (baseline)', bare, bareFan, bare, bareFan),
        row('Depot', held, fan, bare, bareFan),
      ],
    ),
    '',
    '## Targets',
    '',
    checksTable(checks),
    '',
    ...(held.failed ? [`- ${held.failed} handshakes failed: ${held.reasons.join('; ')}`, ''] : []),
  ].join('\n');
  await finishSection('websocket', markdown, checks);
} finally {
  cluster?.stop();
}
