import type { Db } from '../db/client';
import { notice } from '../db/schema';
import { seededRandom, type Random } from '../core/seeded-random';

/**
 * Demo messages (only with demo data on) of the types no demo record sends yet (warehouse-in,
 * low stock) and one announcement, some read, some not, spread over the
 * last five weeks, with Chinese texts fitting each type. The others come from demo records
 * through their real producers, so each opens its record: the lifecycle documents' (2–11,
 * 15–21, 23, 24, and 4 when a transfer gives assets) from demo-asset-docs.ts, the expiry
 * reminders (1) from the asset area's check over the demo assets (seed.ts).
 */

/** The types real producers send in the demo, left out here. */
const FROM_PRODUCERS = new Set([
  1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 15, 16, 17, 19, 20, 21, 22, 23, 24,
]);

/** Kinds of stocked items, for the low-stock warnings (no warehouse records exist yet). */
const ITEMS = ['笔记本电脑', '投影仪', '叉车', '门店收银机', '监控摄像头', '办公打印机'] as const;
const PEOPLE = ['张伟', '王芳', '李娜', '刘洋', '陈静', '赵磊'] as const;
const WAREHOUSES = ['华东仓', '华南仓'] as const;
const CATEGORIES = ['办公设备', '门店设备', '安防设备'] as const;
const APPLICATIONS: Record<number, string> = {
  18: '入库',
};

interface DemoNotice {
  text: string;
  content?: string;
  link?: { area: string; id: string };
  approver?: boolean;
}

function noticeOf(type: number, r: Random): DemoNotice {
  const name = r.pick(ITEMS);
  const person = r.pick(PEOPLE);
  const warehouse = r.pick(WAREHOUSES);
  const no = String(r.int(1, 999)).padStart(4, '0');
  switch (type) {
    case 8:
      return {
        text: `${person}提交了入库单 RK-2026-${no}（${r.int(2, 40)} 件），请审批`,
        link: { area: 'ware-order', id: String(r.int(1, 200)) },
        approver: true,
      };
    case 13: {
      const left = r.int(0, 4);
      return { text: `${warehouse}资产「${name}」库存仅剩 ${left} 件，低于预警值 5 件` };
    }
    case 14: {
      const left = r.int(1, 9);
      return {
        text: `${warehouse}「${r.pick(CATEGORIES)}」类别库存仅剩 ${left} 件，低于预警值 10 件`,
      };
    }
    default: {
      const kind = APPLICATIONS[type]!;
      // What the application was for: a warehouse-in's number.
      const what = `RK-2026-${no}`;
      const passed = r.chance(0.7);
      return passed
        ? { text: `您的${kind}申请（${what}）已审批通过`, approver: true }
        : {
            text: `您的${kind}申请（${what}）未通过审批`,
            content: '驳回原因：信息不完整，请补充说明后重新提交。',
            approver: true,
          };
    }
  }
}

const DAY_MS = 86_400_000;

/** Inserts the demo notices of the demo users, inside the seed's transaction. */
export async function seedDemoNotices(
  tx: Db,
  users: { adminId: number; staffId: number },
  now = new Date(),
): Promise<void> {
  const rows: Array<typeof notice.$inferInsert> = [];
  for (const [recipientId, approverId, seed] of [
    [users.adminId, users.staffId, 1],
    [users.staffId, users.adminId, 2],
  ] as const) {
    const r = seededRandom(seed);
    for (let type = 1; type <= 24; type++) {
      if (FROM_PRODUCERS.has(type)) continue;
      for (let i = r.int(1, 3); i > 0; i--) {
        const n = noticeOf(type, r);
        const ageMs = r.int(10, 35 * 24 * 60) * 60_000;
        rows.push({
          recipientId,
          type,
          text: n.text,
          content: n.content ?? null,
          linkArea: n.link?.area ?? null,
          linkId: n.link?.id ?? null,
          approveUserId: n.approver ? approverId : null,
          noticeTime: new Date(now.getTime() - ageMs),
          // Recent ones are mostly unread, older ones mostly read.
          readStatus: r.chance(ageMs < 3 * DAY_MS ? 0.2 : 0.75) ? 2 : 1,
        });
      }
    }
    rows.push({
      recipientId,
      type: 25,
      text: '欢迎使用 Depot 资产管理系统',
      content: '消息中心汇集资产、仓储与审批提醒。右上角铃铛显示未读数量，可在此标记已读。',
      noticeTime: new Date(now.getTime() - 35 * DAY_MS),
      readStatus: 2,
    });
  }
  await tx.insert(notice).values(rows);
}
