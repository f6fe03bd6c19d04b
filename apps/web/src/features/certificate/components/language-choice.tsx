import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n';
import { usePrefsStore } from '../../../stores/prefs';

/** 中文 / English: native radios drawn as antd's small button group (the page has no antd). */
export function LanguageChoice() {
  const { t } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  const setLanguage = usePrefsStore((s) => s.setLanguage);
  return (
    <div className="cert__languages" role="radiogroup" aria-label={t('common.language')}>
      {LANGUAGES.map((value) => (
        <label key={value} className="cert__language">
          <input
            type="radio"
            name="language"
            value={value}
            checked={language === value}
            onChange={() => setLanguage(value)}
          />
          {t(`language.${value}`)}
        </label>
      ))}
    </div>
  );
}
