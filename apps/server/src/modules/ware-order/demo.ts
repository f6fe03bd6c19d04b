import {
  PERMISSION_KEYS,
  WARE_ORDER_PERMISSIONS as W,
  WARE_SPECIAL_PERMISSIONS as S,
  type WareOrderAction,
  type WorkOrderCreate,
} from '@depot/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { scopeOf, signedIn as signedInAs } from '../../core/demo-actor';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { asset } from '../../db/schema/asset';
import { assetDoc } from '../../db/schema/asset-doc';
import { menu, roleMenu } from '../../db/schema/menu';
import { store } from '../../db/schema/org';
import { role } from '../../db/schema/users';
import { createApprovalEngine } from '../approval/engine';
import { demoStep, demoTemplate } from '../approval/demo-template';
import type { FileStorage } from '../files/storage';
import type { NoticeService } from '../notice/service';
import { createWareOrderService } from './service';
import { specialOrderHandler } from './special-handler';
import { usersNamed } from '../../core/people';
import { daysFromToday } from '../../core/time-zone';

/** The pages (drizzle/0022) beside their keys: who sees what of the work orders. */
const PAGES = ['/ware', '/ware/order', '/ware/special-order'];
const GRANTS: Record<string, readonly string[]> = {
  dispatcher: [...Object.values(W), ...Object.values(S)],
  technician: [W.view, W.act, S.view, S.act],
  store_manager: [W.view, W.add, W.cancel, W.export, S.view, S.add],
};

/** A demo user acting with every key over everything. */
const signedIn = (user: { id: number; username: string }) =>
  signedInAs(user, PERMISSION_KEYS, scopeOf(user.id, { all: true }));

export interface DemoWareOrderContext {
  storage: FileStorage;
  uploadMaxMb: number;
  /** The demo's notices (the approval engine tells approvers and applicants: 29, 30). */
  notices: Pick<NoticeService, 'notify'>;
  /** A drawn signature as a PNG data URL, different per `seed`. */
  signature: (seed: number) => string;
}

/**
 * Demo work orders and special work orders (only with demo data on; called by seed/seed.ts
 * after the repair-order roles and the asset documents): the roles' grants, a flow template for
 * special orders (the dispatcher approves), and orders in every state made through the real
 * services by the dispatcher, the technicians and the store manager, two of them from approved
 * asset documents; special orders go through the approval engine (notices 29 and 30).
 */
