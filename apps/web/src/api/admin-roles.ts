import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AdminRole,
  Envelope,
  Page,
  RoleChange,
  RoleInput,
  RoleItem,
  RolePageParams,
} from '@depot/shared';
import { ORG_LIST_STALE_MS } from './admin-org';
import { http } from './http';

/**
 * Role admin (apps/server/README "Admin console"): page, CRUD and the menus (buttons, so
 * permission keys, included) granted to a role. Keys start with `adminRoleKeys.all`. The types
 * are the shared contracts' (packages/shared/src/admin/role.ts).
 */
export { ROLE_SORT_FIELDS } from '@depot/shared';
export type { AdminRole, RoleChange, RoleInput, RoleItem, RolePageParams } from '@depot/shared';

export const adminRoleKeys = {
  all: ['admin-role'] as const,
  list: () => [...adminRoleKeys.all, 'list'] as const,
  pages: () => [...adminRoleKeys.all, 'page'] as const,
  page: (params: RolePageParams) => [...adminRoleKeys.pages(), params] as const,
  menus: (roleId: number) => [...adminRoleKeys.all, 'menus', roleId] as const,
};

/** GET /admin/role/list: every role (open to signed-in users; pickers use it). */
export async function fetchRoleList(): Promise<RoleItem[]> {
  const response = await http.get<Envelope<RoleItem[]>>('/admin/role/list');
  return Array.isArray(response.data.data) ? response.data.data : [];
}

/** Every role: the role filters and forms, the org picker and the message centre share it. */
export const roleListQueryOptions = () =>
  queryOptions({
    queryKey: adminRoleKeys.list(),
    queryFn: fetchRoleList,
    staleTime: ORG_LIST_STALE_MS,
  });

export async function fetchRolePage(params: RolePageParams): Promise<Page<AdminRole>> {
  const response = await http.get<Envelope<Page<AdminRole>>>('/admin/role/page', { params });
  return response.data.data;
}

export const rolePageQueryOptions = (params: RolePageParams) =>
  queryOptions({
    queryKey: adminRoleKeys.page(params),
    queryFn: () => fetchRolePage(params),
    placeholderData: keepPreviousData,
  });

/** POST /admin/role; a taken code is a 409 with the server's message. */
export async function createRole(body: RoleInput): Promise<AdminRole> {
  const response = await http.post<Envelope<AdminRole>>('/admin/role', body);
  return response.data.data;
}

export async function updateRole(body: RoleChange): Promise<AdminRole> {
  const response = await http.put<Envelope<AdminRole>>('/admin/role', body);
  return response.data.data;
}

/** DELETE /admin/role/{id}; a role users hold (or `admin`) is a 409. */
export async function deleteRole(roleId: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/role/${roleId}`);
}

/** GET /admin/role/{id}/menus: the ids of every menu granted, buttons included. */
export async function fetchRoleMenus(roleId: number): Promise<number[]> {
  const response = await http.get<Envelope<number[]>>(`/admin/role/${roleId}/menus`);
  return Array.isArray(response.data.data) ? response.data.data : [];
}

export const roleMenusQueryOptions = (roleId: number) =>
  queryOptions({ queryKey: adminRoleKeys.menus(roleId), queryFn: () => fetchRoleMenus(roleId) });

/** PUT /admin/role/{id}/menus: replaces the whole set; answers it. */
export async function saveRoleMenus(roleId: number, menuIds: number[]): Promise<number[]> {
  const response = await http.put<Envelope<number[]>>(`/admin/role/${roleId}/menus`, { menuIds });
  return response.data.data;
}
