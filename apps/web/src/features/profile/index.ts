import type { PageMap } from '../../lib/page-map';

/** The signed-in user's own details and password. */
export const PROFILE_PAGES: PageMap = [
  ['/info/index', () => import('./pages/profile-page').then((m) => m.ProfilePage)],
];
