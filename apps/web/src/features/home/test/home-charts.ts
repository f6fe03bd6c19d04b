import { loadLazyParts } from '../../../test/lazy-parts';

/**
 * The home panels' charts, loaded before a test file's first test, so none is left loading
 * when the file ends (test/lazy-parts.ts says why that matters).
 */
export function loadHomeCharts(): void {
  loadLazyParts(
    () => import('../components/repair-chart'),
    () => import('../components/asset-charts'),
  );
}
