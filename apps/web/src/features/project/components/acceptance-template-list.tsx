import { ACCEPTANCE_KINDS, type AcceptanceKind, type AcceptanceTemplate } from '@depot/shared';
import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChoiceFilter, DataTable, useDataTable } from '../../../components/data-table';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { acceptanceTemplatePageQueryOptions, enableAcceptanceTemplate } from '../api';
import { acceptanceTemplateHref } from '../paths';
import { useProjectPermissions } from '../permissions';
import { NoRecords } from './no-records';
import { EnabledFilter, useTemplateEnabling } from './template-enabling';

interface Filters {
  kind?: AcceptanceKind;
  enabled?: boolean;
  keyword?: string;
}

/**
 * The acceptance templates (the templates page's second tab): what each is used for, its
 * checklist's version, how often it was filled in, enabled or disabled; each opens its designer.
 */
export function AcceptanceTemplateList() {
  const { t } = useTranslation();
  const can = useProjectPermissions();
  const wide = useWide();
  const navigate = useNavigate();
  const table = useDataTable<Filters>({ sortable: ['updatedAt', 'name'] });
  const { stateColumns, narrowColumns } = useTemplateEnabling<AcceptanceTemplate>(
    enableAcceptanceTemplate,
    'project.checklist',
  );

  const open = (tp: AcceptanceTemplate) => (
    <Link to={acceptanceTemplateHref(tp.id)}>{tp.name}</Link>
  );
  const kind = (tp: AcceptanceTemplate) => t(`project.checklist.kinds.${tp.kind}`);
  const facts = (tp: AcceptanceTemplate) =>
    `${kind(tp)} · ${t('project.checklist.versionOf', { version: tp.designVersion })}`;
  const columns: ColumnsType<AcceptanceTemplate> = wide
    ? [
        { key: 'name', title: t('project.checklist.name'), render: (_, tp) => open(tp) },
        { key: 'kind', title: t('project.checklist.kind'), render: (_, tp) => kind(tp) },
        { key: 'note', title: t('project.checklist.note'), dataIndex: 'note' },
        { key: 'version', title: t('project.checklist.version'), dataIndex: 'designVersion' },
        { key: 'uses', title: t('project.checklist.uses'), dataIndex: 'useCount' },
        ...stateColumns,
      ]
    : narrowColumns(t('project.checklist.templates'), open, facts);
  return (
    <DataTable
      table={table}
      query={acceptanceTemplatePageQueryOptions}
      rowKey="id"
      aria-label={t('project.checklist.templatesTable')}
      columns={columns}
      scroll={wideScroll(wide)}
      locale={{ emptyText: <NoRecords /> }}
      filters={
        <>
          <ChoiceFilter
            name="kind"
            label={t('project.checklist.kind')}
            values={ACCEPTANCE_KINDS}
            text={(k) => t(`project.checklist.kinds.${k}`)}
            minWidth={120}
          />
          <EnabledFilter />
          <Form.Item name="keyword" label={t('project.searchLabel')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        can.template && (
          <Button type="primary" onClick={() => void navigate(acceptanceTemplateHref())}>
            {t('project.checklist.add')}
          </Button>
        )
      }
    />
  );
}
