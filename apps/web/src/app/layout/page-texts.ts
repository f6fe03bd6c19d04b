import { AREA_TEXTS, loadTexts } from '../../i18n';
import type { PageLoader } from '../../lib/page-map';

/**
 * A page's code together with the areas' texts (i18n/locales/areas), which a page inside the
 * shell may show: both download at once, and the page renders once both are there. The home page
 * alone does without them (routes.tsx), so it does not grow as areas are added.
 */
export function withAreaTexts(load: PageLoader): PageLoader {
  return () => Promise.all([load(), loadTexts(AREA_TEXTS)]).then(([page]) => page);
}
