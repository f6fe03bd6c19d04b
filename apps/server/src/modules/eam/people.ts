import { EAM_PERMISSIONS, type RepairAssignee } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { enabledUsers, holderIds, holders } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema';

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
export function dispatcherIds(tx: Db): Promise<number[]> {
  return holderIds(tx, EAM_PERMISSIONS.dispatch);
}

export { enabledUsers };
