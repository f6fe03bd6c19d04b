import { useContext } from 'react';
import { Outlet } from 'react-router';
import { AntdProviders } from '../antd-providers';
import { AntdThemeContext } from '../antd-theme';

/**
 * Layout route around every route that uses antd (all but the sign-in page): antd and its
 * providers load with the first of them, not with the app.
 */
export function AntdLayout() {
  return (
    <AntdProviders theme={useContext(AntdThemeContext)}>
      <Outlet />
    </AntdProviders>
  );
}
