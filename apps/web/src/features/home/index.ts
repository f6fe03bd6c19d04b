import type { PageLoader, PageMap } from '../../lib/page-map';

/**
 * The home page's code. The shell's home route loads it directly (app/router/routes.tsx): the
 * first page after signing in paints without waiting for the pages registry.
 */
export const loadHomePage: PageLoader = () => import('./pages/home-page').then((m) => m.HomePage);

/** The home page (the first page after signing in). */
export const HOME_PAGES: PageMap = [['/wel/index', loadHomePage]];
