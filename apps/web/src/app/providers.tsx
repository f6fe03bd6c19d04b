import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { ANTD_LOCALES } from '../i18n';
import { usePrefsStore } from '../stores/prefs';
import { FeedbackBridge } from '../components/feedback-bridge';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** antd theme; the shell issue sets the brand tokens here. */
  theme?: ThemeConfig;
  children: ReactNode;
}

export function AppProviders({ queryClient, theme, children }: AppProvidersProps) {
  const language = usePrefsStore((s) => s.language);
  return (
    <QueryClientProvider client={queryClient}>
      {/* autoInsertSpace off: "登录" stays "登录" (antd would render "登 录"). */}
      <ConfigProvider
        locale={ANTD_LOCALES[language]}
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
