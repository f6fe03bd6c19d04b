import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../core/fastify-types';
import { sha256 } from '../../core/digest';
import { oauthToken, role } from '../../db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  engines,
  signIn,
  useTestApp,
  useVariantApp,
} from '../../../test/helpers';
import { dataScopeOf } from '../../core/data-scope';
import { createSignInCache, forgettingAfterWrites } from './sign-in-cache';

const someone = (userId: number, familyId = `f${userId}`): AuthUser => ({
  userId,
  username: `u${userId}`,
  roles: ['staff'],
  permissions: [],
  tokenId: userId,
  familyId,
  mustChangePassword: false,
  scope: dataScopeOf(['self'], { userId, deptId: null, enterpriseId: null, storeIds: [] }),
});

describe('the sign-in cache', () => {
  it('remembers a token until it goes stale or expires', () => {
    const cache = createSignInCache(1000);
    const user = someone(1);
    cache.put('h', user, 5000, 0, cache.generation());
    expect(cache.get('h', 999)).toBe(user);
    expect(cache.get('h', 1000)).toBeNull();
    cache.put('h', user, 500, 0, cache.generation());
    expect(cache.get('h', 499)).toBe(user);
    expect(cache.get('h', 500)).toBeNull();
  });

  it('forgets by sign-in, by user and all at once', () => {
    const cache = createSignInCache(10_000);
    const put = (hash: string, user: AuthUser) => cache.put(hash, user, 1e9, 0, cache.generation());
    put('a', someone(1, 'fa'));
    put('b', someone(1, 'fb'));
    put('c', someone(2, 'fc'));
    cache.forgetFamilies(['fa']);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('b', 1)).not.toBeNull();
    cache.forgetUsers([1]);
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
    cache.forgetAll();
    expect(cache.get('c', 1)).toBeNull();
  });

  it('does not remember what the database said before a change it was told of', () => {
    const cache = createSignInCache(10_000);
    const seen = cache.generation();
    // The lookup is in flight when the user is disabled…
    cache.forgetUsers([1]);
    cache.put('h', someone(1), 1e9, 0, seen);
    expect(cache.get('h', 1)).toBeNull();
  });

  it('computes a per-sign-in lookup once, again for a new sign-in, and drops failures', async () => {
    const cache = createSignInCache();
    let calls = 0;
    const compute = async () => ++calls;
    const user = someone(1);
    expect(await cache.remember(user, 'k', compute)).toBe(1);
    expect(await cache.remember(user, 'k', compute)).toBe(1);
    expect(await cache.remember(someone(1), 'k', compute)).toBe(2);
    await expect(
      cache.remember(user, 'bad', () => Promise.reject(new Error('x'))),
    ).rejects.toThrow();
    await Promise.resolve();
    expect(await cache.remember(user, 'bad', compute)).toBe(3);
  });

  it('wraps a service so that its writes, not its reads, forget every sign-in', async () => {
    let forgotten = 0;
    const service = {
      list: async () => 'rows',
      update: async () => 'done',
      remove: async () => {
        throw new Error('refused');
      },
    };
    const wrapped = forgettingAfterWrites(service, { forgetAll: () => forgotten++ }, ['list']);
    await wrapped.list();
    expect(forgotten).toBe(0);
    expect(await wrapped.update()).toBe('done');
    expect(forgotten).toBe(1);
    await expect(wrapped.remove()).rejects.toThrow('refused');
    expect(forgotten).toBe(2);
  });
});

