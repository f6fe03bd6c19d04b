import { messageSet } from '../../core/messages/message-set';

/** The stocktakes' server messages (listed in core/messages/catalogue.ts). */
export const stocktakeMessages = messageSet({
  'en-US': {
    'validation.stocktakeScan':
      'a scan is either a code, or a counted category with the quantity found',
    'approval.docType.stocktake': 'stocktake differences',
    'stocktake.unknownWarehouse': 'a warehouse does not exist or is not yours to count',
    'stocktake.unknownCategory': 'an asset category does not exist',
    'stocktake.unknownCounter': 'a counter is not an enabled user',
    'stocktake.stale':
      'the stocktake was changed meanwhile (version {version}): reload it and try again',
    'stocktake.notDraft': 'the stocktake {code} has already started',
    'stocktake.notCounting': 'the stocktake {code} is not being counted',
    'stocktake.notOpen': 'the stocktake {code} is already closed',
    'stocktake.notSubmitted': 'the stocktake {code} is no longer waiting for approval',
    'stocktake.notCounter': 'only the stocktake’s counters and its maker may count for it',
    'stocktake.notPlanWarehouse': 'the warehouse is not one this stocktake counts',
    'stocktake.notCountedCategory':
      'the category {name} is not a counted category of this stocktake in that warehouse',
    'stocktake.nothingToCount':
      'the chosen warehouses hold nothing of the chosen categories: there is nothing to count',
    'stocktake.title': '{code} {name}: {lines} lines, {differences} with a difference',
  },
  'zh-CN': {
    'validation.stocktakeScan': '一次扫描要么是一个编码，要么是一个计数类别及其盘得数量',
    'approval.docType.stocktake': '盘点差异',
    'stocktake.unknownWarehouse': '仓库不存在或不在你的盘点范围内',
    'stocktake.unknownCategory': '资产类别不存在',
    'stocktake.unknownCounter': '盘点人不是已启用的用户',
    'stocktake.stale': '盘点计划已被修改（版本 {version}），请刷新后重试',
    'stocktake.notDraft': '盘点计划 {code} 已经开始',
    'stocktake.notCounting': '盘点计划 {code} 不在盘点中',
    'stocktake.notOpen': '盘点计划 {code} 已经结束',
    'stocktake.notSubmitted': '盘点计划 {code} 已不在审批中',
    'stocktake.notCounter': '只有该计划的盘点人和创建人可以盘点',
    'stocktake.notPlanWarehouse': '该仓库不在此盘点计划内',
    'stocktake.notCountedCategory': '类别 {name} 不是此计划在该仓库盘点的计数类别',
    'stocktake.nothingToCount': '所选仓库没有所选类别的物品，无可盘点',
    'stocktake.title': '{code} {name}：共 {lines} 行，{differences} 行有差异',
  },
});
