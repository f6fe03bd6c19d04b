import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Envelope, Page } from '@depot/shared';
import { download, type DownloadedFile } from './get-data';
import { http } from './http';

/**
 * User admin (apps/server/README "Admin console"): a page with allow-listed sort, CRUD, the
 * enabled switch, roles, password reset, bulk actions and the Excel export; plus the open lists
 * the user form picks from (enterprises, departments, positions). Every query key starts with
 * `adminUserKeys.all`; mutations invalidate with these keys.
 */
export interface AdminUser {
  userId: number;
  username: string;
  nickname: string;
  phone: string | null;
  email: string | null;
  avatar: string | null;
  deptId: number | null;
  deptName: string | null;
  enabled: boolean;
  passwordUpdated: 0 | 1;
  roles: { roleId: number; roleName: string; roleCode: string }[];
  posts: { postId: number; postName: string }[];
  /** ISO 8601 */
  createdAt: string;
  updatedAt: string;
}

export interface UserFilters {
  username?: string;
  nickname?: string;
  phone?: string;
  /** With its sub-departments. */
  deptId?: number;
  roleId?: number;
  /** As the query string carries it (the filter bar's select holds these strings). */
  enabled?: 'true' | 'false';
}

/** The server's allow-list for `sort` (GET /admin/user/page). */
export const USER_SORT_FIELDS = ['username', 'nickname', 'createdAt', 'updatedAt'] as const;

export type UserPageParams = UserFilters & { current: number; size: number; sort?: string };

export interface UserFields {
  nickname: string;
  /** '' clears it. */
  phone: string;
  email: string;
  deptId: number | null;
  roleIds: number[];
  postIds: number[];
  enabled: boolean;
}
export type UserCreate = UserFields & { username: string; password?: string };
export type UserUpdate = Partial<UserFields> & { userId: number };

/** A password the server generated, shown to the administrator once (null when one was typed). */
export interface TemporaryPassword {
  temporaryPassword: string | null;
}

export interface EnterpriseItem {
  entId: number;
  code: string;
  name: string;
  parentCode: string | null;
}
export interface DeptItem {
  deptId: number;
  /** 0 at the top of its enterprise. */
  parentId: number;
  name: string;
  entCode: string;
  sort: number;
}
export interface PostItem {
  postId: number;
  code: string;
  name: string;
  sort: number;
}

export const adminUserKeys = {
  all: ['admin-user'] as const,
  pages: () => [...adminUserKeys.all, 'page'] as const,
  page: (params: UserPageParams) => [...adminUserKeys.pages(), params] as const,
  enterprises: () => [...adminUserKeys.all, 'enterprises'] as const,
  depts: () => [...adminUserKeys.all, 'depts'] as const,
  posts: () => [...adminUserKeys.all, 'posts'] as const,
};

export async function fetchUserPage(params: UserPageParams): Promise<Page<AdminUser>> {
  const response = await http.get<Envelope<Page<AdminUser>>>('/admin/user/page', { params });
  return response.data.data;
}

export const userPageQueryOptions = (params: UserPageParams) =>
  queryOptions({
    queryKey: adminUserKeys.page(params),
    queryFn: () => fetchUserPage(params),
    placeholderData: keepPreviousData,
  });

async function getList<T>(url: string): Promise<T[]> {
  const response = await http.get<Envelope<T[]>>(url);
  return Array.isArray(response.data.data) ? response.data.data : [];
}

/** GET /as/enterprise/list: every enterprise (open to signed-in users). */
export const enterpriseListQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.enterprises(),
    queryFn: () => getList<EnterpriseItem>('/as/enterprise/list'),
  });

/** GET /admin/dept/list without filters: every department (open to signed-in users). */
export const deptListQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.depts(),
    queryFn: () => getList<DeptItem>('/admin/dept/list'),
  });

/** GET /admin/post/list: the positions a user may hold. */
export const postListQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.posts(),
    queryFn: () => getList<PostItem>('/admin/post/list'),
  });

/** POST /admin/user: the new user, with the generated password when none was typed. */
export async function createUser(body: UserCreate): Promise<AdminUser & TemporaryPassword> {
  const response = await http.post<Envelope<AdminUser & TemporaryPassword>>('/admin/user', body);
  return response.data.data;
}

/** PUT /admin/user: the fields given change; the username never does. */
export async function updateUser(body: UserUpdate): Promise<AdminUser> {
  const response = await http.put<Envelope<AdminUser>>('/admin/user', body);
  return response.data.data;
}

/** PUT /admin/user/{id}/enabled (disabling ends the user's sign-ins; never yourself: 409). */
export async function setUserEnabled(userId: number, enabled: boolean): Promise<void> {
  await http.put<Envelope<boolean>>(`/admin/user/${userId}/enabled`, { enabled });
}

/** PUT /admin/user/{id}/roles: replaces the user's roles. */
export async function setUserRoles(userId: number, roleIds: number[]): Promise<AdminUser> {
  const response = await http.put<Envelope<AdminUser>>(`/admin/user/${userId}/roles`, {
    roleIds,
  });
  return response.data.data;
}

/** PUT /admin/user/{id}/reset-password without a password: the server generates one. */
export async function resetUserPassword(userId: number): Promise<TemporaryPassword> {
  const response = await http.put<Envelope<TemporaryPassword>>(
    `/admin/user/${userId}/reset-password`,
    {},
  );
  return response.data.data;
}

/** PUT /admin/user/batch/enabled: all or none. */
export async function setUsersEnabled(userIds: number[], enabled: boolean): Promise<void> {
  await http.put<Envelope<boolean>>('/admin/user/batch/enabled', { userIds, enabled });
}

export async function deleteUser(userId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/user/${userId}`);
}

/** DELETE /admin/user/batch: all or none. */
export async function deleteUsers(userIds: number[]): Promise<void> {
  await http.delete<Envelope<boolean>>('/admin/user/batch', { data: { userIds } });
}

/** GET /admin/user/export with the page's filters: an .xlsx, headers in the user's language. */
export function exportUsers(filters: UserFilters & { sort?: string }): Promise<DownloadedFile> {
  return download('/admin/user/export', filters);
}
