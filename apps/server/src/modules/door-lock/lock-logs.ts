import type {
  DoorBatteryRecord,
  DoorOpenMethod,
  DoorOpenRecord,
  DoorPasswordRevealLogRecord,
  Page,
  PageQuery,
} from '@depot/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { newestFirst, readPage, tableRows } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/logs';
import { appUser } from '../../db/schema/users';
import { doorOpen, doorPassword, doorPasswordReveal } from './tables';

const revealer = alias(appUser, 'revealer');

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
    newestFirst(doorOpen.at, doorOpen.id),
    query,
    eq(doorOpen.lockId, lockId),
  );
}

/**
 * A page of lock `lockId`'s battery readings, newest first: its audit rows (registration and
 * edits) that changed its battery level (the caller checked they see the lock).
 */
export async function readBattery(
  db: Db,
  lockId: number,
  query: PageQuery,
): Promise<Page<DoorBatteryRecord>> {
  return readPage(
    tableRows(db, auditLog, {
      at: auditLog.createdAt,
      battery: sql<number | null>`(${auditLog.after} ->> 'battery')::int`,
      byName: auditLog.actorName,
    }),
    newestFirst(auditLog.createdAt, auditLog.id),
    query,
    and(
      eq(auditLog.entity, 'door-lock'),
      eq(auditLog.entityId, String(lockId)),
      inArray(auditLog.action, ['create', 'update']),
      sql`${auditLog.after} ? 'battery'`,
      sql`(${auditLog.before} ->> 'battery') is distinct from (${auditLog.after} ->> 'battery')`,
    ),
  );
}

/**
 * A page of the reveal log of lock `lockId`'s passwords, newest first: who revealed a code, when
 * and from where (the caller checked they see the lock).
 */
export async function readReveals(
  db: Db,
  lockId: number,
  query: PageQuery,
): Promise<Page<DoorPasswordRevealLogRecord>> {
  const ofLock = eq(doorPassword.id, doorPasswordReveal.passwordId);
  return readPage(
    {
      select: db
        .select({
          revealId: doorPasswordReveal.id,
          passwordId: doorPasswordReveal.passwordId,
          userName: revealer.nickname,
          at: doorPasswordReveal.at,
          address: doorPasswordReveal.address,
        })
        .from(doorPasswordReveal)
        .innerJoin(doorPassword, ofLock)
        .innerJoin(revealer, eq(revealer.id, doorPasswordReveal.userId))
        .$dynamic(),
      count: db
        .select({ n: count() })
        .from(doorPasswordReveal)
        .innerJoin(doorPassword, ofLock)
        .$dynamic(),
    },
    newestFirst(doorPasswordReveal.at, doorPasswordReveal.id),
    query,
    eq(doorPassword.lockId, lockId),
  );
}
