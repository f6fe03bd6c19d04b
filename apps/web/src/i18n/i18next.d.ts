import type { baseZhCN } from './locales/base/zh-CN';
import type { zhCN } from './locales/zh-CN';

// Keys passed to t() are checked against the default resources at compile time: the base texts
// (loaded with the app) and the rest (loaded with the antd routes), one namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof baseZhCN & typeof zhCN };
  }
}
