#!/usr/bin/env node
// `npm test`: lint, typecheck and the client build side by side, unit + server suites (PGlite
// and PostgreSQL), then end-to-end tests in Debian's Chromium against the built client and two
// freshly started servers.
// With CI=true a missing browser or database fails the run instead of being skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Each failed test by name with its message's first lines: CI shows only the end of the log.
const failedTests = [];

function firstLines(text, n = 6) {
  // Without colours: the summary is read as plain text.
  return stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .slice(0, n)
    .map((line) => `      ${line}`)
    .join('\n');
}

function step(name, command, args, env = {}) {
  const started = Date.now();
  console.info(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  console.info(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
  if (!ok) failures.push(name);
  return ok;
}

/**
 * Steps that do not depend on each other, side by side: each alone keeps one core busy (ESLint,
 * tsc, the bundler), and the machine has two. Each step's output is printed whole when it ends,
 * so the log reads as if they had run one after another.
 */
async function stepsSideBySide(steps) {
  const started = Date.now();
  console.info(`\n━━ ${steps.map((s) => s.name).join(' ∥ ')} ━━ side by side`);
  const results = await Promise.all(
    steps.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.info(`\n━━ ${name} ━━ ${command} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.info(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
            if (status !== 0) failures.push(name);
            resolve(status === 0);
          });
        }),
    ),
  );
  return results;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const browserTests = existsSync(chromium);
const [, , built] = await stepsSideBySide([
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  ...(browserTests
    ? [
        {
          name: 'build web client',
          command: 'npm',
          args: ['run', 'build', '-w', '@depot/web', '--silent'],
        },
      ]
    : []),
]);

const vitestJson = join(resultsDir, 'vitest.json');
step('unit and server tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? []) {
    const where = file.name.replace(root, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      failedTests.push(`${where} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed')
      failedTests.push(`${where}\n${firstLines(file.message)}`);
  }
} else if (!failures.includes('unit and server tests')) {
  failures.push('unit and server tests (no report)');
}

if (browserTests) {
  if (built) {
    const pwJson = join(resultsDir, 'playwright.json');
    step('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      CHROMIUM_PATH: chromium,
    });
    const pw = readJson(pwJson);
    if (pw?.stats) {
      // A flaky test (failed, then passed on a retry) is counted as failed, never as passed.
      counts.passed += pw.stats.expected;
      counts.failed += pw.stats.unexpected + pw.stats.flaky;
      counts.skipped += pw.stats.skipped;
      failedTests.push(...playwrightFailures(pw.suites ?? [], []));
    } else if (!failures.includes('end-to-end tests')) {
      failures.push('end-to-end tests (no report)');
    }
  }
} else if (ci) {
  console.error(`\nChromium not found at ${chromium}: end-to-end tests cannot run in CI.`);
  failures.push('end-to-end tests (no browser)');
} else {
  console.warn(
    `\nChromium not found at ${chromium}: end-to-end tests SKIPPED (apt-get install chromium).`,
  );
}

// Playwright's report nests suites: a file, then its describe blocks, then specs.
function playwrightFailures(suites, titles, isFile = true) {
  return suites.flatMap((suite) => {
    const inner = isFile ? titles : [...titles, suite.title];
    return [
      ...(suite.specs ?? [])
        .filter((spec) => !spec.ok)
        .map((spec) => {
          const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
          const name = [...inner, spec.title].join(' › ');
          return `${spec.file}:${spec.line} › ${name}\n${firstLines(error?.message)}`;
        }),
      ...playwrightFailures(suite.suites ?? [], inner, false),
    ];
  });
}

console.info('\n━━ summary ━━');
if (failures.length) console.info(`failed steps: ${failures.join(', ')}`);
for (const test of failedTests) console.info(`  ✗ ${test}`);
console.info(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length || counts.failed ? 1 : 0);
