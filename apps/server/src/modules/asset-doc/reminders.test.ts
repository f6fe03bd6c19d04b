import { NOTICE_TYPES } from '@depot/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { storeDay } from '../../core/time-zone';
import { ADMIN_PASSWORD, bearer, areaEngines, signIn, useTestApp } from '../../../test/helpers';
import { assetDoc, notice, userStore } from '../../db/schema';
import { createNoticeService } from '../notice/service';
import { ASSET_DOC_LINK_AREA, sendDocReminders } from './reminders';
import {
  ASSET_KEYS,
  DOC_KEYS,
  act,
  applied,
  freeAssets,
  issue,
  oneStepTemplates,
  personWith,
  signWith,
  type Person,
} from './test-fixtures';

const DAY = 86_400_000;
const day = storeDay;

/**
 * The documents' reminders (notices 2, 3, 23, 24): each event sent once, however many
 * processes check at the same moment, to the right people, opening the document.
 */
describe.each(areaEngines())('asset document reminders on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus;
  const who = {} as Record<'admin' | 'approver' | 'borrower' | 'keeper', Person>;
  const now = new Date();

  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    who.admin = {
      id: admin.user_id,
      username: 'admin',
      password: ADMIN_PASSWORD,
      headers: bearer(admin.access_token),
    };
    who.approver = await personWith(t, []);
    who.borrower = await personWith(t, DOC_KEYS, 'self');
    who.keeper = await personWith(t, [...ASSET_KEYS, ...DOC_KEYS], 'stores');
    await oneStepTemplates(t, who.admin, who.approver.id);
  });
  afterAll(() => bus?.close());

  const notices = () => createNoticeService({ db: t.db, bus });
  const check = (at: Date) => sendDocReminders(t.db, notices(), { leadDays: 3, now: at });
  const sentFor = (type: number, docId: number) =>
    t.db
      .select({ recipientId: notice.recipientId, text: notice.text })
      .from(notice)
      .where(
        and(
          eq(notice.type, type),
          eq(notice.linkArea, ASSET_DOC_LINK_AREA),
          eq(notice.linkId, String(docId)),
        ),
      );

  /** A lending of an idle asset at the keeper's store, approved, and signed when `signed`. */
  async function lending(dueInDays: number, signed: boolean) {
    const [a] = await freeAssets(t, 1);
    await t.db
      .insert(userStore)
      .values({ userId: who.keeper.id, storeId: a!.storeId! })
      .onConflictDoNothing();
    const doc = await applied(t, who.admin, {
      docType: 'lending',
      assetIds: [a!.id],
      reason: 'event',
      borrowerId: who.borrower.id,
      dueDate: day(new Date(now.getTime() + Math.max(dueInDays, 0) * DAY)),
    });
    expect((await act(t, who.approver, doc, 'approve')).statusCode).toBe(200);
    if (signed) {
      const token = await issue(t, who.admin, doc.docId);
      expect((await signWith(t, token, who.borrower)).statusCode).toBe(200);
    }
    if (dueInDays < 0) {
      await t.db
        .update(assetDoc)
        .set({ dueDate: day(new Date(now.getTime() + dueInDays * DAY)) })
        .where(eq(assetDoc.id, doc.docId));
    }
    return doc;
  }

  it('reminds the receiver of assets awaiting pick-up once a day, whoever checks', async () => {
    await check(now);
    const doc = await lending(10, false);
    const rounds = await Promise.all([1, 2, 3].map(() => check(now)));
    expect(rounds.flatMap((r) => r.pickup)).toEqual([doc.docId]);
    const sent = await sentFor(NOTICE_TYPES.assetPickUp, doc.docId);
    expect(sent.map((n) => n.recipientId)).toEqual([who.borrower.id]);
    expect(sent[0]!.text).toContain(doc.code);
    expect((await check(now)).pickup).not.toContain(doc.docId);
    // The next day, again; once signed, never.
    expect((await check(new Date(now.getTime() + DAY))).pickup).toContain(doc.docId);
    const token = await issue(t, who.admin, doc.docId);
    expect((await signWith(t, token, who.borrower)).statusCode).toBe(200);
    expect((await check(new Date(now.getTime() + 2 * DAY))).pickup).not.toContain(doc.docId);
  });

  it('reminds the borrower once when the due date nears, not before', async () => {
    const far = await lending(10, true);
    const near = await lending(2, true);
    const first = await check(now);
    expect(first.dueSoon).toContain(near.docId);
    expect(first.dueSoon).not.toContain(far.docId);
    expect((await check(now)).dueSoon).not.toContain(near.docId);
    const sent = await sentFor(NOTICE_TYPES.assetReturn, near.docId);
    expect(sent.map((n) => n.recipientId)).toEqual([who.borrower.id]);
    expect(sent[0]!.text).toContain('2');
  });

  it('tells the borrower, the store’s keeper and the asset admins once when a lending is overdue', async () => {
    const late = await lending(-4, true);
    const rounds = await Promise.all([1, 2].map(() => check(now)));
    expect(rounds.flatMap((r) => r.overdue)).toEqual([late.docId]);
    const toBorrower = await sentFor(NOTICE_TYPES.assetBorrowOvertake, late.docId);
    expect(toBorrower.map((n) => n.recipientId)).toEqual([who.borrower.id]);
    expect(toBorrower[0]!.text).toContain('4');
    const toKeepers = (await sentFor(NOTICE_TYPES.assetReturnOvertake, late.docId)).map(
      (n) => n.recipientId,
    );
    expect(toKeepers).toContain(who.keeper.id);
    expect(toKeepers).toContain(who.admin.id);
    expect(toKeepers).not.toContain(who.borrower.id);
    expect((await check(now)).overdue).toEqual([]);

    // Returned (a later document signed), it is no longer out: no reminder for a new due date.
    const back = await applied(t, who.borrower, {
      docType: 'return',
      assetIds: late.items.map((i) => i.assetId),
      reason: 'late, sorry',
      storeId: (await freeAssets(t, 1))[0]!.storeId!,
    });
    expect((await act(t, who.approver, back, 'approve')).statusCode).toBe(200);
    const token = await issue(t, who.admin, back.docId);
    expect((await signWith(t, token, who.borrower)).statusCode).toBe(200);
    await t.db
      .update(assetDoc)
      .set({ dueDate: day(new Date(now.getTime() - DAY)) })
      .where(eq(assetDoc.id, late.docId));
    expect((await check(now)).overdue).toEqual([]);
    // Nobody else heard of it: the approver holds no asset key and keeps no store.
    const others = await t.db
      .select({ id: notice.recipientId })
      .from(notice)
      .where(
        and(
          inArray(notice.type, [
            NOTICE_TYPES.assetBorrowOvertake,
            NOTICE_TYPES.assetReturnOvertake,
          ]),
          eq(notice.recipientId, who.approver.id),
        ),
      );
    expect(others).toEqual([]);
  });
});
