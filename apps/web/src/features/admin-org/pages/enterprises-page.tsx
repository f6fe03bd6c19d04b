import { useQuery } from '@tanstack/react-query';
import { App, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterpriseTreeQueryOptions, type EnterpriseNode } from '../../../api/admin-org';
import { useFormatDateTime } from '../../../lib/date-time';
import { EnterpriseDialog, type EnterpriseDialogTarget } from '../components/enterprise-dialog';
import { OrgTreeTable } from '../components/org-tree-table';
import { useEnterpriseMutations } from '../hooks/use-enterprise-mutations';
import { useOrgPermissions } from '../hooks/use-org-permissions';

/** Enterprises (企业管理): the tree, with add (top or child), edit and delete. */
export function EnterprisesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const { canAdd, canEdit, canDelete } = useOrgPermissions('enterprise');
  const tree = useQuery(enterpriseTreeQueryOptions());
  const nodes = tree.data ?? [];
  const { remove } = useEnterpriseMutations();
  const [dialog, setDialog] = useState<EnterpriseDialogTarget | null>(null);

  return (
    <Card title={t('adminOrg.enterprise.title')}>
      <OrgTreeTable<EnterpriseNode>
        label={t('adminOrg.enterprise.table')}
        addLabel={t('adminOrg.enterprise.add')}
        nodes={nodes}
        idOf={(node) => node.entId}
        loading={tree.isFetching}
        onRetry={tree.isError ? () => void tree.refetch() : undefined}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('adminOrg.enterprise.name') },
          { key: 'code', dataIndex: 'code', title: t('adminOrg.enterprise.code') },
          { key: 'sort', dataIndex: 'sort', title: t('adminOrg.common.sort'), width: 90 },
          {
            key: 'createdAt',
            title: t('adminOrg.common.createdAt'),
            render: (_, row) => formatDateTime(row.createdAt),
          },
        ]}
        onAdd={canAdd ? () => setDialog({ kind: 'create', parent: null }) : undefined}
        onAddChild={canAdd ? (parent) => setDialog({ kind: 'create', parent }) : undefined}
        onEdit={canEdit ? (record) => setDialog({ kind: 'edit', record }) : undefined}
        onDelete={
          canDelete
            ? (record) =>
                remove.mutate(record.entId, {
                  onSuccess: () => void message.success(t('adminOrg.common.deleted')),
                })
            : undefined
        }
      />
      {dialog && <EnterpriseDialog target={dialog} tree={nodes} onClose={() => setDialog(null)} />}
    </Card>
  );
}
