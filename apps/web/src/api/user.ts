import { queryOptions } from '@tanstack/react-query';
import type { Envelope, UserEditBody, UserInfo } from '@depot/shared';
import { http } from './http';

/** GET /admin/user/info: the signed-in user, roles and permission keys. */
export async function fetchUserInfo(): Promise<UserInfo> {
  const response = await http.get<Envelope<UserInfo>>('/admin/user/info');
  return response.data.data;
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'info'], queryFn: fetchUserInfo });

/**
 * PUT /admin/user/edit: the signed-in user's own profile, plus a password change when the
 * password fields are present (SPEC §5, §7). Answers the success flag; a failure rejects.
 */
export async function editUser(body: UserEditBody): Promise<boolean> {
  const response = await http.put<Envelope<boolean>>('/admin/user/edit', body);
  return response.data.data === true;
}
