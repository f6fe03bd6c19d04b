import { useMemo } from 'react';
import { useLocation, useMatches } from 'react-router';
import { findMenuRoute, type MenuRoute } from '../../lib/menu-routes';
import type { PageLabel } from '../../lib/page-label';
import { useMenuRoutes } from '../../stores/menu';
import { usePageLabelsStore } from '../../stores/page-labels';
import { isRouteHandle, type RouteHandle } from '../router/route-handle';

/** The page at the current address, as the tab bar and the document title see it. */
export interface CurrentPage {
  /** Address with query: the tab's key. */
  key: string;
  label: PageLabel;
  isTab: boolean;
  keepAlive: boolean;
}

/**
 * A menu page takes its label, keepAlive and isTab from the menu; a fixed route from its handle;
 * anything else is the in-layout 404, which is not a tab. A label the page gave itself
 * (`usePageLabel`, e.g. a record's code) replaces the menu's or the route's.
 */
export function describePage(
  address: { pathname: string; search: string },
  handle: RouteHandle | undefined,
  routes: readonly MenuRoute[],
  ownLabel?: PageLabel,
): CurrentPage {
  const key = address.pathname + address.search;
  const menu = findMenuRoute(routes, address.pathname, address.search);
  if (menu) {
    return {
      key,
      label: ownLabel ?? { zh: menu.label, en: menu.labelEn },
      isTab: menu.isTab && handle?.isTab !== false,
      keepAlive: menu.keepAlive,
    };
  }
  if (handle?.label) {
    return {
      key,
      label: ownLabel ?? { key: handle.label },
      isTab: handle.isTab !== false,
      keepAlive: handle.keepAlive === true,
    };
  }
  return { key, label: { key: 'route.404' }, isTab: false, keepAlive: false };
}

export function useCurrentPage(): CurrentPage {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const routes = useMenuRoutes();
  const ownLabel = usePageLabelsStore((s) => s.labels[pathname + search]);
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .findLast((h) => h.label !== undefined);
  return useMemo(
    () => describePage({ pathname, search }, handle, routes, ownLabel),
    [pathname, search, handle, routes, ownLabel],
  );
}
