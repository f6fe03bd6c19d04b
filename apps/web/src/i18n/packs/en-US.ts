import antd from 'antd/locale/en_US';
import { enUS } from '../locales/en-US';
import type { LanguagePack } from '../language-pack';

/** Everything English in one chunk: Depot's texts and antd's locale (dayjs speaks English). */
export const pack: LanguagePack = { translation: enUS, antd };
