import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { statusMessageKey } from '@depot/shared';
import { DAYJS_LOCALES, DEFAULT_LANGUAGE, type Language } from './languages';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

export const resources = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
} as const;

/**
 * Initialises i18next synchronously (resources are bundled) in the given language. Safe to call
 * more than once: later calls only switch the language.
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (i18n.isInitialized) {
    applyLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already
    showSupportNotice: false,
  });
  applyLanguage(language);
  return i18n;
}

/** Switches i18next, dayjs and the page's lang attribute; antd follows through ConfigProvider. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The SPEC §8 message for an HTTP status in the current language. */
export function statusMessage(status: number | string): string {
  // The shared catalogue returns keys under errors.status; the typed t() cannot see that.
  return i18n.t(statusMessageKey(status) as 'errors.status.default');
}

export { i18n };
export * from './languages';
