import { ROLE_CODE_PATTERN } from '@depot/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminRole, RoleInput } from '../../../api/admin-roles';
import { FormModal } from '../../../components/data-table';

/** Create (role undefined) or edit a role. A taken code comes back as the server's 409 message. */
export function RoleFormModal({
  open,
  role,
  submitting,
  onSubmit,
  onClose,
}: {
  open: boolean;
  role: AdminRole | undefined;
  submitting: boolean;
  onSubmit: (values: RoleInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleInput>();
  return (
    <FormModal<RoleInput>
      name="role"
      title={t(role ? 'adminRoles.form.editTitle' : 'adminRoles.form.createTitle')}
      open={open}
      form={form}
      initialValues={role ?? {}}
      onSubmit={(values) =>
        onSubmit({
          roleName: values.roleName.trim(),
          roleCode: values.roleCode.trim(),
          description: values.description?.trim() || null,
        })
      }
      onClose={onClose}
      submitting={submitting}
    >
      <Form.Item
        name="roleName"
        label={t('adminRoles.fields.roleName')}
        rules={[
          { required: true, whitespace: true, message: t('adminRoles.validation.nameRequired') },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label={t('adminRoles.fields.roleCode')}
        extra={t('adminRoles.form.codeHint')}
        rules={[
          { required: true, whitespace: true, message: t('adminRoles.validation.codeRequired') },
          { pattern: ROLE_CODE_PATTERN, message: t('adminRoles.validation.codePattern') },
        ]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('adminRoles.fields.description')}>
        <Input.TextArea maxLength={255} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
    </FormModal>
  );
}
