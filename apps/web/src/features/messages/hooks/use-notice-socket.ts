import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSocketTicket } from '../../../api/auth';
import { openHeartbeatSocket } from '../../../lib/heartbeat-socket';
import { useSessionStore } from '../../../stores/session';
import { registerSignOutClearer } from '../../../stores/sign-out-registry';
import { parsePushNotice } from '../push-message';
import { useNoticePush } from './use-notice-push';

/**
 * The notice websocket on this page's host (secure when the page is), opened with a
 * single-use ticket: the access token never goes in a URL, where proxies would log it.
 */
export function noticeSocketUrl(
  ticket: string,
  language: string,
  page: Location = window.location,
): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  // The notices come worded in `lang` (the browser's handshake carries its own language).
  const query = new URLSearchParams({ ticket, lang: language }).toString();
  return `${scheme}://${page.host}/websocket/ws?${query}`;
}

/**
 * Keeps the notice websocket of SPEC §4 open while signed in: never without an access token,
 * each connection with a ticket asked for with it, identified by the user id, reopened after a
 * refresh (the socket belongs to the token that asked) and when the language changes (its
 * notices come in the page's language), closed on sign-out. Start it once, in the signed-in
 * layout.
 */
export function useNoticeSocket(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
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
      // A new ticket for each connection, asked for with the current token.
      url: async () => noticeSocketUrl((await fetchSocketTicket()).ticket, language),
      greeting: JSON.stringify({ userId }),
      onMessage: (text) => onMessage(text),
    });
    const unregister = registerSignOutClearer('noticeSocket', socket.close);
    return () => {
      unregister();
      socket.close();
    };
  }, [accessToken, userId, language]);
}
