import type { SkuRecord, SupplierRecord } from '@depot/shared';
import type { XlsxSheet } from '../../core/excel/xlsx-writer';
import type { Language } from '../../core/i18n';

/** Words of the two exports, in both languages. */
export const PURCHASE_SHEET_WORDS = {
  'zh-CN': {
    supplierFile: '供应商',
    skuFile: 'SKU',
    code: '编码',
    name: '名称',
    creditCode: '统一社会信用代码',
    contacts: '联系人',
    bank: '开户银行',
    accountName: '账户名',
    accountNo: '银行账号',
    address: '地址',
    enabled: '状态',
    on: '启用',
    off: '停用',
    skuCount: 'SKU 数',
    nextExpiry: '最近资质到期',
    remark: '备注',
    specification: '规格',
    unit: '单位',
    category: '库存分类',
    supplierCount: '供应商数',
    lowestPrice: '最低现价',
  },
  'en-US': {
    supplierFile: 'suppliers',
    skuFile: 'skus',
    code: 'Code',
    name: 'Name',
    creditCode: 'Credit code',
    contacts: 'Contacts',
    bank: 'Bank',
    accountName: 'Account name',
    accountNo: 'Account number',
    address: 'Address',
    enabled: 'Status',
    on: 'Enabled',
    off: 'Disabled',
    skuCount: 'SKUs',
    nextExpiry: 'Next qualification expiry',
    remark: 'Note',
    specification: 'Specification',
    unit: 'Unit',
    category: 'Stocked as',
    supplierCount: 'Suppliers',
    lowestPrice: 'Lowest current price',
  },
} as const;

const contactsText = (s: SupplierRecord) =>
  s.contacts
    .map((c) => [c.name, c.role, c.phone, c.email].filter((part) => part).join(' '))
    .join('; ');

export function supplierSheet(language: Language): XlsxSheet<SupplierRecord> {
  const w = PURCHASE_SHEET_WORDS[language];
  return {
    name: w.supplierFile,
    columns: [
      { header: w.code, width: 14, value: (s) => s.code },
      { header: w.name, width: 28, value: (s) => s.name },
      { header: w.creditCode, width: 22, value: (s) => s.creditCode },
      { header: w.contacts, width: 40, value: contactsText },
      { header: w.bank, width: 24, value: (s) => s.bankName },
      { header: w.accountName, width: 24, value: (s) => s.bankAccountName },
      { header: w.accountNo, width: 24, value: (s) => s.bankAccountNo },
      { header: w.address, width: 36, value: (s) => s.address },
      { header: w.enabled, value: (s) => (s.enabled ? w.on : w.off) },
      { header: w.skuCount, value: (s) => s.skuCount },
      { header: w.nextExpiry, width: 14, value: (s) => s.nextExpiry },
      { header: w.remark, width: 30, value: (s) => s.remark },
    ],
  };
}

export function skuSheet(language: Language): XlsxSheet<SkuRecord> {
  const w = PURCHASE_SHEET_WORDS[language];
  return {
    name: w.skuFile,
    columns: [
      { header: w.code, width: 14, value: (s) => s.code },
      { header: w.name, width: 28, value: (s) => s.name },
      { header: w.specification, width: 28, value: (s) => s.specification },
      { header: w.unit, value: (s) => s.unit },
      { header: w.category, width: 16, value: (s) => s.categoryName },
      { header: w.enabled, value: (s) => (s.enabled ? w.on : w.off) },
      { header: w.supplierCount, value: (s) => s.supplierCount },
      { header: w.lowestPrice, width: 14, value: (s) => s.lowestPrice },
      { header: w.remark, width: 30, value: (s) => s.remark },
    ],
  };
}
