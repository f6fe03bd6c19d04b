import { useContext } from 'react';
import { ErrorPage } from '../../features/errors/pages/error-page';
import { AntdProviders } from '../antd-providers';
import { AntdThemeContext } from '../antd-theme';

/** The 500 page at the top of the app, outside the antd layout, so with its own providers. */
export function RouteErrorPage() {
  return (
    <AntdProviders theme={useContext(AntdThemeContext)}>
      <ErrorPage status={500} />
    </AntdProviders>
  );
}
