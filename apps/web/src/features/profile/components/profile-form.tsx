import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { userEditBody, type SysUser } from '@depot/shared';
import { useDebouncedClick } from '../../../lib/use-debounced-click';
import { useProfileEdit, type ProfileValues } from '../hooks/use-profile-edit';
import { useZodRule } from '../hooks/use-zod-rule';

/** Username (read-only), nickname, phone and email of the signed-in user. */
export function ProfileForm({ user }: { user: SysUser }) {
  const { t } = useTranslation();
  const rule = useZodRule();
  const [form] = Form.useForm<ProfileValues>();
  const edit = useProfileEdit();
  const submit = useDebouncedClick(() => form.submit());
  return (
    <Form<ProfileValues>
      form={form}
      name="profile"
      layout="vertical"
      style={{ maxWidth: 480 }}
      disabled={edit.isPending}
      initialValues={{
        username: user.username,
        nickname: user.nickname,
        phone: user.phone ?? '',
        email: user.email ?? '',
      }}
      onFinish={(values) => edit.mutate(values)}
    >
      <Form.Item label={t('profile.username')} name="username">
        <Input readOnly variant="filled" />
      </Form.Item>
      <Form.Item
        label={t('profile.nickname')}
        name="nickname"
        rules={[rule(userEditBody, 'nickname')]}
      >
        <Input maxLength={64} autoComplete="nickname" />
      </Form.Item>
      <Form.Item label={t('profile.phone')} name="phone" rules={[rule(userEditBody, 'phone')]}>
        <Input maxLength={32} autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('profile.email')} name="email" rules={[rule(userEditBody, 'email')]}>
        <Input maxLength={128} autoComplete="email" />
      </Form.Item>
      <Button type="primary" onClick={submit} loading={edit.isPending}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
