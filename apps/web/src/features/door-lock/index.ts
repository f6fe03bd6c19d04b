import type { PageMap } from '../../lib/page-map';

/**
 * Door locks (docs/door-locks.md; laid out as docs/adding-an-area.md says): the lock list, a lock's page and the electronic keys. The
 * feature's own page map (each page its own chunk); the shell's registry merges it. Its words
 * are in ./words, its query factories in ./api.ts.
 */
export const DOOR_LOCK_PAGES: PageMap = [
  ['/doorlock/list/index', () => import('./pages/lock-list-page').then((m) => m.LockListPage)],
  ['/doorlockDetail', () => import('./pages/lock-detail-page').then((m) => m.LockDetailPage)],
  ['/doorlockEkey', () => import('./pages/ekey-page').then((m) => m.EkeyPage)],
];
