import type { RepairStatus } from '@depot/shared';
import { inArray, or } from 'drizzle-orm';
import { allocateCodes } from '../modules/eam/codes';
import type { Db } from '../db/client';
import {
  appUser,
  menu,
  repairOrder,
  repairPause,
  repairSubOrder,
  repairTimeline,
  repairType,
  role,
  roleMenu,
  userStore,
  userRole,
} from '../db/schema';
import {
  DEMO_EAM_ROLES,
  DEMO_EAM_USERS,
  DEMO_REPAIR_TYPES,
  EAM_MENUS,
  OPEN_ORDERS,
  closedOrders,
  type OrderSpec,
  type TypeCode,
} from './demo-eam-data';
import { STAFF_MENU_IDS } from './seed-data';

export { DEMO_EAM_USERS } from './demo-eam-data';

/**
 * Demo repair orders (only with demo data on, issue #7): the roles that work them, a user for
 * each, repair types with service-level targets, and about forty orders in every status over
 * the last four weeks — with pauses, sub-orders and costs, evaluations, a few past their
 * targets. Open orders are either already past a target or hours away from one, so a fresh
 * demo's notices do not change while someone is looking.
 */

export interface DemoEamContext {
  /** Scrypt hash of the demo password, one per demo user. */
  hashes: string[];
  /** The demo staff, who reported some of the orders. */
  staff: Person;
  deptId: number | null;
  stores: { id: number; address: string | null }[];
  now?: Date;
}

/** Roles, users, types and orders of the demo (call inside the seed transaction). */
export async function seedDemoEam(tx: Db, ctx: DemoEamContext): Promise<void> {
  const now = ctx.now ?? new Date();
  const roles = await tx
    .insert(role)
    .values(
      DEMO_EAM_ROLES.map(({ code, name, description, dataScope }) => ({
        code,
        name,
        description,
        dataScope,
      })),
    )
    .returning({ id: role.id, code: role.code });
  const allKeys = [...new Set(DEMO_EAM_ROLES.flatMap((r) => [...r.keys]))];
  const buttons = await tx
    .select({ id: menu.id, permission: menu.permission })
    .from(menu)
    .where(
      or(inArray(menu.permission, allKeys), inArray(menu.id, [...EAM_MENUS, ...STAFF_MENU_IDS])),
    );
  for (const spec of DEMO_EAM_ROLES) {
    const roleId = roles.find((r) => r.code === spec.code)!.id;
    const menuIds = buttons
      .filter(
        (b) => b.permission === null || (spec.keys as readonly string[]).includes(b.permission),
      )
      .map((b) => b.id);
    await tx.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  }

  const users = await tx
    .insert(appUser)
    .values(
      DEMO_EAM_USERS.map((u, i) => ({
        username: u.username,
        nickname: u.nickname,
        passwordHash: ctx.hashes[i]!,
        deptId: ctx.deptId,
        passwordUpdated: 1,
      })),
    )
    .returning({ id: appUser.id, username: appUser.username, nickname: appUser.nickname });
  const userOf = (username: string) => users.find((u) => u.username === username)!;
  await tx.insert(userRole).values(
    DEMO_EAM_USERS.map((u) => ({
      userId: userOf(u.username).id,
      roleId: roles.find((r) => r.code === u.role)!.id,
    })),
  );
  const dispatcher = userOf('dispatcher');
  const techs = [userOf('tech_wang'), userOf('tech_zhao')];
  const manager = userOf('manager');
  // The store manager runs the first store: the only one whose orders they see.
  await tx.insert(userStore).values({ userId: manager.id, storeId: ctx.stores[0]!.id });

  const types = await tx
    .insert(repairType)
    .values([...DEMO_REPAIR_TYPES])
    .returning({ id: repairType.id, code: repairType.code });
  const typeId = (code: TypeCode) => types.find((t) => t.code === code)!.id;

  const specs = [...OPEN_ORDERS, ...closedOrders()].sort((a, b) => b.ago - a.ago);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  for (const spec of specs) {
    await insertOrder(tx, spec, {
      at,
      typeId: typeId(spec.type),
      store: ctx.stores[spec.store % ctx.stores.length]!,
      dispatcher,
      techs,
      reporter: spec.reporter === 'staff' ? ctx.staff : manager,
    });
  }
}

type Person = { id: number; username: string; nickname: string };

