import { useQuery } from '@tanstack/react-query';
import { PHONE_PATTERN, USERNAME_PATTERN } from '@depot/shared';
import { Form, Input, Select, Switch, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { postListQueryOptions } from '../../../api/admin-org';
import type { AdminUser } from '../../../api/admin-users';
import { roleListQueryOptions } from '../../../api/admin-roles';
import { FormModal } from '../../../components/data-table';
import { useOrgTree } from '../hooks/use-org-tree';

export interface UserFormValues {
  username: string;
  nickname: string;
  phone?: string;
  email?: string;
  deptId?: number;
  roleIds: number[];
  postIds: number[];
  enabled: boolean;
}

/** Create (user undefined) or edit a user; the username is set once, at creation. */
export function UserFormModal({
  open,
  user,
  submitting,
  onSubmit,
  onClose,
}: {
  open: boolean;
  user: AdminUser | undefined;
  submitting: boolean;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const org = useOrgTree();
  const roles = useQuery({ ...roleListQueryOptions(), enabled: open });
  const posts = useQuery({ ...postListQueryOptions(), enabled: open });
  const initialValues: Partial<UserFormValues> = user
    ? {
        username: user.username,
        nickname: user.nickname,
        phone: user.phone ?? '',
        email: user.email ?? '',
        deptId: user.deptId ?? undefined,
        roleIds: user.roles.map((r) => r.roleId),
        postIds: user.posts.map((p) => p.postId),
        enabled: user.enabled,
      }
    : { roleIds: [], postIds: [], enabled: true };

  return (
    <FormModal<UserFormValues>
      name="user"
      title={t(user ? 'adminUsers.form.editTitle' : 'adminUsers.form.createTitle')}
      open={open}
      form={form}
      initialValues={initialValues}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={submitting}
    >
      <Form.Item
        name="username"
        label={t('adminUsers.fields.username')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('adminUsers.validation.usernameRequired'),
          },
          { pattern: USERNAME_PATTERN, message: t('adminUsers.validation.usernamePattern') },
        ]}
      >
        <Input disabled={user !== undefined} autoComplete="off" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t('adminUsers.fields.nickname')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('adminUsers.validation.nicknameRequired'),
          },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('adminUsers.fields.phone')}
        rules={[{ pattern: PHONE_PATTERN, message: t('adminUsers.validation.phoneInvalid') }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('adminUsers.fields.email')}
        rules={[{ type: 'email', message: t('adminUsers.validation.emailInvalid') }]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="deptId" label={t('adminUsers.fields.dept')}>
        <TreeSelect
          allowClear
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          treeData={org.tree}
          loading={org.isLoading}
          placeholder={t('adminUsers.form.deptPlaceholder')}
        />
      </Form.Item>
      <Form.Item name="roleIds" label={t('adminUsers.fields.roles')}>
        <Select
          mode="multiple"
          loading={roles.isLoading}
          placeholder={t('adminUsers.form.rolesPlaceholder')}
          optionFilterProp="label"
          options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
        />
      </Form.Item>
      <Form.Item name="postIds" label={t('adminUsers.fields.posts')}>
        <Select
          mode="multiple"
          loading={posts.isLoading}
          placeholder={t('adminUsers.form.postsPlaceholder')}
          optionFilterProp="label"
          options={(posts.data ?? []).map((p) => ({ value: p.postId, label: p.name }))}
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('adminUsers.fields.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {!user && (
        <Typography.Text type="secondary">{t('adminUsers.form.passwordHint')}</Typography.Text>
      )}
    </FormModal>
  );
}
