import { AREA_TEXTS, loadTexts } from '../../i18n';
import type { PageLoader } from '../../lib/page-map';
import { AREA_WORDS_TEXTS } from '../area-words';

/**
 * A page's code together with the areas' texts (i18n/locales/areas, and the words each area keeps
 * in its feature's folder: app/area-words.ts), which a page inside the shell may show: all
 * download at once, and the page renders once they are there. The home page alone does without
 * them (routes.tsx), so it does not grow as areas are added.
 */
export function withAreaTexts(load: PageLoader): PageLoader {
  return () =>
    Promise.all([load(), loadTexts(AREA_TEXTS), loadTexts(AREA_WORDS_TEXTS)]).then(
      ([page]) => page,
    );
}
