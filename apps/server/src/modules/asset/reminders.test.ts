import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { storeDay } from '../../core/time-zone';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { asset, assetCategory, assetReminder, notice, store, userStore } from '../../db/schema';
import { createNoticeService } from '../notice/service';
import { sendExpiryReminders } from './reminders';

const day = storeDay;

describe.each(areaEngines())('asset reminders on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus;
  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
  });
  afterAll(() => bus?.close());

  const noticesOf = (type: number, assetId: number) =>
    t.db
      .select({ recipientId: notice.recipientId, text: notice.text })
      .from(notice)
      .where(and(eq(notice.type, type), eq(notice.linkId, String(assetId))));

  it('reminds of an expiry once, however many processes check at the same moment', async () => {
    // The custodian may open the asset (the register's view key): the notice's link works.
    const reader = await roleGranting(t, [PERMISSIONS.asset.asset.view], 'self');
    const notices = createNoticeService({ db: t.db, bus });
    const now = new Date();
    // Whatever the demo has due now is sent first, so only our asset is due afterwards.
    await sendExpiryReminders(t.db, notices, now);
    const [cat] = await t.db
      .select()
      .from(assetCategory)
      .where(sql`${assetCategory.expiryLeadDays} is not null`)
      .limit(1);
    const custodian = await createUser(t, { roles: [reader.code] });
    const [row, other] = await t.db
      .select()
      .from(asset)
      .where(
        and(
          eq(asset.categoryId, cat!.id),
          sql`${asset.status} not in ('writtenOff', 'lost')`,
          sql`not exists (select 1 from ${assetReminder} r where r.asset_id = ${asset.id})`,
        ),
      )
      .orderBy(asset.id)
      .limit(2);
    const due = day(new Date(now.getTime() + 86_400_000 * Math.min(3, cat!.expiryLeadDays!)));
    await t.db
      .update(asset)
      .set({ expiryDate: due, custodianId: custodian.id })
      .where(eq(asset.id, row!.id));
    // A custodian without the register's key could not open it: the asset admins are told.
    const keyless = await createUser(t);
    await t.db
      .update(asset)
      .set({ expiryDate: due, custodianId: keyless.id })
      .where(eq(asset.id, other!.id));

    const rounds = await Promise.all([1, 2, 3].map(() => sendExpiryReminders(t.db, notices, now)));
    expect(rounds.flat().sort((a, b) => a - b)).toEqual([row!.id, other!.id]);
    const sent = await noticesOf(NOTICE_TYPES.assetExpiry, row!.id);
    expect(sent.map((n) => n.recipientId)).toContain(custodian.id);
    // The other goes to the same asset admins, not to its keyless custodian.
    const toOther = (await noticesOf(NOTICE_TYPES.assetExpiry, other!.id)).map(
      (n) => n.recipientId,
    );
    const admins = sent.map((n) => n.recipientId).filter((id) => id !== custodian.id);
    expect(admins.length).toBeGreaterThan(0);
    expect(toOther.sort()).toEqual(admins.sort());
    expect(new Set(sent.map((n) => n.recipientId)).size).toBe(sent.length);
    expect(sent[0]!.text).toContain(row!.code);
    expect(await sendExpiryReminders(t.db, notices, now)).toEqual([]);
    expect(await t.db.$count(assetReminder, eq(assetReminder.assetId, row!.id))).toBe(1);

    // A new expiry date is a new event: reminded again.
    const later = day(new Date(now.getTime() + 86_400_000));
    await t.db.update(asset).set({ expiryDate: later }).where(eq(asset.id, row!.id));
    expect(await sendExpiryReminders(t.db, notices, now)).toEqual([row!.id]);
  });

  it('tells the custodian and the store’s keepers when an asset is registered for them', async () => {
    const admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    // The custodian may not open the register: told without a link that would answer 403.
    const custodian = await createUser(t);
    const reader = await roleGranting(t, [PERMISSIONS.asset.asset.view], 'all');
    const keeper = await createUser(t, { roles: [reader.code] });
    const [shop] = await t.db.select().from(store).orderBy(store.id).limit(1);
    await t.db.insert(userStore).values({ userId: keeper.id, storeId: shop!.id });
    const [cat] = await t.db
      .select()
      .from(assetCategory)
      .where(sql`${assetCategory.formDesignId} is null and ${assetCategory.tracking} = 'serial'`)
      .limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/as/asset',
      headers: bearer(admin),
      payload: {
        name: 'Label printer',
        categoryId: cat!.id,
        custodianId: custodian.id,
        storeId: shop!.id,
      },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.assetId;
    const code: string = res.json().data.code;
    const sent = await t.db
      .select({ recipientId: notice.recipientId, text: notice.text, link: notice.linkId })
      .from(notice)
      .where(
        and(eq(notice.type, NOTICE_TYPES.assetAdded), sql`${notice.text} like ${`%${code}%`}`),
      );
    const keepers = await t.db
      .select({ id: userStore.userId })
      .from(userStore)
      .where(eq(userStore.storeId, shop!.id));
    const expected = [...new Set([custodian.id, ...keepers.map((k) => k.id)])];
    expect(keepers.map((k) => k.id)).toContain(keeper.id);
    expect(sent.map((n) => n.recipientId).sort()).toEqual(expected.sort());
    expect(sent.find((n) => n.recipientId === custodian.id)!.text).toContain('保管');
    expect(sent.find((n) => n.recipientId === keeper.id)!.text).toContain(shop!.name);
    expect(sent.find((n) => n.recipientId === custodian.id)!.link).toBeNull();
    expect(sent.find((n) => n.recipientId === keeper.id)!.link).toBe(String(id));
  });
});
