import type { QueryClient } from '@tanstack/react-query';
import { redirect, type MiddlewareFunction } from 'react-router';
import { REDIRECT_PARAM, lockHref, loginHref, paths, safeRedirectTarget } from '../../lib/paths';
import { useMenuStore } from '../../stores/menu';
import { hasToken, logoutLocal, useSessionStore } from '../../stores/session';

/**
 * Route guard of SPEC §2, as middleware of the signed-in branch (the open routes live outside
 * it). Middleware runs on every navigation, before any loader of the branch:
 * - no token → /login remembering the target, or /404 for a path that cannot be a page;
 * - screen locked → /lock (every navigation, until unlocked);
 * - a token but no roles loaded → fetch the user info; if that fails → local sign-out and /login;
 * - menu not loaded in this page load → fetch it (its pages are the dynamic routes, SPEC §6),
 *   at the same time as the user info.
 */
export function createRequireSession(
  queryClient: QueryClient,
  isKnownPath: (pathname: string) => Promise<boolean>,
): MiddlewareFunction {
  return async function requireSession({ request }) {
    const url = new URL(request.url);
    const target = url.pathname + url.search;
    if (!hasToken()) {
      throw redirect((await isKnownPath(url.pathname)) ? loginHref(target) : paths.error404);
    }
    if (useSessionStore.getState().isLock) throw redirect(lockHref(target));
    const needsInfo = useSessionStore.getState().roles === null;
    const needsMenu = !useMenuStore.getState().loaded;
    if (!needsInfo && !needsMenu) return;
    // The calls come with the http client, which is not in the app's first load (the sign-in
    // page paints without it); it downloads beside the layout's and the page's code.
    const { userInfoQueryOptions, menuQueryOptions } = await import('./guard-queries');
    // Both at once when both are needed (a page load): the first page waits on one round trip.
    const info = needsInfo ? queryClient.fetchQuery(userInfoQueryOptions()) : null;
    const menu = needsMenu ? queryClient.fetchQuery(menuQueryOptions()) : null;
    // Its failure is handled below, or moot once the user info failed.
    menu?.catch(() => undefined);
    if (info) {
      try {
        useSessionStore.getState().setUserInfo(await info);
      } catch {
        logoutLocal();
        throw redirect(loginHref(target));
      }
    }
    if (menu) {
      try {
        useMenuStore.getState().setMenu(await menu);
      } catch {
        // Shown by the http client; the stored menu (if any) stays, and the next navigation
        // tries again. A 401 has signed the user out meanwhile.
        if (!hasToken()) throw redirect(loginHref(target));
      }
    }
  };
}

/** /login with a token goes home (SPEC §2). */
export const redirectSignedIn: MiddlewareFunction = () => {
  if (hasToken()) throw redirect(paths.root);
};

/**
 * /lock is for a signed-in user who locked the screen: without a token there is nothing to
 * unlock (→ /login); when not locked, straight on to the page it would return to.
 */
export const requireLocked: MiddlewareFunction = ({ request }) => {
  if (!hasToken()) throw redirect(paths.login);
  if (!useSessionStore.getState().isLock) {
    const back = new URL(request.url).searchParams.get(REDIRECT_PARAM);
    throw redirect(safeRedirectTarget(back) ?? paths.home);
  }
};
