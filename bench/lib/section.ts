import type { LoadResult } from './load';
import { checksTable, ms, num, ratio, writeResult, type Cell, type Check } from './markdown';
import { postgresAvailable } from './pg-cluster';

/**
 * A section measured on PostgreSQL only: where it is not installed, its page says so and the
 * process ends with 1 (a bench that measured nothing has not met its targets).
 */
export async function requirePostgres(name: string, title: string): Promise<void> {
  if (postgresAvailable()) return;
  const markdown = `# ${title}\n\nPostgreSQL is not installed here: nothing was measured.\n`;
  await writeResult(name, markdown);
  console.info(markdown);
  process.exit(1);
}

/**
 * Writes a section's page (bench/results/<name>.md), prints it, and ends with 0 only when it
 * checked something and every check passed.
 */
export async function finishSection(
  name: string,
  markdown: string,
  checks: readonly Check[],
): Promise<void> {
  const path = await writeResult(name, markdown);
  console.info(`${markdown}\nwritten to ${path}`);
  process.exitCode = checks.length && checks.every((c) => c.pass) ? 0 : 1;
}

/** How a load page's ratio column reads, said under its title. */
export const RATIO_NOTE =
  'Ratio = requests/s ÷ the baseline (a bare Fastify route answering a constant JSON, ' +
  'in its own process, measured in this run).';

/** What a load page's "first call" column is. */
export const FIRST_CALL_NOTE =
  '"First call" is one request before any load, with nothing kept by the server.';

/**
 * The measured cells of a load table's row: requests/s, their ratio to the baseline's
 * (`share`; 1 on the baseline's own row), p50, p99 and errors.
 */
export const loadCells = (result: LoadResult, share: number): Cell[] => [
  num(result.rps),
  ratio(share),
  ms(result.p50),
  ms(result.p99),
  result.errors,
];

/** The lines of a page's notes, one bullet each. */
export const bullets = (notes: readonly string[]) => notes.map((n) => `- ${n}`);

/**
 * The end of a page: `## title`, the checks' table (`none` instead, when given and nothing was
 * checked: no verdict), then the notes, one bullet each.
 */
export const verdictLines = (
  title: string,
  checks: readonly Check[],
  notes: readonly string[],
  none?: string,
) => [
  `## ${title}`,
  '',
  none !== undefined && !checks.length ? none : checksTable(checks),
  '',
  ...bullets(notes),
  '',
];

/** A load target: requests/s at least `ratio` of the baseline's, p99 at most `p99Ms`. */
export interface LoadTarget {
  ratio: number;
  p99Ms: number;
}

/** The list targets (#14): ≥ 0.25 of the bare-Fastify baseline, p99 ≤ 20 ms. */
export const LIST_TARGET: LoadTarget = { ratio: 0.25, p99Ms: 20 };

/** The two checks of a call measured under load against the baseline of the same run. */
export function loadChecks(
  name: string,
  result: LoadResult,
  baselineRps: number,
  target: LoadTarget,
): Check[] {
  const share = result.rps / baselineRps;
  return [
    {
      what: `${name}: requests/s vs baseline`,
      target: `≥ ${ratio(target.ratio)}`,
      actual: `${ratio(share)} (${num(result.rps)}/s)`,
      pass: share >= target.ratio,
    },
    {
      what: `${name}: p99 latency`,
      target: `≤ ${target.p99Ms} ms`,
      actual: ms(result.p99),
      pass: result.p99 <= target.p99Ms && result.errors === 0,
    },
  ];
}
