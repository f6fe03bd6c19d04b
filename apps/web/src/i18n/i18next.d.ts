import type { zhCN } from './locales/zh-CN';

// Keys passed to t() are checked against the default resources at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhCN };
  }
}
