import type {
  DoorPasswordApply,
  DoorPasswordPageQuery,
  DoorPasswordRecord,
  DoorPasswordState,
  DoorPasswordStatus,
} from '@depot/shared';
import { eq, or } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { scopeCondition } from '../../core/data-scope-sql';
import { Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import type { LockAdapter } from './lock-adapter';
import type { DoorLockService } from './lock-resource';
import { passwordState, readPassword, readPasswordPage } from './password-read';
import { open } from './secret-box';
import { doorLock, doorPassword, doorPasswordReveal } from './tables';

/** What the door passwords need of the approval engine. */
export type DoorPasswordEngine = SubmitsDocs<'doorPassword'>;

/** A stored row's state now (the check constraint allows only DOOR_PASSWORD_STATUSES). */
const stateOf = (row: { status: string; endsAt: Date }): DoorPasswordState =>
  passwordState({ status: row.status as DoorPasswordStatus, endsAt: row.endsAt }, new Date());

/**
 * Door password requests (AREAS.md §3): asked for through approval, revealed to their applicant
 * only (each reveal logged), confirmed as set on the lock by its keeper.
 */
export function createPasswordService(deps: {
  db: Db;
  engine: DoorPasswordEngine;
  locks: DoorLockService;
  adapter: LockAdapter;
  doorLockKey: string;
}) {
  const { db, engine, locks, adapter, doorLockKey } = deps;

  async function lockedRow(tx: Db, id: number) {
    const [row] = await tx.select().from(doorPassword).where(eq(doorPassword.id, id)).for('update');
    if (!row) throw new NotFound();
    return row;
  }

  return {
    /** The caller's locks' requests (their scope), and their own wherever; `mine` only theirs. */
    page(user: AuthUser, query: DoorPasswordPageQuery) {
      const mine = eq(doorPassword.applicantId, user.userId);
      const own = query.mine === 'true' || query.mine === '1';
      return readPasswordPage(
        db,
        query,
        own ? mine : or(scopeCondition(user.scope, { store: doorLock.storeId }), mine),
      );
    },

    /** One request (its lock in the caller's scope, or their own). */
    async get(user: AuthUser, id: number): Promise<DoorPasswordRecord> {
      const record = await readPassword(db, id);
      if (record.applicantId !== user.userId) await locks.get(record.lockId, user.scope);
      return record;
    },

    /** POST /doorlock/password: a request for a lock the caller sees, submitted for approval. */
    async apply(user: AuthUser, body: DoorPasswordApply): Promise<DoorPasswordRecord> {
      await locks.get(body.lockId, user.scope);
      return db.transaction(async (tx) => {
        const [doc] = await tx
          .insert(doorPassword)
          .values({
            lockId: body.lockId,
            applicantId: user.userId,
            startsAt: new Date(body.startsAt),
            endsAt: new Date(body.endsAt),
            reason: body.reason,
          })
          .returning({ id: doorPassword.id });
        const requestId = await submitForApproval(engine, tx, doorPassword, {
          docType: 'doorPassword',
          documentId: doc!.id,
          applicantId: user.userId,
        });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'door-password',
          entityId: doc!.id,
          after: { ...body, requestId },
        });
        return readPassword(tx, doc!.id);
      });
    },

    /**
     * POST /doorlock/password/:id/confirm: the lock's keeper entered the code on the lock; the
     * password turns active (403 for anyone else, 409 unless it awaits that within its window).
     */
    async confirm(user: AuthUser, id: number): Promise<DoorPasswordRecord> {
      // The lock (scope, keeper) is read before the transaction: `locks` reads through `db`,
      // which on PGlite (one connection) would wait for this transaction forever.
      const [found] = await db
        .select({ lockId: doorPassword.lockId })
        .from(doorPassword)
        .where(eq(doorPassword.id, id));
      if (!found) throw new NotFound();
      const lock = await locks.get(found.lockId, user.scope);
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!adapter.keeperConfirms || lock.keeperId !== user.userId)
          throw new Forbidden('doorlock.notKeeper');
        if (stateOf(row) !== 'awaitingSet') throw new Conflict('doorlock.notAwaitingSet');
        const now = new Date();
        await tx
          .update(doorPassword)
          .set({ status: 'active', setBy: user.userId, setAt: now, updatedAt: now })
          .where(eq(doorPassword.id, id));
        await recordAudit(tx, {
          actor: user,
          action: 'confirmSet',
          entity: 'door-password',
          entityId: id,
          before: { status: row.status },
          after: { status: 'active' },
        });
        return readPassword(tx, id);
      });
    },

    /**
     * POST /doorlock/password/:id/reveal: the code, to its applicant only (403 otherwise), while
     * approved and within its window (409 otherwise); each reveal writes a row of the reveal log
     * (who, when, from where), in the same transaction as the answer is read.
     */
    async reveal(user: AuthUser, id: number, address: string | null) {
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (row.applicantId !== user.userId) throw new Forbidden('doorlock.notApplicant');
        const state = stateOf(row);
        if ((state !== 'awaitingSet' && state !== 'active') || !row.secret)
          throw new Conflict('doorlock.noPassword');
        const password = open(doorLockKey, row.id, row.secret);
        await tx
          .insert(doorPasswordReveal)
          .values({ passwordId: id, userId: user.userId, address: address?.slice(0, 64) ?? null });
        return { password, startsAt: row.startsAt, endsAt: row.endsAt, state };
      });
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
