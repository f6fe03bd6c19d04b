import { queryOptions } from '@tanstack/react-query';
import type {
  Envelope,
  RoleDataScope,
  RoleDataScopeRecord,
  UserStores,
  UserStoresRecord,
} from '@depot/shared';
import { adminRoleKeys } from './admin-roles';
import { adminUserKeys } from './admin-users';
import { getData } from './get-data';
import { http } from './http';

/**
 * Data scope administration (docs/security.md "Data scope"): a role's scope, edited on the role
 * page, and the stores assigned to a user (what the `stores` scope sees), edited on the user
 * page. The keys live under the roles' and users' own, so their invalidations reach them.
 */
export { DATA_SCOPES, type DataScopeKind } from '@depot/shared';
export type { RoleDataScopeRecord, UserStoresRecord } from '@depot/shared';

export const dataScopeKeys = {
  role: (roleId: number) => [...adminRoleKeys.all, 'data-scope', roleId] as const,
  userStores: (userId: number) => [...adminUserKeys.all, 'stores', userId] as const,
};

/** GET /admin/role/{id}/data-scope (sys_role_view). */
export const roleDataScopeQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: dataScopeKeys.role(roleId),
    queryFn: () => getData<RoleDataScopeRecord>(`/admin/role/${roleId}/data-scope`),
  });

/** PUT /admin/role/{id}/data-scope (sys_role_edit): the holders' sign-ins see it at once. */
export async function saveRoleDataScope(
  roleId: number,
  body: RoleDataScope,
): Promise<RoleDataScopeRecord> {
  const response = await http.put<Envelope<RoleDataScopeRecord>>(
    `/admin/role/${roleId}/data-scope`,
    body,
  );
  return response.data.data;
}

/** GET /admin/user/{id}/stores (sys_user_view): the assigned store ids, ascending. */
export const userStoresQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: dataScopeKeys.userStores(userId),
    queryFn: () => getData<UserStoresRecord>(`/admin/user/${userId}/stores`),
  });

/** PUT /admin/user/{id}/stores (sys_user_edit): replaces them; unknown stores are a 400. */
export async function saveUserStores(userId: number, body: UserStores): Promise<UserStoresRecord> {
  const response = await http.put<Envelope<UserStoresRecord>>(`/admin/user/${userId}/stores`, body);
  return response.data.data;
}
