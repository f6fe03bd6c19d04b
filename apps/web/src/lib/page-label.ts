import type { Language } from '../i18n/languages';
import type { baseZhCN } from '../i18n/locales/base/zh-CN';

/** i18n key of a fixed route's label (route handles, the home tab). */
export type RouteLabelKey = `route.${keyof typeof baseZhCN.route}`;

/**
 * A page's name in both languages, as a tab keeps it: an i18n key for the client's own routes,
 * or the menu's Chinese and English labels for menu pages. Shown in the chosen language.
 */
export type PageLabel = { key: RouteLabelKey } | { zh: string; en: string };

export function isPageLabel(value: unknown): value is PageLabel {
  if (typeof value !== 'object' || value === null) return false;
  if ('key' in value) return typeof value.key === 'string' && value.key.startsWith('route.');
  return (
    'zh' in value && typeof value.zh === 'string' && 'en' in value && typeof value.en === 'string'
  );
}

/** The label's text in a language; `translate` resolves i18n keys. */
export function pageLabelText(
  label: PageLabel,
  language: Language,
  translate: (key: RouteLabelKey) => string,
): string {
  if ('key' in label) return translate(label.key);
  return language === 'en-US' ? label.en || label.zh : label.zh;
}
