import type { AssetDocStatus, AssetDocType } from './document-constants';

/**
 * An asset document's kind ("借用单") and status by name, in both languages: the web's document
 * pages and signing page, the server's export and notices read them here.
 */
export const ASSET_DOC_WORDS = {
  'zh-CN': {
    kind: {
      lending: '借用单',
      pickup: '领用单',
      return: '归还单',
      transfer: '调拨单',
      writeOff: '报废单',
      damage: '报损单',
      rollback: '冲销单',
    },
    status: {
      pending: '审批中',
      sentBack: '已退回',
      awaitingSignature: '待签收',
      done: '已完成',
      rejected: '已驳回',
      withdrawn: '已撤回',
      rolledBack: '已冲销',
    },
  },
  'en-US': {
    kind: {
      lending: 'Lending',
      pickup: 'Pick-up',
      return: 'Return',
      transfer: 'Transfer',
      writeOff: 'Write-off',
      damage: 'Damage',
      rollback: 'Rollback',
    },
    status: {
      pending: 'In approval',
      sentBack: 'Sent back',
      awaitingSignature: 'Awaiting signature',
      done: 'Done',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
      rolledBack: 'Rolled back',
    },
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  { kind: Record<AssetDocType, string>; status: Record<AssetDocStatus, string> }
>;
