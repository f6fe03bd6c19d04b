import type { PermissionKey, Person } from '@depot/shared';
import { and, eq, exists, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inIntArray } from '../db/int-array';
import { appUser, menu, roleMenu, userRole } from '../db/schema';

/*
 * Who holds a right: the recipients of an area's notices (dispatchers, asset admins) and the
 * people its pickers offer, found as sign-in computes permission keys.
 */

/** Enabled users whose roles grant the button with `permission` (as sign-in computes keys). */
export function holders(tx: Db, permission: PermissionKey) {
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

/** The ids of the enabled users whose roles grant `permission`. */
export async function holderIds(tx: Db, permission: PermissionKey): Promise<number[]> {
  const rows = await tx.select({ id: appUser.id }).from(appUser).where(holders(tx, permission));
  return rows.map((r) => r.id);
}

/** Of `ids`, the enabled users one of whose roles grants `permission`. */
export async function holdersAmong(
  tx: Db,
  ids: readonly number[],
  permission: PermissionKey,
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inIntArray(appUser.id, ids), holders(tx, permission)));
  return rows.map((r) => r.id);
}

/** Of `ids`, the users that exist and are enabled. */
export async function enabledUsers(tx: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inIntArray(appUser.id, ids), eq(appUser.enabled, true)));
  return rows.map((r) => r.id);
}

/** A user found by username (`usersNamed`). */
export interface NamedUser {
  id: number;
  username: string;
}

/** The users with these usernames, in the same order; one not found is undefined (demo data). */
export async function usersNamed<const N extends readonly string[]>(
  tx: Db,
  names: N,
): Promise<{ [I in keyof N]: NamedUser | undefined }> {
  const rows = await tx
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(inArray(appUser.username, [...names]));
  return names.map((name) => rows.find((r) => r.username === name)) as {
    [I in keyof N]: NamedUser | undefined;
  };
}

/** A user of `users` (app_user, or an alias of it) as an answer names one: `{ userId, nickname }`. */
export const personOf = (users: { id: AnyColumn; nickname: AnyColumn }) =>
  sql<Person>`json_build_object('userId', ${users.id}, 'nickname', ${users.nickname})`;

/** The same, or null where the row names nobody (a left join found no user). */
export const personOrNull = (users: { id: AnyColumn; nickname: AnyColumn }) =>
  sql<Person | null>`case when ${users.id} is null then null else ${personOf(users)} end`;
