import { doorPasswordApplyBody } from '@depot/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import { anyColumnContains } from '../../core/pagination';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import type { ApprovalDocFacts, ApprovalDocHandler } from '../approval/doc-handler';
import { PREVIEW_CHOICES } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { DOC_OUTCOME_STATUS, followOutcome } from '../approval/follow-outcome';
import { generateDoorPassword, type LockAdapter } from './lock-adapter';
import { readPassword } from './password-read';
import { seal } from './secret-box';
import { doorLock, doorPassword } from './tables';

const day = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');

/** The facts a flow template reads: the lock's store and enterprise, its keeper. */
async function factsOf(
  tx: Db,
  doc: { lockId: number; startsAt: Date; endsAt: Date },
): Promise<ApprovalDocFacts> {
  const [lock] = await tx
    .select({
      door: doorLock.door,
      storeName: store.name,
      enterpriseId: store.enterpriseId,
      keeperId: doorLock.keeperId,
      keeperEnabled: appUser.enabled,
    })
    .from(doorLock)
    .innerJoin(store, eq(store.id, doorLock.storeId))
    .leftJoin(appUser, eq(appUser.id, doorLock.keeperId))
    .where(eq(doorLock.id, doc.lockId));
  return {
    title:
      `${lock?.storeName ?? ''} ${lock?.door ?? ''} ${day(doc.startsAt)} – ${day(doc.endsAt)} UTC`.slice(
        0,
        200,
      ),
    amount: null,
    categoryIds: [],
    enterpriseId: lock?.enterpriseId ?? null,
    custodianIds: [],
    keeperIds: lock?.keeperId && lock.keeperEnabled ? [lock.keeperId] : [],
  };
}

async function lockDoc(tx: Db, id: number) {
  const [doc] = await tx.select().from(doorPassword).where(eq(doorPassword.id, id)).for('update');
  if (!doc) throw new Error(`door password ${id} does not exist`);
  return doc;
}

/**
 * The approval engine's handler of door password requests (doc-handler.ts). On final approval,
 * in the approval's transaction, a numeric code is drawn (crypto.randomInt), sealed under the
 * server's door-lock key (only the sealed form is stored) and handed to the lock adapter, whose
 * answer is the password's state (the built-in keypad adapter: `awaitingSet` until the keeper
 * confirms). The code is in no audit row, answer or log.
 */
export function doorPasswordHandler(adapter: LockAdapter, doorLockKey: string): ApprovalDocHandler {
  return {
    docType: 'doorPassword',

    async facts(tx, documentId) {
      const [doc] = await tx.select().from(doorPassword).where(eq(doorPassword.id, documentId));
      if (!doc) throw new Error(`door password ${documentId} does not exist`);
      return factsOf(tx, doc);
    },

    async previewChoices(tx, q) {
      const rows = await tx
        .select({
          id: doorLock.id,
          door: doorLock.door,
          serialNo: doorLock.serialNo,
          storeName: store.name,
        })
        .from(doorLock)
        .innerJoin(store, eq(store.id, doorLock.storeId))
        .where(
          and(
            ne(doorLock.status, 'removed'),
            anyColumnContains([store.name, doorLock.door, doorLock.serialNo], q),
          ),
        )
        .orderBy(asc(store.code), asc(doorLock.door), asc(doorLock.id))
        .limit(PREVIEW_CHOICES);
      return rows.map((l) => ({ id: l.id, label: `${l.storeName} ${l.door} (${l.serialNo})` }));
    },

    async previewFacts(tx, payload) {
      const body = doorPasswordApplyBody.parse(payload);
      return factsOf(tx, {
        lockId: body.lockId,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
      });
    },

    async apply(tx, documentId, ctx) {
      const doc = await lockDoc(tx, documentId);
      if (doc.status !== 'pending') throw new Conflict('doorlock.passwordNotPending');
      const code = generateDoorPassword();
      const state = await adapter.setPassword(tx, {
        lockId: doc.lockId,
        passwordId: doc.id,
        code,
        startsAt: doc.startsAt,
        endsAt: doc.endsAt,
      });
      const now = new Date();
      await tx
        .update(doorPassword)
        .set({
          status: state,
          secret: seal(doorLockKey, doc.id, code),
          ...(state === 'active' ? { setAt: now } : {}),
          updatedAt: now,
        })
        .where(and(eq(doorPassword.id, documentId), eq(doorPassword.status, 'pending')));
      await auditFollow(tx, ctx, {
        action: 'approve',
        entity: 'door-password',
        entityId: documentId,
        from: doc.status,
        to: state,
        more: { adapter: adapter.name },
      });
    },

    onOutcome: followOutcome({
      entity: 'door-password',
      statuses: DOC_OUTCOME_STATUS,
      lock: lockDoc,
      async write(tx, doc, status) {
        await tx
          .update(doorPassword)
          .set({ status, updatedAt: new Date() })
          .where(eq(doorPassword.id, doc.id));
      },
    }),

    detail: async (tx, documentId) => readPassword(tx, documentId),
  };
}
