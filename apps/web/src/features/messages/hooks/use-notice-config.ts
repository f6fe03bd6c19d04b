import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUCCESS_NOTICE_MS } from '@depot/shared';
import { noticeConfigQueryOptions, saveNoticeConfig } from '../../../api/notice';

/** The user's notification switches, and saving them (both at once, SPEC §7). */
export function useNoticeConfig() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const query = useQuery(noticeConfigQueryOptions());
  const save = useMutation({
    mutationFn: saveNoticeConfig,
    onSuccess: (_, config) => {
      queryClient.setQueryData(noticeConfigQueryOptions().queryKey, config);
      void message.success({ content: t('messages.success'), duration: SUCCESS_NOTICE_MS / 1000 });
    },
  });
  return { config: query.data, loading: query.isPending, save };
}
