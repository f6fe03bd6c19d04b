import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { firstLeaf, type MenuRoute } from '../../lib/menu-routes';
import { usePrefsStore } from '../../stores/prefs';
import { useActiveTrail } from './active-trail';
import { routesByKey, toAntdMenuItems } from './menu-items';

/**
 * The horizontal top menu (SPEC §2): the first menu level. A click opens the entry's first
 * page, which also opens its submenu in the sidebar.
 */
export function TopMenu({ routes }: { routes: MenuRoute[] }) {
  const { t } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  const navigate = useNavigate();
  const [top] = useActiveTrail(routes);
  const byKey = routesByKey(routes);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const route = byKey.get(key);
    if (route) void navigate(firstLeaf(route).href);
  };

  return (
    <nav aria-label={t('layout.topMenu')} style={{ flex: 1, minWidth: 0 }}>
      <Menu
        mode="horizontal"
        items={toAntdMenuItems(routes, language, { nested: false })}
        selectedKeys={top ? [String(top.id)] : []}
        onClick={onClick}
        style={{ borderBottom: 'none', background: 'transparent', lineHeight: '54px' }}
      />
    </nav>
  );
}
