import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ShownPassword {
  username: string;
  password: string;
  /** Which event: a new user or a reset. */
  reason: 'created' | 'reset';
}

/**
 * A password the server generated, shown once: the page forgets it when this closes. The user
 * must change it at the next sign-in (passwordUpdated is 0, so the first-login dialog asks).
 */
export function TemporaryPasswordModal({
  shown,
  onClose,
}: {
  shown: ShownPassword | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async (password: string) => {
    await navigator.clipboard.writeText(password);
    void message.success(t('adminUsers.password.copied'));
  };
  return (
    <Modal
      open={shown !== undefined}
      title={t(
        shown?.reason === 'reset'
          ? 'adminUsers.password.resetTitle'
          : 'adminUsers.password.createdTitle',
      )}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('adminUsers.password.done')}
        </Button>
      }
    >
      {shown && (
        <Flex vertical gap={12}>
          <Typography.Text>
            {t('adminUsers.password.intro', { username: shown.username })}
          </Typography.Text>
          <Flex gap={8} align="center">
            <Typography.Text code strong style={{ fontSize: 18 }} data-testid="temporary-password">
              {shown.password}
            </Typography.Text>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(shown.password)}>
              {t('adminUsers.password.copy')}
            </Button>
          </Flex>
          <Alert type="warning" showIcon title={t('adminUsers.password.mustChange')} />
        </Flex>
      )}
    </Modal>
  );
}
