import { useIsFetching, useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { READ_STATUS, type Notice } from '@depot/shared';
import { noticeCountsQueryOptions, noticeKeys, noticePageQueryOptions } from '../../../api/notice';
import {
  useMarkAllRead,
  useMarkSelectedRead,
  useRefreshNotices,
  useSetReadStatus,
} from '../hooks/use-notice-mutations';
import { pageParamsOf, useMessageCentreStore } from '../stores/message-centre';
import { viewCount } from '../view-counts';
import { NoticeFilters } from './notice-filters';
import { NoticeTable } from './notice-table';
import { NoticeToolbar } from './notice-toolbar';

/** The drawer's content: buttons, filters and the notice table of the chosen view and type. */
export function MessageCentre({ onNavigate }: { onNavigate: () => void }) {
  const navigate = useNavigate();
  const view = useMessageCentreStore((s) => s.view);
  const type = useMessageCentreStore((s) => s.type);
  const current = useMessageCentreStore((s) => s.current);
  const size = useMessageCentreStore((s) => s.size);
  const setPage = useMessageCentreStore((s) => s.setPage);
  const params = pageParamsOf({ view, type, current, size });

  const page = useQuery(noticePageQueryOptions(params));
  const { data: counts } = useQuery(noticeCountsQueryOptions());
  const refreshing = useIsFetching({ queryKey: noticeKeys.all }) > 0;

  // The selection belongs to the rows on screen: another page or filter starts empty.
  const shownKey = JSON.stringify(params);
  const [selection, setSelection] = useState({ key: shownKey, ids: [] as number[] });
  const selectedIds = selection.key === shownKey ? selection.ids : [];
  const select = (ids: number[]) => setSelection({ key: shownKey, ids });

  const refresh = useRefreshNotices();
  const setReadStatus = useSetReadStatus();
  const markSelected = useMarkSelectedRead();
  const markAll = useMarkAllRead();
  const busy = setReadStatus.isPending || markSelected.isPending || markAll.isPending;

  // Marking the last rows of the unread view read can leave the page past the end.
  const total = page.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / size));
  useEffect(() => {
    if (page.data && !page.isPlaceholderData && current > lastPage) setPage(lastPage, size);
  }, [page.data, page.isPlaceholderData, current, lastPage, size, setPage]);

  const openLink = (notice: Notice, href: string) => {
    if (notice.readStatus === READ_STATUS.unread) {
      setReadStatus.mutate({ id: notice.id, readStatus: READ_STATUS.read });
    }
    onNavigate();
    void navigate(href);
  };

  return (
    <Flex vertical gap="middle">
      <NoticeToolbar
        selectedCount={selectedIds.length}
        unreadCount={counts ? viewCount(counts, 'unread', type) : 0}
        busy={busy}
        refreshing={refreshing}
        onMarkAllRead={() => markAll.mutate(type === null ? {} : { noticeInfoType: type })}
        onMarkSelectedRead={() => markSelected.mutate(selectedIds, { onSuccess: () => select([]) })}
        onRefresh={() => void refresh()}
      />
      <NoticeFilters counts={counts} />
      <NoticeTable
        page={page.data}
        loading={page.isFetching}
        current={current}
        size={size}
        onPageChange={setPage}
        selectedIds={selectedIds}
        onSelect={select}
        onSetReadStatus={(notice, readStatus) =>
          setReadStatus.mutate({ id: notice.id, readStatus })
        }
        onOpenLink={openLink}
      />
    </Flex>
  );
}
