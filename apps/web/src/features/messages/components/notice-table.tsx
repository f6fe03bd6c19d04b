import { Flex, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NOTICE_TEXT_LIMIT,
  PAGE_SIZE_OPTIONS,
  READ_STATUS,
  formatTimeAgo,
  type Notice,
  type Page,
  type ReadStatus,
} from '@depot/shared';
import { truncateText } from '../../../lib/truncate-text';
import { usePrefsStore } from '../../../stores/prefs';
import { useOpenApprovalTasks } from '../hooks/use-open-approval-tasks';
import { noticeTypeLabel } from '../notice-type-label';
import { ApprovalNoticeActions, approvalTaskOf } from './approval-notice-actions';
import { NoticeText } from './notice-text';
import { formatDateTime } from '../../../lib/date-time';

const CONTROLS = 'button, a, input, label';

export interface NoticeTableProps {
  page: Page<Notice> | undefined;
  loading: boolean;
  current: number;
  size: number;
  onPageChange: (current: number, size: number) => void;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  onSetReadStatus: (notice: Notice, readStatus: ReadStatus) => void;
  onOpenLink: (notice: Notice, href: string) => void;
}

/** The notices of one page: selectable rows, text, type, time ago and a read/unread switch. */
export function NoticeTable(props: NoticeTableProps) {
  const { page, loading, current, size, selectedIds, onSetReadStatus, onOpenLink } = props;
  const { t, i18n } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  const openTasks = useOpenApprovalTasks(page?.records);

  const columns: TableColumnsType<Notice> = [
    {
      key: 'text',
      title: t('messages.column.text'),
      render: (_, notice) => {
        const text = <NoticeText notice={notice} onOpenLink={onOpenLink} />;
        const ref = approvalTaskOf(notice);
        if (ref === undefined) return text;
        // An approver's notice: approve or reject from the row (read once acted on).
        return (
          <Flex vertical gap={4} align="flex-start">
            {text}
            <ApprovalNoticeActions
              task={openTasks.get(ref.key)}
              onActed={() => {
                if (notice.readStatus === READ_STATUS.unread) {
                  onSetReadStatus(notice, READ_STATUS.read);
                }
              }}
            />
          </Flex>
        );
      },
    },
    {
      key: 'type',
      title: t('messages.column.type'),
      width: 170,
      render: (_, notice) => noticeTypeLabel(t, i18n, notice.noticeInfoType),
    },
    {
      key: 'time',
      title: t('messages.column.time'),
      width: 120,
      render: (_, notice) => (
        <time dateTime={notice.noticeTime} title={formatDateTime(notice.noticeTime, language)}>
          {formatTimeAgo(notice.noticeTime, undefined, language)}
        </time>
      ),
    },
    {
      key: 'read',
      title: t('messages.column.status'),
      width: 90,
      render: (_, notice) => (
        <Switch
          size="small"
          aria-label={t('messages.readSwitch')}
          checked={notice.readStatus === READ_STATUS.read}
          checkedChildren={t('messages.view.read')}
          unCheckedChildren={t('messages.view.unread')}
          onChange={(read) => onSetReadStatus(notice, read ? READ_STATUS.read : READ_STATUS.unread)}
        />
      ),
    },
  ];

  return (
    <Table<Notice>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page?.records ?? []}
      loading={{ spinning: loading, description: t('messages.loading') }}
      rowSelection={{
        selectedRowKeys: selectedIds,
        onChange: (keys) => props.onSelect(keys.map(Number)),
        getTitleCheckboxProps: () => ({ 'aria-label': t('messages.selectAll') }),
        getCheckboxProps: (notice) => ({
          'aria-label': t('messages.selectRow', {
            text: truncateText(notice.noticeInfoStr, NOTICE_TEXT_LIMIT).text,
          }),
        }),
      }}
      onRow={(notice) => ({
        // SPEC §2: double-clicking an unread row marks it read; a quick double click on the
        // row's checkbox, switch or link means those, not the row.
        onDoubleClick: (event) => {
          if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
          if (notice.readStatus === READ_STATUS.unread) onSetReadStatus(notice, READ_STATUS.read);
        },
      })}
      pagination={{
        current,
        pageSize: size,
        total: page?.total ?? 0,
        pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        showSizeChanger: true,
        showTotal: (total) => t('messages.total', { total }),
        onChange: props.onPageChange,
      }}
    />
  );
}
