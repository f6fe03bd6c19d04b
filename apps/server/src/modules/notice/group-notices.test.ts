import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus, type Bus } from '../../core/bus';
import { appUser, notice, noticeGroup } from '../../db/schema';
import { engines, useTestApp } from '../../../test/helpers';
import { NOTICE_GROUP_FROM } from './groups';
import { createNoticeService, type NoticeService } from './service';
import { countsOf, insertNotices, signedInUser, type SignedInUser } from './test-fixtures';

const ANNOUNCEMENT = 25;

/**
 * A notice to many is kept once (groups.ts, docs/approvals.md "A notice to many"); every
 * recipient's message centre shows, counts, marks and deletes it as a notice of their own.
 */
describe.each(engines())('a notice to many on %s', (engine) => {
  const t = useTestApp(engine);
  let bus: Bus;
  let notices: NoticeService;
  beforeAll(async () => {
    bus = await createBus(t.database, t.app.log);
    notices = createNoticeService({ db: t.db, bus });
  });
  afterAll(() => bus?.close());

  function call(
    user: SignedInUser,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: unknown,
  ) {
    return t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  const page = async (user: SignedInUser, query = '') => {
    const res = await call(user, 'GET', `/admin/notice/page?size=10${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{
      data: {
        records: Array<{ id: number; readStatus: number; noticeInfoStr: string }>;
        total: number;
      };
    }>().data;
  };

  /** Three signed-in readers among NOTICE_GROUP_FROM recipients of one notice to many. */
  async function announced(text: string) {
    const readers = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const others = await t.db
      .insert(appUser)
      .values(
        Array.from({ length: NOTICE_GROUP_FROM - readers.length }, (_, i) => ({
          username: `group_${engine}_${Date.now()}_${i}_${Math.random().toString(36).slice(2, 6)}`,
          nickname: 'g',
          passwordHash: 'x',
        })),
      )
      .returning({ id: appUser.id });
    await t.db.transaction((tx) =>
      notices.notify(tx, {
        recipients: [...readers.map((r) => r.id), ...others.map((o) => o.id)],
        type: ANNOUNCEMENT,
        text,
        content: `${text}: content`,
        grouped: true,
      }),
    );
    const [group] = await t.db
      .select({ id: noticeGroup.id, recipients: noticeGroup.recipients })
      .from(noticeGroup)
      .where(eq(noticeGroup.text, text));
    return { readers, groupId: group!.id, recipients: group!.recipients };
  }

  it('keeps one row for all, shown and counted for each recipient', async () => {
    const { readers, groupId, recipients } = await announced(`全员公告 ${Math.random()}`);
    expect(recipients).toHaveLength(NOTICE_GROUP_FROM);
    const own = await t.db
      .select({ id: notice.id })
      .from(notice)
      .where(inArray(notice.recipientId, recipients));
    expect(own).toEqual([]);
    for (const reader of readers) {
      const p = await page(reader);
      expect(p.records.map((r) => [r.id, r.readStatus])).toEqual([[groupId, 1]]);
      expect(p.total).toBe(1);
      const counts = await countsOf(t, reader);
      expect(counts.viewNotReadCount).toBe(1);
      expect(counts.typeInfoCount[String(ANNOUNCEMENT)]).toEqual({
        viewAllCount: 1,
        viewNotReadCount: 1,
        viewReadCount: 0,
      });
    }
    const outsider = await signedInUser(t);
    expect((await page(outsider)).total).toBe(0);
    expect(
      (await call(outsider, 'PUT', `/admin/notice/setReadStatus/${groupId}?readStatus=2`))
        .statusCode,
    ).toBe(404);
    expect((await call(outsider, 'POST', '/admin/notice/removeById', [groupId])).statusCode).toBe(
      404,
    );
  });

  it('marks it read, unread or deleted for one reader only', async () => {
    const { readers, groupId } = await announced(`部分已读 ${Math.random()}`);
    const [a, b, c] = readers as [SignedInUser, SignedInUser, SignedInUser];
    // Seen before the change: the kept answer must not outlive it.
    expect((await page(a)).records[0]!.readStatus).toBe(1);

    const read = await call(a, 'PUT', `/admin/notice/setReadStatus/${groupId}?readStatus=2`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await page(a)).records.map((r) => r.readStatus)).toEqual([2]);
    expect((await countsOf(t, a)).viewReadCount).toBe(1);
    expect((await countsOf(t, a, { readStatus: '1' })).viewAllCount).toBe(0);
    expect((await page(a, '&readStatus=1')).total).toBe(0);
    expect((await page(a, '&readStatus=2')).records.map((r) => r.id)).toEqual([groupId]);
    expect((await page(b)).records.map((r) => r.readStatus)).toEqual([1]);
    expect((await countsOf(t, b)).viewNotReadCount).toBe(1);

    const unread = await call(a, 'POST', '/admin/notice/updateStatusById?readStatus=1', [groupId]);
    expect(unread.json().data).toEqual({ updated: 1 });
    expect((await countsOf(t, a)).viewNotReadCount).toBe(1);

    const removed = await call(b, 'POST', '/admin/notice/removeById', [groupId]);
    expect(removed.json().data).toEqual({ removed: 1 });
    expect((await page(b)).total).toBe(0);
    expect((await countsOf(t, b)).viewAllCount).toBe(0);
    // Deleted for them: as gone as a notice of their own.
    expect(
      (await call(b, 'PUT', `/admin/notice/setReadStatus/${groupId}?readStatus=2`)).statusCode,
    ).toBe(404);
    expect((await call(b, 'POST', '/admin/notice/removeById', [groupId])).statusCode).toBe(404);
    expect((await page(a)).total).toBe(1);
    expect((await page(c)).records.map((r) => r.readStatus)).toEqual([1]);
  });

  it('goes with the reader’s own notices: merged newest first, read all, refused together', async () => {
    const { readers, groupId } = await announced(`混合 ${Math.random()}`);
    const [a, b] = readers as [SignedInUser, SignedInUser];
    const [newer, older] = await insertNotices(t, a.id, [
      { type: 5, minutesAgo: -1, text: 'newer' },
      { type: 1, minutesAgo: 60, text: 'older' },
    ]);
    const [foreign] = await insertNotices(t, b.id, [{ type: 1 }]);
    const p = await page(a);
    expect(p.records.map((r) => r.id)).toEqual([newer, groupId, older]);
    expect(p.total).toBe(3);
    expect((await page(a, '&noticeInfoType=25')).records.map((r) => r.id)).toEqual([groupId]);
    const second = await call(a, 'GET', '/admin/notice/page?size=1&current=2');
    expect(second.json().data.records.map((r: { id: number }) => r.id)).toEqual([groupId]);

    // One id not theirs: nothing changes, the group notice included.
    const refused = await call(a, 'POST', '/admin/notice/updateStatusById', [groupId, foreign]);
    expect(refused.statusCode).toBe(404);
    expect((await countsOf(t, a)).viewNotReadCount).toBe(3);

    const all = await call(a, 'PUT', '/admin/notice/alreadyReadAll');
    expect(all.json().data).toEqual({ updated: 3 });
    expect((await countsOf(t, a)).viewNotReadCount).toBe(0);
    expect((await countsOf(t, b)).viewNotReadCount).toBe(2);
    const again = await call(a, 'PUT', '/admin/notice/alreadyReadAll');
    expect(again.json().data).toEqual({ updated: 0 });
  });
});
