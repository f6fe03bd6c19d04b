import type { AreaWords } from './area-words';
import type { areasZhCN } from '../i18n/locales/areas/zh-CN';
import type { baseZhCN } from '../i18n/locales/base/zh-CN';
import type { certificateZhCN } from '../i18n/locales/certificate/zh-CN';
import type { zhCN } from '../i18n/locales/zh-CN';

// Keys passed to t() are checked against the default resources at compile time: the base texts
// (loaded with the app), the app's (with the antd routes), the areas' and the words each area
// keeps in its feature (with their pages) and the signing page's (with it), one namespace. It is
// declared in app/, which composes the features and lists their words (area-words.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof baseZhCN &
        typeof zhCN &
        typeof areasZhCN &
        AreaWords &
        typeof certificateZhCN;
    };
  }
}
