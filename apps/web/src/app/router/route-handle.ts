import type { RouteLabelKey } from '../../lib/page-label';

export type { RouteLabelKey };

/**
 * What a route tells the shell about its page: the label (an i18n key under `route.`) used for
 * the document title and the tab; `isTab: false` keeps the page out of the tab bar (SPEC §2);
 * `keepAlive` keeps its state while its tab is hidden.
 */
export interface RouteHandle {
  label?: RouteLabelKey;
  isTab?: boolean;
  keepAlive?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'label' in value;
}
