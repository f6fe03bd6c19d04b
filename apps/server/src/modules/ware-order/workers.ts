import { WARE_ORDER_KEYS, type PermissionKey, type WareOrderType } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { holders } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';

const actKey = (type: WareOrderType) => WARE_ORDER_KEYS[type].act as PermissionKey;

/** Workers of orders of `type`: enabled users holding its `act` key. */
export function listWorkers(tx: Db, type: WareOrderType) {
  return tx
    .select({ userId: appUser.id, username: appUser.username, nickname: appUser.nickname })
    .from(appUser)
    .where(holders(tx, actKey(type)))
    .orderBy(asc(appUser.nickname), asc(appUser.username));
}

export async function isWorker(tx: Db, type: WareOrderType, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, userId), holders(tx, actKey(type))));
  return Boolean(row);
}
