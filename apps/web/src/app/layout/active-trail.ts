import { useLocation, useMatches } from 'react-router';
import { activeTrail, withIndex, type MenuRoute } from '../../lib/menu-routes';
import { isRouteHandle } from '../router/route-handle';

/**
 * The menu entries to highlight for a page: those of its address (or a `group` prefix), else
 * those of the entry its route names in `handle.menu` (a detail page highlights its list).
 */
export function pageTrail(
  routes: readonly MenuRoute[],
  address: { pathname: string; search: string },
  menu: string | undefined,
): MenuRoute[] {
  const trail = activeTrail(routes, address.pathname, address.search);
  if (trail.length > 0 || !menu) return trail;
  return activeTrail(routes, withIndex(menu));
}

/** `pageTrail` of the current address and route. */
export function useActiveTrail(routes: readonly MenuRoute[]): MenuRoute[] {
  const { pathname, search } = useLocation();
  const menu = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .findLast((handle) => handle.menu !== undefined)?.menu;
  return pageTrail(routes, { pathname, search }, menu);
}
