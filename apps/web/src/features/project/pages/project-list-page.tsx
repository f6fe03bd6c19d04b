import { PROJECT_STATUSES, type Project } from '@depot/shared';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import { StoreSelect } from '../../../components/org-selects';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { exportProjects, projectPageQueryOptions } from '../api';
import { ExportButton } from '../../../components/export-button';
import { ProjectDialog } from '../components/project-dialog';
import { ProjectStatusTag } from '../components/status-tags';
import { projectHref } from '../paths';
import { useProjectPermissions } from '../permissions';
import { NoRecords } from '../components/no-records';
import { ProjectTypeFilter } from '../components/project-type-filter';
import { useMoney } from '../../../lib/money';

/**
 * /item/index: the projects of the caller's stores, newest first, filtered by status, type,
 * store and code or name, with status tags and stage progress; a new project from a template
 * (its schedule previewed); the export of the filtered list.
 */
export function ProjectListPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const can = useProjectPermissions();
  const wide = useWide();
  const [adding, setAdding] = useState(false);
  const table = useDataTable({
    query: projectPageQueryOptions,
    rowKey: 'id',
    sortable: ['createdAt', 'code', 'plannedStart', 'plannedEnd', 'contractAmount'],
  });

  const open = (p: Project) => <Link to={projectHref(p.id)}>{p.code}</Link>;
  const range = (p: Project) =>
    t('project.plannedRange', { from: p.plannedStart, to: p.plannedEnd });
  const progress = (p: Project) => `${p.doneCount}/${p.stageCount}`;
  const columns: ColumnsType<Project> = wide
    ? [
        { key: 'code', title: t('project.code'), render: (_, p) => open(p) },
        { key: 'name', title: t('project.name'), dataIndex: 'name' },
        { key: 'store', title: t('project.store'), render: (_, p) => p.storeName },
        {
          key: 'type',
          title: t('project.type'),
          render: (_, p) => t(`project.types.${p.projectType}`),
        },
        {
          key: 'status',
          title: t('project.status'),
          render: (_, p) => <ProjectStatusTag status={p.status} />,
        },
        { key: 'progress', title: t('project.detail.stages'), render: (_, p) => progress(p) },
        {
          key: 'contractAmount',
          title: t('project.contractAmount'),
          render: (_, p) => money(p.contractAmount),
        },
        { key: 'plannedStart', title: t('project.plannedStart'), dataIndex: 'plannedStart' },
        { key: 'plannedEnd', title: t('project.plannedEnd'), dataIndex: 'plannedEnd' },
        { key: 'manager', title: t('project.manager'), render: (_, p) => p.managerName },
      ]
    : [
        {
          key: 'project',
          title: t('project.table'),
          render: (_, p) => (
            <Flex vertical gap={2} align="flex-start">
              {open(p)}
              <Typography.Text>{p.name}</Typography.Text>
              <Typography.Text type="secondary">
                {p.storeName} · {t(`project.types.${p.projectType}`)} · {progress(p)}
              </Typography.Text>
              <Typography.Text type="secondary">{range(p)}</Typography.Text>
              <ProjectStatusTag status={p.status} />
            </Flex>
          ),
        },
      ];
  return (
    <Card title={t('project.title')}>
      <DataTable
        table={table}
        aria-label={t('project.table')}
        columns={columns}
        scroll={wideScroll(wide)}
        locale={{
          emptyText: <NoRecords />,
        }}
        filters={
          <>
            <ChoiceFilter
              name="status"
              label={t('project.status')}
              values={PROJECT_STATUSES}
              text={(s) => t(`project.statuses.${s}`)}
              minWidth={110}
            />
            <ProjectTypeFilter />
            <Form.Item name="storeId" label={t('project.store')}>
              <StoreSelect />
            </Form.Item>
            <Form.Item name="keyword" label={t('project.searchLabel')}>
              <Input allowClear placeholder={t('project.search')} />
            </Form.Item>
          </>
        }
        toolbar={
          <Flex gap={8} wrap>
            {can.add && (
              <Button type="primary" onClick={() => setAdding(true)}>
                {t('project.add')}
              </Button>
            )}
            {can.export && (
              <ExportButton
                fallbackName="projects.xlsx"
                run={() => {
                  const { status, projectType, storeId, keyword, sort } = table.params;
                  return exportProjects({ status, projectType, storeId, keyword, sort });
                }}
              />
            )}
          </Flex>
        }
      />
      {adding && <ProjectDialog onClose={() => setAdding(false)} />}
    </Card>
  );
}
