import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import { RouterProvider } from 'react-router';
// Loaded up front so their sign-out clearers are registered even when signing out from a page
// that never loaded the shell (the lock page after a reload, a 401 on the login page).
import '../stores/menu';
import '../stores/tabs';
import { AntdThemeContext } from './antd-theme';
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
    <QueryClientProvider client={queryClient}>
      {/* antd's providers are in the routes that use antd (router/antd-layout.tsx). */}
      <AntdThemeContext value={theme}>
        <TokenRefresh queryClient={queryClient} />
        <RouterProvider router={router} />
      </AntdThemeContext>
    </QueryClientProvider>
  );
}
