import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NoticeToolbarProps {
  selectedCount: number;
  /** Unread notices the "mark all" button would change (in the chosen type, if any). */
  unreadCount: number;
  busy: boolean;
  refreshing: boolean;
  onMarkAllRead: () => void;
  onMarkSelectedRead: () => void;
  onRefresh: () => void;
}

/** Mark all as read, mark selected as read (disabled with nothing selected), refresh. */
export function NoticeToolbar(props: NoticeToolbarProps) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        disabled={props.unreadCount === 0 || props.busy}
        onClick={props.onMarkAllRead}
      >
        {t('messages.markAllRead')}
      </Button>
      <Button disabled={props.selectedCount === 0 || props.busy} onClick={props.onMarkSelectedRead}>
        {t('messages.markSelectedRead')}
      </Button>
      <Button
        icon={<ReloadOutlined aria-hidden />}
        loading={props.refreshing}
        onClick={props.onRefresh}
      >
        {t('messages.refresh')}
      </Button>
    </Space>
  );
}
