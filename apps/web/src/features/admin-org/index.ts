import type { PageMap } from '../../lib/page-map';

/** Organisation admin (menu /admin/enterprise, /admin/dept, /admin/post, /admin/store). */
export const ORG_PAGES: PageMap = [
  [
    '/admin/enterprise/index',
    () => import('./pages/enterprises-page').then((m) => m.EnterprisesPage),
  ],
  ['/admin/dept/index', () => import('./pages/departments-page').then((m) => m.DepartmentsPage)],
  ['/admin/post/index', () => import('./pages/positions-page').then((m) => m.PositionsPage)],
  ['/admin/store/index', () => import('./pages/stores-page').then((m) => m.StoresPage)],
];
