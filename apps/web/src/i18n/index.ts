import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { statusMessageKey } from '@depot/shared';
import type { LanguagePack } from './language-pack';
import { DAYJS_LOCALES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * Each language's pack (Depot's texts, antd's and dayjs's locale) is its own chunk, loaded when
 * the language is first shown: a page never downloads the language it does not show.
 */
const packs: Record<Language, () => Promise<{ pack: LanguagePack }>> = {
  'zh-CN': () => import('./packs/zh-CN'),
  'en-US': () => import('./packs/en-US'),
};

const loading = new Map<Language, Promise<void>>();
const antdLocales = new Map<Language, Locale>();
/** The language last asked for: a slower download never overrides a later choice. */
let wanted: Language = DEFAULT_LANGUAGE;

/** Downloads a language's pack once and hands its texts to i18next. Call after initI18n. */
export function loadLanguage(language: Language): Promise<void> {
  let loaded = loading.get(language);
  if (!loaded) {
    loaded = packs[language]().then(({ pack }) => {
      i18n.addResourceBundle(language, 'translation', pack.translation, true, true);
      antdLocales.set(language, pack.antd);
    });
    // A failed download (the network dropped) is tried again on the next switch.
    loaded.catch(() => loading.delete(language));
    loading.set(language, loaded);
  }
  return loaded;
}

/**
 * Initialises i18next in the given language and resolves once its pack is loaded (render after
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
 * Switches i18next, dayjs and the page's lang attribute; antd follows through ConfigProvider
 * (antdLocale). At once when the language's pack is loaded, else as soon as it is.
 */
export function applyLanguage(language: Language): void {
  wanted = language;
  if (antdLocales.has(language)) {
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
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** antd's locale for a language whose pack is loaded (undefined before: antd's English). */
export function antdLocale(language: string): Locale | undefined {
  return isLanguage(language) ? antdLocales.get(language) : undefined;
}

/** The SPEC §8 message for an HTTP status in the current language. */
export function statusMessage(status: number | string): string {
  // The shared catalogue returns keys under errors.status; the typed t() cannot see that.
  return i18n.t(statusMessageKey(status) as 'errors.status.default');
}

export { i18n };
export * from './languages';
