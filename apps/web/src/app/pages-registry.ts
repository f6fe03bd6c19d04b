import type { ComponentType } from 'react';
import { ASSET_PAGES } from '../features/assets';

/** Loads a page component (its own chunk). */
export type PageLoader = () => Promise<ComponentType>;

/**
 * Page components by path (DESIGN §6). A menu page opens when its path is in the user's menu
 * AND here; a menu path missing here shows 404 inside the layout. Fixed routes (routes.tsx) use
 * the same entries. Each area adds its pages here, e.g.
 * `'/admin/user/index': () => import('../features/admin-users/pages/users-page').then((m) => m.UsersPage)`.
 */
const pages = new Map<string, PageLoader>([
  ['/wel/index', () => import('../features/home/pages/home-page').then((m) => m.HomePage)],
  [
    '/info/index',
    () => import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
  ],
  // Users, roles and menus (menu /admin/user, /admin/role, /admin/menu).
  [
    '/admin/user/index',
    () => import('../features/admin-users/pages/users-page').then((m) => m.UsersPage),
  ],
  [
    '/admin/role/index',
    () => import('../features/admin-roles/pages/roles-page').then((m) => m.RolesPage),
  ],
  [
    '/admin/menu/index',
    () => import('../features/admin-menus/pages/menus-page').then((m) => m.MenusPage),
  ],
  // Organisation admin (menu /admin/enterprise, /admin/dept, /admin/post, /admin/store).
  [
    '/admin/enterprise/index',
    () => import('../features/admin-org/pages/enterprises-page').then((m) => m.EnterprisesPage),
  ],
  [
    '/admin/dept/index',
    () => import('../features/admin-org/pages/departments-page').then((m) => m.DepartmentsPage),
  ],
  [
    '/admin/post/index',
    () => import('../features/admin-org/pages/positions-page').then((m) => m.PositionsPage),
  ],
  [
    '/admin/store/index',
    () => import('../features/admin-org/pages/stores-page').then((m) => m.StoresPage),
  ],
  // Logs and sessions (menu /admin/audit-log, /admin/login-log, /admin/online).
  [
    '/admin/audit-log/index',
    () => import('../features/admin-logs/pages/audit-log-page').then((m) => m.AuditLogPage),
  ],
  [
    '/admin/login-log/index',
    () => import('../features/admin-logs/pages/login-log-page').then((m) => m.LoginLogPage),
  ],
  [
    '/admin/online/index',
    () => import('../features/admin-logs/pages/online-page').then((m) => m.OnlinePage),
  ],
  // The menu's /admin/notice/announce (a leaf, so /index is appended).
  [
    '/admin/notice/announce/index',
    () => import('../features/messages').then((m) => m.loadAnnouncePage()),
  ],
  // Form designs (menu /admin/form-design) and their fixed pages (SPEC §2 /as/assetstype/design).
  [
    '/admin/form-design/index',
    () => import('../features/form-design').then((m) => m.loadFormDesignListPage()),
  ],
  [
    '/admin/form-design/edit',
    () => import('../features/form-design').then((m) => m.loadFormDesignerPage()),
  ],
  [
    '/admin/form-design/preview',
    () => import('../features/form-design').then((m) => m.loadFormPreviewPage()),
  ],
  [
    '/as/assetstype/design',
    () => import('../features/form-design').then((m) => m.loadAssetCategoryDesignPage()),
  ],
  // Repair orders (menu /eam/repair-order) and their detail pages (SPEC §2, fixed routes).
  [
    '/eam/repair-order/index',
    () => import('../features/eam').then((m) => m.loadRepairOrderListPage()),
  ],
  [
    '/eam/repair-order-detail',
    () => import('../features/eam').then((m) => m.loadRepairOrderDetailPage()),
  ],
  [
    '/eam/repair-suborder-detail',
    () => import('../features/eam').then((m) => m.loadRepairSubOrderDetailPage()),
  ],
  // Features that bring their own page map.
  ...ASSET_PAGES,
]);

export function registeredPage(path: string): PageLoader | undefined {
  return pages.get(path);
}

/**
 * Could the path be a signed-in page? Without a token such a path goes to /login (and back after
 * signing in); anything else goes to /404.
 */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    path === '/' || path.startsWith('/myiframe/') || pages.has(path) || pages.has(`${path}/index`)
  );
}
