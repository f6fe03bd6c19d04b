import type { QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { useTokenRefresh } from './use-token-refresh';

type Router = Parameters<typeof RouterProvider>[0]['router'];

function TokenRefresh({ queryClient }: { queryClient: QueryClient }) {
  useTokenRefresh(queryClient);
  return null;
}

interface DepotAppProps {
  queryClient: QueryClient;
  router: Router;
  theme?: ThemeConfig;
}

export function DepotApp({ queryClient, router, theme }: DepotAppProps) {
  return (
    <AppProviders queryClient={queryClient} theme={theme}>
      <TokenRefresh queryClient={queryClient} />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
