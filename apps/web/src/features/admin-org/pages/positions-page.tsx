import { App, Card, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postPageQueryOptions, type Post } from '../../../api/admin-org';
import { DataTable, useDataTable } from '../../../components/data-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { AddButton } from '../components/add-button';
import { PostDialog } from '../components/post-dialog';
import { RecordActions } from '../components/record-actions';
import { useOrgPermissions } from '../hooks/use-org-permissions';
import { usePostMutations } from '../hooks/use-post-mutations';

/** Positions (岗位管理): search by code and name, add, edit, delete. */
export function PositionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const { canAdd, canEdit, canDelete } = useOrgPermissions('post');
  const table = useDataTable({
    query: postPageQueryOptions,
    rowKey: 'postId',
    sortable: ['code', 'name', 'sort', 'createdAt'],
  });
  const { remove } = usePostMutations();
  // undefined: closed; null: a new position.
  const [editing, setEditing] = useState<Post | null>();

  const columns: ColumnsType<Post> = [
    { key: 'code', dataIndex: 'code', title: t('adminOrg.post.code') },
    { key: 'name', dataIndex: 'name', title: t('adminOrg.post.name') },
    { key: 'sort', dataIndex: 'sort', title: t('adminOrg.common.sort'), width: 100 },
    {
      key: 'createdAt',
      title: t('adminOrg.common.createdAt'),
      render: (_, post) => formatDateTime(post.createdAt),
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('adminOrg.common.actions'),
      render: (_, post) => (
        <RecordActions
          name={post.name}
          onEdit={canEdit ? () => setEditing(post) : undefined}
          onDelete={
            canDelete
              ? () =>
                  remove.mutate(post.postId, {
                    onSuccess: () => void message.success(t('adminOrg.common.deleted')),
                  })
              : undefined
          }
        />
      ),
    });
  }

  return (
    <Card title={t('adminOrg.post.title')}>
      <DataTable
        table={table}
        aria-label={t('adminOrg.post.table')}
        columns={columns}
        // Natural column widths; narrow screens scroll sideways instead of wrapping each word.
        scroll={{ x: 'max-content' }}
        filters={
          <>
            <Form.Item name="code" label={t('adminOrg.post.code')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="name" label={t('adminOrg.post.name')}>
              <Input allowClear />
            </Form.Item>
          </>
        }
        toolbar={
          canAdd && <AddButton label={t('adminOrg.post.add')} onClick={() => setEditing(null)} />
        }
      />
      {editing !== undefined && (
        <PostDialog record={editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
