import { Card, Flex } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SORT_FIELDS, userPageQueryOptions } from '../../../api/admin-users';
import { DataTable, useDataTable } from '../../../components/data-table';
import { DeptTree } from '../components/dept-tree';
import { UserFilterFields } from '../components/user-filter-fields';
import { UserToolbar } from '../components/user-toolbar';
import { useUserActions } from '../hooks/use-user-actions';
import { useUserColumns } from '../hooks/use-user-columns';
import { useUserPermissions } from '../permissions';

/**
 * Users (RuoYi/pig "用户管理"): the organisation on the left filters the table; search, status
 * and role filters, server-side pages and sort; create, edit, roles, password reset, enable,
 * delete, bulk actions and the Excel export, each shown only with its permission key.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const table = useDataTable({
    query: userPageQueryOptions,
    rowKey: 'userId',
    sortable: USER_SORT_FIELDS,
  });
  const actions = useUserActions();
  const columns = useUserColumns(actions);
  const { canEdit, canDelete } = useUserPermissions();
  const [selected, setSelected] = useState<Key[]>([]);
  const { current: _current, size: _size, ...filters } = table.params;

  return (
    <Flex gap={16} align="start" wrap>
      <Card title={t('adminUsers.depts.title')} size="small" style={{ flex: '0 0 240px' }}>
        <DeptTree
          value={table.filters.deptId}
          onChange={(deptId) => {
            setSelected([]);
            table.patchFilters({ deptId });
          }}
        />
      </Card>
      <Card size="small" style={{ flex: '1 1 560px', minWidth: 0 }}>
        <DataTable
          table={table}
          columns={columns}
          filters={<UserFilterFields />}
          toolbar={
            <UserToolbar
              actions={actions}
              selectedIds={selected.map(Number)}
              clearSelection={() => setSelected([])}
              filters={filters}
            />
          }
          rowSelection={
            canEdit || canDelete
              ? { selectedRowKeys: selected, onChange: setSelected, preserveSelectedRowKeys: false }
              : undefined
          }
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {actions.dialogs}
    </Flex>
  );
}
