import { useTranslation } from 'react-i18next';
import type { FormLanguage } from '@depot/shared';

/** The current language as the shared text helpers (durations, time ago) name it. */
export function useFormLanguage(): FormLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}
