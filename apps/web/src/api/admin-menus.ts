import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  MENU_ROOT_ID,
  type AdminMenuNode,
  type AdminMenuRecord,
  type Envelope,
  type MenuChange,
  type MenuInput,
} from '@depot/shared';
import { useMenuStore } from '../stores/menu';
import { useSessionStore } from '../stores/session';
import { http } from './http';
import { menuQueryOptions } from './menu';
import { userInfoQueryOptions } from './user';

/**
 * Menu admin (apps/server/README "Admin console"): every menu record, buttons and disabled ones
 * included. After a change the caller also invalidates the shell's `menuQueryOptions()` so the
 * signed-in user's sidebar follows. Keys start with `adminMenuKeys.all`. The types are the shared
 * contracts' (packages/shared/src/admin/menu.ts).
 */
export type {
  AdminMenuNode as MenuNode,
  AdminMenuRecord as MenuRecord,
  MenuInput as MenuFields,
} from '@depot/shared';

export const adminMenuKeys = {
  all: ['admin-menu'] as const,
  trees: () => [...adminMenuKeys.all, 'tree'] as const,
  /** The whole tree (permission editor). */
  fullTree: () => [...adminMenuKeys.trees(), 'full'] as const,
  /** One level (the lazy tree table). */
  level: (parentId: number) => [...adminMenuKeys.trees(), 'level', parentId] as const,
  detail: (id: number) => [...adminMenuKeys.all, 'detail', id] as const,
};

async function fetchTree(params: { lazy: boolean; parentId: number }): Promise<AdminMenuNode[]> {
  const response = await http.get<Envelope<AdminMenuNode[]>>('/admin/menu/tree', { params });
  return Array.isArray(response.data.data) ? response.data.data : [];
}

/** GET /admin/menu/tree: every record with its children, buttons included. */
export const menuFullTreeQueryOptions = () =>
  queryOptions({
    queryKey: adminMenuKeys.fullTree(),
    queryFn: () => fetchTree({ lazy: false, parentId: MENU_ROOT_ID }),
  });

/** GET /admin/menu/tree?lazy=true&parentId: one level; `hasChildren` says what may expand. */
export const menuLevelQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: adminMenuKeys.level(parentId),
    queryFn: () => fetchTree({ lazy: true, parentId }),
  });

export async function fetchMenuRecord(id: number): Promise<AdminMenuRecord> {
  const response = await http.get<Envelope<AdminMenuRecord>>(`/admin/menu/${id}`);
  return response.data.data;
}

export const menuRecordQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminMenuKeys.detail(id), queryFn: () => fetchMenuRecord(id) });

export async function createMenu(body: MenuInput): Promise<AdminMenuRecord> {
  const response = await http.post<Envelope<AdminMenuRecord>>('/admin/menu', body);
  return response.data.data;
}

export async function updateMenu(body: MenuChange): Promise<AdminMenuRecord> {
  const response = await http.put<Envelope<AdminMenuRecord>>('/admin/menu', body);
  return response.data.data;
}

/** DELETE /admin/menu/{id}; one with sub-menus is a 409. Its grants go with it. */
export async function deleteMenu(id: number): Promise<void> {
  await http.delete<Envelope<boolean>>(`/admin/menu/${id}`);
}

/**
 * After a change to menus or grants: the signed-in user's sidebar and permission keys are
 * fetched again and shown at once (the shell loads them once per page load otherwise).
 */
export async function refreshSignedInMenu(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: menuQueryOptions().queryKey });
  await queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
  const [menu, info] = await Promise.all([
    queryClient.fetchQuery(menuQueryOptions()),
    queryClient.fetchQuery(userInfoQueryOptions()),
  ]);
  useMenuStore.getState().setMenu(menu);
  useSessionStore.getState().setUserInfo(info);
}
