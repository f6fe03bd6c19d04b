import { defineConfig } from '@playwright/test';
import { STORE_ZONE } from './e2e/fixtures/days';
import { E2E } from './e2e/fixtures/env';
import { FAKE_CAMERA_ARGS } from './e2e/fixtures/fake-camera';

/**
 * The specs of the first server; every other spec goes to the second. Each server has its own
 * fresh data folder and runs its specs one at a time in file order, as one server once ran them
 * all: the two halves go side by side, one per core, and took about the same time in the last
 * run (docs/testing.md). What a spec leaves changed in the demo data (first-login.spec.ts leaves
 * the staff user's new password) meets only the specs after it on its own server. A new spec
 * lands on the second server until the halves need evening out. project-pages.spec.ts went to
 * the first: it was the lighter half in the last idle run (545 s against 561 s, 2026-11-29).
 */
const FIRST_SERVER = [
  'a11y-zh.spec.ts',
  'admin.spec.ts',
  'auth.spec.ts',
  'csp.spec.ts',
  'door-locks.spec.ts',
  'first-login.spec.ts',
  'project-pages.spec.ts',
  'projects.spec.ts',
  'shell.spec.ts',
  'xss.spec.ts',
];

const servers = E2E.ports.map((port, index) => ({
  name: `server-${index + 1}`,
  port,
  baseURL: `http://127.0.0.1:${port}`,
}));

// Browser tests drive Debian's Chromium (never a downloaded browser) against real servers
// started on fresh databases by e2e/serve.mjs.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: servers.length,
  projects: servers.map((server, index) => ({
    name: server.name,
    // One test at a time per server: the specs share its demo data.
    workers: 1,
    use: { baseURL: server.baseURL },
    ...(index === 0 ? { testMatch: FIRST_SERVER } : { testIgnore: FIRST_SERVER }),
  })),
  // No retries: a test that passes only on its second try is a failure to look into.
  retries: 0,
  // Bounds, not waits: every step waits for a signal and goes on as soon as it holds. A fresh
  // clone's run beside other work (load 12–15 on 2 cores) took a page 10–40 s to show what it
  // shows in 1 s idle, and failed six walks at the former 60 s and 10 s.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    locale: 'zh-CN',
    // The browser is in the stores' zone, as their staff's are: its day is the server's day.
    timezoneId: STORE_ZONE,
    // As a person who asked for less motion: antd's menus and dialogs then appear at once, so a
    // click never lands on a menu that is still sliding in (and Playwright never scrolls the
    // page to chase it, which had moved the top bar's dropdown away from the pointer).
    reducedMotion: 'reduce',
    // A failed test keeps its trace: every action with the page's DOM before and after it, and
    // the failure's screenshot (below). Not the trace's film of screenshots: Chromium then
    // draws and encodes a frame for every change on the page, which doubled the browser's CPU
    // on every walk (docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E.chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A camera that plays e2e/fixtures/fake-camera.ts's frame (the stocktake walk's label).
        ...FAKE_CAMERA_ARGS,
      ],
    },
  },
  webServer: servers.map((server) => ({
    command: 'node e2e/serve.mjs',
    url: `${server.baseURL}/auth/client-config`,
    name: server.name,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEPOT_CAPTCHA: 'off',
      DEPOT_ADMIN_PASSWORD: E2E.adminPassword,
      DEPOT_DEMO_PASSWORD: E2E.demoPassword,
    },
  })),
});
