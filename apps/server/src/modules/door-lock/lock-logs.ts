import type { DoorOpenMethod, DoorOpenRecord, Page, PageQuery } from '@depot/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/logs';
import { appUser } from '../../db/schema/users';
import { doorOpen } from './tables';

/** A page of lock `lockId`'s open log, newest first (the caller checked they see the lock). */
export async function readOpens(
  db: Db,
  lockId: number,
  query: PageQuery,
): Promise<Page<DoorOpenRecord>> {
  return readPage(
    {
      select: db
        .select({
          openId: doorOpen.id,
          lockId: doorOpen.lockId,
          at: doorOpen.at,
          // The check constraint allows only DOOR_OPEN_METHODS.
          method: sql<DoorOpenMethod>`${doorOpen.method}`,
          userName: appUser.nickname,
          keyId: doorOpen.keyId,
          passwordId: doorOpen.passwordId,
        })
        .from(doorOpen)
        .leftJoin(appUser, eq(appUser.id, doorOpen.userId))
        .$dynamic(),
      count: db.select({ n: count() }).from(doorOpen).$dynamic(),
    },
    { where: () => [], sorts: {}, order: [desc(doorOpen.at), desc(doorOpen.id)] },
    query,
    eq(doorOpen.lockId, lockId),
  );
}

/**
 * Lock `lockId`'s battery readings, newest first: its audit rows (registration and edits)
 * that changed its battery level (the caller checked they see the lock).
 */
export async function readBattery(db: Db, lockId: number) {
  const rows = await db
    .select({
      at: auditLog.createdAt,
      battery: sql<number | null>`(${auditLog.after} ->> 'battery')::int`,
      byName: auditLog.actorName,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'door-lock'),
        eq(auditLog.entityId, String(lockId)),
        inArray(auditLog.action, ['create', 'update']),
        sql`${auditLog.after} ? 'battery'`,
        sql`(${auditLog.before} ->> 'battery') is distinct from (${auditLog.after} ->> 'battery')`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
  return rows;
}
