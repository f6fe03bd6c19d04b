/**
 * The material discards' Chinese texts, under `project.material.` (./zh-CN.ts holds them).
 * material-en-US.ts must have exactly the same keys.
 */
export const materialZhCN = {
  card: '物料报废',
  hint: '项目持有的物料：已出库物料单的数量，减去已通过的报废。报废经审批通过后从持有量中扣除，不产生仓库出入库记录。',
  holdings: '项目持有的物料',
  sku: 'SKU',
  skuOrder: '物料单',
  held: '持有',
  pending: '审批中',
  quantity: '报废数量',
  quantityOf: '{{sku}} 的报废数量',
  atMost: '最多 {{count}}',
  noHoldings: '项目还没有已出库的物料',
  reason: '报废原因',
  giveReason: '请填写报废原因',
  giveQuantity: '请至少为一行填写报废数量',
  evidence: '证明文件',
  submit: '提交报废审批',
  submitted: '物料报废 {{code}} 已提交审批',
  cannot: '当前不能报废物料（项目已关闭、没有可报废的物料，或你没有作废权限）',
  discards: '物料报废记录',
  code: '单号',
  lines: '物料',
  line: '{{sku}} × {{quantity}}',
  status: '状态',
  applicant: '申请人',
  createdAt: '申请时间',
  title: '物料报废 {{code}}',
  notFound: '物料报废不存在或不在你的数据范围内',
  loadFailed: '物料报废加载失败',
};
