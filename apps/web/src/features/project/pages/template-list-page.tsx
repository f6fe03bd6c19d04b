import type { ProjectTemplate, ProjectType } from '@depot/shared';
import { Button, Card, Flex, Form, Input, Popconfirm, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { enableTemplate, projectKeys, templatePageQueryOptions } from '../api';
import { templateDesignHref } from '../paths';
import { useProjectPermissions } from '../permissions';
import { AcceptanceTemplateList } from '../components/acceptance-template-list';
import { NoRecords } from '../components/no-records';
import { ProjectTypeFilter } from '../components/project-type-filter';

interface Filters {
  projectType?: ProjectType;
  enabled?: boolean;
  keyword?: string;
}

/**
 * /item/template: two tabs. The project templates (type, stages, the longest chain's days,
 * version, the projects made from each), enabled or disabled, each opening its stage editor;
 * and (`?tab=acceptance`) the acceptance templates, each opening its checklist designer.
 */
export function TemplateListPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'acceptance' ? 'acceptance' : 'project';
  return (
    <Card>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setSearch(key === 'acceptance' ? { tab: key } : {})}
        items={[
          { key: 'project', label: t('project.templates.title'), children: <ProjectTemplates /> },
          {
            key: 'acceptance',
            label: t('project.checklist.templates'),
            children: <AcceptanceTemplateList />,
          },
        ]}
      />
    </Card>
  );
}

function ProjectTemplates() {
  const { t } = useTranslation();
  const can = useProjectPermissions();
  const wide = useWide();
  const navigate = useNavigate();
  const table = useDataTable<Filters>({ sortable: ['updatedAt', 'name'] });
  const toggle = useSaving({
    save: async (tp: ProjectTemplate) => {
      await enableTemplate({ id: tp.id, enabled: !tp.enabled });
      return !tp.enabled;
    },
    refresh: projectKeys.all,
    done: (enabled) =>
      t(enabled ? 'project.templates.enabledDone' : 'project.templates.disabledDone'),
  });

  const open = (tp: ProjectTemplate) => <Link to={templateDesignHref(tp.id)}>{tp.name}</Link>;
  const state = (tp: ProjectTemplate) => (
    <Tag color={tp.enabled ? 'success' : 'default'}>
      {t(tp.enabled ? 'project.templates.enabled' : 'project.templates.disabled')}
    </Tag>
  );
  const facts = (tp: ProjectTemplate) =>
    `${t(`project.types.${tp.projectType}`)} · ${tp.stageCount} · ${t('project.stage.days', { n: tp.totalDays })}`;
  const actions = (tp: ProjectTemplate) =>
    can.template ? (
      <Popconfirm
        title={t(
          tp.enabled ? 'project.templates.disableConfirm' : 'project.templates.enableConfirm',
          { name: tp.name },
        )}
        onConfirm={() => toggle.mutateAsync(tp).catch(() => undefined)}
      >
        <Button size="small">
          {t(tp.enabled ? 'project.templates.disable' : 'project.templates.enable')}
        </Button>
      </Popconfirm>
    ) : null;
  const columns: ColumnsType<ProjectTemplate> = wide
    ? [
        { key: 'name', title: t('project.templates.name'), render: (_, tp) => open(tp) },
        {
          key: 'type',
          title: t('project.type'),
          render: (_, tp) => t(`project.types.${tp.projectType}`),
        },
        { key: 'stageCount', title: t('project.templates.stageCount'), dataIndex: 'stageCount' },
        {
          key: 'totalDays',
          title: t('project.stage.plannedDays'),
          dataIndex: 'totalDays',
        },
        { key: 'version', title: t('project.templates.version'), dataIndex: 'version' },
        { key: 'projectCount', title: t('project.table'), dataIndex: 'projectCount' },
        { key: 'enabled', title: t('project.status'), render: (_, tp) => state(tp) },
        { key: 'actions', title: '', render: (_, tp) => actions(tp) },
      ]
    : [
        {
          key: 'template',
          title: t('project.templates.title'),
          render: (_, tp) => (
            <Flex vertical gap={2} align="flex-start">
              {open(tp)}
              <Typography.Text type="secondary">{facts(tp)}</Typography.Text>
              <Flex gap={8} align="center">
                {state(tp)}
                {actions(tp)}
              </Flex>
            </Flex>
          ),
        },
      ];
  return (
    <DataTable
      table={table}
      query={templatePageQueryOptions}
      rowKey="id"
      aria-label={t('project.templates.table')}
      columns={columns}
      scroll={wideScroll(wide)}
      locale={{
        emptyText: <NoRecords />,
      }}
      filters={
        <>
          <ProjectTypeFilter />
          <ChoiceFilter
            name="enabled"
            label={t('project.status')}
            values={[true, false]}
            text={(on) => t(on ? 'project.templates.enabled' : 'project.templates.disabled')}
            minWidth={90}
          />
          <Form.Item name="keyword" label={t('project.searchLabel')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        can.template && (
          <Button type="primary" onClick={() => void navigate(templateDesignHref())}>
            {t('project.templates.add')}
          </Button>
        )
      }
    />
  );
}
