import { useQuery } from '@tanstack/react-query';
import { App, Card, Empty, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deptTreeQueryOptions,
  enterpriseListQueryOptions,
  type DeptNode,
} from '../../../api/admin-org';
import { useFormatDateTime } from '../../../lib/date-time';
import { DeptDialog, type DeptDialogTarget } from '../components/dept-dialog';
import { EnterpriseSelect } from '../components/enterprise-select';
import { OrgTreeTable } from '../components/org-tree-table';
import { useDeptMutations } from '../hooks/use-dept-mutations';
import { useOrgPermissions } from '../hooks/use-org-permissions';

/** Departments (部门管理): one enterprise's department tree, with add, edit and delete. */
export function DepartmentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatDateTime = useFormatDateTime();
  const { canAdd, canEdit, canDelete } = useOrgPermissions('dept');
  const enterprises = useQuery(enterpriseListQueryOptions());
  const [chosenEntCode, setEntCode] = useState<string>();
  // Until the user picks one: the first top-level enterprise.
  const entCode =
    chosenEntCode ?? enterprises.data?.find((item) => item.parentCode === null)?.code ?? '';
  const tree = useQuery(deptTreeQueryOptions(entCode));
  const nodes = entCode ? (tree.data ?? []) : [];
  const { remove } = useDeptMutations();
  const [dialog, setDialog] = useState<DeptDialogTarget | null>(null);
  const failed = enterprises.isError ? enterprises : tree.isError ? tree : null;

  return (
    <Card title={t('adminOrg.dept.title')}>
      <Flex vertical gap={12}>
        <Form layout="inline">
          <Form.Item label={t('adminOrg.dept.enterprise')} htmlFor="dept-enterprise">
            <EnterpriseSelect
              id="dept-enterprise"
              value={entCode || undefined}
              onChange={(code) => setEntCode(code ?? '')}
              placeholder={t('adminOrg.dept.enterprisePlaceholder')}
              style={{ minWidth: 240 }}
            />
          </Form.Item>
        </Form>
        <OrgTreeTable<DeptNode>
          label={t('adminOrg.dept.table')}
          addLabel={t('adminOrg.dept.add')}
          nodes={nodes}
          idOf={(node) => node.deptId}
          loading={tree.isFetching || enterprises.isFetching}
          onRetry={failed ? () => void failed.refetch() : undefined}
          emptyText={
            entCode ? undefined : <Empty description={t('adminOrg.dept.chooseEnterprise')} />
          }
          columns={[
            { key: 'name', dataIndex: 'name', title: t('adminOrg.dept.name') },
            { key: 'sort', dataIndex: 'sort', title: t('adminOrg.common.sort'), width: 90 },
            {
              key: 'createdAt',
              title: t('adminOrg.common.createdAt'),
              render: (_, row) => formatDateTime(row.createdAt),
            },
          ]}
          onAdd={canAdd && entCode ? () => setDialog({ kind: 'create', parent: null }) : undefined}
          onAddChild={canAdd ? (parent) => setDialog({ kind: 'create', parent }) : undefined}
          onEdit={canEdit ? (record) => setDialog({ kind: 'edit', record }) : undefined}
          onDelete={
            canDelete
              ? (record) =>
                  remove.mutate(record.deptId, {
                    onSuccess: () => void message.success(t('adminOrg.common.deleted')),
                  })
              : undefined
          }
        />
      </Flex>
      {dialog && (
        <DeptDialog
          target={dialog}
          entCode={entCode}
          tree={nodes}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
