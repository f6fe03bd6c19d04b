import type { PermissionKey } from '@depot/shared';
import type { DataScope } from './data-scope';

/** The signed-in caller, set by the access hook on every route that is not public. */
export interface AuthUser {
  userId: number;
  username: string;
  roles: string[];
  permissions: string[];
  /** The presented access token's row, and its sign-in family (logout revokes the family). */
  tokenId: number;
  familyId: string;
  /** The password is still the first one or an administrator's reset: see RouteAccess. */
  mustChangePassword: boolean;
  /** Which records the caller sees and acts on (core/data-scope.ts). */
  scope: DataScope;
}

/**
 * Who may call a route, declared in its `config` (STYLE #11). Exactly one of:
 * `{ auth: 'public' }`, `{ auth: 'user' }` (any signed-in user) or `{ permission: 'key' }`
 * (`{ permission: ['a', 'b'] }`: holding either is enough).
 */
export interface RouteAccess {
  auth?: 'public' | 'user';
  /** The key a caller must hold, or several of which any one will do. */
  permission?: PermissionKey | readonly PermissionKey[];
  /**
   * Still answered while the caller must change their password (user info, the change itself,
   * sign-out); every other signed-in route refuses with 403 `passwordChangeRequired`.
   */
  beforePasswordChange?: boolean;
  /** Still allowed in demo mode although it changes state (sign-in, refresh, sign-out). */
  demoAllowed?: boolean;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging
  interface FastifyContextConfig extends RouteAccess {}

  interface FastifyRequest {
    user: AuthUser | null;
  }
}
