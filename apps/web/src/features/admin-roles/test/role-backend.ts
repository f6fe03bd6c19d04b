import type { MenuNode } from '../../../api/admin-menus';
import type { AdminRole } from '../../../api/admin-roles';
import { fail, ok, type FakeRoutes } from '../../../test/fake-server';

export const ROLES: AdminRole[] = [
  {
    roleId: 1,
    roleName: '管理员',
    roleCode: 'admin',
    description: '全部权限',
    userCount: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    roleId: 2,
    roleName: '员工',
    roleCode: 'staff',
    description: null,
    userCount: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

function menuNode(
  id: number,
  parentId: number,
  kind: MenuNode['kind'],
  label: string,
  children: MenuNode[] = [],
  permission: string | null = null,
): MenuNode {
  return {
    id,
    parentId,
    kind,
    label,
    labelEn: label,
    path: kind === 'button' ? '' : `/m${id}`,
    icon: null,
    sort: id,
    keepAlive: 0,
    group: [],
    query: null,
    permission,
    roles: [],
    isTab: true,
    enabled: true,
    visible: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    hasChildren: children.length > 0,
    children,
  };
}

/** 系统管理 › 用户管理 › 新增 / 删除; 审计日志 · 帮助 › 文档 */
export const MENU_TREE: MenuNode[] = [
  menuNode(1100, -1, 'directory', '系统管理', [
    menuNode(1110, 1100, 'page', '用户管理', [
      menuNode(1111, 1110, 'button', '新增', [], 'sys_user_add'),
      menuNode(1112, 1110, 'button', '删除', [], 'sys_user_del'),
    ]),
    menuNode(1180, 1100, 'page', '审计日志'),
  ]),
  menuNode(9000, -1, 'directory', '帮助', [menuNode(9010, 9000, 'link', 'PostgreSQL 文档')]),
];

/** `grants()`: the current test's grants by role id (read at each call). */
export function roleBackend(grants: () => Record<number, number[]>): FakeRoutes {
  return {
    'GET /admin/role/page': ({ params }) =>
      ok({ records: ROLES, total: ROLES.length, current: params.current, size: params.size }),
    'GET /admin/menu/tree': () => ok(MENU_TREE),
    'GET /admin/role/2/menus': () => ok(grants()[2] ?? []),
    'PUT /admin/role/2/menus': ({ body }) => {
      const { menuIds } = body as { menuIds: number[] };
      grants()[2] = menuIds;
      return ok(menuIds);
    },
    'POST /admin/role': () => fail(409, '角色编码 staff 已被使用'),
    'DELETE /admin/role/2': () => fail(409, '该角色仍有 3 个用户，不能删除'),
    'GET /admin/menu': () => ok([]),
    'GET /admin/user/info': () =>
      ok({ sysUser: { userId: 1, username: 'admin' }, roles: ['admin'], permissions: [] }),
  };
}
