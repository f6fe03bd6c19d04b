import { useEffect, useEffectEvent } from 'react';
import { openHeartbeatSocket } from '../../../lib/heartbeat-socket';
import { useSessionStore } from '../../../stores/session';
import { registerSignOutClearer } from '../../../stores/sign-out-registry';
import { parsePushNotice } from '../push-message';
import { useNoticePush } from './use-notice-push';

/** The notice websocket on this page's host (secure when the page is). */
export function noticeSocketUrl(accessToken: string, page: Location = window.location): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ access_token: accessToken }).toString();
  return `${scheme}://${page.host}/websocket/ws?${query}`;
}

/**
 * Keeps the notice websocket of SPEC §4 open while signed in: never without an access token,
 * identified by the user id, reopened with the new token after a refresh, closed on sign-out.
 * Start it once, in the signed-in layout.
 */
export function useNoticeSocket(): void {
  const accessToken = useSessionStore((s) => s.accessToken);
  const userId = useSessionStore((s) => s.userInfo?.userId ?? null);
  const onPush = useNoticePush();
  const onMessage = useEffectEvent((text: string) => {
    const push = parsePushNotice(text);
    if (push) void onPush(push);
  });

  useEffect(() => {
    if (!accessToken || userId === null) return;
    const socket = openHeartbeatSocket({
      url: noticeSocketUrl(accessToken),
      greeting: JSON.stringify({ userId }),
      onMessage: (text) => onMessage(text),
    });
    const unregister = registerSignOutClearer('noticeSocket', socket.close);
    return () => {
      unregister();
      socket.close();
    };
  }, [accessToken, userId]);
}
