import { EAM_PERMISSIONS, type DataScopeKind, type RepairStatus } from '@depot/shared';
import { seededRandom } from '../core/seeded-random';

/** What the repair-order demo consists of (seed/demo-eam.ts puts it in). */

const K = EAM_PERMISSIONS;
/** The 维修管理 directory and its page (drizzle/0005). */
export const EAM_MENUS = [6000, 6010];

export const DEMO_EAM_ROLES = [
  {
    code: 'dispatcher',
    name: '维修调度员',
    description: '受理报修、派单、跟进时效',
    /** Every order of the dispatcher's enterprise. */
    dataScope: 'enterprise',
    keys: [K.view, K.add, K.edit, K.dispatch, K.cancel, K.export, K.import, K.subOrder, K.sla],
  },
  {
    code: 'technician',
    name: '维修技师',
    description: '接单维修、暂停与恢复、登记子工单',
    /** Only the orders assigned to them (or that they reported). */
    dataScope: 'self',
    keys: [K.view, K.work, K.subOrder],
  },
  {
    code: 'store_manager',
    name: '门店店长',
    description: '为本店报修、取消与评价工单',
    /** Only the orders of the stores assigned to them. */
    dataScope: 'stores',
    keys: [K.view, K.add, K.edit, K.cancel, K.evaluate, K.export],
  },
] as const satisfies readonly {
  code: string;
  name: string;
  description: string;
  dataScope: DataScopeKind;
  keys: readonly string[];
}[];

export type DemoRole = (typeof DEMO_EAM_ROLES)[number]['code'];

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

export type TypeCode = (typeof DEMO_REPAIR_TYPES)[number]['code'];

export interface SubSpec {
  trade: string;
  tech: 0 | 1;
  status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
  labour: number;
  material: number;
}

/** One order's story, in minutes: submitted `ago` minutes before now, each step after the last. */
export interface OrderSpec {
  /** Who reported it, cancels it while submitted and evaluates it: the store manager unless `staff`. */
  reporter?: 'staff';
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
export const OPEN_ORDERS: OrderSpec[] = [
  {
    store: 0,
    type: 'HVAC',
    status: 'submitted',
    ago: 10,
    remark: '营业厅空调不制冷，室内温度偏高',
    appointmentAfter: 240,
  },
  {
    reporter: 'staff',
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
    reporter: 'staff',
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

/** Finished orders over the last four weeks: most completed (a few late), some cancelled. */
export function closedOrders(): OrderSpec[] {
  const r = seededRandom(7);
  const types = DEMO_REPAIR_TYPES.map((t) => t.code);
  return Array.from({ length: 29 }, (_, i): OrderSpec => {
    const type = types[i % types.length]!;
    const base = {
      // Every fifth reported by the demo staff, so their list and home have orders too.
      ...(i % 5 === 1 ? { reporter: 'staff' as const } : {}),
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
