import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, passwordChangeSchema } from '@depot/shared';
import { useZodRule } from '../hooks/use-zod-rule';

/**
 * Old, new and confirm password, checked by the shared schema (SPEC §5): required, at least 6
 * characters, new ≠ old, confirm = new. Placed inside an antd Form.
 */
export function PasswordFields() {
  const { t } = useTranslation();
  const rule = useZodRule();
  return (
    <>
      <Form.Item
        label={t('profile.oldPassword')}
        name="password"
        rules={[rule(passwordChangeSchema, 'password')]}
      >
        <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label={t('profile.newPassword')}
        name="newpassword1"
        dependencies={['password']}
        rules={[rule(passwordChangeSchema, 'newpassword1')]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label={t('profile.confirmPassword')}
        name="newpassword2"
        dependencies={['newpassword1']}
        rules={[rule(passwordChangeSchema, 'newpassword2')]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