describe.each(engines())('remembered sign-ins on %s', (engine) => {
  const t = useTestApp(engine);
  const other = useVariantApp(t);

  const get = (url: string, token: string, app = t.app) =>
    app.inject({ url, headers: bearer(token) });
  const asAdmin = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const res = await t.app.inject({ method, url, headers: bearer(admin.access_token), payload });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('answers from memory: a token deleted by hand still works for a few seconds', async () => {
    const user = await createUser(t);
    const { access_token } = await signIn(t, user.username, user.password);
    expect((await get('/admin/user/info', access_token)).statusCode).toBe(200);
    await t.db.delete(oauthToken).where(eq(oauthToken.accessHash, sha256(access_token)));
    expect((await get('/admin/user/info', access_token)).statusCode).toBe(200);
    // A token never seen before is always looked up.
    const second = await signIn(t, user.username, user.password);
    await t.db.delete(oauthToken).where(eq(oauthToken.accessHash, sha256(second.access_token)));
    expect((await get('/admin/user/info', second.access_token)).statusCode).toBe(401);
  });

  it('still ends a remembered sign-in at once: sign-out, and a user disabled', async () => {
    const user = await createUser(t);
    const a = await signIn(t, user.username, user.password);
    const b = await signIn(t, user.username, user.password);
    expect((await get('/admin/user/info', a.access_token)).statusCode).toBe(200);
    expect((await get('/admin/user/info', b.access_token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/auth/token/logout',
      headers: bearer(a.access_token),
    });
    expect(out.statusCode).toBe(200);
    expect((await get('/admin/user/info', a.access_token)).statusCode).toBe(401);
    expect((await get('/admin/user/info', b.access_token)).statusCode).toBe(200);
    await asAdmin('PUT', `/admin/user/${user.id}/enabled`, { enabled: false });
    expect((await get('/admin/user/info', b.access_token)).statusCode).toBe(401);
  });

  it("applies a role's new grants at once, both ways", async () => {
    const [made] = await t.db
      .insert(role)
      .values({ code: `cache_${engine}`, name: 'C' })
      .returning();
    const user = await createUser(t, { roles: [made!.code] });
    const { access_token } = await signIn(t, user.username, user.password);
    const audit = () => get('/admin/audit-log/page', access_token);
    expect((await audit()).statusCode).toBe(403);
    await asAdmin('PUT', `/admin/role/${made!.id}/menus`, { menuIds: [1180, 1181] });
    expect((await audit()).statusCode).toBe(200);
    expect((await get('/admin/user/info', access_token)).json().data.permissions).toContain(
      'sys_audit_view',
    );
    await asAdmin('PUT', `/admin/role/${made!.id}/menus`, { menuIds: [] });
    expect((await audit()).statusCode).toBe(403);
  });

  it('shows a profile change and a menu change at once', async () => {
    const user = await createUser(t);
    const { access_token } = await signIn(t, user.username, user.password);
    expect((await get('/admin/user/info', access_token)).json().data.sysUser.nickname).toBe(
      user.username,
    );
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/admin/user/edit',
      headers: bearer(access_token),
      payload: { username: user.username, nickname: '新昵称', phone: '', email: '' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await get('/admin/user/info', access_token)).json().data.sysUser.nickname).toBe(
      '新昵称',
    );

    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const labels = async () =>
      (await get('/admin/menu?parentId=9000', admin.access_token))
        .json()
        .data.map((m: { label: string }) => m.label);
    const before = await labels();
    await asAdmin('PUT', '/admin/menu', { id: 9010, label: '数据库手册' });
    expect(await labels()).toEqual(
      before.map((l: string) => (l === 'PostgreSQL 文档' ? '数据库手册' : l)),
    );
  });

  it('another process forgets a sign-out as soon as the bus tells it', async () => {
    const user = await createUser(t);
    const { access_token } = await signIn(t, user.username, user.password);
    expect((await get('/admin/user/info', access_token, other.app)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: '/auth/token/logout',
      headers: bearer(access_token),
    });
    // Up to 5 s: a busy machine can hold the bus's NOTIFY back a while.
    await expect
      .poll(async () => (await get('/admin/user/info', access_token, other.app)).statusCode, {
        timeout: 5000,
        interval: 50,
      })
      .toBe(401);
  });
});
