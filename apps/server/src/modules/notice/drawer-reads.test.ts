import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notice } from '../../db/schema';
import { engines, useTestApp } from '../../../test/helpers';
import { toNotice } from './service';
import { insertNotices, signedInUser } from './test-fixtures';

describe.each(engines())('the drawer reads built by the database on %s', (engine) => {
  const t = useTestApp(engine);

  it('gives each notice exactly as toNotice (the websocket push) does', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await insertNotices(t, user.id, [
      {
        type: 5,
        text: '借用审批 "引号" \\ 反斜杠',
        content: '多行\n内容',
        approveUserId: other.id,
      },
      { type: 8, linkArea: 'ware-order', linkId: '42' },
      { type: 12, linkArea: 'door-lock', linkId: 'DL-7', readStatus: 2 },
      { type: 26, linkArea: 'eam-order', linkId: '1234567890123456' },
      { type: 1, linkArea: 'eam-order', linkId: '007' },
      { type: 1, linkArea: null, linkId: '9' },
    ]);
    // Microseconds, which the answer cuts to milliseconds as Date does.
    await t.db.execute(
      sql`update ${notice} set notice_time = notice_time - interval '0.123456 seconds' where recipient_id = ${user.id}`,
    );
    const res = await t.app.inject({
      url: '/admin/notice/page?current=1&size=50',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const rows = await t.db
      .select()
      .from(notice)
      .where(eq(notice.recipientId, user.id))
      .orderBy(sql`${notice.noticeTime} desc, ${notice.id} desc`);
    expect(res.json()).toEqual({
      code: 0,
      msg: null,
      data: { records: rows.map((row) => toNotice(row)), total: 6, current: 1, size: 50 },
    });
  });

  it('counts per view and per type as counting the notices does', async () => {
    const user = await signedInUser(t);
    await insertNotices(t, user.id, [
      { type: 3 },
      { type: 3, readStatus: 2 },
      { type: 3, readStatus: 2 },
      { type: 14 },
    ]);
    const get = (query = '') =>
      t.app.inject({ url: `/admin/notice/getUserInfoCount${query}`, headers: user.headers });
    expect((await get()).json().data).toEqual({
      viewAllCount: 4,
      viewNotReadCount: 2,
      viewReadCount: 2,
      typeInfoCount: {
        '3': { viewAllCount: 3, viewNotReadCount: 1, viewReadCount: 2 },
        '14': { viewAllCount: 1, viewNotReadCount: 1, viewReadCount: 0 },
      },
    });
    expect((await get('?readStatus=2')).json().data).toEqual({
      viewAllCount: 2,
      viewNotReadCount: 0,
      viewReadCount: 2,
      typeInfoCount: { '3': { viewAllCount: 2, viewNotReadCount: 0, viewReadCount: 2 } },
    });
    const none = await signedInUser(t);
    const empty = await t.app.inject({
      url: '/admin/notice/getUserInfoCount',
      headers: none.headers,
    });
    expect(empty.json()).toEqual({
      code: 0,
      msg: null,
      data: { viewAllCount: 0, viewNotReadCount: 0, viewReadCount: 0, typeInfoCount: {} },
    });
  });
});
