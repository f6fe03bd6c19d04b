import type { DeptItem, EnterpriseItem, PostItem, RoleItem, UserItem } from '@depot/shared';
import {
  deptListQueryOptions,
  enterpriseListQueryOptions,
  postListQueryOptions,
} from '../../../api/admin-org';
import { roleListQueryOptions } from '../../../api/admin-roles';
import { userListQueryOptions } from '../../../api/admin-users';

/**
 * The organisation lists the picker shows (SPEC §7), through the admin areas' factories (one
 * cache per list for the picker, the admin pages and the message centre). A failed load gives
 * an empty list (SPEC §8): the picker stays usable; the http client has already reported the
 * failure.
 */
export type OrgEnterprise = EnterpriseItem;
export type OrgDept = DeptItem;
export type OrgUser = UserItem;
export type OrgRole = RoleItem;
export type OrgPost = PostItem;

export { TOP_ENTERPRISE } from '../../../api/admin-org';

/**
 * The factory's options (same key, same cache), with a failure read as an empty list instead
 * of an error: the picker loads levels with fetchQuery, whose rejection nothing would catch.
 * The cast keeps the factory's own types: the wrapped function answers what it answered, or [].
 */
function quietly<O extends { queryFn?: unknown }>(options: O): O {
  const queryFn = options.queryFn;
  if (typeof queryFn !== 'function') return options;
  return {
    ...options,
    queryFn: async (...args: unknown[]) => {
      try {
        return await (queryFn as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch {
        return [];
      }
    },
  };
}

export const enterprisesQueryOptions = (parentCode: string) =>
  quietly(enterpriseListQueryOptions({ parentEntCode: parentCode }));

export const topDeptsQueryOptions = (entCode: string) =>
  quietly(deptListQueryOptions({ entCode, parentId: 0 }));

export const childDeptsQueryOptions = (parentId: number) =>
  quietly(deptListQueryOptions({ parentId }));

export const deptUsersQueryOptions = (deptId: number) => quietly(userListQueryOptions({ deptId }));

export const rolesQueryOptions = () => quietly(roleListQueryOptions());

export const postsQueryOptions = () => quietly(postListQueryOptions());
