import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { registerNavigate } from '../../lib/navigation';
import { createRoutes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function connect(router: AppRouter): AppRouter {
  // Lets the http client send the user to /login on a 401.
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}

// Middleware runs the route guard before any loader (react-router's opt-in until v8).
const future = { v8_middleware: true } as const;

export function createAppRouter(queryClient: QueryClient): AppRouter {
  return connect(createBrowserRouter(createRoutes(queryClient), { future }));
}

/** Same routes in memory, for tests. */
export function createTestRouter(queryClient: QueryClient, initialPath: string): AppRouter {
  return connect(
    createMemoryRouter(createRoutes(queryClient), { future, initialEntries: [initialPath] }),
  );
}
