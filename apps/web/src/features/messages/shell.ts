/**
 * What the shell uses (SPEC §2, §4): the top bar's bell with its drawer, the notice websocket,
 * and the announcement page's address and permission. Apart from index.ts, so the page map does
 * not bring them into the first load.
 */
export { MessageBell } from './components/message-bell';
export { NoticeSocket } from './components/notice-socket';
export { useNoticeSocket } from './hooks/use-notice-socket';
export { ANNOUNCE_PATH, ANNOUNCE_PERMISSION } from './announce';
