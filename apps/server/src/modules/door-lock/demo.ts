import { NOTICE_TYPES, PERMISSION_KEYS } from '@depot/shared';
import { scopeOf, signedIn } from '../../core/demo-actor';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { createApprovalEngine } from '../approval/engine';
import { demoStep, demoTemplate } from '../approval/demo-template';
import type { NoticeService } from '../notice/service';
import { doorPasswordHandler } from './handler';
import { createKeyService } from './keys';
import { keypadOnSite } from './lock-adapter';
import { createDoorLockService } from './lock-resource';
import { createPasswordService } from './passwords';
import { doorOpen } from './tables';
import { usersNamed } from '../../core/people';
import { storeDay } from '../../core/time-zone';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo stores' doors: the front door of each, the back door of the first (low battery). */
const DOORS = [
  { door: '正门', model: 'Yale YDM-7116', battery: 86 },
  { door: '后门（仓库）', model: 'Yale YDM-7116', battery: 12 },
] as const;

/**
 * Demo door locks (only with demo data on; called by seed/seed.ts), through the area's own
 * services and the approval engine: a lock on each demo store's front door and one on the first
 * store's back door (its battery low), kept by the administrator; electronic keys for the demo
 * staff (valid, on a weekly schedule, revoked, expired); door password requests by the staff in
 * every state (pending, approved and waiting to be set, active and revealed once, rejected),
 * decided by the lock's keeper, which sends notices 12 and 22 from their real producer; and a
 * few days of the first lock's open log (until the vendors' import produces it).
 */
export async function seedDemoDoorLocks(
  tx: Db,
  ctx: {
    doorLockKey: string;
    notices: Pick<NoticeService, 'notify' | 'markAllRead'>;
    now?: Date;
  },
): Promise<void> {
  const now = ctx.now ?? new Date();
  const [adminRow, staffRow] = await usersNamed(tx, ['admin', 'staff']);
  if (!adminRow || !staffRow) return;
  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  // The staff act as a signed-in caller of their store would (every store here: demo data).
  const staff = signedIn(staffRow, PERMISSION_KEYS, scopeOf(staffRow.id, { all: true }));

  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  engine.register(doorPasswordHandler(keypadOnSite, ctx.doorLockKey));
  const locks = createDoorLockService(tx);
  const keys = createKeyService(tx, locks);
  const passwords = createPasswordService({
    db: tx,
    engine,
    locks,
    adapter: keypadOnSite,
    doorLockKey: ctx.doorLockKey,
  });

  const stores = await tx.select({ id: store.id }).from(store).orderBy(store.id);
  const made: number[] = [];
  for (const [i, { id: storeId }] of stores.entries()) {
    for (const spec of i === 0 ? DOORS : DOORS.slice(0, 1)) {
      const lock = await locks.create(admin, {
        storeId,
        door: spec.door,
        model: spec.model,
        serialNo: `DL-${26001 + made.length}`,
        installedOn: storeDay(new Date(now.getTime() - (300 + 40 * made.length) * DAY)),
        battery: i === 0 ? spec.battery : 70 - 9 * i,
        status: 'working',
        keeperId: adminRow.id,
        remark: null,
      });
      made.push(lock.lockId);
    }
  }
  const [front, back] = made;
  if (front === undefined || back === undefined) return;

  // Keys: valid, weekdays only, revoked, expired.
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  await keys.issue(admin, {
    lockId: front,
    userId: staffRow.id,
    startsAt: at(-10 * DAY),
    endsAt: at(80 * DAY),
    schedule: null,
  });
  await keys.issue(admin, {
    lockId: back,
    userId: staffRow.id,
    startsAt: at(-3 * DAY),
    endsAt: at(60 * DAY),
    schedule: { days: [1, 2, 3, 4, 5], from: '08:30', to: '18:00' },
  });
  const lent = await keys.issue(admin, {
    lockId: back,
    userId: staffRow.id,
    startsAt: at(-20 * DAY),
    endsAt: at(10 * DAY),
    schedule: null,
  });
  await keys.revoke(admin, lent.keyId, '临时钥匙收回，已改用工作日钥匙');
  await keys.issue(admin, {
    lockId: front,
    userId: staffRow.id,
    startsAt: at(-40 * DAY),
    endsAt: at(-30 * DAY),
    schedule: null,
  });

  // Password requests, decided by the keeper (the template's keeper step): notices 12 and 22.
  await demoTemplate(tx, admin, 'doorPassword', '门锁密码审批', [
    demoStep('门锁保管人审批', { kind: 'warehouseKeeper' }),
  ]);
  const ask = (lockId: number, fromMs: number, hours: number, reason: string) =>
    passwords.apply(staff, {
      lockId,
      startsAt: at(fromMs),
      endsAt: at(fromMs + hours * HOUR),
      reason,
    });
  const decide = async (passwordId: number, action: 'approve' | 'reject', comment: string) => {
    const request = await engine.requestOf(tx, 'doorPassword', passwordId);
    if (request)
      await engine.act(action, request.requestId, admin, { version: request.version, comment });
  };
  await ask(front, 2 * DAY, 4, '周末到店盘点，需提前开门');
  const waiting = await ask(back, 1 * DAY, 6, '仓库夜间到货，配合司机卸货');
  await decide(waiting.passwordId, 'approve', '同意，请注意锁好仓库门');
  const active = await ask(front, -HOUR, 10, '早班店员忘带钥匙');
  await decide(active.passwordId, 'approve', '同意');
  await passwords.confirm(admin, active.passwordId);
  await passwords.reveal(staff, active.passwordId, '10.20.1.15');
  const refused = await ask(back, 3 * DAY, 48, '借用仓库存放私人物品');
  await decide(refused.passwordId, 'reject', '仓库不可存放私人物品');
  // The keeper and the staff have opened their message drawers since.
  await ctx.notices.markAllRead(adminRow.id, { type: NOTICE_TYPES.doorLockPasswordApproval });
  await ctx.notices.markAllRead(staffRow.id, { type: NOTICE_TYPES.doorLockPasswordApplication });

  // The first lock's open log of the last days (the vendor import will produce these).
  const opens: Array<typeof doorOpen.$inferInsert> = [];
  for (let d = 6; d >= 0; d--) {
    const morning = new Date(now.getTime() - d * DAY);
    morning.setUTCHours(0, 45 + (d % 3) * 5, 0, 0);
    opens.push({ lockId: front, at: morning, method: 'ekey', userId: staffRow.id });
    opens.push({
      lockId: front,
      at: new Date(morning.getTime() + 13 * HOUR),
      method: d % 2 ? 'card' : 'mechanical',
      userId: d % 2 ? adminRow.id : null,
    });
  }
  opens.push({
    lockId: front,
    at: new Date(now.getTime() - 30 * 60_000),
    method: 'password',
    userId: staffRow.id,
    passwordId: active.passwordId,
  });
  await tx.insert(doorOpen).values(opens.filter((o) => (o.at as Date).getTime() <= now.getTime()));
}
