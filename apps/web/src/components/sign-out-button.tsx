import { App, Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { logout } from '../stores/sign-out';

/** Asks for confirmation (SPEC §2), signs out on the server and locally, then goes to /login. */
export function SignOutButton() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const confirmSignOut = () => {
    modal.confirm({
      title: t('logout.confirmTitle'),
      content: t('logout.confirmContent'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await logout();
        await navigate(paths.login, { replace: true });
      },
    });
  };

  return (
    <Button icon={<LogoutOutlined aria-hidden />} onClick={confirmSignOut}>
      {t('logout.button')}
    </Button>
  );
}
