import type { MovementKind, WarehouseInSource, WarehouseInStatus } from './constants';
import type { StocktakeStatus } from './stocktake-constants';
import type { TransferStatus } from './transfer-constants';

/**
 * The stock ledger's movement kinds by name, in both languages: the web's warehouse pages and
 * the server's ledger export read them here, so a kind is named once.
 */
export const MOVEMENT_KIND_WORDS = {
  'zh-CN': {
    purchaseIn: '采购入库',
    in: '入库',
    out: '出库',
    transferOut: '调拨出库',
    transferIn: '调拨入库',
    stocktakeGain: '盘盈',
    stocktakeLoss: '盘亏',
    returnToSupplier: '退供应商',
    afterSaleIn: '售后换回入库',
    reversal: '冲销',
  },
  'en-US': {
    purchaseIn: 'Purchase-in',
    in: 'In',
    out: 'Out',
    transferOut: 'Transfer out',
    transferIn: 'Transfer in',
    stocktakeGain: 'Stocktake gain',
    stocktakeLoss: 'Stocktake loss',
    returnToSupplier: 'Return to supplier',
    afterSaleIn: 'Back from after-sales',
    reversal: 'Reversal',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<MovementKind, string>>;

/** A transfer's statuses by name, in both languages: the transfer pages and their export. */
export const TRANSFER_STATUS_WORDS = {
  'zh-CN': {
    inTransit: '在途',
    partlyReceived: '部分接收',
    received: '已接收',
    cancelled: '已取消',
  },
  'en-US': {
    inTransit: 'In transit',
    partlyReceived: 'Partly received',
    received: 'Received',
    cancelled: 'Cancelled',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<TransferStatus, string>>;

/** A warehouse-in's statuses by name, in both languages: its pages and its export. */
export const WAREHOUSE_IN_STATUS_WORDS = {
  'zh-CN': {
    pending: '审批中',
    sentBack: '已退回',
    done: '已入库',
    rejected: '已驳回',
    withdrawn: '已撤回',
  },
  'en-US': {
    pending: 'In approval',
    sentBack: 'Sent back',
    done: 'Received',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<WarehouseInStatus, string>>;

/** Where a warehouse-in's goods come from, in both languages: its pages and its export. */
export const WAREHOUSE_IN_SOURCE_WORDS = {
  'zh-CN': { purchase: '采购入库', storeReturn: '门店退回', other: '其他入库' },
  'en-US': { purchase: 'Purchase receipt', storeReturn: 'Return from a store', other: 'Other' },
} as const satisfies Record<'zh-CN' | 'en-US', Record<WarehouseInSource, string>>;

/** A stocktake plan's statuses by name, in both languages: its pages and the plans' export. */
export const STOCKTAKE_STATUS_WORDS = {
  'zh-CN': {
    draft: '草稿',
    counting: '盘点中',
    submitted: '审批中',
    approved: '已过账',
    rejected: '已驳回',
    cancelled: '已取消',
  },
  'en-US': {
    draft: 'Draft',
    counting: 'Counting',
    submitted: 'In approval',
    approved: 'Posted',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
  },
} as const satisfies Record<'zh-CN' | 'en-US', Record<StocktakeStatus, string>>;
