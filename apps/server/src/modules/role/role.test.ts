import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { auditLog, role, roleMenu } from '../../db/schema';

describe.each(areaEngines())('roles on %s', (engine) => {
  const t = useTestApp(engine);
  let adminToken = '';

  async function call(
    method: string,
    url: string,
    payload?: object,
    query?: Record<string, string>,
  ) {
    adminToken ||= (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    return t.app.inject({
      method: method as 'GET',
      url,
      query,
      payload,
      headers: bearer(adminToken),
    });
  }

  it('lists every role to any signed-in user (org picker)', async () => {
    const u = await createUser(t);
    const { access_token } = await signIn(t, u.username, u.password);
    const res = await t.app.inject({ url: '/admin/role/list', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        roleId: expect.any(Number),
        roleName: '系统管理员',
        roleCode: 'admin',
        description: '管理用户、角色、菜单和组织',
      },
      {
        roleId: expect.any(Number),
        roleName: '普通员工',
        roleCode: 'staff',
        description: '日常业务操作',
      },
      // The repair-order roles of the demo data (seed/demo-eam.ts), then the warehouse keeper's
      // (modules/warehouse/demo.ts).
      ...['dispatcher', 'technician', 'store_manager', 'warehouse_keeper'].map((roleCode) => ({
        roleId: expect.any(Number),
        roleName: expect.any(String),
        roleCode,
        description: expect.any(String),
      })),
    ]);
  });

  it('creates, pages, changes and deletes a role, auditing each', async () => {
    const made = await call('POST', '/admin/role', { roleName: '巡店员', roleCode: 'inspector' });
    expect(made.statusCode).toBe(200);
    const id = made.json().data.roleId;
    expect(made.json().data).toMatchObject({
      roleName: '巡店员',
      roleCode: 'inspector',
      description: null,
      userCount: 0,
    });
    const page = await call('GET', '/admin/role/page', undefined, {
      roleCode: 'inspect',
      sort: 'roleName,desc',
    });
    expect(page.json().data).toMatchObject({ total: 1, records: [{ roleId: id }] });
    const edited = await call('PUT', '/admin/role', { roleId: id, description: '巡店与陈列检查' });
    expect(edited.json().data).toMatchObject({
      roleCode: 'inspector',
      description: '巡店与陈列检查',
    });
    expect((await call('DELETE', `/admin/role/${id}`)).statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
  });

  it('answers 409 for a taken code, a role in use and the administrator role', async () => {
    const dup = await call('POST', '/admin/role', { roleName: 'x', roleCode: 'staff' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toBe('the role code staff is already taken');
    const [staff] = await t.db.select().from(role).where(eq(role.code, 'staff'));
    const inUse = await call('DELETE', `/admin/role/${staff!.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toMatch(/^the role is still assigned to \d+ user\(s\)/);
    const [admin] = await t.db.select().from(role).where(eq(role.code, 'admin'));
    expect((await call('DELETE', `/admin/role/${admin!.id}`)).statusCode).toBe(409);
    const recode = await call('PUT', '/admin/role', { roleId: admin!.id, roleCode: 'boss' });
    expect(recode.statusCode).toBe(409);
    expect(recode.json().msg).toBe('the administrator role cannot be deleted or get another code');
    const rename = await call('PUT', '/admin/role', { roleId: staff!.id, roleCode: 'admin' });
    expect(rename.statusCode).toBe(409);
  });

  it('grants menus: buttons become permission keys of its users at once', async () => {
    const made = await call('POST', '/admin/role', { roleName: '审计员', roleCode: 'auditor2' });
    const id = made.json().data.roleId;
    const u = await createUser(t, { roles: ['auditor2'] });
    const { access_token } = await signIn(t, u.username, u.password);
    const denied = await t.app.inject({
      url: '/admin/audit-log/page',
      headers: bearer(access_token),
    });
    expect(denied.statusCode).toBe(403);

    const granted = await call('PUT', `/admin/role/${id}/menus`, { menuIds: [1181, 1180, 1180] });
    expect(granted.json().data).toEqual([1180, 1181]);
    expect((await call('GET', `/admin/role/${id}/menus`)).json().data).toEqual([1180, 1181]);
    const allowed = await t.app.inject({
      url: '/admin/audit-log/page',
      headers: bearer(access_token),
    });
    expect(allowed.statusCode).toBe(200);
    const menu = await t.app.inject({ url: '/admin/menu', headers: bearer(access_token) });
    expect(menu.json().data[0].children.map((m: { path: string }) => m.path)).toEqual([
      '/admin/audit-log',
    ]);

    const unknown = await call('PUT', `/admin/role/${id}/menus`, { menuIds: [1180, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('some of the menus do not exist');
    expect(await t.db.select().from(roleMenu).where(eq(roleMenu.roleId, id))).toHaveLength(2);

    expect((await call('PUT', `/admin/role/${id}/menus`, { menuIds: [] })).json().data).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.action, 'grant-menus')))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ before: { menuIds: [1180, 1181] }, after: { menuIds: [] } });
  });

  it('answers 404 for a role that does not exist and 403 without the key', async () => {
    expect((await call('GET', '/admin/role/987654')).statusCode).toBe(404);
    expect((await call('PUT', '/admin/role/987654/menus', { menuIds: [] })).statusCode).toBe(404);
    const u = await createUser(t);
    const { access_token } = await signIn(t, u.username, u.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/role',
      headers: bearer(access_token),
      payload: { roleName: 'x', roleCode: 'sneaky' },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.db.select().from(role).where(eq(role.code, 'sneaky'))).toEqual([]);
  });
});
