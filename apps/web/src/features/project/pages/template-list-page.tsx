import type { ProjectTemplate, ProjectType } from '@depot/shared';
import { Button, Card, Form, Input, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DataTable, useDataTable } from '../../../components/data-table';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { enableTemplate, templatePageQueryOptions } from '../api';
import { templateDesignHref } from '../paths';
import { useProjectPermissions } from '../permissions';
import { AcceptanceTemplateList } from '../components/acceptance-template-list';
import { NoRecords } from '../components/no-records';
import { ProjectTypeFilter } from '../components/project-type-filter';
import { EnabledFilter, useTemplateEnabling } from '../components/template-enabling';

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
  const { stateColumns, narrowColumns } = useTemplateEnabling<ProjectTemplate>(
    enableTemplate,
    'project.templates',
  );

  const open = (tp: ProjectTemplate) => <Link to={templateDesignHref(tp.id)}>{tp.name}</Link>;
  const facts = (tp: ProjectTemplate) =>
    `${t(`project.types.${tp.projectType}`)} · ${tp.stageCount} · ${t('project.stage.days', { n: tp.totalDays })}`;
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
        ...stateColumns,
      ]
    : narrowColumns(t('project.templates.title'), open, facts);
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
          <EnabledFilter />
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
