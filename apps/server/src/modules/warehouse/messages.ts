import { messageSet } from '../../core/messages/message-set';

/** The warehouse area's server messages (listed in core/messages/catalogue.ts). */
export const warehouseMessages = messageSet({
  'en-US': {
    'validation.warehouseCode':
      'must be a capital letter followed by up to 31 capitals, digits or hyphens',
    'validation.duplicateIds': 'lists the same item twice',
    'validation.warehouseInEmpty': 'a warehouse-in needs at least one counted line or asset',
    'validation.warehouseInTooLong': 'a warehouse-in carries at most 500 lines and assets together',
    'validation.warehouseInStore':
      'a return from a store names the store, and only a return from a store names one',
    'validation.stockOutStore': 'only an issue goes to a store: a return goes to its supplier',
    'warehouse.codeTaken': 'the warehouse code {code} is already used',
    'warehouse.badParent':
      'the parent warehouse does not exist, is in another enterprise, or is this one or below it',
    'warehouse.unknownEnterprise': 'the enterprise does not exist or is not yours to use',
    'warehouse.unknownStore': 'the store does not exist or is not in the warehouse’s enterprise',
    'warehouse.storeLevelOnly': 'only a store-level warehouse names a store',
    'warehouse.issueStore': 'the store to issue to does not exist or is not in your data scope',
    'warehouse.unknownKeeper': 'a keeper is not an enabled user',
    'warehouse.inUse':
      'the warehouse still has sub-warehouses, stock, movements or documents and cannot be deleted',
    'warehouse.disabled': 'the warehouse {name} is disabled',
    'warehouse.notCounted':
      'the category {name} is not counted in stock (its items are registered one by one)',
    'warehouse.notSerial': 'the category {name} is counted in stock, not registered one by one',
    'warehouse.unknownCategory': 'the asset category does not exist',
    'warehouse.shortStock':
      'not enough {category} in {warehouse}: {have} available, {asked} asked; nothing was posted',
    'warehouse.assetAlreadyThere': 'the asset {code} is already in the warehouse {warehouse}',
    'warehouse.assetNotThere': 'the asset {code} is no longer in the warehouse {warehouse}',
    'warehouse.reverseReversal': 'movement {id} is a reversal: a reversal cannot be reversed',
    'warehouse.alreadyReversed': 'movement {id} has already been reversed',
    'warehouse.reverseAssetDoc':
      'movement {id} was posted by the asset document {code}: roll that document back instead',
    'warehouse.reverseTransfer':
      'movement {id} was posted by the transfer {code}: cancel it, or return what was not received, on the transfer instead',
    'warehouse.reverseSkuOrder':
      'movement {id} was posted by the SKU order {code}: return the order instead',
    'warehouse.in.notPending': 'the warehouse-in {code} is no longer waiting for approval',
    'warehouse.in.notSentBack': 'the warehouse-in {code} was not sent back to you to change',
    'warehouse.in.stale':
      'the warehouse-in was changed meanwhile (version {version}): reload it and try again',
    'warehouse.in.notApplicant': 'only the applicant may change the warehouse-in',
    'warehouse.in.assetsNotEligible':
      'these assets cannot come in (they must be idle and not already in the warehouse): {codes}',
    'warehouse.in.assetsBusy': 'these assets are on another open warehouse-in: {codes}',
    'warehouse.in.unknownAssets': 'an asset does not exist or is not yours to use',
    'warehouse.threshold.taken': 'this warehouse already has such a threshold',
    'warehouse.threshold.modelOfAsset': 'only an asset threshold names a model',
    'warehouse.notice.lowCategory':
      'Low stock: {category} in {warehouse} is {current} {unit}, below the threshold of {min}; replenish {shortfall}',
    'warehouse.notice.lowAsset':
      'Low stock: {item} idle in {warehouse} is {current}, below the threshold of {min}; replenish {shortfall}',
    'warehouse.notice.reservationExpiring':
      'Your reservation of {quantity} {category} in {warehouse} for SKU order {code} lapses at {at}; reserve again to keep it',
    'warehouse.notice.reservationExpired':
      'Your reservation of {quantity} {category} in {warehouse} for SKU order {code} lapsed at {at} and was let go',
  },
  'zh-CN': {
    'validation.warehouseCode': '须以大写字母开头，后接最多 31 个大写字母、数字或连字符',
    'validation.duplicateIds': '同一项列了两次',
    'validation.warehouseInEmpty': '入库单至少要有一行计数物品或一项资产',
    'validation.warehouseInTooLong': '入库单的物品行与资产合计最多 500 项',
    'validation.warehouseInStore': '门店退回须指明门店，其他来源不指明门店',
    'validation.stockOutStore': '只有出库可以发往门店，退供应商不指明门店',
    'warehouse.codeTaken': '仓库编码 {code} 已被使用',
    'warehouse.badParent': '上级仓库不存在、属于其他企业，或是本仓库及其下级',
    'warehouse.unknownEnterprise': '企业不存在或不在您的数据范围内',
    'warehouse.unknownStore': '门店不存在或不属于仓库所在企业',
    'warehouse.storeLevelOnly': '只有门店级仓库可以关联门店',
    'warehouse.issueStore': '出库的目标门店不存在或不在您的数据范围内',
    'warehouse.unknownKeeper': '库管员中有用户不存在或已停用',
    'warehouse.inUse': '仓库仍有下级仓库、库存、出入库记录或单据，不能删除',
    'warehouse.disabled': '仓库 {name} 已停用',
    'warehouse.notCounted': '分类 {name} 不按数量管理库存（其物品逐件登记）',
    'warehouse.notSerial': '分类 {name} 按数量管理库存，不逐件登记',
    'warehouse.unknownCategory': '资产分类不存在',
    'warehouse.shortStock':
      '{warehouse} 的 {category} 库存不足：可用 {have}，需要 {asked}；未做任何出库',
    'warehouse.assetAlreadyThere': '资产 {code} 已在仓库 {warehouse} 中',
    'warehouse.assetNotThere': '资产 {code} 已不在仓库 {warehouse} 中',
    'warehouse.reverseReversal': '流水 {id} 本身是冲销，冲销不能再冲销',
    'warehouse.alreadyReversed': '流水 {id} 已被冲销过',
    'warehouse.reverseAssetDoc': '流水 {id} 由资产单据 {code} 产生，请改为回退该单据',
    'warehouse.reverseTransfer': '流水 {id} 由调拨单 {code} 产生，请在调拨单上取消或退回未收部分',
    'warehouse.reverseSkuOrder': '流水 {id} 由物料单 {code} 产生，请改为退回该物料单',
    'warehouse.in.notPending': '入库单 {code} 已不在审批中',
    'warehouse.in.notSentBack': '入库单 {code} 没有退回给您修改',
    'warehouse.in.stale': '入库单已被修改（版本 {version}），请刷新后重试',
    'warehouse.in.notApplicant': '只有申请人可以修改入库单',
    'warehouse.in.assetsNotEligible': '以下资产不能入库（须为闲置且不在该仓库中）：{codes}',
    'warehouse.in.assetsBusy': '以下资产已在其他未完成的入库单上：{codes}',
    'warehouse.in.unknownAssets': '有资产不存在或不在您的数据范围内',
    'warehouse.threshold.taken': '该仓库已有相同的预警阈值',
    'warehouse.threshold.modelOfAsset': '只有资产预警可以指定型号',
    'warehouse.notice.lowCategory':
      '库存预警：{warehouse} 的 {category} 现有 {current} {unit}，低于预警值 {min}，建议补货 {shortfall}',
    'warehouse.notice.lowAsset':
      '库存预警：{warehouse} 闲置的 {item} 现有 {current} 件，低于预警值 {min}，建议补货 {shortfall}',
    'warehouse.notice.reservationExpiring':
      '您为物料单 {code} 在 {warehouse} 预留的 {category} {quantity} 将于 {at} 到期，如仍需要请重新预留',
    'warehouse.notice.reservationExpired':
      '您为物料单 {code} 在 {warehouse} 预留的 {category} {quantity} 已于 {at} 到期并释放',
  },
});
