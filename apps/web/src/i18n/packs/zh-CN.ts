import antd from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { zhCN } from '../locales/zh-CN';
import type { LanguagePack } from '../language-pack';

/** Everything Chinese in one chunk: Depot's texts, antd's and dayjs's locale. */
export const pack: LanguagePack = { translation: zhCN, antd };
