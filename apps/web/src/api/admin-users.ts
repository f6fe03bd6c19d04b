import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminUser,
  Envelope,
  Page,
  TemporaryPassword,
  UserChange,
  UserFilterParams,
  UserInput,
  UserItem,
  UserListParams,
  UserPageParams,
} from '@depot/shared';
import { ORG_LIST_STALE_MS } from './admin-org';
import { download, getData, type DownloadedFile } from './get-data';
import { http } from './http';

/**
 * User admin (apps/server/README "Admin console"): a page with allow-listed sort, CRUD, the
 * enabled switch, roles, password reset, bulk actions and the Excel export; plus the open user
 * list the pickers use. Every query key starts with `adminUserKeys.all`; mutations invalidate
 * with these keys. The types are the shared contracts' (packages/shared/src/admin/user.ts).
 */
export { USER_SORT_FIELDS } from '@depot/shared';
export type {
  AdminUser,
  TemporaryPassword,
  UserChange as UserUpdate,
  UserFilterParams as UserFilters,
  UserInput as UserCreate,
  UserPageParams,
} from '@depot/shared';

export const adminUserKeys = {
  all: ['admin-user'] as const,
  pages: () => [...adminUserKeys.all, 'page'] as const,
  page: (params: UserPageParams) => [...adminUserKeys.pages(), params] as const,
  list: (params: UserListParams) => [...adminUserKeys.all, 'list', params] as const,
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

/** GET /admin/user/list (open to signed-in users): every user, or a department's (the pickers). */
export const userListQueryOptions = (params: UserListParams = {}) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: () => getData<UserItem[]>('/admin/user/list', params),
    staleTime: ORG_LIST_STALE_MS,
  });

/** POST /admin/user: the new user, with the generated password when none was typed. */
export async function createUser(body: UserInput): Promise<AdminUser & TemporaryPassword> {
  const response = await http.post<Envelope<AdminUser & TemporaryPassword>>('/admin/user', body);
  return response.data.data;
}

/** PUT /admin/user: the fields given change; the username never does. */
export async function updateUser(body: UserChange): Promise<AdminUser> {
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

/** DELETE /admin/user/{id}/lockout: lifts the user's sign-in locks from every address. */
export async function liftUserLockout(userId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/user/${userId}/lockout`);
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
export function exportUsers(filters: UserFilterParams): Promise<DownloadedFile> {
  return download('/admin/user/export', filters);
}
