/**
 * Asset export benchmark (issues #14 and #16): `GET /as/asset/export` streams the filtered
 * assets as .xlsx from PostgreSQL with 1,000,000 scale assets (100,000 with --quick), for
 * filters matching about 1,000, 10,000 and 100,000 assets and for every asset; the time each
 * file takes and the server's resident memory at its peak (VmHWM) above its level before the
 * request. The target is flat memory: every asset (ten times the rows of the ~100,000 export)
 * may not need more than MEMORY_SLACK above what the ~100,000 export needed. (The first run
 * compared with the smallest export instead: those end before the heap reaches the size the
 * garbage collector keeps, 3 and 13 MiB, against 149 MiB for ~100,000 and 90 MiB for all
 * 1,000,000, so it measured the collector, not the export.) Exits 1 when a target fails or a
 * file is wrong (status, not a zip, fewer rows than the list's total).
 */
import ExcelJS from 'exceljs';
import { benchArgs } from './lib/args';
import {
  BENCH_ADMIN_PASSWORD,
  ensureScaleData,
  getJson,
  pgStore,
  signIn,
  startDepot,
} from './lib/depot';
import { machineLine, mib, ms, num, table, type Check } from './lib/markdown';
import { PORTS } from './lib/paths';
import { startCluster, type Cluster } from './lib/pg-cluster';
import { measuredDownload } from './lib/processes';
import { assetScaleSize, storeName } from './lib/scale';
import { finishSection, requirePostgres, verdictLines } from './lib/section';

/** What every asset's export may add to the peak of the ~100,000 one's. */
const MEMORY_SLACK = 64 * 2 ** 20;
/** The sizes aimed at: the category whose subtree holds the nearest number of assets. */
const AIMS = [1_000, 10_000, 100_000];

interface Category {
  categoryId: number;
  codePrefix: string;
  name: string;
}

interface Export {
  what: string;
  query: string;
  /** Assets the list says match the filter. */
  expected: number;
}

interface Measured extends Export {
  status: number;
  zip: boolean;
  bytes: number;
  totalMs: number;
  idleRss: number;
  peakRss: number;
  /** Data rows in the file, counted for the smallest export only (reading one costs time). */
  rows: number | null;
}

const args = benchArgs();
const size = assetScaleSize(args.quick);
const notes: string[] = [];

async function measure(url: string, token: string, run: Export, pid: number): Promise<Measured> {
  // Only the smallest file is kept, to count its rows; the others are read and dropped.
  const keep = run.expected <= AIMS[0]! * 10;
  const got = await measuredDownload(`${url}/as/asset/export?${run.query}`, token, pid, { keep });
  let rows: number | null = null;
  if (got.body) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(got.body as unknown as ArrayBuffer);
    // The first row is the header.
    rows = (book.worksheets[0]?.actualRowCount ?? 1) - 1;
  }
  return {
    ...run,
    status: got.status,
    zip: (got.body ?? Buffer.from('PK')).subarray(0, 2).toString('latin1') === 'PK',
    bytes: got.bytes,
    totalMs: got.totalMs,
    idleRss: got.idleRss,
    peakRss: got.peakRss,
    rows,
  };
}

await requirePostgres('export', 'Asset export');

let cluster: Cluster | null = null;
try {
  cluster = await startCluster();
  // The assets section's store: seeded once for both.
  const store = await pgStore(cluster, `depot_bench_${storeName(args.quick)}`);
  const took = await ensureScaleData('export', store, size);
  if (took) notes.push(`The data was seeded in this run (${num(took)} s).`);

  const depot = await startDepot('export-pg', store, PORTS.export);
  const results: Measured[] = [];
  try {
    const token = await signIn(depot.url, 'admin', BENCH_ADMIN_PASSWORD);
    const totalOf = async (query: string) =>
      (
        await getJson<{ total: number }>(
          depot.url,
          `/as/asset/page?current=1&size=1${query ? `&${query}` : ''}`,
          token,
        )
      ).total;
    const categories = await getJson<Category[]>(depot.url, '/as/category/list', token);
    const sized: Array<Category & { total: number }> = [];
    for (const c of categories) {
      sized.push({ ...c, total: await totalOf(`categoryId=${c.categoryId}`) });
    }
    const runs: Export[] = [];
    for (const aim of AIMS) {
      const nearest = sized
        .filter((c) => c.total > 0)
        .sort((a, b) => Math.abs(Math.log(a.total / aim)) - Math.abs(Math.log(b.total / aim)))[0];
      if (!nearest) continue;
      runs.push({
        what: `"${nearest.name}" (${nearest.codePrefix}) and its subcategories`,
        query: `categoryId=${nearest.categoryId}&sort=code,asc`,
        expected: nearest.total,
      });
    }
    runs.push({ what: 'every asset', query: 'sort=code,asc', expected: await totalOf('') });
    for (const run of runs) {
      console.info(`export of ${num(run.expected)} assets…`);
      results.push(await measure(depot.url, token, run, depot.process.pid));
    }
  } finally {
    await depot.stop();
  }

  const grown = (r: Measured) => Math.max(0, r.peakRss - r.idleRss);
  // The export nearest 100,000 rows, and the one of every asset.
  const reference = results[AIMS.length - 1];
  const everything = results[AIMS.length];
  const checks: Check[] = results.flatMap((r) => [
    {
      what: `${num(r.expected)} assets: a whole .xlsx`,
      target: '200, a zip',
      actual: `${r.status}${r.zip ? ', a zip' : ', not a zip'}`,
      pass: r.status === 200 && r.zip,
    },
    ...(r.rows === null
      ? []
      : [
          {
            what: `${num(r.expected)} assets: a row each`,
            target: num(r.expected),
            actual: num(r.rows),
            pass: r.rows === r.expected,
          },
        ]),
    ...(reference && r === everything
      ? [
          {
            what: `${num(r.expected)} assets: memory above idle at the peak`,
            target: `≤ ${mib(grown(reference) + MEMORY_SLACK)}`,
            actual: mib(grown(r)),
            pass: grown(r) <= grown(reference) + MEMORY_SLACK,
          },
        ]
      : []),
  ]);

  const markdown = [
    '# Asset export',
    '',
    '`GET /as/asset/export` through the real server (`npm start`’s process, log level info) on ' +
      `PostgreSQL 15 with ${num(size.assets)} scale assets besides the demo’s: the assets of ` +
      'categories whose subtrees hold about 1,000, 10,000 and 100,000 of them, then every asset, ' +
      'sorted by code, read as fast as the client can. "Memory" is the server process’s resident ' +
      'memory at its peak during the request (VmHWM, reset just before it), above its level just ' +
      `before it. Flat memory: every asset may need at most ${mib(MEMORY_SLACK)} more than ` +
      'the ~100,000 (the smaller exports end before the heap reaches the size the garbage ' +
      'collector keeps).',
    '',
    `Machine: ${machineLine()}.`,
    '',
    table(
      ['filter', 'assets', 'size', 'total', 'per 1,000 rows', 'memory'],
      results.map((r) => [
        r.what,
        num(r.expected),
        mib(r.bytes),
        ms(r.totalMs),
        ms((r.totalMs / Math.max(1, r.expected)) * 1000),
        `+${mib(grown(r))} (peak ${mib(r.peakRss)})`,
      ]),
    ),
    '',
    ...verdictLines('Targets', checks, notes, 'Nothing was measured: no verdict.'),
  ].join('\n');
  await finishSection('export', markdown, checks);
} finally {
  cluster?.stop();
}
