import { App, Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storePageQueryOptions, type Store } from '../../../api/admin-org';
import { DataTable, useDataTable } from '../../../components/data-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { AddButton } from '../components/add-button';
import { EnterpriseSelect } from '../components/enterprise-select';
import { RecordActions } from '../components/record-actions';
import { StoreDialog } from '../components/store-dialog';
import { useOrgPermissions } from '../hooks/use-org-permissions';
import { useStoreMutations } from '../hooks/use-store-mutations';

/** Stores (门店管理): filter by code, name, region and enterprise; add, edit, delete. */
export function StoresPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const { canAdd, canEdit, canDelete } = useOrgPermissions('store');
  const table = useDataTable({
    query: storePageQueryOptions,
    rowKey: 'storeId',
    sortable: ['code', 'name', 'region', 'createdAt'],
  });
  const { remove } = useStoreMutations();
  // undefined: closed; null: a new store.
  const [editing, setEditing] = useState<Store | null>();

  const columns: ColumnsType<Store> = [
    { key: 'code', dataIndex: 'code', title: t('adminOrg.store.code') },
    { key: 'name', dataIndex: 'name', title: t('adminOrg.store.name') },
    { key: 'region', dataIndex: 'region', title: t('adminOrg.store.region') },
    { key: 'entName', dataIndex: 'entName', title: t('adminOrg.store.enterprise') },
    {
      key: 'address',
      dataIndex: 'address',
      title: t('adminOrg.store.address'),
      width: 240,
      ellipsis: true,
    },
    {
      key: 'createdAt',
      title: t('adminOrg.common.createdAt'),
      render: (_, store) => formatDateTime(store.createdAt),
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('adminOrg.common.actions'),
      render: (_, store) => (
        <RecordActions
          name={store.name}
          onEdit={canEdit ? () => setEditing(store) : undefined}
          onDelete={
            canDelete
              ? () =>
                  remove.mutate(store.storeId, {
                    onSuccess: () => void message.success(t('adminOrg.common.deleted')),
                  })
              : undefined
          }
        />
      ),
    });
  }

  return (
    <Card title={t('adminOrg.store.title')}>
      <DataTable
        table={table}
        aria-label={t('adminOrg.store.table')}
        columns={columns}
        // Natural column widths; narrow screens scroll sideways instead of wrapping each word.
        scroll={{ x: 'max-content' }}
        filters={
          <>
            <Form.Item name="code" label={t('adminOrg.store.code')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="name" label={t('adminOrg.store.name')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="region" label={t('adminOrg.store.region')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="entCode" label={t('adminOrg.store.enterprise')}>
              <EnterpriseSelect allowClear style={{ minWidth: 200 }} />
            </Form.Item>
          </>
        }
        toolbar={
          canAdd && <AddButton label={t('adminOrg.store.add')} onClick={() => setEditing(null)} />
        }
      />
      {editing !== undefined && (
        <StoreDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
