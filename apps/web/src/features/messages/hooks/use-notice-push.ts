import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SWITCH, type PushNoticeMessage } from '@depot/shared';
import { noticeConfigQueryOptions, noticeKeys } from '../../../api/notice';
import { announceNoticePush } from '../../../lib/notice-push-listeners';
import { playSound } from '../../../lib/play-sound';
import noticeSound from '../assets/notice.wav';
import { noticeTypeLabel } from '../notice-type-label';

/**
 * What a pushed notice does (SPEC §4): the unread count refreshes (and the list, when the
 * drawer shows it, and whatever listens in lib/notice-push-listeners.ts); with voice
 * notification on a chime plays; with message notification on a notification shows the text.
 */
export function useNoticePush(): (push: PushNoticeMessage) => Promise<void> {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { t, i18n } = useTranslation();
  return useCallback(
    async (push: PushNoticeMessage) => {
      const { notice } = push;
      // Only queries on screen refetch; the others are refetched when next shown.
      void queryClient.invalidateQueries({ queryKey: noticeKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.pages() });
      // Pages counting what notices are about (the approval centre) refresh as well.
      announceNoticePush(push);
      let config;
      try {
        config = await queryClient.ensureQueryData(noticeConfigQueryOptions());
      } catch {
        return; // the http client has reported it; the count still refreshed
      }
      if (config.voiceNotifiStatus === SWITCH.on) playSound(noticeSound);
      if (config.messageNotifiStatus === SWITCH.on) {
        notification.info({
          title: noticeTypeLabel(t, i18n, notice.noticeInfoType),
          description: notice.noticeInfoStr,
        });
      }
    },
    [queryClient, notification, t, i18n],
  );
}
