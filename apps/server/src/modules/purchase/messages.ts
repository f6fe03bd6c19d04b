import { messageSet } from '../../core/messages/message-set';

/** The purchasing area's server messages (listed in core/messages/catalogue.ts). */
export const purchaseMessages = messageSet({
  'en-US': {
    'purchase.supplierCodeTaken': 'the supplier code {code} is already in use',
    'purchase.supplierNameTaken': 'a supplier named {name} already exists',
    'purchase.creditCodeTaken': 'the credit code {creditCode} belongs to another supplier',
    'purchase.supplierInUse':
      'the supplier still has prices or qualification files: disable it instead',
    'purchase.skuCodeTaken': 'the SKU code {code} is already in use',
    'purchase.skuInUse': 'the SKU still has supplier prices: disable it instead',
    'purchase.unknownCategory': 'no such asset category',
    'purchase.unknownSupplier': 'no such supplier',
    'purchase.unknownSku': 'no such SKU',
    'purchase.supplierDisabled': 'the supplier is disabled',
    'purchase.skuDisabled': 'the SKU is disabled',
    'purchase.unknownFile': 'the file is not an upload you may read',
    'purchase.priceUnchanged':
      'the price and lead time are those already in force: nothing to record',
    'purchase.notice.qualificationExpiring':
      'Supplier {supplier}: qualification {number} expires on {date} ({days} days left)',
    'validation.purchaseCode':
      'must start with a capital letter, then at most 31 capitals, digits or hyphens',
    'validation.creditCode': 'must be an 18-character unified social credit code',
    'validation.bankAccount': 'must be 6 to 34 digits',
    'validation.email': 'must be an e-mail address',
  },
  'zh-CN': {
    'purchase.supplierCodeTaken': '供应商编码 {code} 已被使用',
    'purchase.supplierNameTaken': '供应商 {name} 已存在',
    'purchase.creditCodeTaken': '统一社会信用代码 {creditCode} 已属于其他供应商',
    'purchase.supplierInUse': '该供应商仍有价格或资质文件，请改为停用',
    'purchase.skuCodeTaken': 'SKU 编码 {code} 已被使用',
    'purchase.skuInUse': '该 SKU 仍有供应商价格，请改为停用',
    'purchase.unknownCategory': '资产分类不存在',
    'purchase.unknownSupplier': '供应商不存在',
    'purchase.unknownSku': 'SKU 不存在',
    'purchase.supplierDisabled': '该供应商已停用',
    'purchase.skuDisabled': '该 SKU 已停用',
    'purchase.unknownFile': '文件不存在或无权读取',
    'purchase.priceUnchanged': '价格和交期与当前生效的相同，无需记录',
    'purchase.notice.qualificationExpiring':
      '供应商 {supplier} 的资质 {number} 将于 {date} 到期（剩余 {days} 天）',
    'validation.purchaseCode': '须以大写字母开头，后接最多 31 个大写字母、数字或连字符',
    'validation.creditCode': '须为 18 位统一社会信用代码',
    'validation.bankAccount': '须为 6 到 34 位数字',
    'validation.email': '须为电子邮箱地址',
  },
});
