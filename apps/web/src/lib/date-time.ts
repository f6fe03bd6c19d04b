import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';
import { DAYJS_LOCALES, isLanguage } from '../i18n/languages';

dayjs.extend(localizedFormat);

/**
 * A moment in the given language's own date and time format ("2026/11/22 14:05:09"), or its
 * day alone ("2026/11/22") with `pattern` 'L'.
 */
export function formatDateTime(
  value: string | null | undefined,
  language: string,
  pattern: 'L LTS' | 'L' = 'L LTS',
): string {
  if (!value) return '';
  const moment = dayjs(value);
  if (!moment.isValid()) return value;
  const locale = isLanguage(language) ? DAYJS_LOCALES[language] : undefined;
  return (locale ? moment.locale(locale) : moment).format(pattern);
}

/**
 * formatDateTime in the user's current language (re-renders when it changes); never the
 * browser's `toLocaleString()`, which follows the browser's language instead of Depot's.
 */
export function useFormatDateTime(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (value) => formatDateTime(value, i18n.language);
}

/** The same, '—' for none (a time a record may not have yet: sent, posted, finished). */
export function useTimeText(): (value: string | null | undefined) => string {
  const formatDateTime = useFormatDateTime();
  return (value) => (value ? formatDateTime(value) : '—');
}

/** The same, the day alone ("2026/11/22"). */
export function useFormatDay(): (value: string | null | undefined) => string {
  const { i18n } = useTranslation();
  return (value) => formatDateTime(value, i18n.language, 'L');
}