export async function seedDemoWareOrders(tx: Db, ctx: DemoWareOrderContext): Promise<void> {
  const [dispatcherRow, wangRow, zhaoRow, managerRow, adminRow] = await usersNamed(tx, [
    'dispatcher',
    'tech_wang',
    'tech_zhao',
    'manager',
    'admin',
  ]);
  if (!dispatcherRow || !wangRow || !zhaoRow || !managerRow || !adminRow) return;
  await grantDemoRoles(tx);

  const stores = await tx.select({ id: store.id }).from(store).orderBy(asc(store.id)).limit(3);
  if (stores.length < 2) return;
  const assetsAt = async (storeId: number, n: number) =>
    (
      await tx
        .select({ id: asset.id })
        .from(asset)
        .where(and(eq(asset.storeId, storeId), eq(asset.status, 'inUse')))
        .orderBy(asc(asset.id))
        .limit(n)
    ).map((a) => a.id);

  const notices = ctx.notices;
  const engine = createApprovalEngine({ db: tx, notices });
  engine.register(specialOrderHandler);
  await demoTemplate(tx, signedIn(adminRow), 'specialOrder', '特殊工单审批', [
    demoStep('仓储调度审批', { kind: 'users', userIds: [dispatcherRow.id] }),
  ]);
  const orders = createWareOrderService({
    db: tx,
    files: { readable: async () => new Map() },
    storage: ctx.storage,
    uploadMaxMb: ctx.uploadMaxMb,
    approvals: engine,
  });
  const dispatcher = signedIn(dispatcherRow);
  const manager = signedIn(managerRow);
  const wang = signedIn(wangRow);
  const zhao = signedIn(zhaoRow);
  let signatures = 0;

  type Order = { orderId: number; version: number };
  const run = async (
    line: 'work' | 'special',
    by: AuthUser,
    order: Order,
    action: WareOrderAction,
  ): Promise<Order> => {
    const body = {
      version: order.version,
      ...(action === 'assign' ? { workerId: by === wang ? zhaoRow.id : wangRow.id } : {}),
      ...(action === 'finish'
        ? { receiverName: '门店店员', signature: ctx.signature(++signatures), remark: null }
        : {}),
      ...(action === 'cancel' ? { reason: '门店改期，另行安排' } : {}),
    };
    return orders[line].act(by, order.orderId, action, body as never, 'zh-CN');
  };
  /** An order walked through `actions` (assign goes to 王师傅 unless 王师傅 assigns). */
  const walk = async (
    line: 'work' | 'special',
    order: Order,
    steps: Array<[AuthUser, WareOrderAction]>,
  ) => {
    let current = order;
    for (const [by, action] of steps) current = await run(line, by, current, action);
    return current;
  };
  const work = (by: AuthUser, body: Partial<WorkOrderCreate> & { storeId: number }) =>
    orders.work.create(
      by,
      {
        kind: 'deliver',
        address: null,
        contactName: null,
        contactPhone: null,
        plannedDate: null,
        remark: null,
        assetIds: [],
        sourceDocId: null,
        ...body,
      },
      'zh-CN',
    );
  const [first, second] = [stores[0]!.id, stores[1]!.id];
  const day = daysFromToday;

  // Work orders: pending, assigned, in progress, done (signed), cancelled.
  await work(manager, {
    storeId: first,
    kind: 'install',
    remark: '新到收银台，需安装调试',
    plannedDate: day(2),
  });
  await work(dispatcher, {
    storeId: second,
    kind: 'collect',
    remark: '回收闲置展柜',
    plannedDate: day(3),
  });
  const assigned = await work(dispatcher, {
    storeId: first,
    assetIds: await assetsAt(first, 2),
    contactName: '陈店长',
    contactPhone: '13800000001',
    plannedDate: day(1),
    remark: '配送陈列设备',
  });
  await walk('work', assigned, [[dispatcher, 'assign']]);
  const working = await work(dispatcher, {
    storeId: second,
    kind: 'install',
    remark: '安装防盗天线',
  });
  await walk('work', working, [
    [dispatcher, 'assign'],
    [wang, 'start'],
  ]);
  const finished = await work(dispatcher, {
    storeId: first,
    assetIds: await assetsAt(first, 1),
    remark: '补送打印机',
  });
  await walk('work', finished, [
    [dispatcher, 'assign'],
    [wang, 'start'],
    [wang, 'finish'],
  ]);
  const dropped = await work(manager, { storeId: first, kind: 'collect', remark: '回收旧货架' });
  await walk('work', dropped, [[dispatcher, 'cancel']]);

  // From approved asset documents: one delivered and signed for, one waiting for its worker.
  const docs = await tx
    .select({ id: assetDoc.id })
    .from(assetDoc)
    .where(
      and(
        inArray(assetDoc.docType, ['pickup', 'transfer']),
        or(eq(assetDoc.status, 'done'), eq(assetDoc.status, 'awaitingSignature')),
      ),
    )
    .orderBy(asc(assetDoc.id))
    .limit(2);
  for (const [i, doc] of docs.entries()) {
    const draft = await orders.work.draft(dispatcher, doc.id);
    const made = await work(dispatcher, {
      storeId: draft.storeId,
      kind: draft.kind,
      address: draft.address,
      sourceDocId: draft.sourceDocId,
      remark: `按单据 ${draft.sourceCode} 配送`,
    });
    if (i === 0) {
      await walk('work', made, [
        [dispatcher, 'assign'],
        [wang, 'start'],
        [wang, 'finish'],
      ]);
    }
  }

  // Special orders: in approval, approved (pending, in progress, done) and rejected.
  const special = (reason: string, urgency: 'normal' | 'high' | 'critical', storeId = first) =>
    orders.special.create(
      manager,
      {
        kind: 'install',
        storeId,
        address: null,
        contactName: '陈店长',
        contactPhone: '13800000001',
        plannedDate: day(0),
        remark: null,
        assetIds: [],
        urgency,
        reason,
      },
      'zh-CN',
    );
  /** The dispatcher decides the order's request; answers the order as it is then. */
  const decide = async (orderId: number, action: 'approve' | 'reject', comment: string) => {
    const request = await engine.requestOf(tx, 'specialOrder', orderId);
    await engine.act(action, request!.requestId, dispatcher, {
      version: request!.version,
      comment,
    });
    return orders.special.detail(dispatcher, orderId, 'zh-CN');
  };
  await special('暴雨导致门店进水，需紧急转移库存设备', 'critical');
  const approved = await special('门店防盗门故障，需连夜更换', 'high');
  await decide(approved.orderId, 'approve', '同意，今晚处理');
  const urgent = await special('收银系统主机故障，需更换备机', 'critical', second);
  await walk('special', await decide(urgent.orderId, 'approve', '同意'), [
    [dispatcher, 'assign'],
    [zhao, 'start'],
  ]);
  const closed = await special('节日促销临时加装照明', 'normal', second);
  await walk('special', await decide(closed.orderId, 'approve', '同意'), [
    [dispatcher, 'assign'],
    [wang, 'start'],
    [wang, 'finish'],
  ]);
  const refused = await special('更换全部货架', 'normal');
  await decide(refused.orderId, 'reject', '非紧急事项，请走常规工单');
}

/** The demo roles' grants of the work-order pages and keys (GRANTS). */
async function grantDemoRoles(tx: Db): Promise<void> {
  const roles = await tx
    .select({ id: role.id, code: role.code })
    .from(role)
    .where(inArray(role.code, Object.keys(GRANTS)));
  const menus = await tx
    .select({ id: menu.id, path: menu.path, permission: menu.permission })
    .from(menu)
    .where(
      or(
        inArray(menu.path, PAGES),
        inArray(menu.permission, [...new Set(Object.values(GRANTS).flat())]),
      ),
    );
  for (const r of roles) {
    const keys = GRANTS[r.code]!;
    const ids = menus
      .filter((m) => (m.permission === null ? PAGES.includes(m.path) : keys.includes(m.permission)))
      .filter(
        (m) => m.permission !== null || m.path !== '/ware/special-order' || keys.includes(S.view),
      )
      .map((m) => m.id);
    await tx
      .insert(roleMenu)
      .values(ids.map((menuId) => ({ roleId: r.id, menuId })))
      .onConflictDoNothing();
  }
}
