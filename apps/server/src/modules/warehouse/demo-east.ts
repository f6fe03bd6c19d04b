import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menu, roleMenu } from '../../db/schema/menu';
import { role } from '../../db/schema/users';
import { warehouse } from './tables';
import { usersNamed } from '../../core/people';

/**
 * Where the warehouse areas' demos act: 华东仓 (WH-EAST), the administrator and the demo keeper
 * who keeps it; null before the warehouse demo has made them.
 */
export async function demoEast(tx: Db) {
  const [adminRow, keeperRow] = await usersNamed(tx, ['admin', 'keeper']);
  const [east] = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(eq(warehouse.code, 'WH-EAST'));
  return adminRow && keeperRow && east ? { adminRow, keeperRow, eastId: east.id } : null;
}

/** Gives the demo keeper role an area's page and keys (their menu ids), where both exist. */
export async function grantKeeperMenus(tx: Db, menuIds: readonly number[]): Promise<void> {
  const [keeperRole] = await tx
    .select({ id: role.id })
    .from(role)
    .where(eq(role.code, 'warehouse_keeper'));
  if (!keeperRole) return;
  const granted = await tx
    .select({ id: menu.id })
    .from(menu)
    .where(inArray(menu.id, [...menuIds]));
  if (granted.length) {
    await tx
      .insert(roleMenu)
      .values(granted.map((m) => ({ roleId: keeperRole.id, menuId: m.id })))
      .onConflictDoNothing();
  }
}
