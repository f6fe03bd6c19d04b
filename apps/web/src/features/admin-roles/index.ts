import type { PageMap } from '../../lib/page-map';

/** Roles, their grants and data scopes (menu /admin/role). */
export const ROLE_PAGES: PageMap = [
  ['/admin/role/index', () => import('./pages/roles-page').then((m) => m.RolesPage)],
];
