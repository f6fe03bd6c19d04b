import { Empty, Layout, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuRoute } from '../../lib/menu-routes';
import { isSmallScreen } from '../../lib/screen';
import { useLayoutStore } from '../../stores/layout';
import { usePrefsStore } from '../../stores/prefs';
import { useActiveTrail } from './active-trail';
import { Logo } from './logo';
import { ancestorKeys, routesByKey, toAntdMenuItems } from './menu-items';

export const SIDEBAR_WIDTH = 220;

/**
 * The collapsible sidebar built from the menu tree (SPEC §2): one submenu open at a time,
 * the active entry (by address, `group` prefix or the route's `menu`) selected and its submenus opened, an empty
 * tip when there is no menu, and a click on a small screen collapses it.
 */
export function Sidebar({ routes }: { routes: MenuRoute[] }) {
  const { t } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  const collapsed = useLayoutStore((s) => s.collapsed);
  const screen = useLayoutStore((s) => s.screen);
  const setCollapsed = useLayoutStore((s) => s.setCollapsed);
  const navigate = useNavigate();

  const trail = useActiveTrail(routes);
  const activeKeys = trail.map((route) => String(route.id));
  const selectedKey = activeKeys.at(-1);

  // The active entry's submenus open on each navigation; the user may open another one.
  const [openKeys, setOpenKeys] = useState<string[]>(activeKeys.slice(0, -1));
  const [openedFor, setOpenedFor] = useState(selectedKey);
  if (openedFor !== selectedKey) {
    setOpenedFor(selectedKey);
    if (selectedKey) setOpenKeys(activeKeys.slice(0, -1));
  }

  const byKey = routesByKey(routes);

  const onOpenChange: MenuProps['onOpenChange'] = (keys) => {
    const opened = keys.find((key) => !openKeys.includes(key));
    // Only one submenu open at a time: the one just opened, with the ones above it.
    setOpenKeys(opened ? [...ancestorKeys(routes, opened), opened] : keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const route = byKey.get(key);
    if (!route) return;
    void navigate(route.href);
    if (isSmallScreen(screen)) setCollapsed(true);
  };

  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={screen === 0 ? 0 : 64}
      collapsed={collapsed}
      trigger={null}
      collapsible
      style={{ overflow: 'auto', height: '100vh', position: 'sticky', top: 0, insetInlineStart: 0 }}
    >
      <Logo collapsed={collapsed} />
      <nav aria-label={t('layout.sideMenu')}>
        {routes.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <span style={{ color: 'rgba(255,255,255,0.65)' }}>{t('layout.menuEmpty')}</span>
            }
          />
        ) : (
          <Menu
            theme="dark"
            mode="inline"
            items={toAntdMenuItems(routes, language)}
            selectedKeys={selectedKey ? [selectedKey] : []}
            {...(collapsed ? {} : { openKeys, onOpenChange })}
            onClick={onClick}
          />
        )}
      </nav>
    </Layout.Sider>
  );
}
