import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { menu, role, roleMenu } from '../src/db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  engines,
  signIn,
  signInStaff,
  useTestApp,
  useVariantApp,
} from './helpers';
import { testRoutes } from './test-routes';

describe.each(engines())('route access on %s', (engine) => {
  const t = useTestApp(engine, { build: { routes: testRoutes } });

  it('refuses to register a route that does not declare its access', async () => {
    const attempt = buildApp(t.config, {
      database: t.database,
      routes: async (app) => {
        app.get('/test/undeclared', async () => 'open by accident');
      },
    });
    await expect(attempt).rejects.toThrow(
      "Route GET /test/undeclared must declare its access in config: { auth: 'public' }",
    );
  });

  it('refuses a route that declares two kinds of access', async () => {
    const attempt = buildApp(t.config, {
      database: t.database,
      routes: async (app) => {
        app.get(
          '/test/both',
          { config: { auth: 'public', permission: 'sys_user_view' } },
          async () => 'x',
        );
      },
    });
    await expect(attempt).rejects.toThrow(/must declare its access/);
  });

  it('checks a declared permission on the server: 403 without it, 200 with it', async () => {
    const staff = await signInStaff(t);
    const denied = await t.app.inject({
      url: '/test/guarded',
      headers: bearer(staff.access_token),
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ code: 1, msg: 'no permission for this operation', data: null });

    const [staffRole] = await t.db.select().from(role).where(eq(role.code, 'staff'));
    // A permission is a button menu granted to one of the user's roles.
    const [button] = await t.db
      .insert(menu)
      .values({ kind: 'button', label: 'guarded', permission: 'test_guarded' })
      .returning();
    await t.db.insert(roleMenu).values({ roleId: staffRole!.id, menuId: button!.id });
    const allowed = await t.app.inject({
      url: '/test/guarded',
      headers: bearer(staff.access_token),
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toBe('allowed');
  });

  it('asks for sign-in before checking a permission', async () => {
    const res = await t.app.inject({ url: '/test/guarded' });
    expect(res.statusCode).toBe(401);
  });

  describe('in demo mode', () => {
    const demo = useVariantApp(t, { config: { demoMode: true }, build: { routes: testRoutes } });

    it('refuses every change with 423', async () => {
      const res = await demo.app.inject({
        method: 'POST',
        url: '/test/echo',
        payload: { name: 'x1' },
      });
      expect(res.statusCode).toBe(423);
      expect(res.json()).toEqual({ code: 1, msg: 'demo environment cannot operate', data: null });

      const { access_token } = await signIn(demo, 'admin', ADMIN_PASSWORD);
      const signedIn = await demo.app.inject({
        method: 'POST',
        url: '/test/write',
        headers: bearer(access_token),
      });
      expect(signedIn.statusCode).toBe(423);
    });

    it('still lets people sign in, refresh, read and sign out', async () => {
      const tokens = await signIn(demo, 'admin', ADMIN_PASSWORD);
      const info = await demo.app.inject({
        url: '/admin/user/info',
        headers: bearer(tokens.access_token),
      });
      expect(info.statusCode).toBe(200);
      const config = await demo.app.inject({ url: '/auth/client-config' });
      expect(config.json().data.demoMode).toBe(true);
      const logout = await demo.app.inject({
        method: 'DELETE',
        url: '/auth/token/logout',
        headers: bearer(tokens.access_token),
      });
      expect(logout.statusCode).toBe(200);
    });
  });
});
