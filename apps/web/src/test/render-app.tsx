import { render } from '@testing-library/react';
import { DepotApp } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createTestRouter } from '../app/router/router';
import { TEST_THEME } from './theme';

/** The whole app (providers, routes, guard, real antd) in memory, starting at a path. */
export function renderApp(initialPath: string) {
  const queryClient = createQueryClient();
  const router = createTestRouter(queryClient, initialPath);
  const view = render(<DepotApp queryClient={queryClient} router={router} theme={TEST_THEME} />);
  return { ...view, router, queryClient };
}
