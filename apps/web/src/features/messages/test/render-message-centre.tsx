import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { FeedbackBridge } from '../../../components/feedback-bridge';
import { ANTD_LOCALES } from '../../../i18n/antd-locales';
import { usePrefsStore } from '../../../stores/prefs';
import { TEST_THEME } from '../../../test/theme';

// jsdom has no ResizeObserver, which antd's popups (tooltip, select list) measure with.
// A do-nothing one is enough: nothing here depends on sizes.
if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = usePrefsStore((s) => s.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={ANTD_LOCALES[language]}
        button={{ autoInsertSpace: false }}
        theme={TEST_THEME}
      >
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/**
 * Some message-centre UI inside the app's providers (real antd, a query client like the app's)
 * and a memory router, with the current address shown for assertions.
 */
export function renderWithProviders(ui: ReactNode, initialPath = '/wel/index') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [initialPath] },
  );
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
