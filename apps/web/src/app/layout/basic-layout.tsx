import { Flex, Layout, Space } from 'antd';
import { Link, Outlet } from 'react-router';
import { PRODUCT_SHORT } from '@depot/shared';
import { LanguageSwitch } from '../../components/language-switch';
import { SignOutButton } from '../../components/sign-out-button';
import { paths } from '../../lib/paths';
import { useSessionStore } from '../../stores/session';

/**
 * Minimal frame of the signed-in pages: product name, user, language and sign-out above the
 * page. The shell issue replaces it with the sidebar, top bar and tabs.
 */
export function BasicLayout() {
  const user = useSessionStore((s) => s.userInfo);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: 'transparent', paddingInline: 24 }}>
        <Flex justify="space-between" align="center" style={{ height: '100%' }}>
          <Link to={paths.home} style={{ fontSize: 18, fontWeight: 600 }}>
            {PRODUCT_SHORT}
          </Link>
          <Space size="middle">
            {user && <span>{user.nickname || user.username}</span>}
            <LanguageSwitch />
            <SignOutButton />
          </Space>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
