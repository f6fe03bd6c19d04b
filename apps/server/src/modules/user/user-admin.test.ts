import { and, desc, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
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
import {
  appUser,
  auditLog,
  department,
  loginLockout,
  post,
  role,
  roleMenu,
  userRole,
} from '../../db/schema';
import { XLSX_TYPE } from '../../core/excel/xlsx-http';
import { dayIn, formatInZone } from '../../core/time-zone';
import { createSessionControl, type TokenRevocation } from '../auth/sessions';

async function firstSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A row's cells from the first column on (exceljs puts nothing at index 0). */
const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

describe.each(areaEngines())('user administration on %s', (engine) => {
  const t = useTestApp(engine);
  let adminToken = '';

  async function admin() {
    adminToken ||= (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    return adminToken;
  }

  async function call(
    method: string,
    url: string,
    payload?: unknown,
    query?: Record<string, string | string[]>,
  ) {
    return t.app.inject({
      method: method as 'GET',
      url,
      query,
      headers: bearer(await admin()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function roleId(code: string) {
    const [row] = await t.db.select().from(role).where(eq(role.code, code));
    return row!.id;
  }

  async function lastAudit(entityId: number) {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(entityId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  async function isSignedIn(token: string) {
    const res = await t.app.inject({ url: '/admin/user/info', headers: bearer(token) });
    return res.statusCode === 200;
  }

  describe('create', () => {
    it('creates a user with a generated password shown once, to be changed at first sign-in', async () => {
      const [dept] = await t.db.select().from(department).limit(1);
      const [keeper] = await t.db.select().from(post).where(eq(post.code, 'WAREHOUSE_KEEPER'));
      const res = await call('POST', '/admin/user', {
        username: 'zhang.wei',
        nickname: '张伟',
        phone: '13800000000',
        email: '',
        deptId: dept!.id,
        roleIds: [await roleId('staff')],
        postIds: [keeper!.id],
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        username: 'zhang.wei',
        nickname: '张伟',
        phone: '13800000000',
        email: null,
        deptId: dept!.id,
        deptName: dept!.name,
        enabled: true,
        passwordUpdated: 0,
        roles: [{ roleCode: 'staff' }],
        posts: [{ postId: keeper!.id, postName: '仓管员' }],
        temporaryPassword: expect.stringMatching(/^[\w-]{12}$/),
      });
      const tokens = await signIn(t, 'zhang.wei', data.temporaryPassword);
      const info = await t.app.inject({
        url: '/admin/user/info',
        headers: bearer(tokens.access_token),
      });
      expect(info.json().data.sysUser.passwordUpdated).toBe(0);

      const audit = await lastAudit(data.userId);
      expect(audit).toMatchObject({ action: 'create', actorName: 'admin' });
      expect(JSON.stringify(audit)).not.toMatch(/scrypt|passwordHash/);
    });

    it('takes a typed password and answers no temporary one', async () => {
      const res = await call('POST', '/admin/user', {
        username: 'typed.pw',
        nickname: 'Typed',
        password: 'Typed-pass-1',
      });
      expect(res.json().data.temporaryPassword).toBeNull();
      await expect(signIn(t, 'typed.pw', 'Typed-pass-1')).resolves.toBeTruthy();
    });

    it('answers 409 with a message for a taken username, never a 500', async () => {
      const res = await call('POST', '/admin/user', { username: 'admin', nickname: 'again' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 1,
        msg: 'the username admin is already taken',
        data: null,
      });
      const zh = await t.app.inject({
        method: 'POST',
        url: '/admin/user',
        headers: { ...bearer(await admin()), 'accept-language': 'zh-CN' },
        payload: { username: 'admin', nickname: 'again' },
      });
      expect(zh.json().msg).toBe('用户名 admin 已存在');
    });

    it('refuses unknown roles, departments or positions and bad fields with 400', async () => {
      const bad = [
        [
          { username: 'u-role', nickname: 'x', roleIds: [999999] },
          'some of the roles do not exist',
        ],
        [{ username: 'u-dept', nickname: 'x', deptId: 999999 }, 'the department does not exist'],
        [
          { username: 'u-post', nickname: 'x', postIds: [999999] },
          'some of the positions do not exist',
        ],
        [{ username: 'a b', nickname: 'x' }, /^username: /],
        [
          { username: 'u-mail', nickname: 'x', email: 'nope' },
          'email: Enter a valid email address',
        ],
        [{ username: 'u-short', nickname: 'x', password: '123' }, /^password: /],
      ] as const;
      for (const [payload, msg] of bad) {
        const res = await call('POST', '/admin/user', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toMatch(msg);
      }
      const rows = await t.db.select().from(appUser).where(eq(appUser.username, 'u-role'));
      expect(rows).toEqual([]);
    });
  });

  describe('page, sort and filters', () => {
    it('pages users with their roles, filtered by name, role and status', async () => {
      const res = await call('GET', '/admin/user/page', undefined, {
        current: '1',
        size: '2',
        roleId: String(await roleId('admin')),
        enabled: 'true',
      });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ current: 1, size: 2, total: 1 });
      expect(page.records[0]).toMatchObject({ username: 'admin', roles: [{ roleCode: 'admin' }] });

      const byName = await call('GET', '/admin/user/page', undefined, { username: 'STAF' });
      expect(byName.json().data.records.map((u: { username: string }) => u.username)).toEqual([
        'staff',
      ]);
    });

    it('filters by department including its sub-departments', async () => {
      const [parent] = await t.db
        .select()
        .from(department)
        .where(eq(department.name, '仓储物流部'));
      const res = await call('GET', '/admin/user/page', undefined, { deptId: String(parent!.id) });
      // staff sits in 华东仓, under 仓储物流部.
      expect(res.json().data.records.map((u: { username: string }) => u.username)).toContain(
        'staff',
      );
    });

    it('sorts by allow-listed fields only', async () => {
      const asc = await call('GET', '/admin/user/page', undefined, {
        sort: 'username,asc',
        size: '500',
      });
      const names = asc.json().data.records.map((u: { username: string }) => u.username);
      expect(names).toEqual([...names].sort());
      const desc = await call('GET', '/admin/user/page', undefined, {
        sort: ['createdAt,desc', 'username,asc'],
      });
      expect(desc.statusCode).toBe(200);

      for (const sort of [
        'passwordHash,asc',
        'username,sideways',
        'username;drop table app_user',
        'id',
      ]) {
        const res = await call('GET', '/admin/user/page', undefined, { sort });
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe(
          'sort: not a sortable field and direction (field,asc or field,desc)',
        );
      }
    });

    it('treats SQL-looking filter values as plain text', async () => {
      // As wildcards, `%` and `__` would match every username; taken literally, none has them
      // (a single `_` would: the demo has tech_wang).
      for (const username of ["' or 1=1 --", '%', '__', "admin'; drop table app_user; --"]) {
        const res = await call('GET', '/admin/user/page', undefined, { username });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.total).toBe(0);
      }
      const bad = await call('GET', '/admin/user/page', undefined, { deptId: '1 or 1=1' });
      expect(bad.statusCode).toBe(400);
      expect((await t.db.select().from(appUser)).length).toBeGreaterThan(1);
    });

    it('lists enabled users of a department for the org picker, to any signed-in user', async () => {
      const [east] = await t.db.select().from(department).where(eq(department.name, '华东仓'));
      const staff = await createUser(t);
      const { access_token } = await signIn(t, staff.username, staff.password);
      const res = await t.app.inject({
        url: '/admin/user/list',
        query: { deptId: String(east!.id) },
        headers: bearer(access_token),
      });
      expect(res.statusCode).toBe(200);
      // By username: the demo keeper of the east warehouse (modules/warehouse/demo.ts), the staff.
      expect(res.json().data).toEqual([
        { userId: expect.any(Number), username: 'keeper', nickname: '孙仓管', deptId: east!.id },
        { userId: expect.any(Number), username: 'staff', nickname: '演示员工', deptId: east!.id },
      ]);
    });
  });

  describe('update, enable, roles', () => {
    it('changes fields, roles and positions, and audits before and after', async () => {
      const u = await createUser(t);
      const res = await call('PUT', '/admin/user', {
        userId: u.id,
        nickname: 'Renamed',
        phone: '',
        roleIds: [await roleId('admin'), await roleId('staff')],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        nickname: 'Renamed',
        phone: null,
        username: u.username,
      });
      expect(
        res
          .json()
          .data.roles.map((r: { roleCode: string }) => r.roleCode)
          .sort(),
      ).toEqual(['admin', 'staff']);
      const audit = await lastAudit(u.id);
      expect(audit).toMatchObject({ action: 'update' });
      expect(audit!.before).toMatchObject({ nickname: u.username });
      expect(audit!.after).toMatchObject({ nickname: 'Renamed' });
    });

    it('disabling ends the user’s sign-ins at once; enabling lets them sign in again', async () => {
      const u = await createUser(t);
      const tokens = await signIn(t, u.username, u.password);
      const res = await call('PUT', `/admin/user/${u.id}/enabled`, { enabled: false });
      expect(res.json()).toEqual({ code: 0, msg: null, data: true });
      expect(await isSignedIn(tokens.access_token)).toBe(false);
      // Revoked, not just refused while disabled: enabling again does not bring them back.
      await call('PUT', `/admin/user/${u.id}/enabled`, { enabled: true });
      expect(await isSignedIn(tokens.access_token)).toBe(false);
      await expect(signIn(t, u.username, u.password)).resolves.toBeTruthy();
      expect((await lastAudit(u.id))!.action).toBe('enable');
    });

    it('refuses to disable or delete yourself', async () => {
      const [me] = await t.db.select().from(appUser).where(eq(appUser.username, 'admin'));
      for (const [method, url, payload] of [
        ['PUT', `/admin/user/${me!.id}/enabled`, { enabled: false }],
        ['DELETE', `/admin/user/${me!.id}`, undefined],
        ['PUT', '/admin/user/batch/enabled', { userIds: [me!.id], enabled: false }],
        ['PUT', '/admin/user', { userId: me!.id, enabled: false }],
      ] as const) {
        const res = await call(method, url, payload);
        expect(res.statusCode).toBe(409);
        expect(res.json().msg).toBe('you cannot disable or delete your own account');
      }
    });

    it('keeps one enabled administrator: taking the last one away is a 409', async () => {
      const adminRole = await roleId('admin');
      const [first] = await t.db.select().from(appUser).where(eq(appUser.username, 'admin'));
      const second = await createUser(t, { roles: ['admin'] });
      // Earlier tests made administrators too: only `first` and `second` stay enabled.
      const holders = await t.db.select().from(userRole).where(eq(userRole.roleId, adminRole));
      const others = holders
        .map((h) => h.userId)
        .filter((id) => id !== first!.id && id !== second.id);
      if (others.length) {
        await call('PUT', '/admin/user/batch/enabled', { userIds: others, enabled: false });
      }
      // A user manager who is no administrator: may edit users (button 1113, sys_user_edit).
      const [managerRole] = await t.db
        .insert(role)
        .values({ code: 'user_mgr', name: 'UM' })
        .returning();
      await t.db.insert(roleMenu).values({ roleId: managerRole!.id, menuId: 1113 });
      const manager = await createUser(t, { roles: ['user_mgr'] });
      const asManager = (await signIn(t, manager.username, manager.password)).access_token;
      const asSecond = (await signIn(t, second.username, second.password)).access_token;
      const put = (token: string, url: string, payload: object) =>
        t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

      expect(
        (await put(asSecond, `/admin/user/${first!.id}/enabled`, { enabled: false })).statusCode,
      ).toBe(200);
      const ownRole = await put(asSecond, `/admin/user/${second.id}/roles`, { roleIds: [] });
      expect(ownRole.statusCode).toBe(409);
      expect(ownRole.json().msg).toBe('at least one enabled administrator must remain');
      const disable = await put(asManager, `/admin/user/${second.id}/enabled`, { enabled: false });
      expect(disable.statusCode).toBe(409);
      const [still] = await t.db.select().from(appUser).where(eq(appUser.id, second.id));
      expect(still!.enabled).toBe(true);

      // Back as it was for the other tests.
      expect(
        (await put(asSecond, `/admin/user/${first!.id}/enabled`, { enabled: true })).statusCode,
      ).toBe(200);
      adminToken = '';
    });

    it('replaces roles with PUT /{id}/roles and refuses unknown ones', async () => {
      const u = await createUser(t);
      const res = await call('PUT', `/admin/user/${u.id}/roles`, {
        roleIds: [await roleId('admin')],
      });
      expect(res.json().data.roles).toEqual([
        { roleId: await roleId('admin'), roleName: '系统管理员', roleCode: 'admin' },
      ]);
      const bad = await call('PUT', `/admin/user/${u.id}/roles`, { roleIds: [987654] });
      expect(bad.statusCode).toBe(400);
      expect((await call('GET', `/admin/user/${u.id}`)).json().data.roles).toHaveLength(1);
    });

    it('audits a change of roles as ids in numeric order, before and after', async () => {
      // Two roles whose ids text order would put the other way round (2 and 10, say).
      await t.db
        .insert(role)
        .values(
          Array.from({ length: 12 }, (_, i) => ({ name: `审计顺序 ${i}`, code: `order_${i}` })),
        );
      const ids = (await t.db.select({ id: role.id }).from(role)).map((r) => r.id);
      const small = ids.find((a) => ids.some((b) => b > a && String(b) < String(a)))!;
      const large = ids.find((b) => b > small && String(b) < String(small))!;
      expect(large, 'two ids whose text order is not their order').toBeDefined();
      const u = await createUser(t);
      const first = await call('PUT', `/admin/user/${u.id}/roles`, { roleIds: [large, small] });
      expect(first.statusCode, first.body).toBe(200);
      expect((await lastAudit(u.id))!.after).toEqual({ roleIds: [small, large] });
      await call('PUT', `/admin/user/${u.id}/roles`, { roleIds: [large] });
      expect(await lastAudit(u.id)).toMatchObject({
        action: 'set-roles',
        before: { roleIds: [small, large] },
        after: { roleIds: [large] },
      });
    });

    it('answers 404 for a user that does not exist', async () => {
      expect((await call('GET', '/admin/user/987654')).statusCode).toBe(404);
      expect((await call('PUT', '/admin/user/987654/enabled', { enabled: true })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', '/admin/user/987654')).statusCode).toBe(404);
    });
  });

  describe('reset password', () => {
    it('sets a generated password once: passwordUpdated 0, sign-ins end, lockout lifted', async () => {
      const u = await createUser(t, { passwordUpdated: 1 });
      const tokens = await signIn(t, u.username, u.password);
      for (let i = 0; i < 5; i++) await requestPasswordGrant(t, u.username, 'wrong');
      const res = await call('PUT', `/admin/user/${u.id}/reset-password`);
      expect(res.statusCode).toBe(200);
      const { temporaryPassword } = res.json().data;
      expect(temporaryPassword).toMatch(/^[\w-]{12}$/);
      expect(await isSignedIn(tokens.access_token)).toBe(false);
      expect(
        await t.db
          .select()
          .from(loginLockout)
          .where(like(loginLockout.key, `%${u.username}%`)),
      ).toEqual([]);
      const fresh = await signIn(t, u.username, temporaryPassword);
      const info = await t.app.inject({
        url: '/admin/user/info',
        headers: bearer(fresh.access_token),
      });
      expect(info.json().data.sysUser.passwordUpdated).toBe(0);
      expect((await lastAudit(u.id))!.action).toBe('reset-password');
    });

    it('sets the password the administrator typed', async () => {
      const u = await createUser(t);
      const res = await call('PUT', `/admin/user/${u.id}/reset-password`, {
        password: 'Typed-by-admin',
      });
      expect(res.json().data).toEqual({ temporaryPassword: null });
      await expect(signIn(t, u.username, 'Typed-by-admin')).resolves.toBeTruthy();
    });
  });

  describe('delete and bulk', () => {
    it('deletes users in bulk, all or none', async () => {
      const a = await createUser(t);
      const b = await createUser(t);
      const [me] = await t.db.select().from(appUser).where(eq(appUser.username, 'admin'));
      const refused = await call('DELETE', '/admin/user/batch', { userIds: [a.id, me!.id] });
      expect(refused.statusCode).toBe(409);
      expect(await t.db.select().from(appUser).where(eq(appUser.id, a.id))).toHaveLength(1);

      const tokens = await signIn(t, a.username, a.password);
      const res = await call('DELETE', '/admin/user/batch', { userIds: [a.id, b.id] });
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(appUser).where(eq(appUser.id, b.id))).toEqual([]);
      expect(await isSignedIn(tokens.access_token)).toBe(false);
      expect((await lastAudit(a.id))!.action).toBe('delete');
    });

    it('disables and enables in bulk', async () => {
      const a = await createUser(t);
      const b = await createUser(t);
      const res = await call('PUT', '/admin/user/batch/enabled', {
        userIds: [a.id, b.id],
        enabled: false,
      });
      expect(res.statusCode).toBe(200);
      const rows = await t.db.select().from(appUser).where(eq(appUser.enabled, false));
      expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    });
  });

  describe('export', () => {
    it('answers .xlsx, headers in the caller’s language, formulas stored as text', async () => {
      await call('POST', '/admin/user', { username: 'xlsx.user', nickname: '=HYPERLINK("x")' });
      const res = await call('GET', '/admin/user/export', undefined, { username: 'xlsx.user' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_TYPE);
      // Named after the caller's day: the stores' zone when the call names none.
      const day = dayIn(new Date(), 'Asia/Shanghai');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="users-${day}.xlsx"; filename*=UTF-8''users-${day}.xlsx`,
      );
      const sheet = await firstSheet(res.rawPayload);
      expect(sheet.rowCount).toBe(2);
      expect(rowValues(sheet, 1)).toEqual([
        'Username',
        'Nickname',
        'Phone',
        'Email',
        'Department',
        'Roles',
        'Positions',
        'Status',
        'Password changed',
        'Created at',
      ]);
      const row = rowValues(sheet, 2);
      expect(row.slice(0, 2)).toEqual(['xlsx.user', '=HYPERLINK("x")']);
      expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
      expect(row.slice(7, 9)).toEqual(['enabled', 'no']);
      // The time as the stores' clock shows it, not an ISO instant in UTC.
      const [made] = await t.db
        .select({ at: appUser.createdAt })
        .from(appUser)
        .where(eq(appUser.username, 'xlsx.user'));
      expect(row[9]).toBe(formatInZone(made!.at, 'Asia/Shanghai'));

      const zh = await t.app.inject({
        url: '/admin/user/export',
        query: { username: 'xlsx.user' },
        headers: {
          ...bearer(await admin()),
          'accept-language': 'zh-CN',
          'x-time-zone': 'America/New_York',
        },
      });
      // The caller's zone, as their browser names it: its day and its clock.
      const theirDay = dayIn(new Date(), 'America/New_York');
      expect(zh.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`用户-${theirDay}.xlsx`)}`,
      );
      const zhSheet = await firstSheet(zh.rawPayload);
      expect(rowValues(zhSheet, 1).slice(0, 3)).toEqual(['用户名', '昵称', '手机号']);
      expect(rowValues(zhSheet, 2)[9]).toBe(formatInZone(made!.at, 'America/New_York'));
    });
  });

  describe('export order', () => {
    it('holds the list’s users in the list’s order, each with their own roles', async () => {
      const staff = await roleId('staff');
      for (const [name, roleIds] of [
        ['xorder.b', [staff]],
        ['xorder.c', []],
        ['xorder.a', [staff]],
      ] as const) {
        const made = await call('POST', '/admin/user', { username: name, nickname: name, roleIds });
        expect(made.statusCode, made.body).toBe(200);
      }
      const query = { username: 'xorder.', sort: 'username,desc' };
      const listed = (await call('GET', '/admin/user/page', undefined, query)).json().data.records;
      const res = await call('GET', '/admin/user/export', undefined, query);
      const sheet = await firstSheet(res.rawPayload);
      const rows = [2, 3, 4].map((n) => rowValues(sheet, n));
      expect(rows.map((r) => r[0])).toEqual(listed.map((u: { username: string }) => u.username));
      expect(rows.map((r) => [r[0], r[5] ?? ''])).toEqual([
        ['xorder.c', ''],
        ['xorder.b', '普通员工'],
        ['xorder.a', '普通员工'],
      ]);
    });
  });

  describe('without the permission key', () => {
    it('answers 403 and changes nothing', async () => {
      const staff = await createUser(t);
      const { access_token } = await signIn(t, staff.username, staff.password);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/admin/user/${staff.id}/enabled`,
        headers: bearer(access_token),
        payload: { enabled: false },
      });
      expect(res.statusCode).toBe(403);
      const [row] = await t.db.select().from(appUser).where(eq(appUser.id, staff.id));
      expect(row!.enabled).toBe(true);
    });
  });

  describe('revocation hook', () => {
    it('tells listeners which sign-ins of whom ended, inside the transaction', async () => {
      const sessions = createSessionControl(t.db);
      const heard: TokenRevocation[] = [];
      const stop = sessions.onTokensRevoked((revocation, tx) => {
        expect(tx).toBeDefined();
        heard.push(revocation);
      });
      const u = await createUser(t);
      const laptop = await signIn(t, u.username, u.password);
      const phone = await signIn(t, u.username, u.password);
      const info = await t.app.inject({
        url: '/admin/user/info',
        headers: bearer(laptop.access_token),
      });
      expect(info.statusCode).toBe(200);
      await t.db.transaction((tx) => sessions.revokeUser(tx, u.id));
      expect(heard).toEqual([
        { userId: u.id, familyIds: [expect.any(String), expect.any(String)] },
      ]);
      expect(await isSignedIn(phone.access_token)).toBe(false);
      stop();
      await t.db.transaction((tx) => sessions.revokeUser(tx, u.id));
      expect(heard).toHaveLength(1);
    });
  });
});
