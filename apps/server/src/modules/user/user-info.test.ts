import type { UserInfo } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  DEMO_PASSWORD,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { menu } from '../../db/schema';

describe.each(areaEngines())('GET /admin/user/info on %s', (engine) => {
  const t = useTestApp(engine);

  async function infoOf(username: string, password: string) {
    const { access_token } = await signIn(t, username, password);
    const res = await t.app.inject({ url: '/admin/user/info', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; msg: null; data: UserInfo }>();
    expect(body.code).toBe(0);
    return body.data;
  }

  it('describes the administrator: password already set, admin role and permissions', async () => {
    // The administrator is granted every menu, so every button's key.
    const buttons = await t.db.select().from(menu).where(eq(menu.kind, 'button'));
    const allKeys = [...new Set(buttons.map((b) => b.permission!))].sort();
    expect(allKeys).toContain('sys_user_add');
    const info = await infoOf('admin', ADMIN_PASSWORD);
    expect(info).toEqual({
      sysUser: {
        userId: expect.any(Number),
        username: 'admin',
        nickname: '管理员',
        phone: null,
        email: null,
        deptId: expect.any(Number),
        avatar: null,
        passwordUpdated: 1,
      },
      roles: ['admin'],
      permissions: allKeys,
    });
  });

  it('tells the demo user to change the given password (passwordUpdated 0)', async () => {
    const info = await infoOf('staff', DEMO_PASSWORD);
    expect(info.sysUser).toMatchObject({ username: 'staff', passwordUpdated: 0 });
    expect(info.roles).toEqual(['staff']);
    // Reporting, following, cancelling and evaluating repair orders, applying for lending,
    // pick-up and return and following those documents (seed/seed-data.ts).
    expect([...info.permissions].sort()).toEqual([
      'as_doc_lending',
      'as_doc_pickup',
      'as_doc_return',
      'as_doc_view',
      'eam_order_add',
      'eam_order_cancel',
      'eam_order_evaluate',
      'eam_order_view',
    ]);
  });
});
