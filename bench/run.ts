/**
 * `npm run bench [-- --quick]`: runs each benchmark in turn — http, assets, ledger, export, the
 * approval to-do list and effect, signin, websocket, the approval fan-out, labels, stocktake,
 * purchase, then client when bench/client.ts exists — each in its own process, and writes
 * bench/results/README.md with every section's verdict and its Markdown (a `--quick` run all
 * of them in bench/tmp/results-quick instead: lib/paths.ts). A failing section
 * does not stop the others; the run exits 1 if any failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { benchArgs } from './lib/args';
import { machineLine, num, table, writeResult } from './lib/markdown';
import { resultsDir, ROOT } from './lib/paths';

const SECTIONS = [
  'http',
  'assets',
  'ledger',
  'export',
  'approval-todo',
  'approval-effect',
  'signin',
  'websocket',
  'approval-fanout',
  'labels',
  'stocktake',
  'purchase',
  'client',
] as const;

interface Outcome {
  name: string;
  code: number | null;
  seconds: number;
  /** The section's Markdown, when it wrote one in this run. */
  markdown: string | null;
}

const args = benchArgs();
const startedAt = new Date();

/** One section in its own process, with the open-file limit raised for the websocket one. */
function runSection(name: string): Promise<Outcome> {
  const started = Date.now();
  const script = `bench/${name}.ts`;
  const extra = args.quick ? ['--quick'] : [];
  return new Promise((resolve) => {
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"',
        'sh',
        process.execPath,
        '--import',
        'tsx',
        script,
        ...extra,
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    child.once('exit', (code) => {
      const file = join(resultsDir(args.quick), `${name}.md`);
      const fresh = existsSync(file) && statSync(file).mtimeMs >= started;
      resolve({
        name,
        code,
        seconds: (Date.now() - started) / 1000,
        markdown: fresh ? readFileSync(file, 'utf8') : null,
      });
    });
  });
}

/** A section's own headings one level down, under the summary's. */
const demote = (markdown: string) => markdown.replace(/^(#+) /gm, '#$1 ');

const outcomes: Outcome[] = [];
for (const name of SECTIONS) {
  if (!existsSync(join(ROOT, `bench/${name}.ts`))) continue;
  console.info(`\n=== bench: ${name} ===`);
  outcomes.push(await runSection(name));
}

const verdict = (o: Outcome) =>
  o.code === 0
    ? '✅ targets met'
    : o.markdown
      ? '❌ a target failed'
      : `❌ no result (exit ${o.code})`;
const readme = [
  '# Benchmarks',
  '',
  `\`npm run bench${args.quick ? ' -- --quick' : ''}\` on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. ` +
    'Every figure is compared with a baseline measured in the same run on the same machine, so ' +
    'a busy machine lowers both; absolute numbers are beside each ratio. How to run them and ' +
    'what each measures: [docs/performance.md](../../docs/performance.md).',
  '',
  `Machine: ${machineLine()}.`,
  '',
  table(
    ['section', 'verdict', 'took', 'details'],
    outcomes.map((o) => [
      o.name,
      verdict(o),
      `${num(o.seconds)} s`,
      `[${o.name}.md](${o.name}.md)`,
    ]),
  ),
  '',
  ...outcomes.map((o) =>
    o.markdown
      ? demote(o.markdown)
      : `## ${o.name}\n\nNo result: the script exited with ${o.code}.\n`,
  ),
].join('\n');
const path = await writeResult('README', readme);
console.info(
  `\nbench: ${outcomes.map((o) => `${o.name} ${o.code === 0 ? 'ok' : 'FAILED'}`).join(', ')}; summary in ${path}`,
);
process.exitCode = outcomes.every((o) => o.code === 0) ? 0 : 1;
