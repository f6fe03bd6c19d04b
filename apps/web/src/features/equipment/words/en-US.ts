import type { DeepText } from '../../../i18n/locales/base/zh-CN';
import type { equipmentZhCN } from './zh-CN';

/** The equipment pages' English texts: the same keys as zh-CN.ts (the type says so). */
export const equipmentEnUS: DeepText<typeof equipmentZhCN> = {
  title: 'Equipment antennas',
  table: 'Store devices',
  device: 'Device',
  store: 'Store',
  position: 'Position',
  model: 'Model',
  serialNo: 'Serial number',
  installedOn: 'Installed on',
  status: 'Status',
  lastInspectedOn: 'Last inspection',
  remark: 'Remark',
  searchLabel: 'Search',
  search: 'Position, model or serial number',
  statuses: { working: 'Working', faulty: 'Faulty', removed: 'Removed' },
  add: 'Add device',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete the device at “{{name}}”?',
  deleted: 'Device deleted',
  saved: 'Device saved',
  reportFault: 'Report a fault',
  faultTitle: 'Report a fault: {{name}}',
  faultType: 'Repair type',
  faultRemark: 'What is wrong',
  faultReported: 'Repair order {{code}} created',
  openOrder: 'Open it',
  orders: 'Repair orders',
  noOrders: 'No repair orders',
};
