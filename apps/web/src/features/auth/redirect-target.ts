import type { Location } from 'react-router';
import { REDIRECT_PARAM, paths, safeRedirectTarget } from '../../lib/paths';

/** Where to go after signing in: the page first asked for (query or state), else home. */
export function redirectTarget(location: Location, search: URLSearchParams): string {
  const fromState: unknown = location.state;
  const stateTarget =
    typeof fromState === 'object' && fromState !== null && 'from' in fromState
      ? String(fromState.from)
      : null;
  return (
    safeRedirectTarget(search.get(REDIRECT_PARAM)) ?? safeRedirectTarget(stateTarget) ?? paths.root
  );
}
