import type { PageMap } from '../../lib/page-map';

/**
 * Approvals (AREAS.md §1, issue #17): the approval centre and the flow templates (menu pages,
 * leaves: /index appended), a request, a person card and an asset as held (the spec's message
 * jump targets, fixed routes). Each page loads lazily; the shell's registry merges this map.
 * It imports nothing else: the registry is in the first load.
 */
export const APPROVAL_PAGES: PageMap = [
  [
    '/approval/center/index',
    () => import('./pages/approval-centre-page').then((m) => m.ApprovalCentrePage),
  ],
  ['/approval/template/index', () => import('./pages/templates-page').then((m) => m.TemplatesPage)],
  [
    '/tutor/changeoffering',
    () => import('./pages/request-detail-page').then((m) => m.RequestDetailPage),
  ],
  ['/tutor/toturTeacher', () => import('./pages/person-card-page').then((m) => m.PersonCardPage)],
  [
    '/customeServeice/customeServeice',
    () => import('./pages/held-asset-page').then((m) => m.HeldAssetPage),
  ],
];
