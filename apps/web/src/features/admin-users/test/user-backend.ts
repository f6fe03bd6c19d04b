import type { AdminUser } from '../../../api/admin-users';
import { fail, ok, type FakeRoutes } from '../../../test/fake-server';

export function adminUser(fields: Partial<AdminUser> & { userId: number; username: string }) {
  return {
    nickname: fields.username,
    phone: null,
    email: null,
    avatar: null,
    deptId: 11,
    deptName: '研发部',
    enabled: true,
    passwordUpdated: 1,
    roles: [{ roleId: 1, roleName: '管理员', roleCode: 'admin' }],
    posts: [],
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...fields,
  } satisfies AdminUser;
}

/** The calls of the user page, on an in-memory list. */
export function userBackend(list: () => AdminUser[]): FakeRoutes {
  const users = () => list();
  return {
    'GET /admin/user/page': ({ params }) => {
      const current = Number(params.current);
      const size = Number(params.size);
      const found = users().filter(
        (u) => params.deptId === undefined || u.deptId === Number(params.deptId),
      );
      return ok({
        records: found.slice((current - 1) * size, current * size),
        total: found.length,
        current,
        size,
      });
    },
    'GET /as/enterprise/list': () => ok([{ entId: 1, code: 'HQ', name: '总部', parentCode: null }]),
    'GET /admin/dept/list': () =>
      ok([
        { deptId: 10, parentId: 0, name: '技术中心', entCode: 'HQ', sort: 1 },
        { deptId: 11, parentId: 10, name: '研发部', entCode: 'HQ', sort: 1 },
      ]),
    'GET /admin/role/list': () =>
      ok([
        { roleId: 1, roleName: '管理员', roleCode: 'admin', description: null },
        { roleId: 2, roleName: '员工', roleCode: 'staff', description: null },
      ]),
    'GET /admin/post/list': () => ok([{ postId: 1, code: 'dev', name: '开发', sort: 1 }]),
    'POST /admin/user': ({ body }) => {
      const input = body as { username: string; nickname: string };
      const created = adminUser({ userId: 99, ...input });
      users().push(created);
      return ok({ ...created, temporaryPassword: 'Tmp-7Kq2-x9' });
    },
    'PUT /admin/user/1/enabled': () => fail(409, '不能停用自己'),
    'PUT /admin/user/2/enabled': ({ body }) => {
      const user = users().find((u) => u.userId === 2)!;
      user.enabled = (body as { enabled: boolean }).enabled;
      return ok(true);
    },
    'GET /admin/user/export': () => ({
      data: new Blob(['PK']),
      headers: {
        'content-disposition': `attachment; filename="users.xlsx"; filename*=UTF-8''${encodeURIComponent('用户.xlsx')}`,
      },
    }),
    'PUT /admin/user/2/reset-password': () => ok({ temporaryPassword: 'Reset-55pp' }),
    'DELETE /admin/user/2/lockout': () => ok(true),
  };
}
