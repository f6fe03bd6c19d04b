import type { PageMap } from '../../lib/page-map';

/** User administration (menu /admin/user). */
export const USER_PAGES: PageMap = [
  ['/admin/user/index', () => import('./pages/users-page').then((m) => m.UsersPage)],
];
