import {
  REPAIR_ACTIONS,
  SUBORDER_ACTIONS,
  repairTransition,
  subOrderTransition,
  type RepairAction,
  type RepairOrder,
  type RepairSubOrder,
  type RepairTimelineEntry,
  type SubOrderAction,
} from '@depot/shared';
import { fail, ok, type FakeReply, type FakeRoutes } from '../../../test/fake-server';
import {
  ASSIGNEES,
  STATS,
  STORES,
  TYPES,
  orderDetail,
  repairOrder,
  subOrder,
} from './eam-fixtures';

/** What the fake server holds; tests change it to play another user. */
export interface EamData {
  orders: RepairOrder[];
  subOrders: RepairSubOrder[];
  timeline: (RepairTimelineEntry & { orderId: number })[];
}

const IDS = Array.from({ length: 20 }, (_, i) => i + 1);
const NOW = '2026-03-02T03:00:00.000Z';

/** The answers of a stale version, as the server words them. */
export const STALE = '该记录已被他人修改（当前为第 2 版），请刷新后重试';

function paramList(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/**
 * The calls of the repair-order pages on an in-memory list, with the server's rules where a
 * test looks at them: the life cycle (shared `repairTransition`), stale versions (409), and an
 * order that cannot complete while a sub-order is open (409).
 */
export function eamBackend(data: () => EamData): FakeRoutes {
  const find = (orderId: number) => data().orders.find((o) => o.orderId === orderId);
  const log = (order: RepairOrder, entry: Partial<RepairTimelineEntry> & { action: string }) =>
    data().timeline.push({
      id: data().timeline.length + 100,
      orderId: order.orderId,
      subOrderId: null,
      fromStatus: null,
      toStatus: null,
      reason: null,
      userId: 1,
      username: 'admin',
      at: NOW,
      ...entry,
    });

  const act = (orderId: number, action: RepairAction, body: Record<string, unknown>): FakeReply => {
    const order = find(orderId);
    if (!order) return fail(404, '维修工单不存在');
    if (body.version !== order.version) return fail(409, STALE);
    const to = repairTransition(order.status, action, order.evaluated);
    if (!to) return fail(409, '当前状态不允许该操作');
    const open = data().subOrders.filter(
      (s) => s.orderId === orderId && (s.status === 'pending' || s.status === 'in_progress'),
    );
    if (action === 'complete' && open.length > 0) {
      return fail(409, `还有 ${open.length} 个子工单未完成，请先完成或取消`);
    }
    const from = order.status;
    Object.assign(order, { status: to, version: order.version + 1 });
    if (action === 'pause')
      Object.assign(order, { pauseCount: order.pauseCount + 1, pausedSince: NOW });
    if (action === 'resume') order.pausedSince = null;
    if (action === 'dispatch') {
      const who = ASSIGNEES.find((a) => a.userId === body.assigneeId);
      Object.assign(order, {
        assigneeId: who?.userId ?? null,
        assigneeName: who?.nickname ?? null,
      });
    }
    if (action === 'complete') order.completionTime = NOW;
    if (action === 'evaluate') {
      Object.assign(order, {
        evaluated: true,
        rating: body.rating,
        evaluationComment: body.comment ?? null,
      });
    }
    const reason = typeof body.reason === 'string' ? body.reason : null;
    log(order, { action, fromStatus: from, toStatus: to, reason });
    return ok(order);
  };

  const subAct = (subOrderId: number, action: SubOrderAction, version: unknown): FakeReply => {
    const sub = data().subOrders.find((s) => s.subOrderId === subOrderId);
    if (!sub) return fail(404, '子工单不存在');
    if (version !== sub.version) return fail(409, STALE);
    const to = subOrderTransition(sub.status, action);
    if (!to) return fail(409, '当前状态不允许该操作');
    const from = sub.status;
    Object.assign(sub, { status: to, version: sub.version + 1 });
    log(find(sub.orderId)!, {
      action: `suborder.${action}`,
      subOrderId,
      fromStatus: from,
      toStatus: to,
    });
    return ok(sub);
  };

  const routes: FakeRoutes = {
    'GET /eam/repair-order/page': ({ params }) => {
      const current = Number(params.current);
      const size = Number(params.size);
      const statuses = paramList(params.status);
      const keyword = typeof params.keyword === 'string' ? params.keyword : '';
      const found = data().orders.filter(
        (o) =>
          (statuses.length === 0 || statuses.includes(o.status)) &&
          (keyword === '' || o.code.includes(keyword)),
      );
      return ok({
        records: found.slice((current - 1) * size, current * size),
        total: found.length,
        current,
        size,
      });
    },
    'GET /eam/repair-order/stats': () => ok(STATS),
    'GET /eam/repair-order/assignees': () => ok(ASSIGNEES),
    'GET /eam/repair-type/list': () => ok(TYPES),
    'GET /admin/store/list': () => ok(STORES),
    'GET /eam/repair-order/export': () => ({ status: 200, data: new Blob(['xlsx']) }),
    'GET /eam/repair-order/import-template': () => ({ status: 200, data: new Blob(['xlsx']) }),
    'POST /eam/repair-order': ({ body }) => {
      const input = body as Partial<RepairOrder>;
      const created = repairOrder({ ...input, orderId: data().orders.length + 1 });
      data().orders.push(created);
      log(created, { action: 'create', toStatus: 'submitted' });
      return ok(created);
    },
    'POST /eam/repair-suborder': ({ body }) => {
      const input = body as RepairSubOrder;
      const created = subOrder({ ...input, subOrderId: 50 + data().subOrders.length });
      data().subOrders.push(created);
      log(find(input.orderId)!, { action: 'suborder.create', toStatus: 'pending' });
      return ok(created);
    },
  };
  for (const id of IDS) {
    routes[`GET /eam/repair-order/${id}`] = () => {
      const order = find(id);
      if (!order) return fail(404, '维修工单不存在');
      return ok(
        orderDetail(order, {
          subOrders: data().subOrders.filter((s) => s.orderId === id),
          timeline: data().timeline.filter((e) => e.orderId === id),
        }),
      );
    };
    for (const action of REPAIR_ACTIONS) {
      routes[`POST /eam/repair-order/${id}/${action}`] = ({ body }) =>
        act(id, action, body as Record<string, unknown>);
    }
    for (const action of SUBORDER_ACTIONS) {
      routes[`POST /eam/repair-suborder/${id}/${action}`] = ({ body }) =>
        subAct(id, action, (body as { version: unknown }).version);
    }
    routes[`GET /eam/repair-suborder/${id}`] = () => {
      const sub = data().subOrders.find((s) => s.subOrderId === id);
      if (!sub) return fail(404, '子工单不存在');
      return ok({
        ...sub,
        order: find(sub.orderId),
        timeline: data().timeline.filter((e) => e.subOrderId === id),
      });
    };
  }
  return routes;
}
