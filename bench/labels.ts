/**
 * Asset label PDF benchmark (issue #16): `GET /as/asset/labels` for 1,000 assets through the
 * real server on PGlite with the demo assets, read as fast as the client can and then by a
 * client reading 256 KiB a second, and for every demo asset at once; the time each PDF takes
 * and the server's resident memory at its peak (VmHWM) above its level before the request.
 * Then the drawing alone in its own process (bench/lib/label-heap.ts): its live heap at the
 * 100th and the last label. Stated figures, no targets: exits 1 only when a PDF is wrong
 * (status, header, page count).
 */
import { execFileSync } from 'node:child_process';
import { MAX_PAGE_SIZE } from '@depot/shared';
import { benchArgs } from './lib/args';
import {
  BENCH_ADMIN_PASSWORD,
  getJson,
  pgliteStore,
  signIn,
  startDepot,
  type Depot,
} from './lib/depot';
import { checksTable, machineLine, mib, ms, num, table, type Check } from './lib/markdown';
import { PORTS, ROOT } from './lib/paths';
import { measuredDownload } from './lib/processes';
import { finishSection } from './lib/section';

const LABELS = 1000;
/** Bytes a second the slow client reads (a phone on a poor line). */
const SLOW_RATE = 256 * 1024;
const PER_PAGE = { 'a4-3x8': 24, 'roll-50x30': 1 } as const;

interface Run {
  what: string;
  layout: keyof typeof PER_PAGE;
  /** `ids=…` of the chosen assets, or '' for every asset. */
  ids: number[] | null;
  slow: boolean;
}

interface Measured {
  run: Run;
  labels: number;
  status: number;
  header: string;
  pages: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  /** The server's resident memory: before the request and at its peak during it. */
  idleRss: number;
  peakRss: number;
}

const args = benchArgs();
/** Pages of a PDF: pdfkit writes each page object's dictionary uncompressed. */
const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

async function measure(depot: Depot, token: string, run: Run, count: number): Promise<Measured> {
  const query = new URLSearchParams({ layout: run.layout });
  for (const id of run.ids ?? []) query.append('ids', String(id));
  const got = await measuredDownload(
    `${depot.url}/as/asset/labels?${query}`,
    token,
    depot.process.pid,
    // The slow client: no more than SLOW_RATE bytes a second on average.
    { keep: true, slowRate: run.slow ? SLOW_RATE : undefined },
  );
  const pdf = got.body!;
  return {
    run,
    labels: count,
    status: got.status,
    header: pdf.subarray(0, 5).toString('latin1'),
    pages: pagesOf(pdf),
    bytes: got.bytes,
    firstByteMs: got.firstByteMs,
    totalMs: got.totalMs,
    idleRss: got.idleRss,
    peakRss: got.peakRss,
  };
}

interface Alone {
  count: number;
  rate: number;
  ms: number;
  /** CPU time the drawing took (user and system): less moved by a busy machine than `ms`. */
  cpuMs: number;
  bytes: number;
  heapAt100: number;
  heapAtEnd: number;
  baseRss: number;
  peakRss: number;
}

/** The drawing alone, in a process of its own (bench/lib/label-heap.ts). */
function drawAlone(count: number, rate: number): Alone {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/lib/label-heap.ts', String(count), String(rate)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(out) as Alone;
}

// Its own data folder: the demo data's assets (DEPOT_DEMO_ASSETS, 2,400), made on the first run.
const store = pgliteStore('pglite-labels');
console.info('starting Depot (the first start registers the demo assets)…');
const depot = await startDepot('labels', store, PORTS.labels);
const results: Measured[] = [];
let total = 0;
try {
  const token = await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD);
  const ids: number[] = [];
  for (let current = 1; ids.length < LABELS; current++) {
    const page = await getJson<{ records: { assetId: number }[]; total: number }>(
      depot.url,
      `/as/asset/page?current=${current}&size=${MAX_PAGE_SIZE}&sort=code,asc`,
      token,
    );
    total = page.total;
    if (!page.records.length) break;
    ids.push(...page.records.map((r) => r.assetId));
  }
  if (ids.length < LABELS) throw new Error(`only ${ids.length} assets: ${LABELS} needed`);
  const chosen = ids.slice(0, LABELS);

  // Warm up: the font read once, the code paths compiled.
  await measure(
    depot,
    token,
    { what: 'warm-up', layout: 'a4-3x8', ids: chosen.slice(0, 24), slow: false },
    24,
  );
  const runs: Array<[Run, number]> = [
    [
      { what: `${num(LABELS)} labels, A4 3 × 8`, layout: 'a4-3x8', ids: chosen, slow: false },
      LABELS,
    ],
    [
      {
        what: `${num(LABELS)} labels, 50 × 30 mm roll`,
        layout: 'roll-50x30',
        ids: chosen,
        slow: false,
      },
      LABELS,
    ],
    [
      {
        what: `${num(LABELS)} labels, A4 3 × 8, client reading ${num(SLOW_RATE / 1024)} KiB/s`,
        layout: 'a4-3x8',
        ids: chosen,
        slow: true,
      },
      LABELS,
    ],
    [
      { what: `all ${num(total)} demo assets, A4 3 × 8`, layout: 'a4-3x8', ids: null, slow: false },
      total,
    ],
  ];
  for (const [run, count] of args.quick ? runs.slice(0, 2) : runs) {
    console.info(`${run.what}…`);
    results.push(await measure(depot, token, run, count));
  }
} finally {
  await depot.stop();
}

