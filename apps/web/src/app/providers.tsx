import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../i18n';
import { FeedbackBridge } from '../components/feedback-bridge';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** antd theme; the shell issue sets the brand tokens here. */
  theme?: ThemeConfig;
  children: ReactNode;
}

export function AppProviders({ queryClient, theme, children }: AppProvidersProps) {
  // antd's texts switch with Depot's, once the language's pack is loaded.
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      {/* autoInsertSpace off: "登录" stays "登录" (antd would render "登 录"). */}
      <ConfigProvider
        locale={antdLocale(i18n.language)}
        button={{ autoInsertSpace: false }}
        theme={theme}
      >
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
