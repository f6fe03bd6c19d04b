import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from './index';
import { DAYJS_LOCALES, isLanguage } from './languages';

/**
 * dayjs speaks the language i18next speaks, from the moment this module loads. Imported by
 * antd's providers (every page that shows dates is inside them), so dayjs and its Chinese
 * locale load with antd, not with the sign-in page.
 */
function follow(language: string): void {
  if (isLanguage(language)) dayjs.locale(DAYJS_LOCALES[language]);
}

follow(i18n.language);
i18n.on('languageChanged', follow);
