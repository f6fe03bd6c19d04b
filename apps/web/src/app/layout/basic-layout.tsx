import { Layout, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useLayoutStore } from '../../stores/layout';
import { useMenuRoutes } from '../../stores/menu';
import { useSessionStore } from '../../stores/session';
import { useCurrentPage } from './current-page';
import { PageContent } from './page-content';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';
import { usePageTab } from './use-page-tab';
import { useScreenWidth } from './use-screen-width';

// Only first-login users see it: its form and password rules load when it opens.
const FirstLoginModal = lazy(() =>
  import('../../features/profile/components/first-login-modal').then((m) => ({
    default: m.FirstLoginModal,
  })),
);

/**
 * The signed-in shell (SPEC §2): sidebar from the menu, top bar, tab bar and the pages.
 * Until a first-login user has changed the password, the shell is blurred behind the forced
 * password dialog (SPEC §4).
 */
export function BasicLayout() {
  const { token } = theme.useToken();
  useScreenWidth();
  const screen = useLayoutStore((s) => s.screen);
  const routes = useMenuRoutes();
  const page = useCurrentPage();
  usePageTab(page);
  const mustChangePassword = useSessionStore(
    (s) => s.userInfo?.passwordUpdated === 0 || s.passwordChangeRequired,
  );

  return (
    <>
      <div
        data-screen={screen}
        data-testid="shell"
        style={{ filter: mustChangePassword ? 'blur(6px)' : undefined }}
        aria-hidden={mustChangePassword || undefined}
      >
        <Layout style={{ minHeight: '100vh' }}>
          <Sidebar routes={routes} />
          <Layout>
            {/* Top bar and tabs stay in view while the page scrolls. */}
            <div style={{ position: 'sticky', top: 0, zIndex: 10 }}>
              <TopBar routes={routes} />
              <TabBar activeKey={page.isTab ? page.key : undefined} />
            </div>
            <Layout.Content
              style={{
                margin: 16,
                padding: 24,
                background: token.colorBgContainer,
                borderRadius: token.borderRadiusLG,
                minWidth: 0,
              }}
            >
              <PageContent page={page} />
            </Layout.Content>
          </Layout>
        </Layout>
      </div>
      {mustChangePassword && (
        <Suspense fallback={null}>
          <FirstLoginModal />
        </Suspense>
      )}
    </>
  );
}
