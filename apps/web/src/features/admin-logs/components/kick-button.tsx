import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OnlineSession } from '../../../api/admin-logs';
import { useKickSession } from '../hooks/use-kick-session';

export interface KickButtonProps {
  session: OnlineSession;
  /** The session is the signed-in user's own: ending it may sign them out here. */
  own: boolean;
}

/** "Force sign-out" of one sign-in, after a confirmation (DELETE /admin/online/{familyId}). */
export function KickButton({ session, own }: KickButtonProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const kick = useKickSession();

  const confirm = () =>
    modal.confirm({
      title: t('adminLogs.online.confirmTitle'),
      content: (
        <>
          <p>{t('adminLogs.online.confirmText', { username: session.username })}</p>
          {own && (
            <Typography.Text type="warning">{t('adminLogs.online.ownWarning')}</Typography.Text>
          )}
        </>
      ),
      okText: t('adminLogs.online.kick'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      // Resolves (and closes) once the call is done; a failure is toasted by the http client.
      onOk: () =>
        kick
          .mutateAsync(session.familyId)
          .then(() => void message.success(t('adminLogs.online.kicked')))
          .catch(() => undefined),
    });

  return (
    <Button
      type="link"
      size="small"
      danger
      icon={<LogoutOutlined aria-hidden />}
      aria-label={t('adminLogs.online.kickUser', { username: session.username })}
      onClick={confirm}
    >
      {t('adminLogs.online.kick')}
    </Button>
  );
}
