import type { PageMap } from '../../lib/page-map';

/**
 * The message centre's page (SPEC §2): the announcement page, at the menu's
 * /admin/notice/announce (a leaf, so /index is appended). The top bar's bell and websocket are
 * in shell.ts. It imports nothing else: the registry is in the first load.
 */
export const MESSAGE_PAGES: PageMap = [
  [
    '/admin/notice/announce/index',
    () => import('./pages/announce-page').then((m) => m.AnnouncePage),
  ],
];
