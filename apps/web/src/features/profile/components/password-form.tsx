import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PasswordChange } from '@depot/shared';
import { useDebouncedClick } from '../../../lib/use-debounced-click';
import { usePasswordChange } from '../hooks/use-password-change';
import { PasswordFields } from './password-fields';

/** The password section of the personal information page. */
export function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordChange>();
  const change = usePasswordChange();
  const submit = useDebouncedClick(() => form.submit());
  return (
    <Form<PasswordChange>
      form={form}
      name="password"
      layout="vertical"
      style={{ maxWidth: 480 }}
      disabled={change.isPending}
      onFinish={(values) => change.mutate(values)}
    >
      <PasswordFields />
      <Button type="primary" onClick={submit} loading={change.isPending}>
        {t('profile.changePassword')}
      </Button>
    </Form>
  );
}
