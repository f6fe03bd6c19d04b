import { EAM_PERMISSIONS, type RepairStatus } from '@depot/shared';
import { inArray, or } from 'drizzle-orm';
import { allocateCodes } from '../../modules/eam/codes';
import type { Db } from '../client';
import { STAFF_MENU_IDS } from './seed-data';
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
  userRole,
} from '../schema';

/**
 * Demo repair orders (only with demo data on, issue #7): the roles that work them, a user for
 * each, repair types with service-level targets, and about forty orders in every status over
 * the last four weeks — with pauses, sub-orders and costs, evaluations, a few past their
 * targets. Open orders are either already past a target or hours away from one, so a fresh
 * demo's notices do not change while someone is looking.
 */

const K = EAM_PERMISSIONS;
/** The 维修管理 directory and its page (drizzle/0005). */
const EAM_MENUS = [6000, 6010];

export const DEMO_EAM_ROLES = [
  {
    code: 'dispatcher',
    name: '维修调度员',
    description: '受理报修、派单、跟进时效',
    keys: [K.view, K.add, K.edit, K.dispatch, K.cancel, K.export, K.import, K.subOrder, K.sla],
  },
  {
    code: 'technician',
    name: '维修技师',
    description: '接单维修、暂停与恢复、登记子工单',
    keys: [K.view, K.work, K.subOrder],
  },
  {
    code: 'store_manager',
    name: '门店店长',
    description: '为本店报修、取消与评价工单',
    keys: [K.view, K.add, K.edit, K.cancel, K.evaluate, K.export],
  },
] as const;

type DemoRole = (typeof DEMO_EAM_ROLES)[number]['code'];

/** Demo users (password: the demo password), one role each. */
export const DEMO_EAM_USERS = [
  { username: 'dispatcher', nickname: '李调度', role: 'dispatcher' },
  { username: 'tech_wang', nickname: '王师傅', role: 'technician' },
  { username: 'tech_zhao', nickname: '赵师傅', role: 'technician' },
  { username: 'manager', nickname: '陈店长', role: 'store_manager' },
] as const satisfies readonly { username: string; nickname: string; role: DemoRole }[];

export const DEMO_REPAIR_TYPES = [
  { code: 'PLUMBING', name: '水电维修', responseMinutes: 60, resolutionMinutes: 480 },
  { code: 'ELECTRICAL', name: '电气维修', responseMinutes: 30, resolutionMinutes: 240 },
  { code: 'HVAC', name: '空调暖通', responseMinutes: 120, resolutionMinutes: 1440 },
  { code: 'CARPENTRY', name: '木作门窗', responseMinutes: 240, resolutionMinutes: 2880 },
  { code: 'EQUIPMENT', name: '门店设备', responseMinutes: 60, resolutionMinutes: 720 },
] as const;

type TypeCode = (typeof DEMO_REPAIR_TYPES)[number]['code'];

interface SubSpec {
  trade: string;
  tech: 0 | 1;
  status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
  labour: number;
  material: number;
}

/** One order's story, in minutes: submitted `ago` minutes before now, each step after the last. */
interface OrderSpec {
  store: number;
  type: TypeCode;
  status: RepairStatus;
  ago: number;
  remark: string;
  dispatchAfter?: number;
  tech?: 0 | 1;
  startAfter?: number;
  /** Minutes after the start (or the last resume); `minutes: null` is still paused. */
  pauses?: { after: number; minutes: number | null; reason: string }[];
  completeAfter?: number;
  cancel?: { after: number; reason: string };
  evaluation?: { rating: number; comment: string };
  appointmentAfter?: number;
  external?: [source: string, code: string];
  subOrders?: SubSpec[];
}

