import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared logic, the server through app.inject on a real
// database, and web components in jsdom with the real antd.
export default defineConfig({
  test: {
    // Both cores, every project's files side by side. The server's suites once went one at a
    // time, after the web's: for most of the run one core did all the work
    // (docs/testing.md "How long it takes"). Each suite owns its database, data folder and
    // ports, so nothing but the CPU is shared.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The property tests run hundreds of cases: 1–2 s idle, 5–9 s beside other suites on
          // a loaded 2-core machine, where the default 5 s failed them.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          // A suite's setup copies a prepared database and starts the app: seconds when idle,
          // over 120 s once with four more agents' suites beside it (2026-11-30). The bound is
          // where a hung setup is reported, not a speed check.
          hookTimeout: 300_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
