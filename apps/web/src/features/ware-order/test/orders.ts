import type { WareOrder, WareOrderDetail } from '@depot/shared';

/** A work order as the server answers it, in `status`. */
export function workOrder(fields: Partial<WareOrderDetail> = {}): WareOrderDetail {
  return {
    orderId: 5,
    type: 'work',
    code: 'WO2026112800005',
    kind: 'deliver',
    status: 'pending',
    urgency: null,
    reason: null,
    storeId: 1,
    storeName: '上海徐汇店',
    address: '徐汇区漕溪北路 1 号',
    contactName: '陈店长',
    contactPhone: '13800000001',
    plannedDate: '2026-12-01',
    remark: '配送陈列设备',
    sourceDoc: null,
    worker: null,
    createdBy: { userId: 1, nickname: '李调度' },
    assetCount: 1,
    photoCount: 0,
    receiverName: null,
    signed: false,
    cancelReason: null,
    requestId: null,
    createdAt: '2026-11-28T02:00:00.000Z',
    assignedAt: null,
    startedAt: null,
    finishedAt: null,
    cancelledAt: null,
    version: 0,
    assets: [{ assetId: 31, code: 'AS0031', name: '收银台', model: 'POS-1', status: 'inUse' }],
    photos: [],
    timeline: [
      {
        eventId: 1,
        action: 'create',
        fromStatus: null,
        toStatus: 'pending',
        note: null,
        user: { userId: 1, nickname: '李调度' },
        at: '2026-11-28T02:00:00.000Z',
      },
    ],
    approval: null,
    ...fields,
  };
}

/** The list's row of an order (no assets, photos, timeline or approval). */
export function row(order: WareOrderDetail): WareOrder {
  const { assets: _a, photos: _p, timeline: _t, approval: _ap, ...rest } = order;
  return rest;
}
