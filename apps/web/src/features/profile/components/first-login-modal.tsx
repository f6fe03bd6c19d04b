import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordChange } from '@depot/shared';
import { useDebouncedClick } from '../../../lib/use-debounced-click';
import { logoutAndReload } from '../../../stores/sign-out';
import { usePasswordChange } from '../hooks/use-password-change';
import { PasswordFields } from './password-fields';

/**
 * First login (SPEC §2, §4): the password must be changed before anything else. The dialog
 * cannot be closed (no close icon, not by Escape, not by the mask); its cancel button logs out.
 * Both ways end with a sign-out and a reload.
 */
export function FirstLoginModal() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const change = usePasswordChange();
  const submit = useDebouncedClick(() => form.submit());
  const exit = useDebouncedClick(() => void logoutAndReload());
  return (
    <Modal
      open
      title={t('profile.firstLoginTitle')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      okText={t('profile.changePassword')}
      cancelText={t('profile.exitLogin')}
      confirmLoading={change.isPending}
      onOk={submit}
      onCancel={exit}
    >
      <Typography.Paragraph type="secondary">{t('profile.firstLoginHint')}</Typography.Paragraph>
      <Form<PasswordChange>
        form={form}
        name="first-login"
        layout="vertical"
        disabled={change.isPending}
        onFinish={(values) => change.mutate(values)}
      >
        <PasswordFields />
      </Form>
    </Modal>
  );
}
