import { NOTICE_TYPES, PERMISSIONS, SUPPLIER_NOTICE_LINK_AREA } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { storeDay } from '../../core/time-zone';
import { areaEngines, createUser, useTestApp } from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { notice } from '../../db/schema/notice';
import { createNoticeService } from '../notice/service';
import { sendQualificationReminders } from './reminders';
import { supplier, supplierQualification } from './tables';

const DAY = 86_400_000;
const day = storeDay;

describe.each(areaEngines())('supplier qualification reminders on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus;
  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
  });
  afterAll(() => bus?.close());

  const noticesOf = (supplierId: number) =>
    t.db
      .select({ recipientId: notice.recipientId, text: notice.text, area: notice.linkArea })
      .from(notice)
      .where(
        and(
          eq(notice.type, NOTICE_TYPES.supplierQualificationExpiring),
          eq(notice.linkId, String(supplierId)),
        ),
      );

  it('reminds the supplier editors once per file, however many processes check at once', async () => {
    const notices = createNoticeService({ db: t.db, bus });
    const now = new Date();
    // Whatever the demo has due now is sent first, so only ours is due afterwards.
    await sendQualificationReminders(t.db, notices, now);
    const editors = await roleGranting(t, [PERMISSIONS.purchase.supplier.edit]);
    const editor = await createUser(t, { roles: [editors.code] });
    const viewers = await roleGranting(t, [PERMISSIONS.purchase.supplier.view]);
    const viewer = await createUser(t, { roles: [viewers.code] });
    const [made] = await t.db
      .insert(supplier)
      .values({ code: 'SUP-R1', name: '提醒测试供应商' })
      .returning();
    const [due, later] = await t.db
      .insert(supplierQualification)
      .values([
        {
          supplierId: made!.id,
          kind: 'businessLicense',
          number: 'BL-R1',
          validUntil: day(new Date(now.getTime() + 10 * DAY)),
          remindDays: 30,
        },
        {
          supplierId: made!.id,
          kind: 'taxpayer',
          number: 'TX-R1',
          validUntil: day(new Date(now.getTime() + 40 * DAY)),
          remindDays: 30,
        },
      ])
      .returning();

    const rounds = await Promise.all(
      [1, 2, 3].map(() => sendQualificationReminders(t.db, notices, now)),
    );
    expect(rounds.flat()).toEqual([due!.id]);
    const sent = await noticesOf(made!.id);
    const recipients = sent.map((n) => n.recipientId);
    expect(recipients).toContain(editor.id);
    expect(recipients).not.toContain(viewer.id);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(sent[0]).toMatchObject({ area: SUPPLIER_NOTICE_LINK_AREA });
    expect(sent[0]!.text).toContain('BL-R1');
    expect(await sendQualificationReminders(t.db, notices, now)).toEqual([]);

    // The other file comes within its lead ten days on; a renewed file is reminded again.
    const tenDaysOn = new Date(now.getTime() + 11 * DAY);
    expect(await sendQualificationReminders(t.db, notices, tenDaysOn)).toEqual([later!.id]);
    await t.db
      .update(supplierQualification)
      .set({ validUntil: day(new Date(now.getTime() + 20 * DAY)) })
      .where(eq(supplierQualification.id, due!.id));
    expect(await sendQualificationReminders(t.db, notices, now)).toEqual([due!.id]);
    // A disabled supplier's files are not reminded.
    await t.db.update(supplier).set({ enabled: false }).where(eq(supplier.id, made!.id));
    await t.db
      .update(supplierQualification)
      .set({ validUntil: day(new Date(now.getTime() + 5 * DAY)) })
      .where(eq(supplierQualification.id, due!.id));
    expect(await sendQualificationReminders(t.db, notices, now)).toEqual([]);
  });
});
