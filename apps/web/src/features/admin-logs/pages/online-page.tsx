import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { onlinePageQueryOptions, type OnlineSession } from '../../../api/admin-logs';
import { useDataTable } from '../../../components/data-table';
import { useFormatDateTime } from '../../../lib/date-time';
import { useSessionStore } from '../../../stores/session';
import { KickButton } from '../components/kick-button';
import { LogCard, UsernameFilter } from '../components/log-card';
import { UserAgentText } from '../components/user-agent-text';
import { LOG_PERMISSIONS } from '../permissions';

/** Online users (在线用户): every live sign-in, with force sign-out (强制下线). */
export function OnlinePage() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const myUserId = useSessionStore((s) => s.userInfo?.userId);
  const canKick = useSessionStore((s) => s.permissions[LOG_PERMISSIONS.onlineKick] === true);
  const table = useDataTable({
    query: onlinePageQueryOptions,
    rowKey: 'familyId',
    sortable: ['username', 'signedInAt', 'lastUsedAt'],
  });

  /** One of the session's times, headed by its own word. */
  const timeColumn = (key: 'signedInAt' | 'lastUsedAt' | 'expiresAt') => ({
    key,
    title: t(`adminLogs.online.${key}`),
    render: (_: unknown, row: OnlineSession) => formatDateTime(row[key]),
  });
  const columns: ColumnsType<OnlineSession> = [
    {
      key: 'username',
      title: t('adminLogs.common.username'),
      render: (_, row) => (
        <Space size={4}>
          {row.username}
          {row.userId === myUserId && <Tag color="blue">{t('adminLogs.online.you')}</Tag>}
        </Space>
      ),
    },
    { key: 'nickname', dataIndex: 'nickname', title: t('adminLogs.online.nickname') },
    { key: 'clientId', dataIndex: 'clientId', title: t('adminLogs.online.client') },
    { key: 'ip', dataIndex: 'ip', title: t('adminLogs.common.ip') },
    {
      key: 'userAgent',
      title: t('adminLogs.common.userAgent'),
      render: (_, row) => <UserAgentText value={row.userAgent} />,
    },
    timeColumn('signedInAt'),
    timeColumn('lastUsedAt'),
    timeColumn('expiresAt'),
  ];
  if (canKick) {
    columns.push({
      key: 'actions',
      fixed: 'right',
      title: t('adminLogs.common.actions'),
      render: (_, row) => <KickButton session={row} own={row.userId === myUserId} />,
    });
  }

  return (
    <LogCard
      heading={t('adminLogs.online.title')}
      table={table}
      aria-label={t('adminLogs.online.table')}
      columns={columns}
      filters={<UsernameFilter />}
    />
  );
}
