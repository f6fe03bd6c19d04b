import { Avatar, Button, Dropdown, Flex, type MenuProps } from 'antd';
import {
  HomeOutlined,
  IdcardOutlined,
  LockOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useConfirmSignOut } from '../../components/use-sign-out';
import { lockHref, paths } from '../../lib/paths';
import { useDebouncedClick } from '../../lib/use-debounced-click';
import { useSessionStore } from '../../stores/session';

type Action = 'home' | 'info' | 'lock' | 'logout';

/** The user's nickname and username; the dropdown offers home, personal info, lock and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userInfo);
  const setLock = useSessionStore((s) => s.setLock);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const confirmSignOut = useConfirmSignOut();

  const lock = useDebouncedClick(() => {
    setLock(true);
    void navigate(lockHref(pathname + search));
  });

  const actions: Record<Action, () => void> = {
    home: () => void navigate(paths.home),
    info: () => void navigate(paths.info),
    lock,
    logout: confirmSignOut,
  };

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined aria-hidden />, label: t('layout.home') },
    { key: 'info', icon: <IdcardOutlined aria-hidden />, label: t('layout.info') },
    { key: 'lock', icon: <LockOutlined aria-hidden />, label: t('layout.lock') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('logout.button') },
  ];

  return (
    // autoFocus: opened from the keyboard, the menu takes the focus and the arrows move in it.
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items,
        onClick: ({ key, domEvent }) => {
          // Chosen with Enter, the key's own click would land on the confirmation's button
          // that takes the focus (cancelling the sign-out before it is seen).
          domEvent.preventDefault();
          actions[key as Action]();
        },
      }}
    >
      <Button type="text" style={{ height: 'auto', paddingBlock: 4 }}>
        <Flex align="center" gap={8}>
          <Avatar size="small" icon={<UserOutlined aria-hidden />} />
          <span>{user?.nickname || user?.username}</span>
          {user?.nickname && <span style={{ opacity: 0.65 }}>{user.username}</span>}
        </Flex>
      </Button>
    </Dropdown>
  );
}
