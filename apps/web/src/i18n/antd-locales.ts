import type { Locale } from 'antd/es/locale';
import antdEnUS from 'antd/locale/en_US';
import antdZhCN from 'antd/locale/zh_CN';
import type { Language } from './languages';

/**
 * antd's locale for each language (ConfigProvider). Its own module, imported only with antd:
 * re-exported from i18n/index it would be in every page's first load, the sign-in page's too.
 */
export const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': antdZhCN, 'en-US': antdEnUS };
