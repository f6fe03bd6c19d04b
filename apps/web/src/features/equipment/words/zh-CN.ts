/**
 * The equipment pages' Chinese texts, under `equipment.` (app/area-words.ts lists them; they load
 * with the areas' pages, never with the home page). en-US.ts must have exactly the same keys.
 */
export const equipmentZhCN = {
  title: '设备天线',
  table: '门店设备',
  device: '设备',
  store: '门店',
  position: '安装位置',
  model: '型号',
  serialNo: '序列号',
  installedOn: '安装日期',
  status: '状态',
  lastInspectedOn: '最近巡检',
  remark: '备注',
  searchLabel: '搜索',
  search: '位置、型号或序列号',
  statuses: { working: '正常', faulty: '故障', removed: '已拆除' },
  add: '新增设备',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '确定删除“{{name}}”的设备吗？',
  deleted: '设备已删除',
  saved: '设备已保存',
  reportFault: '报修',
  faultTitle: '报修：{{name}}',
  faultType: '维修类型',
  faultRemark: '故障描述',
  faultReported: '已创建维修工单 {{code}}',
  openOrder: '查看工单',
  orders: '维修记录',
  noOrders: '暂无维修记录',
};
