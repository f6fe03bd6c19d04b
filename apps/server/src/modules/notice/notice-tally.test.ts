import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, notice, noticeTally, noticeVersion } from '../../db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  engines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { countsOf, insertNotices, signedInUser } from './test-fixtures';

/** The tally as the triggers keep it, and as counting the notices gives it, per user. */
async function both(t: ReturnType<typeof useTestApp>) {
  const kept = await t.db
    .select()
    .from(noticeTally)
    .where(sql`${noticeTally.n} <> 0`);
  const counted = await t.db
    .select({
      recipientId: notice.recipientId,
      type: notice.type,
      readStatus: notice.readStatus,
      n: sql<number>`count(*)::int`,
    })
    .from(notice)
    .groupBy(notice.recipientId, notice.type, notice.readStatus);
  const key = (r: { recipientId: number; type: number; readStatus: number; n: number }) =>
    `${r.recipientId}/${r.type}/${r.readStatus}=${r.n}`;
  return { kept: kept.map(key).sort(), counted: counted.map(key).sort() };
}

describe.each(engines())('the notice tally on %s', (engine) => {
  const t = useTestApp(engine);

  it('stays exactly the count of notices through every kind of change', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const call = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers: user.headers, payload: payload as object });

    const ids = await insertNotices(
      t,
      user.id,
      Array.from({ length: 30 }, (_, i) => ({ type: 1 + (i % 4), readStatus: i % 3 ? 1 : 2 })),
    );
    await insertNotices(t, other.id, [{ type: 7 }, { type: 7, readStatus: 2 }]);
    expect((await both(t)).kept).toEqual((await both(t)).counted);

    expect(
      (await call('PUT', `/admin/notice/setReadStatus/${ids[0]}?readStatus=2`)).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/admin/notice/updateStatusById?readStatus=1', ids.slice(1, 8)))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', '/admin/notice/alreadyReadAll?noticeInfoType=2')).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/admin/notice/removeById', ids.slice(20, 25))).statusCode).toBe(
      200,
    );
    // Changes made by hand in the database count too.
    await t.db.update(notice).set({ type: 9 }).where(eq(notice.id, ids[26]!));
    await t.db.delete(notice).where(eq(notice.id, ids[27]!));
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const announced = await t.app.inject({
      method: 'POST',
      url: '/admin/notice/announce',
      headers: bearer(admin.access_token),
      payload: { content: '盘点通知', sendType: 'users', targetIds: [other.id, user.id] },
    });
    expect(announced.statusCode).toBe(200);
    const { kept, counted } = await both(t);
    expect(kept).toEqual(counted);

    // What the drawer shows agrees with counting the notices.
    const counts = await countsOf(t, user);
    const [mine] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notice)
      .where(eq(notice.recipientId, user.id));
    expect(counts.viewAllCount).toBe(mine!.n);
    const page = await t.app.inject({
      url: '/admin/notice/page?current=1&size=5&readStatus=1',
      headers: user.headers,
    });
    const [unread] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notice)
      .where(sql`${notice.recipientId} = ${user.id} and ${notice.readStatus} = 1`);
    expect(page.json().data.total).toBe(unread!.n);
    expect(counts.viewNotReadCount).toBe(unread!.n);
  });

  it('answers the total past the last page, and for a user without notices', async () => {
    const user = await signedInUser(t);
    await insertNotices(t, user.id, [{ type: 3 }, { type: 3 }, { type: 5, readStatus: 2 }]);
    const page = (query: string) =>
      t.app.inject({ url: `/admin/notice/page?${query}`, headers: user.headers });
    expect((await page('current=9&size=10')).json().data).toMatchObject({ records: [], total: 3 });
    expect((await page('noticeInfoType=3')).json().data.total).toBe(2);
    expect((await page('noticeInfoType=5&readStatus=1')).json().data.total).toBe(0);
    const none = await signedInUser(t);
    const empty = await t.app.inject({ url: '/admin/notice/page', headers: none.headers });
    expect(empty.json().data).toMatchObject({ records: [], total: 0 });
  });

  it('bumps the version of exactly the users whose notices changed, whoever changed them', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const versions = async () => {
      const rows = await t.db.select().from(noticeVersion);
      const of = (id: number) => rows.find((r) => r.recipientId === id)?.version ?? 0;
      return [of(a.id), of(b.id)];
    };
    const [idA] = await insertNotices(t, a.id, [{ type: 1 }]);
    expect(await versions()).toEqual([1, 0]);
    await insertNotices(t, b.id, [{ type: 2 }, { type: 3 }]);
    expect(await versions()).toEqual([1, 1]);
    await t.app.inject({
      method: 'PUT',
      url: `/admin/notice/setReadStatus/${idA}?readStatus=2`,
      headers: a.headers,
    });
    expect(await versions()).toEqual([2, 1]);
    // A change made by hand counts too, and only for the user it touched.
    await t.db.update(notice).set({ readStatus: 2 }).where(eq(notice.recipientId, b.id));
    expect(await versions()).toEqual([2, 2]);
    await t.db.delete(notice).where(eq(notice.id, idA!));
    expect(await versions()).toEqual([3, 2]);
  });

  it('answers a repeated read from memory, and a changed one fresh, even changed by hand', async () => {
    const user = await signedInUser(t);
    await insertNotices(t, user.id, [{ type: 4, text: '第一条' }]);
    const read = async () =>
      (await t.app.inject({ url: '/admin/notice/page', headers: user.headers })).json().data;
    const first = await read();
    expect(await read()).toEqual(first);
    await insertNotices(t, user.id, [{ type: 4, text: '第二条', minutesAgo: 0 }]);
    const second = await read();
    expect(second.total).toBe(2);
    expect(second.records.map((r: { noticeInfoStr: string }) => r.noticeInfoStr)).toEqual([
      '第二条',
      '第一条',
    ]);
    await t.db.update(notice).set({ text: '改过的' }).where(eq(notice.recipientId, user.id));
    expect((await read()).records[0].noticeInfoStr).toBe('改过的');
    const counts = await countsOf(t, user);
    await t.db.update(notice).set({ readStatus: 2 }).where(eq(notice.recipientId, user.id));
    expect((await countsOf(t, user)).viewReadCount).toBe(counts.viewReadCount + 2);
  });

  it('goes with a deleted user', async () => {
    const user = await createUser(t);
    await insertNotices(t, user.id, [{ type: 1 }, { type: 2, readStatus: 2 }]);
    await t.db.delete(appUser).where(eq(appUser.id, user.id));
    const left = await t.db.select().from(noticeTally).where(eq(noticeTally.recipientId, user.id));
    expect(left).toEqual([]);
    const version = await t.db
      .select()
      .from(noticeVersion)
      .where(eq(noticeVersion.recipientId, user.id));
    expect(version).toEqual([]);
    const { kept, counted } = await both(t);
    expect(kept).toEqual(counted);
  });
});
