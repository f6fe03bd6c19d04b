import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MENU_ROOT_ID, type Envelope, type MenuKind } from '@depot/shared';
import { useMenuStore } from '../stores/menu';
import { useSessionStore } from '../stores/session';
import { http } from './http';
import { menuQueryOptions } from './menu';
import { userInfoQueryOptions } from './user';

/**
 * Menu admin (apps/server/README "Admin console"): every menu record, buttons and disabled ones
 * included. After a change the caller also invalidates the shell's `menuQueryOptions()` so the
 * signed-in user's sidebar follows. Keys start with `adminMenuKeys.all`.
 */
export interface MenuFields {
  parentId: number;
  kind: MenuKind;
  /** Chinese label */
  label: string;
  labelEn: string;
  /** `/…` for a directory or page (stored without `/index`), `http(s)://…` for a link. */
  path: string;
  /** kebab-case antd icon name without "Outlined" (components/menu-icon.tsx). */
  icon: string | null;
  sort: number;
  keepAlive: 0 | 1;
  /** Path prefixes that also mark the entry active. */
  group: string[];
  query: Record<string, string> | null;
  /** A button's permission key. */
  permission: string | null;
  /** meta.roles: role codes the entry is limited to; empty: whoever is granted it. */
  roles: string[];
  isTab: boolean;
  enabled: boolean;
  visible: boolean;
}

export interface MenuRecord extends MenuFields {
  id: number;
  /** ISO 8601 */
  createdAt: string;
  updatedAt: string;
}

export interface MenuNode extends MenuRecord {
  hasChildren: boolean;
  children: MenuNode[];
}

export const adminMenuKeys = {
  all: ['admin-menu'] as const,
  trees: () => [...adminMenuKeys.all, 'tree'] as const,
  /** The whole tree (permission editor). */
  fullTree: () => [...adminMenuKeys.trees(), 'full'] as const,
  /** One level (the lazy tree table). */
  level: (parentId: number) => [...adminMenuKeys.trees(), 'level', parentId] as const,
  detail: (id: number) => [...adminMenuKeys.all, 'detail', id] as const,
};

async function fetchTree(params: { lazy: boolean; parentId: number }): Promise<MenuNode[]> {
  const response = await http.get<Envelope<MenuNode[]>>('/admin/menu/tree', { params });
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

export async function fetchMenuRecord(id: number): Promise<MenuRecord> {
  const response = await http.get<Envelope<MenuRecord>>(`/admin/menu/${id}`);
  return response.data.data;
}

export const menuRecordQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminMenuKeys.detail(id), queryFn: () => fetchMenuRecord(id) });

export async function createMenu(body: MenuFields): Promise<MenuRecord> {
  const response = await http.post<Envelope<MenuRecord>>('/admin/menu', body);
  return response.data.data;
}

export async function updateMenu(body: Partial<MenuFields> & { id: number }): Promise<MenuRecord> {
  const response = await http.put<Envelope<MenuRecord>>('/admin/menu', body);
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
