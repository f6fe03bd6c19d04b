import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import { usePrefsStore } from '../../stores/prefs';
import './open-page.css';

/**
 * 中文 / English on an open page: native radios drawn as antd's small button group (the
 * shell's switch is antd's Radio.Group, which these pages do not load).
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  const language = usePrefsStore((s) => s.language);
  const setLanguage = usePrefsStore((s) => s.setLanguage);
  return (
    <div className="open-page__languages" role="radiogroup" aria-label={t('common.language')}>
      {LANGUAGES.map((value) => (
        <label key={value} className="open-page__language">
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