/** Open orders, each clearly past a target or hours away from one. */
const OPEN: OrderSpec[] = [
  {
    store: 0,
    type: 'HVAC',
    status: 'submitted',
    ago: 10,
    remark: '营业厅空调不制冷，室内温度偏高',
    appointmentAfter: 240,
  },
  {
    store: 1,
    type: 'ELECTRICAL',
    status: 'submitted',
    ago: 180,
    remark: '收银台插座跳闸，两台收银机无法开机',
  },
  {
    store: 2,
    type: 'CARPENTRY',
    status: 'submitted',
    ago: 5,
    remark: '仓库木门合页松动，门关不严',
    appointmentAfter: 1440,
    external: ['美团', 'MT20260001'],
  },
  {
    store: 0,
    type: 'PLUMBING',
    status: 'dispatched',
    ago: 90,
    remark: '卫生间洗手池下水堵塞',
    dispatchAfter: 20,
    tech: 0,
  },
  {
    store: 2,
    type: 'EQUIPMENT',
    status: 'dispatched',
    ago: 40,
    remark: '冷藏展示柜温度报警',
    dispatchAfter: 15,
    tech: 1,
  },
  // Dispatched after its response target.
  {
    store: 1,
    type: 'HVAC',
    status: 'dispatched',
    ago: 300,
    remark: '新风机组运行异响',
    dispatchAfter: 200,
    tech: 1,
  },
  // Past its resolution target.
  {
    store: 0,
    type: 'EQUIPMENT',
    status: 'in_progress',
    ago: 1200,
    remark: '咖啡机蒸汽棒不出汽，已影响出品',
    dispatchAfter: 30,
    tech: 0,
    startAfter: 60,
    pauses: [{ after: 120, minutes: 90, reason: '等待配件到货' }],
    subOrders: [
      { trade: '设备检修', tech: 0, status: 'in_progress', labour: 150, material: 0 },
      { trade: '配件更换', tech: 1, status: 'pending', labour: 0, material: 480 },
    ],
    external: ['饿了么', 'ELM-88231'],
  },
  {
    store: 1,
    type: 'HVAC',
    status: 'in_progress',
    ago: 180,
    remark: '二楼包间空调漏水',
    dispatchAfter: 30,
    tech: 1,
    startAfter: 60,
    subOrders: [{ trade: '空调清洗', tech: 1, status: 'in_progress', labour: 200, material: 60 }],
  },
  {
    store: 2,
    type: 'PLUMBING',
    status: 'in_progress',
    ago: 100,
    remark: '后厨热水器不出热水',
    dispatchAfter: 10,
    tech: 0,
    startAfter: 20,
  },
  {
    store: 2,
    type: 'CARPENTRY',
    status: 'paused',
    ago: 300,
    remark: '展示柜柜门脱落',
    dispatchAfter: 60,
    tech: 1,
    startAfter: 30,
    pauses: [{ after: 60, minutes: null, reason: '等待定制柜门到货' }],
  },
  {
    store: 0,
    type: 'PLUMBING',
    status: 'paused',
    ago: 1800,
    remark: '门店入口地面渗水，需开槽检修',
    dispatchAfter: 20,
    tech: 0,
    startAfter: 40,
    pauses: [{ after: 120, minutes: null, reason: '需门店停业后施工，待夜间进场' }],
  },
];

const REMARKS: Record<TypeCode, string[]> = {
  PLUMBING: ['后厨水槽漏水', '卫生间马桶堵塞', '拖把池下水返味', '员工区水龙头关不紧'],
  ELECTRICAL: ['灯箱招牌不亮', '配电箱漏电保护频繁跳闸', '仓库照明灯闪烁', '门头射灯损坏'],
  HVAC: ['空调外机噪音大', '中央空调出风口滴水', '排风扇不转', '空调遥控失灵'],
  CARPENTRY: ['收银台台面开裂', '货架层板变形', '试衣间门锁损坏', '吊顶板松动下垂'],
  EQUIPMENT: ['制冰机不出冰', '烤箱温度不准', '监控摄像头画面黑屏', '自动门感应失灵'],
};
const COMMENTS = [
  '师傅很专业，处理及时',
  '修好了，效果不错',
  '响应有点慢',
  '沟通顺畅，现场清理干净',
  '问题解决了',
];
const CANCEL_REASONS = ['门店已自行处理', '重复报修', '报修信息有误，重新提交'];
const TRADES: Record<TypeCode, string> = {
  PLUMBING: '管道疏通',
  ELECTRICAL: '电路检修',
  HVAC: '空调维修',
  CARPENTRY: '木作修复',
  EQUIPMENT: '设备检修',
};

