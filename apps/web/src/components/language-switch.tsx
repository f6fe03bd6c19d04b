import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../i18n';
import { usePrefsStore } from '../stores/prefs';

/** 中文 / English switch; the choice is stored in this browser only. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  const setLanguage = usePrefsStore((s) => s.setLanguage);
  return (
    <Radio.Group
      aria-label={t('common.language')}
      optionType="button"
      size="small"
      value={language}
      onChange={(e) => setLanguage(e.target.value as Language)}
      options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
    />
  );
}
