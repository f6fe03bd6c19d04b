import type { WareOrderKind, WareOrderStatus, WareOrderUrgency } from './constants';

/**
 * A work order's kind, status and urgency by name, in both languages: the web's work-order
 * pages and the server's export read them here, so each is named once.
 */
export const WARE_ORDER_WORDS = {
  'zh-CN': {
    kind: { deliver: '配送', install: '安装', collect: '回收' },
    status: {
      approving: '审批中',
      sentBack: '已退回',
      rejected: '已驳回',
      withdrawn: '已撤回',
      pending: '待派工',
      assigned: '已派工',
      in_progress: '进行中',
      done: '已完成',
      cancelled: '已取消',
    },
    urgency: { normal: '一般', high: '紧急', critical: '特急' },
  },
  'en-US': {
    kind: { deliver: 'Delivery', install: 'Installation', collect: 'Collection' },
    status: {
      approving: 'In approval',
      sentBack: 'Sent back',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
      pending: 'Pending',
      assigned: 'Assigned',
      in_progress: 'In progress',
      done: 'Done',
      cancelled: 'Cancelled',
    },
    urgency: { normal: 'Normal', high: 'High', critical: 'Critical' },
  },
} as const satisfies Record<
  'zh-CN' | 'en-US',
  {
    kind: Record<WareOrderKind, string>;
    status: Record<WareOrderStatus, string>;
    urgency: Record<WareOrderUrgency, string>;
  }
>;
