import type { DataScope } from './data-scope';
import type { AuthUser } from './fastify-types';

/** A data scope of `userId` with `part` set (demo data acts through the real services). */
export const scopeOf = (userId: number, part: Partial<DataScope>): DataScope => ({
  all: false,
  enterpriseId: null,
  deptId: null,
  deptTree: false,
  storeIds: null,
  self: false,
  userId,
  ...part,
});

/** A demo user as the services see a signed-in caller, with these keys and this scope. */
export const signedIn = (
  user: { id: number; username: string },
  permissions: readonly string[],
  scope: DataScope,
): AuthUser => ({
  userId: user.id,
  username: user.username,
  roles: [],
  permissions: [...permissions],
  tokenId: 0,
  familyId: 'seed',
  mustChangePassword: false,
  scope,
});
