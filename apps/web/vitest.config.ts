import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A page rendered with the real antd in jsdom takes 1–4 s here, and more on a busy CI
    // machine where the server's suite runs beside it: 5 s (vitest's default) is too close;
    // the waits inside a test are src/test/waits.ts.
    testTimeout: 60_000,
  },
});
