import { Card, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  auditPageQueryOptions,
  type AuditPageParams,
  type AuditRecord,
} from '../../../api/admin-logs';
import { DataTable, useDataTable, type DataTableParams } from '../../../components/data-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { AuditChanges } from '../components/audit-changes';
import { TimeRangeField } from '../components/time-range-field';
import { useLabel } from '../hooks/use-label';
import { ACTION_LABELS, ENTITY_LABELS } from '../lib/labels';
import { withTimeRange, type DayRange } from '../lib/time-range';

type Filters = Pick<AuditPageParams, 'actorName' | 'entity' | 'entityId' | 'action'> & {
  range?: DayRange;
};

const auditQuery = (params: DataTableParams<Filters>) =>
  auditPageQueryOptions(withTimeRange(params));

const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

/** The audit log (审计日志): who changed what, newest first; a row opens its before/after. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const formatDateTime = useFormatDateTime();
  const table = useDataTable({ query: auditQuery, rowKey: 'id', sortable: ['createdAt'] });
  const options = (labels: typeof ENTITY_LABELS | typeof ACTION_LABELS) =>
    Object.keys(labels).map((value) => ({ value, label: label(labels, value) }));

  const columns: ColumnsType<AuditRecord> = [
    {
      key: 'createdAt',
      title: t('adminLogs.common.time'),
      render: (_, row) => formatDateTime(row.createdAt),
    },
    {
      key: 'actorName',
      title: t('adminLogs.audit.actor'),
      render: (_, row) => row.actorName ?? t('adminLogs.audit.system'),
    },
    {
      key: 'action',
      title: t('adminLogs.audit.action'),
      render: (_, row) => (
        <Tag color={ACTION_COLORS[row.action]}>{label(ACTION_LABELS, row.action)}</Tag>
      ),
    },
    {
      key: 'entity',
      title: t('adminLogs.audit.entity'),
      render: (_, row) => label(ENTITY_LABELS, row.entity),
    },
    { key: 'entityId', dataIndex: 'entityId', title: t('adminLogs.audit.entityId') },
  ];

  return (
    <Card title={t('adminLogs.audit.title')}>
      <DataTable
        table={table}
        aria-label={t('adminLogs.audit.table')}
        columns={columns}
        expandable={{
          // The expand buttons' column is named for screen readers; its buttons say the rest.
          columnTitle: <span className="visually-hidden">{t('adminLogs.audit.changes')}</span>,
          expandedRowRender: (row) => <AuditChanges before={row.before} after={row.after} />,
        }}
        filters={
          <>
            <Form.Item name="actorName" label={t('adminLogs.audit.actor')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="entity" label={t('adminLogs.audit.entity')}>
              <Select allowClear options={options(ENTITY_LABELS)} style={{ minWidth: 140 }} />
            </Form.Item>
            <Form.Item name="entityId" label={t('adminLogs.audit.entityId')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="action" label={t('adminLogs.audit.action')}>
              <Select allowClear options={options(ACTION_LABELS)} style={{ minWidth: 140 }} />
            </Form.Item>
            <TimeRangeField />
          </>
        }
      />
    </Card>
  );
}
