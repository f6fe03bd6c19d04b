import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { format } from 'prettier';
import { resultsDir } from './paths';

export type Cell = string | number;

/** A figure: a number, or text starting with one (`1,234`, `×0.150`, `12 ms`, `3 / 4`). */
const figure = (cell: Cell | undefined) =>
  typeof cell === 'number' || (typeof cell === 'string' && /^[×≥≤<>]?\s?[\d.,]+/.test(cell));

/** A Markdown table; columns of figures are right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const align = headers.map((_, i) =>
    rows.length && rows.every((r) => figure(r[i])) ? '--:' : '---',
  );
  const line = (cells: readonly Cell[]) => `| ${cells.map((c) => String(c)).join(' | ')} |`;
  return [line(headers), line(align), ...rows.map(line)].join('\n');
}

/** Whole numbers with thousands separators; others with `digits` decimals. */
export function num(n: number, digits = 0): string {
  return n.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export const ms = (n: number) => `${num(n, n < 10 ? 1 : 0)} ms`;
export const mib = (bytes: number) => `${num(bytes / 2 ** 20)} MiB`;
export const ratio = (n: number) => `×${n.toFixed(n < 1 ? 3 : 2)}`;

/** One target of a section: what was measured against what it must reach. */
export interface Check {
  what: string;
  target: string;
  actual: string;
  pass: boolean;
}

export const verdict = (pass: boolean) => (pass ? '✅ pass' : '❌ FAIL');

export function checksTable(checks: readonly Check[]): string {
  return table(
    ['target', 'must be', 'measured', 'verdict'],
    checks.map((c) => [c.what, c.target, c.actual, verdict(c.pass)]),
  );
}

/** What the machine was, so a reader can weigh the absolute numbers. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return (
    `${os.cpus().length} × ${cpu}, ${num(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load average at start ${load}`
  );
}

/**
 * A note for a run that started beside other work (load above the core count): its absolute
 * figures are slower than the machine's, its same-run ratios still read true. Null when idle.
 */
export function busyNote(): string | null {
  const busy = os.loadavg()[0]!;
  if (busy <= os.cpus().length) return null;
  return (
    `The machine was busy at the start (load average ${busy.toFixed(1)} on ${os.cpus().length} ` +
    'cores: other work ran beside the bench): the absolute figures are slower than the ' +
    'machine’s; the ratios to the baselines measured in the same run are what to read.'
  );
}

/**
 * Writes `<name>.md` in the run's results folder (bench/results; a `--quick` run's in
 * bench/tmp/results-quick), formatted as the repository's Prettier would.
 */
export async function writeResult(name: string, markdown: string): Promise<string> {
  const dir = resultsDir();
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.md`);
  writeFileSync(
    path,
    await format(markdown, { parser: 'markdown', printWidth: 100, proseWrap: 'preserve' }),
  );
  return path;
}
