import dayjs from 'dayjs';
import type {
  RepairOrder,
  RepairOrderDetail,
  RepairStats,
  RepairSubOrder,
  RepairTimelineEntry,
} from '@depot/shared';

/** A repair order with defaults; override what a test is about. */
export function repairOrder(
  fields: Partial<RepairOrder> & Pick<RepairOrder, 'orderId'>,
): RepairOrder {
  const code = `RO20260302${String(fields.orderId).padStart(6, '0')}`;
  return {
    code,
    externalCode: null,
    externalSource: null,
    storeId: 3,
    storeCode: 'SH001',
    storeName: '上海南京路店',
    status: 'submitted',
    evaluated: false,
    pauseCount: 0,
    pauseDuration: 0,
    endedPauseDuration: 0,
    pausedSince: null,
    appointmentTime: null,
    submitTime: '2026-03-02T01:00:00.000Z',
    dispatchTime: null,
    startTime: null,
    completionTime: null,
    cancelTime: null,
    orderDuration: 3900,
    address: '南京东路 100 号',
    remark: null,
    typeId: 1,
    typeCode: 'ELEC',
    typeName: '电路',
    assigneeId: null,
    assigneeName: null,
    dispatcherId: null,
    dispatcherName: null,
    cancelReason: null,
    rating: null,
    evaluationComment: null,
    responseBreached: false,
    resolutionBreached: false,
    version: 1,
    createdAt: '2026-03-02T01:00:00.000Z',
    updatedAt: '2026-03-02T01:00:00.000Z',
    ...fields,
  };
}

export function subOrder(
  fields: Partial<RepairSubOrder> & Pick<RepairSubOrder, 'subOrderId' | 'orderId'>,
): RepairSubOrder {
  return {
    orderCode: `RO20260302${String(fields.orderId).padStart(6, '0')}`,
    trade: '水电',
    assigneeId: 7,
    assigneeName: '李师傅',
    status: 'pending',
    labourCost: '120.00',
    materialCost: '35.50',
    remark: null,
    beforePhotos: [],
    afterPhotos: [],
    version: 1,
    createdAt: '2026-03-02T02:00:00.000Z',
    updatedAt: '2026-03-02T02:00:00.000Z',
    ...fields,
  };
}

export function timelineEntry(
  fields: Partial<RepairTimelineEntry> & Pick<RepairTimelineEntry, 'id' | 'action'>,
): RepairTimelineEntry {
  return {
    subOrderId: null,
    fromStatus: null,
    toStatus: null,
    reason: null,
    userId: 1,
    username: 'admin',
    at: '2026-03-02T01:00:00.000Z',
    ...fields,
  };
}

export function orderDetail(
  order: RepairOrder,
  extra: Partial<Pick<RepairOrderDetail, 'subOrders' | 'timeline'>> = {},
): RepairOrderDetail {
  return {
    ...order,
    subOrders: extra.subOrders ?? [],
    timeline: extra.timeline ?? [
      timelineEntry({ id: 1, action: 'create', toStatus: 'submitted', at: order.submitTime }),
    ],
  };
}

export const STORES = [
  { storeId: 3, code: 'SH001', name: '上海南京路店', region: '华东', entCode: 'HQ' },
  { storeId: 4, code: 'BJ001', name: '北京王府井店', region: '华北', entCode: 'HQ' },
];

export const TYPES = [
  { typeId: 1, code: 'ELEC', name: '电路', responseMinutes: 60, resolutionMinutes: 480 },
  { typeId: 2, code: 'AC', name: '空调', responseMinutes: null, resolutionMinutes: null },
];

export const ASSIGNEES = [
  { userId: 7, username: 'li.shifu', nickname: '李师傅' },
  { userId: 8, username: 'wang.shifu', nickname: '王师傅' },
];

export const STATS: RepairStats = {
  openByStatus: { submitted: 4, dispatched: 2, in_progress: 3, paused: 1 },
  averageDurationThisMonth: 93_780,
  slaBreachRate: 0.125,
  // 30 submitted and 15 completed in all.
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: dayjs('2026-02-01').add(i, 'day').format('YYYY-MM-DD'),
    submitted: i % 3,
    completed: i % 2,
  })),
};
