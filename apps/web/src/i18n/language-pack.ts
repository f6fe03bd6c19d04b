import type { Locale } from 'antd/es/locale';
import type { LocaleResources } from './locales/zh-CN';

/** One language's resources, loaded as one chunk when the language is first shown. */
export interface LanguagePack {
  /** Depot's texts (the en-US tree has the zh-CN shape, checked by the compiler). */
  translation: LocaleResources;
  /** antd's locale (ConfigProvider). */
  antd: Locale;
}
