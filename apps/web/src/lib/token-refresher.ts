import { TOKEN_CHECK_INTERVAL_S, TOKEN_REFRESH_THRESHOLD_S } from '@depot/shared';

export interface TokenRefresherDeps {
  hasToken: () => boolean;
  /** The remaining-lifetime counter, in seconds (initialised from expires_in). */
  getRemaining: () => number;
  setRemaining: (seconds: number) => void;
  /** Requests a refresh_token grant and stores the new token set (which resets the counter). */
  refresh: () => Promise<void>;
}

/**
 * SPEC §4: every 10 s, if a token exists, the counter drops by 10; at 1000 or less a refresh is
 * requested (one at a time). When a refresh fails the timer stops for good.
 * Returns a function that stops the timer.
 */
export function startTokenRefresher(deps: TokenRefresherDeps): () => void {
  let refreshing = false;
  const timer = setInterval(tick, TOKEN_CHECK_INTERVAL_S * 1000);
  const stop = () => clearInterval(timer);

  function tick(): void {
    if (!deps.hasToken()) return;
    const remaining = deps.getRemaining() - TOKEN_CHECK_INTERVAL_S;
    deps.setRemaining(remaining);
    if (remaining > TOKEN_REFRESH_THRESHOLD_S || refreshing) return;
    refreshing = true;
    deps.refresh().then(
      () => {
        refreshing = false;
      },
      () => stop(),
    );
  }

  return stop;
}
