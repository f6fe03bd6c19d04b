import { beforeAll } from 'vitest';

/**
 * Loads the lazy parts a test file's components import (a chart) before its first test. The
 * web project's files share their worker's modules (vitest.config.ts, `isolate: false`): a
 * lazy import still loading when a file ends fails with that file's environment, and the next
 * file of the worker to import it gets the same failure. Under load the repair panel's chart
 * failed so in repair-panel.test, left loading by warehouse-panel.test before it.
 */
export function loadLazyParts(...parts: Array<() => Promise<unknown>>): void {
  beforeAll(() => Promise.all(parts.map((load) => load())));
}
