import { useQuery } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../api/admin-users';
import { roleListQueryOptions } from '../../../api/admin-roles';
import { FormModal } from '../../../components/data-table';

/** Replaces a user's roles (PUT /admin/user/{id}/roles). */
export function AssignRolesModal({
  user,
  submitting,
  onSubmit,
  onClose,
}: {
  user: AdminUser | undefined;
  submitting: boolean;
  onSubmit: (roleIds: number[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ roleIds: number[] }>();
  const roles = useQuery({ ...roleListQueryOptions(), enabled: user !== undefined });
  return (
    <FormModal<{ roleIds: number[] }>
      name="userRoles"
      title={t('adminUsers.rolesModal.title', { name: user?.nickname || user?.username })}
      open={user !== undefined}
      form={form}
      initialValues={{ roleIds: user?.roles.map((r) => r.roleId) ?? [] }}
      onSubmit={(values) => onSubmit(values.roleIds)}
      onClose={onClose}
      submitting={submitting}
    >
      <Form.Item name="roleIds" label={t('adminUsers.fields.roles')}>
        <Select
          mode="multiple"
          loading={roles.isLoading}
          optionFilterProp="label"
          placeholder={t('adminUsers.form.rolesPlaceholder')}
          options={(roles.data ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
        />
      </Form.Item>
    </FormModal>
  );
}
