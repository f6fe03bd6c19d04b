import type { PageMap } from '../../lib/page-map';

/** The menu admin (menu /admin/menu). */
export const MENU_PAGES: PageMap = [
  ['/admin/menu/index', () => import('./pages/menus-page').then((m) => m.MenusPage)],
];
