import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { AntdProviders } from './antd-providers';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** antd theme; Depot's own (depot-theme.ts) unless another is given. */
  theme?: ThemeConfig;
  children: ReactNode;
}

/**
 * Everything a page needs around it: the query client and antd's providers. The app itself
 * (DepotApp) gives antd's part only to the routes that use antd, so the sign-in page loads
 * without antd; tests of a single page use this.
 */
export function AppProviders({ queryClient, theme, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdProviders theme={theme}>{children}</AntdProviders>
    </QueryClientProvider>
  );
}
