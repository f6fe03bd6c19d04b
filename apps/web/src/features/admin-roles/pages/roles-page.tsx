import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_SORT_FIELDS, rolePageQueryOptions } from '../../../api/admin-roles';
import { DataTable, useDataTable } from '../../../components/data-table';
import { useRoleActions } from '../hooks/use-role-actions';
import { useRoleColumns } from '../hooks/use-role-columns';
import { useRolePermissions } from '../permissions';

/** Roles (RuoYi/pig "角色管理"): search, pages and sort, CRUD and the permission tree. */
export function RolesPage() {
  const { t } = useTranslation();
  const table = useDataTable({
    query: rolePageQueryOptions,
    rowKey: 'roleId',
    sortable: ROLE_SORT_FIELDS,
  });
  const actions = useRoleActions();
  const columns = useRoleColumns(actions);
  const { canAdd } = useRolePermissions();
  return (
    <Card size="small">
      <DataTable
        table={table}
        columns={columns}
        filters={
          <>
            <Form.Item name="roleName" label={t('adminRoles.fields.roleName')}>
              <Input allowClear style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="roleCode" label={t('adminRoles.fields.roleCode')}>
              <Input allowClear style={{ width: 160 }} />
            </Form.Item>
          </>
        }
        toolbar={
          canAdd && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={actions.openCreate}>
              {t('adminRoles.actions.create')}
            </Button>
          )
        }
        scroll={{ x: 'max-content' }}
      />
      {actions.dialogs}
    </Card>
  );
}
