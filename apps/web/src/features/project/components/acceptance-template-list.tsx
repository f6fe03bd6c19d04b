import { ACCEPTANCE_TEMPLATE_KINDS, type AcceptanceTemplate } from '@depot/shared';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';
import { acceptanceTemplatePageQueryOptions, enableAcceptanceTemplate } from '../api';
import { acceptanceTemplateHref } from '../paths';
import { TemplateTable } from './template-table';

/**
 * The acceptance templates (the templates page's second tab): what each is used for, its
 * checklist's version, how often it was filled in, enabled or disabled; each opens its designer.
 */
export function AcceptanceTemplateList() {
  const { t } = useTranslation();
  const kind = (tp: AcceptanceTemplate) => t(`project.checklist.kinds.${tp.kind}`);
  const columns: ColumnsType<AcceptanceTemplate> = [
    { key: 'kind', title: t('project.checklist.kind'), render: (_, tp) => kind(tp) },
    { key: 'note', title: t('project.checklist.note'), dataIndex: 'note' },
    { key: 'version', title: t('project.checklist.version'), dataIndex: 'designVersion' },
    { key: 'uses', title: t('project.checklist.uses'), dataIndex: 'useCount' },
  ];
  return (
    <TemplateTable
      query={acceptanceTemplatePageQueryOptions}
      enable={enableAcceptanceTemplate}
      words="project.checklist"
      label={t('project.checklist.templatesTable')}
      title={t('project.checklist.templates')}
      nameTitle={t('project.checklist.name')}
      columns={columns}
      facts={(tp) =>
        `${kind(tp)} · ${t('project.checklist.versionOf', { version: tp.designVersion })}`
      }
      forFilter={
        <ChoiceFilter
          name="kind"
          label={t('project.checklist.kind')}
          values={ACCEPTANCE_TEMPLATE_KINDS}
          text={(k) => t(`project.checklist.kinds.${k}`)}
          minWidth={120}
        />
      }
      designHref={acceptanceTemplateHref}
      addLabel={t('project.checklist.add')}
    />
  );
}
