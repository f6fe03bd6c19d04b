import type { ProjectTemplate } from '@depot/shared';
import { Card, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { enableTemplate, templatePageQueryOptions } from '../api';
import { templateDesignHref } from '../paths';
import { AcceptanceTemplateList } from '../components/acceptance-template-list';
import { ProjectTypeFilter } from '../components/project-type-filter';
import { TemplateTable } from '../components/template-table';

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
  const columns: ColumnsType<ProjectTemplate> = [
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
  ];
  return (
    <TemplateTable
      query={templatePageQueryOptions}
      enable={enableTemplate}
      words="project.templates"
      label={t('project.templates.table')}
      title={t('project.templates.title')}
      nameTitle={t('project.templates.name')}
      columns={columns}
      facts={(tp) =>
        `${t(`project.types.${tp.projectType}`)} · ${tp.stageCount} · ${t('project.stage.days', { n: tp.totalDays })}`
      }
      forFilter={<ProjectTypeFilter />}
      designHref={templateDesignHref}
      addLabel={t('project.templates.add')}
    />
  );
}
