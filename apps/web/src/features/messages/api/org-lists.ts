import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '@depot/shared';
import { http } from '../../../api/http';

/**
 * The organisation lists the announcement form picks recipients from (SPEC §7). They live
 * here, private to the message centre, until an organisation API file exists in src/api.
 */
export interface OrgUser {
  userId: number;
  username: string;
  nickname: string | null;
}

export interface OrgDept {
  deptId: number;
  parentId: number;
  name: string;
}

export interface OrgRole {
  roleId: number;
  roleName: string;
  roleCode: string;
}

/** Top of the department tree (SPEC §7: parentId=0). */
export const ROOT_DEPT_ID = 0;

const orgKeys = {
  all: ['org'] as const,
  users: () => [...orgKeys.all, 'users'] as const,
  depts: (parentId: number) => [...orgKeys.all, 'depts', parentId] as const,
  roles: () => [...orgKeys.all, 'roles'] as const,
};

async function getList<T>(url: string, params?: Record<string, number>): Promise<T[]> {
  const response = await http.get<Envelope<T[]>>(url, { params });
  return response.data.data;
}

export const orgUsersQueryOptions = () =>
  queryOptions({
    queryKey: orgKeys.users(),
    queryFn: () => getList<OrgUser>('/admin/user/list'),
  });

export const orgDeptsQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: orgKeys.depts(parentId),
    queryFn: () => getList<OrgDept>('/admin/dept/list', { parentId }),
  });

export const orgRolesQueryOptions = () =>
  queryOptions({
    queryKey: orgKeys.roles(),
    queryFn: () => getList<OrgRole>('/admin/role/list'),
  });
