import { queryOptions } from '@tanstack/react-query';
import { MENU_ROOT_ID, type Envelope, type MenuItem } from '@depot/shared';
import { http } from './http';

/**
 * GET /admin/menu?parentId=-1: the signed-in user's menu tree, already filtered by their roles
 * on the server; button permissions are not in it (they come with the user info).
 */
export async function fetchMenu(): Promise<MenuItem[]> {
  const response = await http.get<Envelope<MenuItem[]>>('/admin/menu', {
    params: { parentId: MENU_ROOT_ID },
  });
  return Array.isArray(response.data.data) ? response.data.data : [];
}

export const menuQueryOptions = () =>
  queryOptions({ queryKey: ['menu', 'tree', MENU_ROOT_ID], queryFn: fetchMenu });
