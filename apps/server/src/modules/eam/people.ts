import { EAM_PERMISSIONS, type RepairAssignee } from '@depot/shared';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser, menu, roleMenu, userRole } from '../../db/schema';

/** Enabled users whose roles grant the button with `permission` (as sign-in computes keys). */
function holders(tx: Db, permission: string) {
  return and(
    eq(appUser.enabled, true),
    exists(
      tx
        .select({ one: sql`1` })
        .from(userRole)
        .innerJoin(roleMenu, eq(roleMenu.roleId, userRole.roleId))
        .innerJoin(menu, eq(menu.id, roleMenu.menuId))
        .where(
          and(
            eq(userRole.userId, appUser.id),
            eq(menu.kind, 'button'),
            eq(menu.enabled, true),
            eq(menu.permission, permission),
          ),
        ),
    ),
  );
}

/** Technicians: enabled users who may work on orders (`eam_order_work`). */
export async function listAssignees(tx: Db): Promise<RepairAssignee[]> {
  return tx
    .select({ userId: appUser.id, username: appUser.username, nickname: appUser.nickname })
    .from(appUser)
    .where(holders(tx, EAM_PERMISSIONS.work))
    .orderBy(asc(appUser.nickname), asc(appUser.username));
}

export async function isAssignee(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, userId), holders(tx, EAM_PERMISSIONS.work)));
  return Boolean(row);
}

/** Dispatchers: enabled users holding `eam_order_dispatch`. */
export async function dispatcherIds(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(holders(tx, EAM_PERMISSIONS.dispatch));
  return rows.map((r) => r.id);
}

/** Of `ids`, the users that exist and are enabled. */
export async function enabledUsers(tx: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inArray(appUser.id, [...ids]), eq(appUser.enabled, true)));
  return rows.map((r) => r.id);
}