/** Fixed-seed pseudo-random numbers: the demo looks the same on every fresh start. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Finished orders over the last four weeks: most completed (a few late), some cancelled. */
function closedOrders(): OrderSpec[] {
  const r = random(7);
  const types = DEMO_REPAIR_TYPES.map((t) => t.code);
  return Array.from({ length: 29 }, (_, i): OrderSpec => {
    const type = types[i % types.length]!;
    const base = {
      store: i % 3,
      type,
      ago: (2 + Math.floor((i * 27) / 29)) * 1440 + r.int(0, 600),
      remark: r.pick(REMARKS[type]),
    };
    if (i % 6 === 5) {
      const dispatched = r.chance(0.5);
      return {
        ...base,
        status: 'cancelled',
        ...(dispatched ? { dispatchAfter: r.int(10, 60), tech: r.chance(0.5) ? 0 : 1 } : {}),
        cancel: { after: r.int(20, 120), reason: r.pick(CANCEL_REASONS) },
      };
    }
    const tech = r.chance(0.5) ? 0 : 1;
    const subOrders: SubSpec[] = r.chance(0.4)
      ? [
          {
            trade: TRADES[type],
            tech,
            status: 'completed',
            labour: r.int(8, 40) * 10,
            material: r.int(0, 60) * 10,
          },
          ...(r.chance(0.4)
            ? [
                {
                  trade: '材料采购',
                  tech: (1 - tech) as 0 | 1,
                  status: 'completed' as const,
                  labour: 0,
                  material: r.int(5, 80) * 10,
                },
              ]
            : []),
        ]
      : [];
    return {
      ...base,
      status: 'completed',
      dispatchAfter: r.int(5, 150),
      tech,
      startAfter: r.int(15, 120),
      pauses: r.chance(0.3)
        ? [
            {
              after: r.int(20, 120),
              minutes: r.int(20, 240),
              reason: r.pick(['等待配件到货', '门店营业高峰，暂停施工', '等待物业审批']),
            },
          ]
        : [],
      completeAfter: r.int(40, 600),
      subOrders,
      ...(r.chance(0.7)
        ? { evaluation: { rating: r.pick([5, 5, 4, 4, 3, 2]), comment: r.pick(COMMENTS) } }
        : {}),
    };
  });
}

export interface DemoEamContext {
  /** Scrypt hash of the demo password, one per demo user. */
  hashes: string[];
  deptId: number | null;
  stores: { id: number; address: string | null }[];
  now?: Date;
}

/** Roles, users, types and orders of the demo (call inside the seed transaction). */
export async function seedDemoEam(tx: Db, ctx: DemoEamContext): Promise<void> {
  const now = ctx.now ?? new Date();
  const roles = await tx
    .insert(role)
    .values(DEMO_EAM_ROLES.map(({ code, name, description }) => ({ code, name, description })))
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

  const types = await tx
    .insert(repairType)
    .values([...DEMO_REPAIR_TYPES])
    .returning({ id: repairType.id, code: repairType.code });
  const typeId = (code: TypeCode) => types.find((t) => t.code === code)!.id;

  const specs = [...OPEN, ...closedOrders()].sort((a, b) => b.ago - a.ago);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  for (const spec of specs) {
    await insertOrder(tx, spec, {
      at,
      typeId: typeId(spec.type),
      store: ctx.stores[spec.store % ctx.stores.length]!,
      dispatcher,
      techs,
      manager,
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
    manager: Person;
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
  }[] = [{ action: 'create', to: 'submitted', by: ctx.manager, at: submitTime }];
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
      status === 'submitted' ? ctx.manager : ctx.dispatcher,
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
      by: ctx.manager,
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
      createdBy: ctx.manager.id,
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
