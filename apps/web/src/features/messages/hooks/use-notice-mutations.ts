import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_NOTICE_MS, type ReadStatus } from '@depot/shared';
import {
  markAllNoticesRead,
  markNoticesRead,
  noticeKeys,
  setNoticeReadStatus,
  type MarkAllReadScope,
} from '../../../api/notice';

/** Refetches every notice list page on screen and the counts (the bell's badge included). */
export function useRefreshNotices(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: noticeKeys.pages() }),
      queryClient.invalidateQueries({ queryKey: noticeKeys.counts() }),
    ]);
  }, [queryClient]);
}

/**
 * A read-status change: "operation successful" on success (a failure was already toasted by
 * the http client with the server's msg), then the list and counts refresh either way.
 */
function useNoticeChange<Variables>(change: (variables: Variables) => Promise<void>) {
  const refresh = useRefreshNotices();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void message.success({ content: t('messages.success'), duration: SUCCESS_NOTICE_MS / 1000 });
    },
    onSettled: refresh,
  });
}

export const useSetReadStatus = () =>
  useNoticeChange(({ id, readStatus }: { id: number; readStatus: ReadStatus }) =>
    setNoticeReadStatus(id, readStatus),
  );

export const useMarkSelectedRead = () =>
  useNoticeChange((ids: readonly number[]) => markNoticesRead(ids));

export const useMarkAllRead = () =>
  useNoticeChange((scope: MarkAllReadScope) => markAllNoticesRead(scope));
