import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLabelText, type PageLabel } from '../../lib/page-label';
import { usePrefsStore } from '../../stores/prefs';

/** Turns page labels (tabs, title) into text in the chosen language. */
export function usePageLabelText(): (label: PageLabel) => string {
  const { t } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  return useCallback((label) => pageLabelText(label, language, (key) => t(key)), [language, t]);
}
