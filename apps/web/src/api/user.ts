import { queryOptions } from '@tanstack/react-query';
import type { Envelope, UserInfo } from '@depot/shared';
import { http } from './http';

/** GET /admin/user/info: the signed-in user, roles and permission keys. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const response = await http.get<Envelope<UserInfo>>('/admin/user/info');
  return response.data.data;
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'info'], queryFn: fetchUserInfo });
