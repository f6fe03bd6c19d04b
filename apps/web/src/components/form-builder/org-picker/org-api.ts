import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '@depot/shared';
import { http } from '../../../api/http';

/**
 * The organisation lists the picker shows (SPEC §7). A failed load gives an empty list (SPEC §8):
 * the picker stays usable; the http client has already reported the failure.
 */
export interface OrgEnterprise {
  entId: number;
  code: string;
  name: string;
  parentCode: string | null;
}

export interface OrgDept {
  deptId: number;
  parentId: number;
  name: string;
}

export interface OrgUser {
  userId: number;
  username: string;
  nickname?: string | null;
  deptId?: number | null;
}

export interface OrgRole {
  roleId: number;
  roleName: string;
  roleCode?: string;
}

export interface OrgPost {
  postId: number;
  code?: string;
  name: string;
}

/** parentEntCode of the top enterprises. */
export const TOP_ENTERPRISE = '-1';

async function listQuietly<T>(url: string, params?: Record<string, string | number>): Promise<T[]> {
  try {
    const response = await http.get<Envelope<T[] | null>>(url, { params });
    const data = response.data.data;
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

export const orgPickerKeys = {
  all: ['org-picker'] as const,
  enterprises: (parentCode: string) => [...orgPickerKeys.all, 'enterprises', parentCode] as const,
  topDepts: (entCode: string) => [...orgPickerKeys.all, 'depts', 'ent', entCode] as const,
  childDepts: (parentId: number) => [...orgPickerKeys.all, 'depts', 'parent', parentId] as const,
  users: (deptId: number) => [...orgPickerKeys.all, 'users', deptId] as const,
  roles: () => [...orgPickerKeys.all, 'roles'] as const,
  posts: () => [...orgPickerKeys.all, 'posts'] as const,
};

// Organisation data changes rarely: a minute of caching spares repeated calls while picking.
const staleTime = 60_000;

export const enterprisesQueryOptions = (parentCode: string) =>
  queryOptions({
    queryKey: orgPickerKeys.enterprises(parentCode),
    queryFn: () => listQuietly<OrgEnterprise>('/as/enterprise/list', { parentEntCode: parentCode }),
    staleTime,
  });

export const topDeptsQueryOptions = (entCode: string) =>
  queryOptions({
    queryKey: orgPickerKeys.topDepts(entCode),
    queryFn: () => listQuietly<OrgDept>('/admin/dept/list', { entCode, parentId: 0 }),
    staleTime,
  });

export const childDeptsQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: orgPickerKeys.childDepts(parentId),
    queryFn: () => listQuietly<OrgDept>('/admin/dept/list', { parentId }),
    staleTime,
  });

export const deptUsersQueryOptions = (deptId: number) =>
  queryOptions({
    queryKey: orgPickerKeys.users(deptId),
    queryFn: () => listQuietly<OrgUser>('/admin/user/list', { deptId }),
    staleTime,
  });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: orgPickerKeys.roles(),
    queryFn: () => listQuietly<OrgRole>('/admin/role/list'),
    staleTime,
  });

export const postsQueryOptions = () =>
  queryOptions({
    queryKey: orgPickerKeys.posts(),
    queryFn: () => listQuietly<OrgPost>('/admin/post/list'),
    staleTime,
  });
