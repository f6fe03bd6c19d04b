import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  requestPasswordGrant,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { auditLog } from '../../db/schema';

describe.each(areaEngines())('audit log, sign-in log and online users on %s', (engine) => {
  const t = useTestApp(engine);
  let adminToken = '';

  async function get(url: string, query?: Record<string, string>, token?: string) {
    adminToken ||= (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    return t.app.inject({ url, query, headers: bearer(token ?? adminToken) });
  }

  it('pages the audit log, newest first, filtered by who, what and when', async () => {
    await get('/admin/post/list');
    await t.app.inject({
      method: 'POST',
      url: '/admin/post',
      headers: bearer(adminToken),
      payload: { code: 'AUDITED', name: '审计' },
    });
    const res = await get('/admin/audit-log/page', { entity: 'post', actorName: 'adm' });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(page.records[0]).toMatchObject({
      actorName: 'admin',
      action: 'create',
      entity: 'post',
      before: null,
      after: expect.objectContaining({ code: 'AUDITED' }),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const future = await get('/admin/audit-log/page', { from: '2999-01-01T00:00:00Z' });
    expect(future.json().data.total).toBe(0);
    const [newest] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const byId = await get('/admin/audit-log/page', { entity: 'post', entityId: newest!.entityId });
    expect(byId.json().data.records[0].id).toBe(newest!.id);
    expect((await get('/admin/audit-log/page', { sort: 'before,asc' })).statusCode).toBe(400);
    expect((await get('/admin/audit-log/page', { from: 'yesterday' })).statusCode).toBe(400);
  });

  it('pages the sign-in log with success and username filters', async () => {
    const u = await createUser(t);
    await requestPasswordGrant(t, u.username, 'wrong-one');
    await signIn(t, u.username, u.password);
    const all = await get('/admin/login-log/page', { username: u.username });
    expect(all.json().data.records.map((r: { result: string }) => r.result)).toEqual([
      'success',
      'BAD_CREDENTIALS',
    ]);
    const failed = await get('/admin/login-log/page', { username: u.username, success: 'false' });
    expect(failed.json().data).toMatchObject({
      total: 1,
      records: [
        { username: u.username, grantType: 'password', result: 'BAD_CREDENTIALS', ip: '127.0.0.1' },
      ],
    });
    const oldest = await get('/admin/login-log/page', {
      username: u.username,
      sort: 'createdAt,asc',
    });
    expect(oldest.json().data.records[0].result).toBe('BAD_CREDENTIALS');
    const odd = await get('/admin/login-log/page', {
      username: "x' union select * from app_user --",
    });
    expect(odd.json().data.total).toBe(0);
  });

  it('lists live sign-ins and ends one at once', async () => {
    const u = await createUser(t);
    const laptop = await signIn(t, u.username, u.password);
    const phone = await signIn(t, u.username, u.password);
    const res = await get('/admin/online/page', { username: u.username });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(2);
    expect(page.records[0]).toEqual({
      familyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: u.id,
      username: u.username,
      nickname: u.username,
      clientId: 'depot',
      ip: '127.0.0.1',
      userAgent: 'lightMyRequest',
      signedInAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
    });

    // Which family is the laptop's: its token is the one in use now.
    await t.app.inject({ url: '/admin/user/info', headers: bearer(laptop.access_token) });
    const families = (
      await get('/admin/online/page', { username: u.username, sort: 'lastUsedAt,desc' })
    )
      .json()
      .data.records.map((r: { familyId: string }) => r.familyId);
    const kick = await t.app.inject({
      method: 'DELETE',
      url: `/admin/online/${families[0]}`,
      headers: bearer(adminToken),
    });
    expect(kick.json()).toEqual({ code: 0, msg: null, data: true });
    const laptopNow = await t.app.inject({
      url: '/admin/user/info',
      headers: bearer(laptop.access_token),
    });
    const phoneNow = await t.app.inject({
      url: '/admin/user/info',
      headers: bearer(phone.access_token),
    });
    expect([laptopNow.statusCode, phoneNow.statusCode].sort()).toEqual([200, 401]);
    expect((await get('/admin/online/page', { username: u.username })).json().data.total).toBe(1);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/admin/online/${families[0]}`,
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(404);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, families[0]));
    expect(audit).toMatchObject({ action: 'kick', entity: 'session', actorName: 'admin' });
    const badId = await t.app.inject({
      method: 'DELETE',
      url: '/admin/online/not-a-uuid',
      headers: bearer(adminToken),
    });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 403 to users without the keys', async () => {
    const u = await createUser(t);
    const { access_token } = await signIn(t, u.username, u.password);
    for (const url of ['/admin/audit-log/page', '/admin/login-log/page', '/admin/online/page']) {
      expect((await get(url, undefined, access_token)).statusCode).toBe(403);
    }
  });
});
