import type { areasZhCN } from './locales/areas/zh-CN';
import type { baseZhCN } from './locales/base/zh-CN';
import type { certificateZhCN } from './locales/certificate/zh-CN';
import type { zhCN } from './locales/zh-CN';

// Keys passed to t() are checked against the default resources at compile time: the base texts
// (loaded with the app), the app's (with the antd routes), the areas' (with their pages) and the
// signing page's (with it), one namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof baseZhCN & typeof zhCN & typeof areasZhCN & typeof certificateZhCN;
    };
  }
}
