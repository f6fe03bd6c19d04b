import type { UserInfo } from '@depot/shared';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { dataScopeOf, type DataScope } from '../../core/data-scope';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { appUser, department, menu, role, roleMenu, userRole, userStore } from '../../db/schema';

export interface UserAccess {
  /** Role codes. */
  roles: string[];
  /** Permission keys of the enabled button menus granted to the user's roles (DESIGN §5). */
  permissions: string[];
  /** What the roles let the user see (core/data-scope.ts). */
  scope: DataScope;
}

export interface SignInRecord {
  id: number;
  username: string;
  passwordHash: string;
  enabled: boolean;
}

export function createUserService(db: Db) {
  async function findSignInRecord(where: SQL): Promise<SignInRecord | null> {
    const [row] = await db
      .select({
        id: appUser.id,
        username: appUser.username,
        passwordHash: appUser.passwordHash,
        enabled: appUser.enabled,
      })
      .from(appUser)
      .where(where)
      .limit(1);
    return row ?? null;
  }

  // Prepared once (a named statement on PostgreSQL): every page load asks for it.
  const infoRow = db
    .select()
    .from(appUser)
    .where(eq(appUser.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_info_row');

  return {
    async loadAccess(userId: number): Promise<UserAccess> {
      const rows = await db
        .select({ role: role.code, dataScope: role.dataScope, permission: menu.permission })
        .from(userRole)
        .innerJoin(role, eq(role.id, userRole.roleId))
        .leftJoin(roleMenu, eq(roleMenu.roleId, role.id))
        .leftJoin(
          menu,
          and(
            eq(menu.id, roleMenu.menuId),
            eq(menu.kind, 'button'),
            eq(menu.enabled, true),
            isNotNull(menu.permission),
          ),
        )
        .where(eq(userRole.userId, userId));
      const roles = new Set(rows.map((r) => r.role));
      const permissions = new Set(rows.flatMap((r) => (r.permission ? [r.permission] : [])));
      const [place] = await db
        .select({ deptId: appUser.deptId, enterpriseId: department.enterpriseId })
        .from(appUser)
        .leftJoin(department, eq(department.id, appUser.deptId))
        .where(eq(appUser.id, userId));
      const stores = await db
        .select({ storeId: userStore.storeId })
        .from(userStore)
        .where(eq(userStore.userId, userId));
      const scope = dataScopeOf(
        rows.map((r) => r.dataScope),
        {
          userId,
          deptId: place?.deptId ?? null,
          enterpriseId: place?.enterpriseId ?? null,
          storeIds: stores.map((s) => s.storeId),
        },
      );
      return { roles: [...roles].sort(), permissions: [...permissions].sort(), scope };
    },

    findForSignIn(username: string): Promise<SignInRecord | null> {
      return findSignInRecord(eq(appUser.username, username));
    },

    findById(userId: number): Promise<SignInRecord | null> {
      return findSignInRecord(eq(appUser.id, userId));
    },

    /** A stronger hash of the same password (the configured cost changed); not a user edit. */
    async replacePasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(appUser).set({ passwordHash }).where(eq(appUser.id, userId));
    },

    /** GET /admin/user/info: the signed-in user's record with the roles and keys of their sign-in. */
    async getInfo({ userId, roles, permissions }: AuthUser): Promise<UserInfo | null> {
      const [user] = await infoRow.execute({ userId });
      if (!user) return null;
      return {
        sysUser: {
          userId: user.id,
          username: user.username,
          nickname: user.nickname,
          phone: user.phone,
          email: user.email,
          deptId: user.deptId,
          avatar: user.avatar,
          passwordUpdated: user.passwordUpdated === 1 ? 1 : 0,
        },
        roles,
        permissions,
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
