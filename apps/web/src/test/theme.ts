import type { ThemeConfig } from 'antd';

/**
 * antd exactly as in production except its runtime stylesheet: jsdom spends ~50 ms on each
 * getComputedStyle against antd's ~1,200 rules, and a query by role calls it for every
 * candidate and ancestor, so one getByRole took ~1 s. Components, DOM and behaviour are the
 * real antd; only class-based CSS is absent (nothing here depends on it).
 */
export const TEST_THEME: ThemeConfig = { zeroRuntime: true };
