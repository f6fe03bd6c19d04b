/**
 * Client benchmark (issues #8, #14): JS and CSS bytes the sign-in page and the home page need,
 * and Lighthouse 12 (desktop) on both, against a real server. Writes bench/results/client.md and
 * exits 1 when a target fails.
 *
 *   node --import tsx bench/client.ts            # builds apps/web into a temporary folder
 *   node --import tsx bench/client.ts --dist d   # measures an existing build instead
 *   node --import tsx bench/client.ts --quick    # one Lighthouse run per page instead of three
 *   node --import tsx bench/client.ts --bytes-only  # bytes and their targets, printed (no
 *                                                   # Lighthouse, no file)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { BENCH_ADMIN_PASSWORD } from './lib/depot';
import { writeResult, type Check } from './lib/markdown';
import { CHROME_FLAGS, CHROME_PATH } from './lib/client/chrome';
import { lighthouseHome, lighthouseLogin } from './lib/client/lighthouse';
import {
  freshContext,
  homeGreetingShown,
  loginFormShown,
  measurePage,
  signInThroughForm,
  type PageBytes,
} from './lib/client/page-bytes';
import {
  bytesChecks,
  bytesReport,
  clientChecks,
  clientReport,
  type ClientResults,
} from './lib/client/report';
import { buildClient, startClientServer } from './lib/client/server';

function printChecks(checks: readonly Check[]): void {
  for (const check of checks) {
    console.info(
      `${check.pass ? 'pass' : 'FAIL'}  ${check.what}: ${check.actual} (${check.target})`,
    );
  }
}

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'bytes-only': { type: 'boolean', default: false },
    dist: { type: 'string' },
  },
  strict: true,
});
const runs = values.quick ? 1 : 3;
const admin = { username: 'admin', password: BENCH_ADMIN_PASSWORD };

let dist = values.dist ? resolve(values.dist) : '';
const builtHere = !dist;
if (builtHere) {
  dist = mkdtempSync(join(tmpdir(), 'depot-bench-web-'));
  console.info(`building the client into ${dist}…`);
  await buildClient(dist);
}

const server = await startClientServer(dist);
let results: ClientResults | null = null;
try {
  console.info(`server at ${server.url}; measuring bytes…`);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  let login: PageBytes;
  let home: PageBytes;
  try {
    const visitor = await freshContext(browser);
    login = await measurePage(await visitor.newPage(), `${server.url}/login`, loginFormShown);
    await visitor.close();
    const user = await freshContext(browser);
    const page = await user.newPage();
    await signInThroughForm(page, server.url, admin);
    home = await measurePage(page, `${server.url}/wel/index`, homeGreetingShown);
    await user.close();
  } finally {
    await browser.close();
  }
  if (values['bytes-only']) {
    console.info(bytesReport(login, home));
    const checks = bytesChecks(login, home);
    printChecks(checks);
    process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
  } else {
    console.info(`Lighthouse, ${runs} run(s) per page…`);
    const lighthouse = {
      login: await lighthouseLogin(server.url, runs),
      home: await lighthouseHome(server.url, admin, runs),
      runs,
    };
    results = { login, home, lighthouse };
  }
} finally {
  await server.close();
  if (builtHere) rmSync(dist, { recursive: true, force: true });
}

if (results) {
  const path = await writeResult('client', clientReport(results));
  const checks = clientChecks(results);
  printChecks(checks);
  console.info(`written to ${path}`);
  process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
}
