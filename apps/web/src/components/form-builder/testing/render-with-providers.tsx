import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ANTD_LOCALES } from '../../../i18n/antd-locales';
import { TEST_THEME } from '../../../test/theme';
import { FormBuilderContext } from '../form-builder-context';
import { renderDataWidget } from '../widgets/registry';

/** Query client, antd (real, without its runtime stylesheet) and the App for toasts. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={ANTD_LOCALES['zh-CN']}
        theme={TEST_THEME}
        button={{ autoInsertSpace: false }}
      >
        <App>{ui}</App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** A widget outside a form: holds its value in state and reports each change. */
export function Controlled<V>({
  initial,
  onValue,
  submitCount = 0,
  children,
}: {
  initial?: V;
  onValue?: (value: V | undefined) => void;
  submitCount?: number;
  children: (props: {
    value: V | undefined;
    onChange: (value: V | undefined) => void;
  }) => ReactNode;
}) {
  const [value, setValue] = useState<V | undefined>(initial);
  const onChange = (next: V | undefined) => {
    setValue(next);
    onValue?.(next);
  };
  return (
    <FormBuilderContext value={{ renderWidget: renderDataWidget, submitCount }}>
      {children({ value, onChange })}
    </FormBuilderContext>
  );
}