console.info('the drawing alone…');
const alone = [
  drawAlone(LABELS, 0),
  drawAlone(LABELS, SLOW_RATE),
  ...(args.quick ? [] : [drawAlone(5000, 0)]),
];

const checks: Check[] = results.map((r) => {
  const pages = Math.ceil(r.labels / PER_PAGE[r.run.layout]);
  return {
    what: `${r.run.what}: a PDF with every label`,
    target: `200, %PDF-, ${num(pages)} pages`,
    actual: `${r.status}, ${r.header}, ${num(r.pages)} pages`,
    pass: r.status === 200 && r.header === '%PDF-' && r.pages === pages,
  };
});
const markdown = [
  '# Asset labels',
  '',
  `\`GET /as/asset/labels\` through the real server (\`npm start\`'s process, production ` +
    `settings) on PGlite holding the ${num(total)} demo assets: ${num(LABELS)} chosen by id, ` +
    'then every demo asset (the filter-less list). Each label is a vector QR of the asset ' +
    'page’s address, the code and the Chinese name in the embedded Noto Sans CJK subset. ' +
    '"Memory" is the server process’s resident memory at its peak during the request (VmHWM, ' +
    'reset just before it), above its level just before it. The slow client reads ' +
    `${num(SLOW_RATE / 1024)} KiB a second: drawing waits for it, so its memory matches the ` +
    'fast one’s instead of holding the whole PDF.',
  '',
  `Machine: ${machineLine()}.`,
  '',
  table(
    ['request', 'labels', 'pages', 'size', 'first byte', 'total', 'per label', 'memory'],
    results.map((r) => [
      r.run.what,
      num(r.labels),
      num(r.pages),
      `${num(r.bytes / 2 ** 20, 1)} MiB`,
      ms(r.firstByteMs),
      ms(r.totalMs),
      ms(r.totalMs / r.labels),
      `+${mib(Math.max(0, r.peakRss - r.idleRss))} (peak ${mib(r.peakRss)})`,
    ]),
  ),
  '',
  '## The drawing alone',
  '',
  'The same drawing (`writeLabelsPdf`, A4 3 × 8) in a process of its own with generated assets, ' +
    'no server or database: the live heap after a full collection at the 100th label and at ' +
    'the last shows whether anything is kept per label; the peak resident memory is above the ' +
    'level once the 19 MiB font was loaded.',
  '',
  table(
    [
      'labels',
      'reader',
      'time',
      'CPU time',
      'CPU per label',
      'size',
      'live heap at label 100',
      'at the last',
      'peak memory',
    ],
    alone.map((a) => [
      num(a.count),
      a.rate ? `${num(a.rate / 1024)} KiB/s` : 'as fast as it can',
      ms(a.ms),
      ms(a.cpuMs),
      ms(a.cpuMs / a.count),
      `${num(a.bytes / 2 ** 20, 1)} MiB`,
      `${num(a.heapAt100 / 2 ** 20, 1)} MiB`,
      `${num(a.heapAtEnd / 2 ** 20, 1)} MiB`,
      `+${mib(a.peakRss - a.baseRss)}`,
    ]),
  ),
  '',
  'No target is set for labels (issue #16 asks for the figures); the checks are that each PDF ' +
    'is whole.',
  '',
  checksTable(checks),
  '',
].join('\n');
await finishSection('labels', markdown, checks);
