import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { statusMessageKey } from '@depot/shared';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * A part of the texts, one chunk per language, each loaded the first time it is shown in that
 * language: a page never downloads a language it does not show, nor the texts of pages it is
 * not. (antd's and dayjs's locales load with antd: app/antd-providers.tsx,
 * i18n/dayjs-locale.ts.)
 */
export type TextPart = Readonly<Record<Language, () => Promise<object>>>;

/** What every page needs from its first paint, the sign-in page's texts included. */
const BASE_TEXTS: TextPart = {
  'zh-CN': () => import('./locales/base/zh-CN').then((m) => m.baseZhCN),
  'en-US': () => import('./locales/base/en-US').then((m) => m.baseEnUS),
};

/**
 * The signed-in shell's, the home page's (its areas' panels included) and the other antd pages':
 * loaded by the layout route around them (routes.tsx).
 */
export const APP_TEXTS: TextPart = {
  'zh-CN': () => import('./locales/zh-CN').then((m) => m.zhCN),
  'en-US': () => import('./locales/en-US').then((m) => m.enUS),
};

/**
 * What only the areas' own pages show: loaded with the first of them, never by the home page,
 * which so does not grow as areas are added (app/layout/page-texts.ts).
 */
export const AREA_TEXTS: TextPart = {
  'zh-CN': () => import('./locales/areas/zh-CN').then((m) => m.areasZhCN),
  'en-US': () => import('./locales/areas/en-US').then((m) => m.areasEnUS),
};

/**
 * The receiver's signing page (/assertQrCode), an open page without antd: loaded with it alone.
 */
export const CERTIFICATE_TEXTS: TextPart = {
  'zh-CN': () => import('./locales/certificate/zh-CN').then((m) => m.certificateZhCN),
  'en-US': () => import('./locales/certificate/en-US').then((m) => m.certificateEnUS),
};

/** The parts in use: loaded in every language shown from now on. */
const inUse = new Set<TextPart>([BASE_TEXTS]);
const loading = new Map<TextPart, Map<Language, Promise<void>>>();
const loaded = new Map<TextPart, Set<Language>>();
/** The language last asked for: a slower download never overrides a later choice. */
let wanted: Language = DEFAULT_LANGUAGE;

function loadPart(part: TextPart, language: Language): Promise<void> {
  const started = loading.get(part) ?? new Map<Language, Promise<void>>();
  loading.set(part, started);
  let done = started.get(language);
  if (!done) {
    done = part[language]().then((translation) => {
      i18n.addResourceBundle(language, 'translation', translation, true, true);
      const languages = loaded.get(part) ?? new Set<Language>();
      loaded.set(part, languages.add(language));
    });
    // A failed download (the network dropped) is tried again the next time it is needed.
    done.catch(() => started.delete(language));
    started.set(language, done);
  }
  return done;
}

function isLoaded(language: Language): boolean {
  return [...inUse].every((part) => loaded.get(part)?.has(language) === true);
}

/** Downloads the texts in use in a language, each part once. Call after initI18n. */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([...inUse].map((part) => loadPart(part, language))).then(() => undefined);
}

/**
 * Puts a part of the texts in use: resolves once it is loaded in the language shown (and in the
 * one being switched to, if any); later language switches load it too before switching.
 */
export function loadTexts(part: TextPart): Promise<void> {
  inUse.add(part);
  const shown = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return Promise.all([loadPart(part, shown), loadPart(part, wanted)]).then(() => undefined);
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
  const showWhenLoaded = (): void => {
    if (wanted !== language) return;
    if (isLoaded(language)) {
      show(language);
      return;
    }
    // Loops once more when a part was put in use while the others were loading.
    loadLanguage(language).then(showWhenLoaded, (error: unknown) =>
      console.error(`The ${language} texts could not be loaded`, error),
    );
  };
  showWhenLoaded();
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
