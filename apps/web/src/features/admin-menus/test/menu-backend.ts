import type { MenuNode } from '../../../api/admin-menus';
import { fail, ok, type FakeRoutes } from '../../../test/fake-server';

function node(fields: Partial<MenuNode> & Pick<MenuNode, 'id' | 'kind' | 'label'>): MenuNode {
  return {
    parentId: -1,
    labelEn: '',
    path: '',
    icon: null,
    sort: 0,
    keepAlive: 0,
    group: [],
    query: null,
    permission: null,
    roles: [],
    isTab: true,
    enabled: true,
    visible: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    hasChildren: false,
    children: [],
    ...fields,
  };
}

export const LEVELS: Record<number, MenuNode[]> = {
  [-1]: [
    node({
      id: 1100,
      kind: 'directory',
      label: '系统管理',
      path: '/admin',
      icon: 'setting',
      hasChildren: true,
    }),
    node({ id: 9000, kind: 'directory', label: '帮助', path: '/help', hasChildren: false }),
  ],
  1100: [
    node({
      id: 1110,
      parentId: 1100,
      kind: 'page',
      label: '用户管理',
      path: '/admin/user',
      hasChildren: true,
    }),
  ],
  1110: [
    node({ id: 1111, parentId: 1110, kind: 'button', label: '新增', permission: 'sys_user_add' }),
  ],
};

export function menuBackend(): FakeRoutes {
  return {
    'GET /admin/menu/tree': ({ params }) =>
      params.lazy ? ok(LEVELS[Number(params.parentId)] ?? []) : ok(LEVELS[-1]),
    'GET /admin/role/list': () =>
      ok([{ roleId: 2, roleName: '员工', roleCode: 'staff', description: null }]),
    'POST /admin/menu': ({ body }) => ok({ id: 10001, ...(body as object) }),
    'DELETE /admin/menu/1100': () => fail(409, '该菜单有下级菜单，不能删除'),
    'GET /admin/menu': () => ok([]),
    'GET /admin/user/info': () =>
      ok({ sysUser: { userId: 1, username: 'admin' }, roles: ['admin'], permissions: [] }),
  };
}
