import type { RouteLabelKey } from '../../lib/page-label';

export type { RouteLabelKey };

/**
 * What a route tells the shell about its page: the label (an i18n key under `route.`) used for
 * the document title and the tab; `isTab: false` keeps the page out of the tab bar (SPEC §2);
 * `keepAlive` keeps its state while its tab is hidden; `menu` names the menu entry to highlight
 * when no entry leads to the page itself (a list's detail page, SPEC §2).
 */
export interface RouteHandle {
  label?: RouteLabelKey;
  isTab?: boolean;
  keepAlive?: boolean;
  /** Path of the menu entry to highlight (as in the menu, e.g. `/eam/repair-order`). */
  menu?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'label' in value;
}
