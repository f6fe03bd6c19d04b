import { Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  loginLogPageQueryOptions,
  type GrantType,
  type LoginLogRecord,
} from '../../../api/admin-logs';
import { useDataTable, type DataTableParams } from '../../../components/data-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { LogCard, UsernameFilter } from '../components/log-card';
import { TimeRangeField } from '../components/time-range-field';
import { UserAgentText } from '../components/user-agent-text';
import { useLabel } from '../hooks/use-label';
import { GRANT_TYPE_LABELS, RESULT_LABELS } from '../lib/labels';
import { withTimeRange, type DayRange } from '../lib/time-range';

type Outcome = 'success' | 'failure';

interface Filters {
  username?: string;
  outcome?: Outcome;
  grantType?: GrantType;
  ip?: string;
  range?: DayRange;
}

/** The filter bar's outcome as the server's `success` flag. */
const loginQuery = ({ outcome, ...params }: DataTableParams<Filters>) =>
  loginLogPageQueryOptions({
    ...withTimeRange(params),
    ...(outcome ? { success: outcome === 'success' } : {}),
  });

/** The sign-in log (登录日志): every attempt, newest first. */
export function LoginLogPage() {
  const { t } = useTranslation();
  const label = useLabel();
  const formatDateTime = useFormatDateTime();
  const table = useDataTable({
    query: loginQuery,
    rowKey: 'id',
    sortable: ['createdAt', 'username'],
  });

  const columns: ColumnsType<LoginLogRecord> = [
    {
      key: 'createdAt',
      title: t('adminLogs.common.time'),
      render: (_, row) => formatDateTime(row.createdAt),
    },
    { key: 'username', dataIndex: 'username', title: t('adminLogs.common.username') },
    {
      key: 'result',
      title: t('adminLogs.login.result'),
      render: (_, row) => (
        <Tag color={row.result === 'success' ? 'green' : 'red'}>
          {label(RESULT_LABELS, row.result)}
        </Tag>
      ),
    },
    {
      key: 'grantType',
      title: t('adminLogs.login.grantType'),
      render: (_, row) => label(GRANT_TYPE_LABELS, row.grantType),
    },
    { key: 'ip', dataIndex: 'ip', title: t('adminLogs.common.ip') },
    {
      key: 'userAgent',
      title: t('adminLogs.common.userAgent'),
      render: (_, row) => <UserAgentText value={row.userAgent} />,
    },
  ];

  return (
    <LogCard
      heading={t('adminLogs.login.title')}
      table={table}
      aria-label={t('adminLogs.login.table')}
      columns={columns}
      filters={
        <>
          <UsernameFilter />
          <Form.Item name="outcome" label={t('adminLogs.login.result')}>
            <Select<Outcome>
              allowClear
              style={{ minWidth: 120 }}
              options={[
                { value: 'success', label: t('adminLogs.login.success') },
                { value: 'failure', label: t('adminLogs.login.failure') },
              ]}
            />
          </Form.Item>
          <Form.Item name="grantType" label={t('adminLogs.login.grantType')}>
            <Select<GrantType>
              allowClear
              style={{ minWidth: 140 }}
              options={(Object.keys(GRANT_TYPE_LABELS) as GrantType[]).map((value) => ({
                value,
                label: label(GRANT_TYPE_LABELS, value),
              }))}
            />
          </Form.Item>
          <Form.Item name="ip" label={t('adminLogs.common.ip')}>
            <Input allowClear />
          </Form.Item>
          <TimeRangeField />
        </>
      }
    />
  );
}
