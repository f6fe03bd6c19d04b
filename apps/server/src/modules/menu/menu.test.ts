import type { MenuItem } from '@depot/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  signInStaff,
  useTestApp,
  type TestApp,
} from '../../../test/helpers';
import { menu, role, roleMenu } from '../../db/schema';

/** A role granted exactly these menus. */
async function createRole(t: TestApp, code: string, menuIds: number[]): Promise<number> {
  const [row] = await t.db.insert(role).values({ code, name: code }).returning();
  if (menuIds.length) {
    await t.db.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId: row!.id, menuId })));
  }
  return row!.id;
}

function flatten(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

describe.each(areaEngines())('GET /admin/menu on %s', (engine) => {
  const t = useTestApp(engine);

  async function menuOf(token: string, parentId?: number): Promise<MenuItem[]> {
    const res = await t.app.inject({
      url: '/admin/menu',
      query: parentId === undefined ? {} : { parentId: String(parentId) },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
    return res.json().data;
  }

  it('gives the administrator every page in the shared shape, sorted, without buttons', async () => {
    const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
    const tree = await menuOf(access_token, -1);
    expect(tree.map((i) => i.path)).toEqual([
      '/wel',
      '/approval',
      '/as',
      '/ware',
      '/purchase',
      '/doorlock',
      '/item',
      '/eam',
      '/admin',
      '/help',
    ]);
    expect(tree[1]!.children.map((i) => i.path)).toEqual([
      '/approval/center',
      '/approval/template',
    ]);
    expect(tree[2]!.children.map((i) => i.path)).toEqual([
      '/as/category',
      '/as/asset',
      '/as/doc',
      '/as/equipment/antenna',
    ]);
    expect(tree[0]).toEqual({
      id: 1000,
      parentId: -1,
      kind: 'page',
      label: '首页',
      labelEn: 'Home',
      path: '/wel',
      icon: 'home',
      sort: 0,
      keepAlive: 1,
      group: [],
      query: null,
      meta: { roles: [], isTab: true },
      children: [],
    });
    const top = (path: string) => tree.find((i) => i.path === path)!;
    expect(top('/eam').children.map((i) => [i.path, i.keepAlive, i.group])).toEqual([
      ['/eam/repair-order', 1, ['/eam/repair-order-detail', '/eam/repair-suborder-detail']],
    ]);
    // The supplier list marks the supplier page active (SPEC §2 /product/supplierDetail), the
    // work order list its add-order and sub-order pages, the template list the (hidden) template
    // page, the warehouse purchase orders their pages, the after-sales list its order's page.
    expect(top('/purchase').children.map((i) => [i.path, i.keepAlive, i.group])).toEqual([
      ['/product/supplier', 1, ['/product/supplierDetail']],
      ['/product/sku', 1, []],
      [
        '/purchase/purchase-order',
        1,
        ['/purchase/purchase-order/add-order', '/purchase/purchase-order-detail'],
      ],
      ['/purchase/purchase-template', 1, ['/purchase/purchase-template/add']],
      ['/purchase/warehouse-order', 1, ['/orderdetail', '/suborderdetail']],
      ['/purchase/after-order', 1, ['/purchase/purchase-order/after-order-detail']],
    ]);
    // The lock list marks the lock's page and the electronic keys' page active (SPEC §2).
    expect(top('/doorlock').children.map((i) => [i.path, i.keepAlive, i.group])).toEqual([
      ['/doorlock/list', 1, ['/doorlockDetail', '/doorlockEkey']],
    ]);
    // The project list marks a project's pages active, the template list its designer, the
    // dispatch centre a dispatch's page.
    expect(top('/item').children.map((i) => [i.path, i.keepAlive, i.group])).toEqual([
      [
        '/item/index',
        1,
        [
          '/item/detail',
          '/item/cost-visa-detail',
          '/item/item-completion-statement',
          '/item/item-hide-acceptance',
          '/item/item-inspection-record',
          '/item/item-inspection-record-add',
          '/item/item-sampling',
          '/item/item-sampling-add',
          '/item/item-discard',
          '/item/item-start-work',
          '/project/product/sku-order-detail',
          '/item/item-enterprise',
          '/item/item-repairorder-detail',
          '/item/item-completion',
          '/item/item-inspection',
          '/item/item-drawing',
          '/item/item-drawing-design',
          '/item/item-drawing-design-change',
          '/item/item-drawing-completion',
        ],
      ],
      ['/item/template', 1, ['/item/add-template-design', '/item/add-template']],
      ['/item/dispatch-order', 1, ['/project/purchase/dispatch-detail']],
    ]);
    // The work orders' lists mark their detail pages active (SPEC §2).
    expect(top('/ware').children.map((i) => [i.path, i.keepAlive, i.group])).toEqual(
      expect.arrayContaining([
        ['/ware/order', 1, ['/wareorderdetail']],
        ['/ware/special-order', 1, ['/warespecialorderdetail']],
      ]),
    );
    const system = top('/admin');
    expect(system.kind).toBe('directory');
    expect(system.children.map((i) => i.path)).toEqual([
      '/admin/user',
      '/admin/role',
      '/admin/dept',
      '/admin/enterprise',
      '/admin/post',
      '/admin/store',
      '/admin/menu',
      '/admin/audit-log',
      '/admin/login-log',
      '/admin/online',
      '/admin/notice/announce',
      '/admin/form-design',
    ]);
    const all = flatten(tree);
    expect(all.every((i) => (i.kind as string) !== 'button')).toBe(true);
    expect(all.find((i) => i.kind === 'link')).toMatchObject({
      parentId: 9000,
      path: expect.stringMatching(/^https:\/\//),
    });
    // Absent parentId is the whole tree too.
    expect(await menuOf(access_token)).toEqual(tree);
  });

  it('gives the demo staff role home, the repair orders they may report and follow, and help', async () => {
    const { access_token } = await signInStaff(t);
    const tree = await menuOf(access_token);
    expect(tree.map((i) => i.label)).toEqual(['首页', '审批中心', '资产管理', '维修管理', '帮助']);
    // Their requests in the approval centre, and the asset documents they may apply for.
    expect(tree[1]!.children.map((i) => i.path)).toEqual(['/approval/center']);
    expect(tree[2]!.children.map((i) => i.path)).toEqual(['/as/doc']);
    expect(tree[3]!.children.map((i) => i.path)).toEqual(['/eam/repair-order']);
    expect(tree[4]!.children.map((i) => i.kind)).toEqual(['link']);
    const info = await t.app.inject({ url: '/admin/user/info', headers: bearer(access_token) });
    expect([...info.json().data.permissions].sort()).toEqual([
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

  it('leaves out what a role is not granted, keeping the directory above what it is', async () => {
    await createRole(t, 'auditor', [1180, 1181]);
    const user = await createUser(t, { roles: ['auditor'] });
    const { access_token } = await signIn(t, user.username, user.password);
    const tree = await menuOf(access_token);
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ id: 1100, kind: 'directory' });
    expect(tree[0]!.children.map((i) => i.path)).toEqual(['/admin/audit-log']);

    const info = await t.app.inject({ url: '/admin/user/info', headers: bearer(access_token) });
    expect(info.json().data.permissions).toEqual(['sys_audit_view']);
  });

  it('gives a role granted only buttons no menu but their permission keys', async () => {
    await createRole(t, 'exporter', [1115]);
    const user = await createUser(t, { roles: ['exporter'] });
    const { access_token } = await signIn(t, user.username, user.password);
    expect(await menuOf(access_token)).toEqual([]);
    const info = await t.app.inject({ url: '/admin/user/info', headers: bearer(access_token) });
    expect(info.json().data).toMatchObject({
      roles: ['exporter'],
      permissions: ['sys_user_export'],
    });
  });

  it('shows an entry with meta roles only to those roles, and says so in meta.roles', async () => {
    const [secret] = await t.db
      .insert(menu)
      .values({
        parentId: 9000,
        kind: 'page',
        label: '内部手册',
        labelEn: 'Handbook',
        path: '/help/handbook',
        roles: ['admin'],
        sort: 20,
        isTab: false,
      })
      .returning();
    const granted = await t.db
      .select({ id: role.id })
      .from(role)
      .where(inArray(role.code, ['admin', 'staff']));
    await t.db.insert(roleMenu).values(granted.map((r) => ({ roleId: r.id, menuId: secret!.id })));

    const staff = await signInStaff(t);
    expect(flatten(await menuOf(staff.access_token)).map((i) => i.id)).not.toContain(secret!.id);

    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const help = await menuOf(admin.access_token, 9000);
    expect(help.map((i) => i.id)).toEqual([9010, secret!.id]);
    expect(help[1]!.meta).toEqual({ roles: ['admin'], isTab: false });
  });

  it('answers the entries under parentId, or none when that entry is not the user’s', async () => {
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const system = await menuOf(admin.access_token, 1100);
    expect(system).toHaveLength(12);
    expect(system.every((i) => i.parentId === 1100 && i.children.length === 0)).toBe(true);

    const staff = await signInStaff(t);
    expect(await menuOf(staff.access_token, 1100)).toEqual([]);
  });

  it('leaves out disabled and hidden entries and what is under a disabled directory', async () => {
    const [dir] = await t.db
      .insert(menu)
      .values({ kind: 'directory', label: '报表', path: '/report', enabled: false, sort: 50 })
      .returning();
    const [page] = await t.db
      .insert(menu)
      .values({ parentId: dir!.id, kind: 'page', label: '月报', path: '/report/month' })
      .returning();
    const [hidden] = await t.db
      .insert(menu)
      .values({ kind: 'page', label: '隐藏页', path: '/hidden', visible: false })
      .returning();
    const [adminRole] = await t.db.select().from(role).where(eq(role.code, 'admin'));
    await t.db
      .insert(roleMenu)
      .values([dir!, page!, hidden!].map((m) => ({ roleId: adminRole!.id, menuId: m.id })));
    const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
    const ids = flatten(await menuOf(access_token)).map((i) => i.id);
    expect(ids).not.toContain(dir!.id);
    expect(ids).not.toContain(page!.id);
    expect(ids).not.toContain(hidden!.id);
  });

  it('asks for sign-in and checks parentId', async () => {
    expect((await t.app.inject({ url: '/admin/menu' })).statusCode).toBe(401);
    const { access_token } = await signIn(t, 'admin', ADMIN_PASSWORD);
    const bad = await t.app.inject({
      url: '/admin/menu',
      query: { parentId: 'abc' },
      headers: bearer(access_token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/^parentId: /);
  });

  describe('admin', () => {
    let token = '';
    async function call(
      method: string,
      url: string,
      payload?: object,
      query?: Record<string, string>,
    ) {
      token ||= (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
      return t.app.inject({ method: method as 'GET', url, query, payload, headers: bearer(token) });
    }

    it('shows the whole tree with buttons, or one level lazily', async () => {
      const full = await call('GET', '/admin/menu/tree');
      expect(full.statusCode).toBe(200);
      const system = full.json().data.find((m: { id: number }) => m.id === 1100);
      const users = system.children[0];
      expect(users).toMatchObject({ id: 1110, path: '/admin/user', hasChildren: true });
      expect(users.children.map((b: { permission: string }) => b.permission)).toEqual([
        'sys_user_view',
        'sys_user_add',
        'sys_user_edit',
        'sys_user_del',
        'sys_user_export',
        'sys_user_reset',
        'sys_user_unlock',
      ]);
      const lazy = await call('GET', '/admin/menu/tree', undefined, {
        lazy: 'true',
        parentId: '1100',
      });
      expect(lazy.json().data).toHaveLength(12);
      expect(lazy.json().data[0]).toMatchObject({ id: 1110, hasChildren: true, children: [] });
      const one = await call('GET', '/admin/menu/1111');
      expect(one.json().data).toMatchObject({
        kind: 'button',
        permission: 'sys_user_view',
        parentId: 1110,
      });
    });

    it('creates, changes and deletes a menu; a new button is a key once granted', async () => {
      const page = await call('POST', '/admin/menu', {
        parentId: 1100,
        kind: 'page',
        label: '报表',
        labelEn: 'Reports',
        path: '/admin/report',
        icon: 'chart',
        sort: 200,
        keepAlive: 1,
        group: ['/admin/report-detail'],
        query: { tab: 'month' },
      });
      expect(page.statusCode).toBe(200);
      const id = page.json().data.id;
      expect(id).toBeGreaterThanOrEqual(10_000);
      const button = await call('POST', '/admin/menu', {
        parentId: id,
        kind: 'button',
        label: '导出',
        permission: 'rpt_export',
      });
      expect(button.json().data).toMatchObject({
        kind: 'button',
        permission: 'rpt_export',
        enabled: true,
      });

      const edited = await call('PUT', '/admin/menu', { id, label: '统计报表', isTab: false });
      expect(edited.json().data).toMatchObject({
        label: '统计报表',
        path: '/admin/report',
        isTab: false,
      });

      const withChildren = await call('DELETE', `/admin/menu/${id}`);
      expect(withChildren.statusCode).toBe(409);
      expect(withChildren.json().msg).toBe('the menu has sub-menus: delete them first');
      expect((await call('DELETE', `/admin/menu/${button.json().data.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/admin/menu/${id}`)).statusCode).toBe(200);
      expect(await t.db.select().from(menu).where(eq(menu.id, id))).toEqual([]);
    });

    it('checks kinds, paths and parents', async () => {
      const cases: Array<[object, number, string]> = [
        [{ kind: 'button', label: 'x' }, 400, 'a button needs a permission key'],
        [
          { kind: 'link', label: 'x', path: 'javascript:alert(1)' },
          400,
          'an external link needs an http(s) address',
        ],
        [
          { kind: 'page', label: 'x', path: 'admin/x' },
          400,
          'the path of a directory or page starts with /',
        ],
        [
          { kind: 'page', label: 'x', path: '/x', parentId: 1111 },
          400,
          'the parent must be a directory or page, not this menu or one below it',
        ],
        [
          { kind: 'page', label: 'x', path: '/x', parentId: 999999 },
          400,
          'the parent must be a directory or page, not this menu or one below it',
        ],
        [{ kind: 'widget', label: 'x' }, 400, ''],
      ];
      for (const [payload, status, msg] of cases) {
        const res = await call('POST', '/admin/menu', payload);
        expect(res.statusCode).toBe(status);
        if (msg) expect(res.json().msg).toBe(msg);
      }
      const loop = await call('PUT', '/admin/menu', { id: 1100, parentId: 1110 });
      expect(loop.statusCode).toBe(400);
      const toButton = await call('PUT', '/admin/menu', {
        id: 1110,
        kind: 'button',
        permission: 'x',
      });
      expect(toButton.statusCode).toBe(409);
      expect((await call('GET', '/admin/menu/987654')).statusCode).toBe(404);
    });

    it('answers 403 without the key, and changes nothing', async () => {
      const { access_token } = await signInStaff(t);
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/admin/menu/9010',
        headers: bearer(access_token),
      });
      expect(res.statusCode).toBe(403);
      expect(await t.db.select().from(menu).where(eq(menu.id, 9010))).toHaveLength(1);
    });
  });
});
