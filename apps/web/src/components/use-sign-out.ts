import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { useDebouncedClick } from '../lib/use-debounced-click';
import { logout } from '../stores/sign-out';

/**
 * "Log out" as the user asks for it (SPEC §2): a confirmation ("about to log out, continue?"),
 * then the server call, everything forgotten, and /login. Debounced like every action click.
 */
export function useConfirmSignOut(): () => void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return useDebouncedClick(() => {
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
  });
}
