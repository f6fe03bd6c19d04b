import type {
  DoorKeyIssue,
  DoorKeyPageQuery,
  DoorKeyRecord,
  DoorKeyState,
  Page,
} from '@depot/shared';
import { and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../core/audit';
import { scopeCondition } from '../../core/data-scope-sql';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { readPage } from '../../core/resource/page-query';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { keyState } from './key-window';
import type { DoorLockService } from './lock-resource';
import { doorKey, doorLock } from './tables';

const holder = alias(appUser, 'holder');
const issuer = alias(appUser, 'issuer');
const revoker = alias(appUser, 'revoker');

const columns = {
  keyId: doorKey.id,
  lockId: doorKey.lockId,
  door: doorLock.door,
  storeName: store.name,
  userId: doorKey.userId,
  userName: holder.nickname,
  startsAt: doorKey.startsAt,
  endsAt: doorKey.endsAt,
  schedule: doorKey.schedule,
  issuedByName: issuer.nickname,
  revokedAt: doorKey.revokedAt,
  revokedByName: revoker.nickname,
  revokeReason: doorKey.revokeReason,
  createdAt: doorKey.createdAt,
};
type KeyRow = Omit<DoorKeyRecord, 'state'>;

const fromKeys = (tx: Db) => ({
  select: tx
    .select(columns)
    .from(doorKey)
    .innerJoin(doorLock, eq(doorLock.id, doorKey.lockId))
    .innerJoin(store, eq(store.id, doorLock.storeId))
    .innerJoin(holder, eq(holder.id, doorKey.userId))
    .leftJoin(issuer, eq(issuer.id, doorKey.issuedBy))
    .leftJoin(revoker, eq(revoker.id, doorKey.revokedBy))
    .$dynamic(),
  count: tx
    .select({ n: count() })
    .from(doorKey)
    .innerJoin(doorLock, eq(doorLock.id, doorKey.lockId))
    .$dynamic(),
});

/** The keys in state `state` at `now`, as SQL (the page's filter). */
function stateIs(state: DoorKeyState, now: Date): SQL | undefined {
  switch (state) {
    case 'revoked':
      return isNotNull(doorKey.revokedAt);
    case 'expired':
      return and(isNull(doorKey.revokedAt), lte(doorKey.endsAt, now));
    case 'upcoming':
      return and(isNull(doorKey.revokedAt), gt(doorKey.startsAt, now));
    case 'valid':
      return and(isNull(doorKey.revokedAt), lte(doorKey.startsAt, now), gt(doorKey.endsAt, now));
  }
}

const withState = (row: KeyRow, now: Date): DoorKeyRecord => ({
  ...row,
  state: keyState(row, now),
});

/**
 * Electronic keys: issued to a user for a window (a weekly schedule narrows it), revoked with a
 * reason (never deleted), expiring by themselves (their state is read from the window). A key is
 * seen and changed through its lock: another store's lock is a 404.
 */
export function createKeyService(db: Db, locks: DoorLockService) {
  async function read(tx: Db, keyId: number): Promise<DoorKeyRecord> {
    const [row] = await fromKeys(tx).select.where(eq(doorKey.id, keyId));
    if (!row) throw new NotFound();
    return withState(row, new Date());
  }

  return {
    /** A page of keys of the caller's locks, per lock, per user, per state. */
    async page(user: AuthUser, query: DoorKeyPageQuery): Promise<Page<DoorKeyRecord>> {
      const now = new Date();
      const page = await readPage(
        fromKeys(db),
        {
          where: (q: DoorKeyPageQuery) => [
            q.lockId === undefined ? undefined : eq(doorKey.lockId, q.lockId),
            q.userId === undefined ? undefined : eq(doorKey.userId, q.userId),
            q.state ? stateIs(q.state, now) : undefined,
          ],
          sorts: {},
          order: [desc(doorKey.createdAt), desc(doorKey.id)],
        },
        query,
        scopeCondition(user.scope, { store: doorLock.storeId }),
      );
      return { ...page, records: page.records.map((r) => withState(r, now)) };
    },

    /** POST /doorlock/key: a key for `userId` on a lock the caller sees (audited). */
    async issue(user: AuthUser, body: DoorKeyIssue): Promise<DoorKeyRecord> {
      await locks.get(body.lockId, user.scope);
      return db.transaction(async (tx) => {
        const [holderRow] = await tx
          .select({ id: appUser.id })
          .from(appUser)
          .where(and(eq(appUser.id, body.userId), eq(appUser.enabled, true)));
        if (!holderRow) throw new BadRequest('doorlock.unknownUser');
        const [row] = await tx
          .insert(doorKey)
          .values({
            lockId: body.lockId,
            userId: body.userId,
            startsAt: new Date(body.startsAt),
            endsAt: new Date(body.endsAt),
            schedule: body.schedule,
            issuedBy: user.userId,
          })
          .returning();
        await recordAudit(tx, {
          actor: user,
          action: 'issueKey',
          entity: 'door-lock',
          entityId: body.lockId,
          after: {
            keyId: row!.id,
            userId: body.userId,
            startsAt: body.startsAt,
            endsAt: body.endsAt,
            schedule: body.schedule,
          },
        });
        return read(tx, row!.id);
      });
    },

    /** POST /doorlock/key/:id/revoke: closes the key now, with a reason (409 when already revoked). */
    async revoke(user: AuthUser, keyId: number, reason: string): Promise<DoorKeyRecord> {
      // The lock's scope is checked before the transaction: `locks` reads through `db`, which
      // on PGlite (one connection) would wait for this transaction forever.
      const [found] = await db
        .select({ lockId: doorKey.lockId })
        .from(doorKey)
        .where(eq(doorKey.id, keyId));
      if (!found) throw new NotFound();
      await locks.get(found.lockId, user.scope);
      return db.transaction(async (tx) => {
        const [key] = await tx
          .select({ id: doorKey.id, lockId: doorKey.lockId, revokedAt: doorKey.revokedAt })
          .from(doorKey)
          .where(eq(doorKey.id, keyId))
          .for('update');
        if (!key) throw new NotFound();
        if (key.revokedAt) throw new Conflict('doorlock.keyRevoked');
        const now = new Date();
        await tx
          .update(doorKey)
          .set({ revokedAt: now, revokedBy: user.userId, revokeReason: reason })
          .where(eq(doorKey.id, keyId));
        await recordAudit(tx, {
          actor: user,
          action: 'revokeKey',
          entity: 'door-lock',
          entityId: key.lockId,
          after: { keyId, reason },
        });
        return read(tx, keyId);
      });
    },
  };
}
export type KeyService = ReturnType<typeof createKeyService>;
