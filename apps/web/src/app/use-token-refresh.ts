import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clientConfigQueryOptions } from '../api/client-config';
import { startTokenRefresher } from '../lib/token-refresher';
import { useSessionStore } from '../stores/session';

/**
 * Runs the SPEC §4 refresh timer while signed in. A failed refresh stops it; the next
 * sign-in starts a new one.
 */
export function useTokenRefresh(queryClient: QueryClient): void {
  const signedIn = useSessionStore((s) => s.accessToken !== '');
  useEffect(() => {
    if (!signedIn) return;
    const session = useSessionStore.getState;
    return startTokenRefresher({
      hasToken: () => session().accessToken !== '',
      getRemaining: () => session().expiresIn,
      setRemaining: (seconds) => session().setExpiresIn(seconds),
      refresh: async () => {
        // The http client is not part of the app's first load (the sign-in page paints first).
        const [config, { refreshGrant }] = await Promise.all([
          queryClient.ensureQueryData(clientConfigQueryOptions()),
          import('../api/auth'),
        ]);
        session().setTokens(await refreshGrant(session().refreshToken, config));
      },
    });
  }, [queryClient, signedIn]);
}