async function insertOrder(
  tx: Db,
  spec: OrderSpec,
  ctx: {
    at: (minutesAgo: number) => Date;
    typeId: number;
    store: { id: number; address: string | null };
    dispatcher: Person;
    techs: Person[];
    /** Reports the order, cancels it while submitted, evaluates it. */
    reporter: Person;
  },
): Promise<void> {
  let clock = spec.ago;
  const submitTime = ctx.at(clock);
  const tech = spec.tech === undefined ? null : ctx.techs[spec.tech]!;
  const events: {
    action: string;
    from?: string;
    to?: string;
    reason?: string;
    by: Person;
    at: Date;
  }[] = [{ action: 'create', to: 'submitted', by: ctx.reporter, at: submitTime }];
  const pauses: { startedAt: Date; endedAt: Date | null; reason: string }[] = [];
  let status: RepairStatus = 'submitted';
  const step = (action: string, to: RepairStatus, by: Person, reason?: string) => {
    events.push({ action, from: status, to, by, at: ctx.at(clock), ...(reason ? { reason } : {}) });
    status = to;
  };

  let dispatchTime: Date | null = null;
  let startTime: Date | null = null;
  let completionTime: Date | null = null;
  let cancelTime: Date | null = null;
  let pausedSince: Date | null = null;
  let pauseSeconds = 0;
  if (spec.dispatchAfter !== undefined && tech) {
    clock -= spec.dispatchAfter;
    dispatchTime = ctx.at(clock);
    step('dispatch', 'dispatched', ctx.dispatcher, tech.nickname);
  }
  if (spec.startAfter !== undefined && tech) {
    clock -= spec.startAfter;
    startTime = ctx.at(clock);
    step('start', 'in_progress', tech);
    for (const pause of spec.pauses ?? []) {
      clock -= pause.after;
      const startedAt = ctx.at(clock);
      step('pause', 'paused', tech, pause.reason);
      if (pause.minutes === null) {
        pausedSince = startedAt;
        pauses.push({ startedAt, endedAt: null, reason: pause.reason });
        break;
      }
      clock -= pause.minutes;
      pauseSeconds += pause.minutes * 60;
      pauses.push({ startedAt, endedAt: ctx.at(clock), reason: pause.reason });
      step('resume', 'in_progress', tech);
    }
  }
  if (spec.completeAfter !== undefined && tech) {
    clock -= spec.completeAfter;
    completionTime = ctx.at(clock);
    step('complete', 'completed', tech);
  }
  if (spec.cancel) {
    clock -= spec.cancel.after;
    cancelTime = ctx.at(clock);
    step(
      'cancel',
      'cancelled',
      status === 'submitted' ? ctx.reporter : ctx.dispatcher,
      spec.cancel.reason,
    );
  }
  if (spec.evaluation) {
    clock -= 60;
    events.push({
      action: 'evaluate',
      from: 'completed',
      to: 'completed',
      reason: spec.evaluation.comment,
      by: ctx.reporter,
      at: ctx.at(clock),
    });
  }

  const [code] = await allocateCodes(tx, submitTime, 1);
  const [order] = await tx
    .insert(repairOrder)
    .values({
      code: code!,
      externalSource: spec.external?.[0] ?? null,
      externalCode: spec.external?.[1] ?? null,
      storeId: ctx.store.id,
      typeId: ctx.typeId,
      status,
      evaluated: Boolean(spec.evaluation),
      pauseCount: pauses.length,
      pauseDuration: pauseSeconds,
      pausedSince,
      appointmentTime:
        spec.appointmentAfter === undefined ? null : ctx.at(spec.ago - spec.appointmentAfter),
      submitTime,
      dispatchTime,
      startTime,
      completionTime,
      cancelTime,
      address: ctx.store.address,
      remark: spec.remark,
      assigneeId: tech?.id ?? null,
      dispatcherId: dispatchTime ? ctx.dispatcher.id : null,
      cancelReason: spec.cancel?.reason ?? null,
      rating: spec.evaluation?.rating ?? null,
      evaluationComment: spec.evaluation?.comment ?? null,
      evaluatedAt: spec.evaluation ? events.at(-1)!.at : null,
      createdBy: ctx.reporter.id,
      version: events.length - 1,
      createdAt: submitTime,
      updatedAt: events.at(-1)!.at,
    })
    .returning({ id: repairOrder.id });
  const orderId = order!.id;
  if (pauses.length) {
    await tx.insert(repairPause).values(
      pauses.map((p) => ({
        orderId,
        ...p,
        pausedBy: tech!.id,
        resumedBy: p.endedAt ? tech!.id : null,
      })),
    );
  }
  const timeline = events.map((e) => ({
    orderId,
    subOrderId: null as number | null,
    action: e.action,
    fromStatus: e.from ?? null,
    toStatus: e.to ?? null,
    reason: e.reason ?? null,
    userId: e.by.id,
    username: e.by.username,
    at: e.at,
  }));
  for (const [i, sub] of (spec.subOrders ?? []).entries()) {
    const worker = ctx.techs[sub.tech]!;
    const createdAt = new Date((startTime ?? submitTime).getTime() + (i + 1) * 5 * 60_000);
    const [row] = await tx
      .insert(repairSubOrder)
      .values({
        orderId,
        trade: sub.trade,
        assigneeId: worker.id,
        status: sub.status,
        labourCost: String(sub.labour),
        materialCost: String(sub.material),
        createdBy: worker.id,
        version: sub.status === 'pending' ? 0 : sub.status === 'in_progress' ? 1 : 2,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: repairSubOrder.id });
    const entry = (action: string, from: string | null, to: string, minutes: number) => ({
      ...timeline[0]!,
      subOrderId: row!.id,
      action,
      fromStatus: from,
      toStatus: to,
      reason: action === 'suborder.create' ? sub.trade : null,
      userId: worker.id,
      username: worker.username,
      at: new Date(createdAt.getTime() + minutes * 60_000),
    });
    timeline.push(entry('suborder.create', null, 'pending', 0));
    if (sub.status !== 'pending')
      timeline.push(entry('suborder.start', 'pending', 'in_progress', 1));
    if (sub.status === 'completed') {
      timeline.push(entry('suborder.complete', 'in_progress', 'completed', 2));
    }
  }
  await tx.insert(repairTimeline).values(timeline);
}
