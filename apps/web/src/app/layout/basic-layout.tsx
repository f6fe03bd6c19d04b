import { Layout, theme } from 'antd';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitleClaim, usePageTitleClaim } from '../../components/page-title';
import { useLayoutStore } from '../../stores/layout';
import { useMenuRoutes } from '../../stores/menu';
import { useSessionStore } from '../../stores/session';
import { useCurrentPage } from './current-page';
import { PageContent } from './page-content';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';
import { TopBar } from './top-bar';
import { useFocusRecovery } from './use-focus-recovery';
import { usePageLabelText } from './use-page-label-text';
import { usePageTab } from './use-page-tab';
import { useScreenWidth } from './use-screen-width';
import './basic-layout.css';

/** Where the skip link leads: the page itself, past the menus and the tabs. */
const MAIN_ID = 'main-content';

// Only first-login users see it: its form and password rules load when it opens.
const FirstLoginModal = lazy(() =>
  import('../../features/profile/components/first-login-modal').then((m) => ({
    default: m.FirstLoginModal,
  })),
);

/**
 * The signed-in shell (SPEC §2): sidebar from the menu, top bar, tab bar and the pages.
 * Until a first-login user has changed the password, the shell is blurred behind the forced
 * password dialog (SPEC §4). For keyboards and screen readers (docs/accessibility.md): a skip
 * link first, landmarks (the sidebar's and top menu's navigation, the header, the tabs'
 * navigation, main) and the page's title as its one `h1`.
 */
export function BasicLayout() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const labelText = usePageLabelText();
  useScreenWidth();
  const screen = useLayoutStore((s) => s.screen);
  const routes = useMenuRoutes();
  const page = useCurrentPage();
  usePageTab(page);
  const shell = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  useFocusRecovery(shell, main, page.key);
  const [pageHasTitle, claimTitle] = usePageTitleClaim();
  const mustChangePassword = useSessionStore(
    (s) => s.userInfo?.passwordUpdated === 0 || s.passwordChangeRequired,
  );

  return (
    <>
      <div
        ref={shell}
        tabIndex={-1}
        className="shell"
        data-screen={screen}
        data-testid="shell"
        style={{ filter: mustChangePassword ? 'blur(6px)' : undefined }}
        // Out of reach of keyboards and screen readers while the dialog asks for a new password.
        inert={mustChangePassword}
      >
        <a
          className="skip-link"
          href={`#${MAIN_ID}`}
          onClick={(event) => {
            // Focus moves to the page without changing the address.
            event.preventDefault();
            document.getElementById(MAIN_ID)?.focus();
          }}
        >
          {t('layout.skipToContent')}
        </a>
        <Layout style={{ minHeight: '100vh' }}>
          <Sidebar routes={routes} />
          <Layout>
            {/* Top bar and tabs stay in view while the page scrolls. */}
            <div style={{ position: 'sticky', top: 0, zIndex: 10 }}>
              <TopBar routes={routes} />
              <TabBar activeKey={page.isTab ? page.key : undefined} />
            </div>
            <Layout.Content
              ref={main}
              id={MAIN_ID}
              tabIndex={-1}
              className="page-main"
              style={{
                margin: 16,
                padding: 24,
                background: token.colorBgContainer,
                borderRadius: token.borderRadiusLG,
                minWidth: 0,
              }}
            >
              {/* The page's title is its tab's: read out, not shown twice. A record's page shows
                  its own (PageTitle), which is then the h1. */}
              {!pageHasTitle && <h1 className="visually-hidden">{labelText(page.label)}</h1>}
              <PageTitleClaim value={claimTitle}>
                <PageContent page={page} />
              </PageTitleClaim>
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
