import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** A project of the server's suites: through the real app, on real databases. */
function serverProject(
  name: string,
  include: string[],
  isolate: boolean,
): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      root: 'apps/server',
      include,
      isolate,
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      testTimeout: 30_000,
      // A suite's setup copies a prepared database and starts the app: seconds when idle,
      // over 120 s once with four more agents' suites beside it (2026-11-30). The bound is
      // where a hung setup is reported, not a speed check.
      hookTimeout: 300_000,
    },
  };
}

// One runner, four projects: pure shared logic, the server through app.inject on a real
// database (its area suites and its platform suites), and web components in jsdom with the
// real antd.
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
      // The server's suites, in two projects that differ in one setting. The business areas'
      // suites (`src/`) share their worker's modules from file to file (`isolate: false`):
      // each suite still builds its own app on its own database, and importing the whole app
      // afresh for each file was half of these suites' time (docs/testing.md). The platform's
      // suites (`test/`: start-up, faults, the security walks, the engines' differences) keep
      // a fresh module graph per file.
      serverProject('server', ['src/**/*.test.ts'], false),
      serverProject('server-platform', ['test/**/*.test.ts'], true),
      'apps/web/vitest.config.ts',
    ],
  },
});
