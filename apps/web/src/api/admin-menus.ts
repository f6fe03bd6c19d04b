import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  MENU_ROOT_ID,
  type AdminMenuNode,
  type AdminMenuRecord,
  type Envelope,
  type MenuChange,
  type MenuInput,
  type MenuTreeParams,
} from '@depot/shared';
import { useMenuStore } from '../stores/menu';
import { useSessionStore } from '../stores/session';
import { getData } from './get-data';
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
  tree: (params: MenuTreeParams) => [...adminMenuKeys.trees(), params] as const,
  detail: (id: number) => [...adminMenuKeys.all, 'detail', id] as const,
};

/** The whole tree: every record with its children (the permission editor, the parent select). */
export const WHOLE_MENU_TREE: MenuTreeParams = { lazy: false, parentId: MENU_ROOT_ID };

/**
 * GET /admin/menu/tree, buttons included: the whole tree (WHOLE_MENU_TREE), or with `lazy` one
 * level under `parentId`, whose `hasChildren` says what may expand (the tree table).
 */
export const menuTreeQueryOptions = (params: MenuTreeParams) =>
  queryOptions({
    queryKey: adminMenuKeys.tree(params),
    queryFn: () => getData<AdminMenuNode[]>('/admin/menu/tree', params),
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
