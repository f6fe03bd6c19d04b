import type { DeepText } from '../../../i18n/locales/base/zh-CN';
import type { doorLockZhCN } from './zh-CN';

/** The door-lock pages' English texts: the same keys as zh-CN.ts (the type says so). */
export const doorLockEnUS: DeepText<typeof doorLockZhCN> = {
  title: 'Door locks',
  table: 'Door locks',
  store: 'Store',
  door: 'Door',
  model: 'Model',
  serialNo: 'Serial number',
  installedOn: 'Installed on',
  battery: 'Battery',
  lowBattery: 'Low battery',
  status: 'Status',
  keeper: 'Keeper',
  searchLabel: 'Search',
  search: 'Door, model or serial number',
  statuses: { working: 'Working', faulty: 'Faulty', removed: 'Removed' },
};
