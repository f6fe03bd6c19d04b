import type { PageMap } from '../../lib/page-map';

/** The home page (the first page after signing in). */
export const HOME_PAGES: PageMap = [
  ['/wel/index', () => import('./pages/home-page').then((m) => m.HomePage)],
];
