import type { MovementKind } from './constants';
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
