import type { ComponentType } from 'react';
import { ROUTE_CHUNK_TIMEOUT_MS } from '@depot/shared';
import { withTimeout } from '../../lib/with-timeout';

/**
 * A route's `lazy` loading its page component from a separate chunk; gives up after 120 s
 * (SPEC §8), which shows the route error page. Pages inside the shell load through
 * layout/lazy-page.tsx instead, so a failure shows inside the layout with a retry button.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({
    Component: await withTimeout(load(), ROUTE_CHUNK_TIMEOUT_MS, 'Page code'),
  });
}
