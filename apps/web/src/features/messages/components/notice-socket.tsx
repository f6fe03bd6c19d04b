import { useNoticeSocket } from '../hooks/use-notice-socket';

/** Mount once in the signed-in layout: keeps the notice websocket open (SPEC §4). */
export function NoticeSocket() {
  useNoticeSocket();
  return null;
}
