import { defineConfig } from '@playwright/test';
import { E2E } from './e2e/fixtures/env';

// Browser tests drive Debian's Chromium (never a downloaded browser) against a real server
// started on a fresh database by e2e/serve.mjs.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
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
    baseURL: E2E.baseURL,
    locale: 'zh-CN',
    // As a person who asked for less motion: antd's menus and dialogs then appear at once, so a
    // click never lands on a menu that is still sliding in (and Playwright never scrolls the
    // page to chase it, which had moved the top bar's dropdown away from the pointer).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
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
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${E2E.baseURL}/auth/client-config`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEPOT_CAPTCHA: 'off',
      DEPOT_ADMIN_PASSWORD: E2E.adminPassword,
      DEPOT_DEMO_PASSWORD: E2E.demoPassword,
    },
  },
});
