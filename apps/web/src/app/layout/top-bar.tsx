import { Button, Flex, Layout, theme } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import type { MenuRoute } from '../../lib/menu-routes';
import { isSmallScreen } from '../../lib/screen';
import { useLayoutStore } from '../../stores/layout';
import { FullscreenToggle } from './fullscreen-toggle';
import { MessageBellSlot } from './message-bell-slot';
import { TopMenu } from './top-menu';
import { WarehouseSelectorSlot } from './warehouse-selector-slot';
import { UserMenu } from './user-menu';

/** Collapse toggle, top menu, message bell, full screen, language and the user (SPEC §2). */
export function TopBar({ routes }: { routes: MenuRoute[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const collapsed = useLayoutStore((s) => s.collapsed);
  const screen = useLayoutStore((s) => s.screen);
  const toggleCollapsed = useLayoutStore((s) => s.toggleCollapsed);
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 56,
        paddingInline: 8,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        type="text"
        aria-label={t(collapsed ? 'layout.expand' : 'layout.collapse')}
        aria-expanded={!collapsed}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={toggleCollapsed}
      />
      {isSmallScreen(screen) ? <div style={{ flex: 1 }} /> : <TopMenu routes={routes} />}
      <Flex align="center" gap={4}>
        {!isSmallScreen(screen) && <WarehouseSelectorSlot />}
        <MessageBellSlot />
        <FullscreenToggle />
        <LanguageSwitch />
        <UserMenu />
      </Flex>
    </Layout.Header>
  );
}
