import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The client runs where its users are: in the stores' zone, whose day starts eight hours
    // before UTC's (lib/days.test.ts shows the zone is in force).
    env: { TZ: 'Asia/Shanghai' },
    // A worker's files share its modules (antd, the app, the i18n texts loaded by the setup):
    // importing them afresh for every file was two thirds of this project's time (544 s
    // against 171 s, docs/testing.md). The setup empties storage and unmounts what a test
    // rendered after every test; a module-level registration a test replaces is put back when
    // it unregisters it.
    isolate: false,
    // A page rendered with the real antd in jsdom takes 1–4 s here, and more on a busy CI
    // machine where the server's suite runs beside it: 5 s (vitest's default) is too close;
    // the waits inside a test are src/test/waits.ts.
    testTimeout: 60_000,
  },
});
