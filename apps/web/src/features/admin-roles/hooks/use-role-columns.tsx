import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatDateTime } from '../../../lib/date-time';
import { useTranslation } from 'react-i18next';
import type { AdminRole } from '../../../api/admin-roles';
import { useRolePermissions } from '../permissions';
import type { RoleActions } from './use-role-actions';

/** The role table's columns; `key` names the server's sort field where the column sorts. */
export function useRoleColumns(actions: RoleActions): ColumnsType<AdminRole> {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { canEdit, canDelete, canGrant } = useRolePermissions();
  const columns: ColumnsType<AdminRole> = [
    { key: 'roleName', dataIndex: 'roleName', title: t('adminRoles.fields.roleName') },
    { key: 'roleCode', dataIndex: 'roleCode', title: t('adminRoles.fields.roleCode') },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('adminRoles.fields.description'),
      ellipsis: true,
    },
    { key: 'userCount', dataIndex: 'userCount', title: t('adminRoles.fields.userCount') },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('adminRoles.fields.createdAt'),
      render: (value: string) => formatDateTime(value),
    },
  ];
  if (!canEdit && !canDelete && !canGrant) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('adminRoles.fields.actions'),
      render: (_, role) => (
        <Flex gap={4} wrap={false}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => actions.openEdit(role)}>
              {t('adminRoles.actions.edit')}
            </Button>
          )}
          {canGrant && (
            <Button type="link" size="small" onClick={() => actions.openPermissions(role)}>
              {t('adminRoles.actions.permissions')}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" onClick={() => actions.openDataScope(role)}>
              {t('adminRoles.actions.dataScope')}
            </Button>
          )}
          {canDelete && (
            <Button type="link" size="small" danger onClick={() => actions.remove(role)}>
              {t('adminRoles.actions.delete')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
