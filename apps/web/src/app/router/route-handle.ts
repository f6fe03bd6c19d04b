import type { zhCN } from '../../i18n/locales/zh-CN';

/** i18n key of a route's label: the document title and (later) the tab label. */
export type RouteLabelKey = `route.${keyof typeof zhCN.route}`;

export interface RouteHandle {
  label?: RouteLabelKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'label' in value;
}
