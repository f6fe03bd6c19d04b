/**
 * The door-lock pages' Chinese texts, under `doorLock.` (app/area-words.ts lists them; they load
 * with the areas' pages, never with the home page). en-US.ts must have exactly the same keys.
 */
export const doorLockZhCN = {
  title: '门锁列表',
  table: '门锁',
  store: '门店',
  door: '门',
  model: '型号',
  serialNo: '序列号',
  installedOn: '安装日期',
  battery: '电量',
  lowBattery: '电量低',
  status: '状态',
  keeper: '保管人',
  searchLabel: '搜索',
  search: '门、型号或序列号',
  statuses: { working: '正常', faulty: '故障', removed: '已拆除' },
};
