import { Card, Empty, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '@depot/shared';
import { MenuIcon } from '../../../components/menu-icon';
import { menuLabel, menuLeaves } from '../../../lib/menu-routes';
import { useMenuRoutes } from '../../../stores/menu';
import { usePrefsStore } from '../../../stores/prefs';

/** One link per page of the user's menu (its leaves), home itself left out. */
export function Shortcuts() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = usePrefsStore((s) => s.language);
  const pages = menuLeaves(useMenuRoutes()).filter((route) => route.pathname !== HOME_PATH);
  return (
    <Card title={t('home.shortcuts')} size="small">
      {pages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noShortcuts')} />
      ) : (
        <nav aria-label={t('home.shortcuts')}>
          <Flex wrap gap={12}>
            {pages.map((route) => (
              <Link
                key={route.id}
                to={route.href}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 8,
                  minWidth: 160,
                  padding: '12px 16px',
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                  color: token.colorText,
                }}
              >
                <MenuIcon route={route} />
                <span>{menuLabel(route, language)}</span>
              </Link>
            ))}
          </Flex>
        </nav>
      )}
    </Card>
  );
}
