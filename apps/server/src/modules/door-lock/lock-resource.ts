import {
  PERMISSIONS,
  doorLockCreateBody,
  doorLockPageQuery,
  doorLockSchema,
  doorLockUpdateBody,
  type DoorLockStatus,
} from '@depot/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { scopeCondition } from '../../core/data-scope-sql';
import { BadRequest } from '../../core/errors';
import { checkOpenStore } from '../../core/open-stores';
import { anyColumnContains } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { doorLock } from './tables';

const keeper = alias(appUser, 'keeper');

const columns = {
  lockId: doorLock.id,
  storeId: doorLock.storeId,
  storeName: store.name,
  storeCode: store.code,
  door: doorLock.door,
  model: doorLock.model,
  serialNo: doorLock.serialNo,
  installedOn: doorLock.installedOn,
  battery: doorLock.battery,
  // The check constraint allows only DOOR_LOCK_STATUSES.
  status: sql<DoorLockStatus>`${doorLock.status}`,
  keeperId: doorLock.keeperId,
  keeperName: sql<string | null>`coalesce(${keeper.nickname}, ${keeper.username})`,
  remark: doorLock.remark,
  createdAt: doorLock.createdAt,
  updatedAt: doorLock.updatedAt,
};

const withStore = eq(store.id, doorLock.storeId);
const withKeeper = eq(keeper.id, doorLock.keeperId);

/** A keeper named on a lock must be an enabled user (400 otherwise). */
async function checkKeeper(tx: Db, keeperId: number | null | undefined): Promise<void> {
  if (keeperId === null || keeperId === undefined) return;
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, keeperId), eq(appUser.enabled, true)));
  if (!user) throw new BadRequest('doorlock.unknownKeeper');
}

/** Store door locks (`/doorlock`), in the caller's data scope by their store. */
export const doorLockResource = defineResource({
  entity: 'door-lock',
  tag: 'doorlock',
  path: '/doorlock',
  table: doorLock,
  id: doorLock.id,
  idField: 'lockId',
  permissions: PERMISSIONS.doorLock,
  schemas: {
    record: doorLockSchema,
    create: doorLockCreateBody,
    update: doorLockUpdateBody,
    query: doorLockPageQuery,
  },
  joined: {
    select: (tx) =>
      tx
        .select(columns)
        .from(doorLock)
        .innerJoin(store, withStore)
        .leftJoin(keeper, withKeeper)
        .$dynamic(),
    count: (tx) => tx.select({ n: count() }).from(doorLock).innerJoin(store, withStore).$dynamic(),
  },
  where: (q) => [
    q.storeId === undefined ? undefined : eq(doorLock.storeId, q.storeId),
    q.status ? eq(doorLock.status, q.status) : undefined,
    anyColumnContains([store.name, doorLock.door, doorLock.model, doorLock.serialNo], q.q),
  ],
  sorts: {
    door: doorLock.door,
    battery: doorLock.battery,
    installedOn: doorLock.installedOn,
    status: doorLock.status,
    createdAt: doorLock.createdAt,
  },
  order: [asc(store.code), asc(doorLock.door), asc(doorLock.id)],
  unique: [{ field: 'serialNo', column: doorLock.serialNo, message: 'doorlock.serialTaken' }],
  inUse: 'doorlock.inUse',
  scoped: {
    where: (scope) => scopeCondition(scope, { store: doorLock.storeId }),
    place: async (tx, scope, body) => {
      if (body.storeId !== undefined) await checkOpenStore(tx, scope, body.storeId);
      await checkKeeper(tx, body.keeperId);
    },
  },
});

export function createDoorLockService(db: Db) {
  return createResourceService(db, doorLockResource);
}
export type DoorLockService = ReturnType<typeof createDoorLockService>;
