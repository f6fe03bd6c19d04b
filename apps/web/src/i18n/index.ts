import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { statusMessageKey } from '@depot/shared';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { LocaleResources } from './locales/zh-CN';

/**
 * Each language's texts are their own chunk, loaded when the language is first shown: a page
 * never downloads the language it does not show. (antd's and dayjs's locales load with antd:
 * app/antd-providers.tsx, i18n/dayjs-locale.ts.)
 */
const texts: Record<Language, () => Promise<LocaleResources>> = {
  'zh-CN': () => import('./locales/zh-CN').then((m) => m.zhCN),
  'en-US': () => import('./locales/en-US').then((m) => m.enUS),
};

const loading = new Map<Language, Promise<void>>();
const loaded = new Set<Language>();
/** The language last asked for: a slower download never overrides a later choice. */
let wanted: Language = DEFAULT_LANGUAGE;

/** Downloads a language's texts once and hands them to i18next. Call after initI18n. */
export function loadLanguage(language: Language): Promise<void> {
  let done = loading.get(language);
  if (!done) {
    done = texts[language]().then((translation) => {
      i18n.addResourceBundle(language, 'translation', translation, true, true);
      loaded.add(language);
    });
    // A failed download (the network dropped) is tried again on the next switch.
    done.catch(() => loading.delete(language));
    loading.set(language, done);
  }
  return done;
}

/**
 * Initialises i18next in the given language and resolves once its texts are loaded (render after
 * that). Safe to call more than once: later calls only switch the language.
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already
      showSupportNotice: false,
    });
  }
  applyLanguage(language);
  return loadLanguage(language);
}

/**
 * Switches i18next and the page's lang attribute (antd and dayjs follow i18next): at once when
 * the language's texts are loaded, else as soon as they are.
 */
export function applyLanguage(language: Language): void {
  wanted = language;
  if (loaded.has(language)) {
    show(language);
    return;
  }
  loadLanguage(language).then(
    () => {
      if (wanted === language) show(language);
    },
    (error: unknown) => console.error(`The ${language} texts could not be loaded`, error),
  );
}

function show(language: Language): void {
  void i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The SPEC §8 message for an HTTP status in the current language. */
export function statusMessage(status: number | string): string {
  // The shared catalogue returns keys under errors.status; the typed t() cannot see that.
  return i18n.t(statusMessageKey(status) as 'errors.status.default');
}

export { i18n };
export * from './languages';
