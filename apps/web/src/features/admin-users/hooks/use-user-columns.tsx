import { Button, Flex, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useFormatDateTime } from '../../../lib/date-time';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../api/admin-users';
import { useUserPermissions } from '../permissions';
import type { UserActions } from './use-user-actions';

/** The user table's columns; `key` names the server's sort field where the column sorts. */
export function useUserColumns(actions: UserActions): ColumnsType<AdminUser> {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { canEdit, canDelete, canReset, canUnlock } = useUserPermissions();
  const columns: ColumnsType<AdminUser> = [
    { key: 'username', dataIndex: 'username', title: t('adminUsers.fields.username') },
    { key: 'nickname', dataIndex: 'nickname', title: t('adminUsers.fields.nickname') },
    { key: 'dept', dataIndex: 'deptName', title: t('adminUsers.fields.dept') },
    {
      key: 'roles',
      title: t('adminUsers.fields.roles'),
      render: (_, user) => user.roles.map((r) => <Tag key={r.roleId}>{r.roleName}</Tag>),
    },
    { key: 'phone', dataIndex: 'phone', title: t('adminUsers.fields.phone') },
    {
      key: 'enabled',
      title: t('adminUsers.fields.enabled'),
      render: (_, user) => {
        const label = t(user.enabled ? 'adminUsers.status.enabled' : 'adminUsers.status.disabled');
        return canEdit ? (
          <Switch
            aria-label={`${user.username} ${label}`}
            checked={user.enabled}
            loading={actions.switchingId === user.userId}
            checkedChildren={t('adminUsers.status.enabled')}
            unCheckedChildren={t('adminUsers.status.disabled')}
            onChange={(enabled) => actions.setEnabled(user, enabled)}
          />
        ) : (
          <Tag color={user.enabled ? 'success' : 'default'}>{label}</Tag>
        );
      },
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('adminUsers.fields.createdAt'),
      render: (value: string) => formatDateTime(value),
    },
  ];
  if (!canEdit && !canDelete && !canReset && !canUnlock) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('adminUsers.fields.actions'),
      fixed: 'right',
      render: (_, user) => (
        <Flex gap={4} wrap={false}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => actions.openEdit(user)}>
              {t('adminUsers.actions.edit')}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" onClick={() => actions.openRoles(user)}>
              {t('adminUsers.actions.assignRoles')}
            </Button>
          )}
          {canEdit && (
            <Button type="link" size="small" onClick={() => actions.openStores(user)}>
              {t('adminUsers.actions.stores')}
            </Button>
          )}
          {canReset && (
            <Button type="link" size="small" onClick={() => actions.resetPassword(user)}>
              {t('adminUsers.actions.resetPassword')}
            </Button>
          )}
          {canUnlock && (
            <Button type="link" size="small" onClick={() => actions.liftLockout(user)}>
              {t('adminUsers.actions.unlock')}
            </Button>
          )}
          {canDelete && (
            <Button type="link" size="small" danger onClick={() => actions.remove(user)}>
              {t('adminUsers.actions.delete')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
}
