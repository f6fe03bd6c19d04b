import type { QueryClient } from '@tanstack/react-query';
import { redirect, type MiddlewareFunction } from 'react-router';
import { userInfoQueryOptions } from '../../api/user';
import { loginHref, paths } from '../../lib/paths';
import { hasToken, logoutLocal, useSessionStore } from '../../stores/session';

/**
 * Route guard of SPEC §2, as middleware of the signed-in branch (the open routes live outside
 * it). Middleware runs on every navigation, before any loader of the branch:
 * no token → /login, remembering the target; a token but no roles loaded → fetch the user info
 * first; if that fails → local sign-out and /login.
 */
export function createRequireSession(queryClient: QueryClient): MiddlewareFunction {
  return async function requireSession({ request }) {
    const url = new URL(request.url);
    const target = url.pathname + url.search;
    if (!hasToken()) throw redirect(loginHref(target));
    if (useSessionStore.getState().roles !== null) return;
    try {
      const info = await queryClient.fetchQuery(userInfoQueryOptions());
      useSessionStore.getState().setUserInfo(info);
    } catch {
      logoutLocal();
      throw redirect(loginHref(target));
    }
  };
}

/** /login with a token goes home (SPEC §2). */
export const redirectSignedIn: MiddlewareFunction = () => {
  if (hasToken()) throw redirect(paths.root);
};
