import { BREAKPOINTS } from '@depot/shared';

/** Screen-size class of SPEC §2: 3 at width ≥ 1200, 2 at ≥ 992, 1 at ≥ 768, otherwise 0. */
export type ScreenClass = 0 | 1 | 2 | 3;

export function screenClass(width: number): ScreenClass {
  if (width >= BREAKPOINTS.lg) return 3;
  if (width >= BREAKPOINTS.md) return 2;
  if (width >= BREAKPOINTS.sm) return 1;
  return 0;
}

/** Small screens (class 1 and below) keep the sidebar collapsed. */
export function isSmallScreen(screen: ScreenClass): boolean {
  return screen <= 1;
}
