import type { QueryKey } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, useDataTable, type PageQueryFactory } from '../../../components/data-table';
import { useWide, wideScroll } from '../../../lib/use-wide';
import { useProjectPermissions } from '../permissions';
import { NoRecords } from './no-records';
import { EnabledFilter, useTemplateEnabling } from './template-enabling';

interface Template {
  id: number;
  name: string;
  enabled: boolean;
}

interface TemplateFilters {
  enabled?: boolean;
  keyword?: string;
}

/**
 * A list of templates (project templates, acceptance templates): on a wide screen the name
 * (opening the template's designer), the list's own columns, then the state and its button, on a narrow one a column of cells; filtered by
 * what the template is for, enabled or not and text; a new one for those who may edit them.
 */
export function TemplateTable<T extends Template, F extends TemplateFilters, K extends QueryKey>({
  query,
  enable,
  words,
  label,
  title,
  nameTitle,
  columns,
  facts,
  forFilter,
  designHref,
  addLabel,
}: {
  query: PageQueryFactory<T, F, K>;
  enable: (body: { id: number; enabled: boolean }) => Promise<unknown>;
  /** Where the list's own confirmation texts are. */
  words: 'project.templates' | 'project.checklist';
  /** The table's name. */
  label: string;
  /** The narrow screen's column heading. */
  title: string;
  /** The wide screen's name column's heading (each name opens the template's designer). */
  nameTitle: string;
  /** The wide screen's columns between the name and the state. */
  columns: ColumnsType<T>;
  /** A template's facts under its name in a narrow cell. */
  facts: (template: T) => ReactNode;
  /** The filter of what the templates are for (the project type, the acceptance kind). */
  forFilter: ReactNode;
  /** The designer of a template (no id: a new one), and the add button's word. */
  designHref: (id?: number) => string;
  addLabel: string;
}) {
  const { t } = useTranslation();
  const can = useProjectPermissions();
  const wide = useWide();
  const navigate = useNavigate();
  const table = useDataTable({ query, rowKey: 'id', sortable: ['updatedAt', 'name'] });
  const { stateColumns, narrowColumns } = useTemplateEnabling<T>(enable, words);
  const open = (tp: T) => <Link to={designHref(tp.id)}>{tp.name}</Link>;
  const nameColumn: ColumnsType<T>[number] = {
    key: 'name',
    title: nameTitle,
    render: (_, tp) => open(tp),
  };
  return (
    <DataTable
      table={table}
      aria-label={label}
      columns={wide ? [nameColumn, ...columns, ...stateColumns] : narrowColumns(title, open, facts)}
      scroll={wideScroll(wide)}
      locale={{ emptyText: <NoRecords /> }}
      filters={
        <>
          {forFilter}
          <EnabledFilter />
          <Form.Item name="keyword" label={t('project.searchLabel')}>
            <Input allowClear />
          </Form.Item>
        </>
      }
      toolbar={
        can.template && (
          <Button type="primary" onClick={() => void navigate(designHref())}>
            {addLabel}
          </Button>
        )
      }
    />
  );
}
