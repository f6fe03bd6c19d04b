/**
 * The message centre (SPEC §2, §4): the top-bar bell with its drawer, the notice websocket and
 * the announcement page. The drawer and the page load lazily.
 */
export { MessageBell } from './components/message-bell';
export { NoticeSocket } from './components/notice-socket';
export { useNoticeSocket } from './hooks/use-notice-socket';
export { ANNOUNCE_PATH, ANNOUNCE_PERMISSION } from './announce';

/** The announcement page's component, for a route's lazy loading. */
export const loadAnnouncePage = () =>
  import('./pages/announce-page').then((module) => module.AnnouncePage);
