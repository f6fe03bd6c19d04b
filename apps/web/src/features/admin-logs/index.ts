import type { PageMap } from '../../lib/page-map';

/** Logs and sessions (menu /admin/audit-log, /admin/login-log, /admin/online). */
export const LOG_PAGES: PageMap = [
  ['/admin/audit-log/index', () => import('./pages/audit-log-page').then((m) => m.AuditLogPage)],
  ['/admin/login-log/index', () => import('./pages/login-log-page').then((m) => m.LoginLogPage)],
  ['/admin/online/index', () => import('./pages/online-page').then((m) => m.OnlinePage)],
];
