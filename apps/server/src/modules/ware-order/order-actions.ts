import {
  EDITABLE_STATUSES,
  PHOTO_STATUSES,
  wareOrderTransition,
  type WareOrderAction,
  type WareOrderEdit,
  type WareOrderStatus,
  type WareOrderType,
  type wareOrderActionBodies,
} from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { decodeSignature } from '../../core/signature-png';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import type { FileService } from '../files/service';
import { withSignatures, type SignatureStorage } from '../files/signature-file';
import { checkOrderInScope } from './order-scope';
import { wareOrder } from './tables';
import { addEvent } from './timeline';
import { isWorker } from './workers';

export type ActionBody<A extends WareOrderAction> = z.infer<(typeof wareOrderActionBodies)[A]>;
export type OrderRow = typeof wareOrder.$inferSelect;

/** A status as a message parameter, in the caller's language. */
export const statusWords = (status: WareOrderStatus) => [
  { key: `wareOrder.status.${status}` as const },
];

/**
 * The order of `type` locked for the rest of the transaction, if the caller's scope sees it
 * (else 404) and it is still at `version` (else 409 naming the current one).
 */
export async function lockOrder(
  tx: Db,
  user: AuthUser,
  type: WareOrderType,
  orderId: number,
  version: number,
): Promise<OrderRow> {
  await checkOrderInScope(tx, user.scope, type, orderId);
  const [row] = await tx.select().from(wareOrder).where(eq(wareOrder.id, orderId)).for('update');
  if (row!.version !== version) throw new Conflict('wareOrder.stale', { version: row!.version });
  return row!;
}

async function save(tx: Db, before: OrderRow, changes: Partial<OrderRow>, now: Date) {
  const [saved] = await tx
    .update(wareOrder)
    .set({ ...changes, version: before.version + 1, updatedAt: now })
    .where(eq(wareOrder.id, before.id))
    .returning();
  return saved!;
}

export interface ActionDeps extends SignatureStorage {
  files: Pick<FileService, 'readable'>;
}

/**
 * One life-cycle action (assign, start, finish, cancel), allowed by the shared
 * `wareOrderTransition` or refused with a 409 naming the order's status; with its timeline
 * entry and audit row in the same transaction. A special order in approval (or rejected,
 * withdrawn) allows none. Finishing stores the receiver's signature as a file of the worker's:
 * removed again when the transaction does not commit.
 */
export async function runAction<A extends WareOrderAction>(
  db: Db,
  deps: ActionDeps,
  user: AuthUser,
  type: WareOrderType,
  orderId: number,
  action: A,
  body: ActionBody<A>,
): Promise<void> {
  // A bad signature is refused before anything is read or written.
  const png =
    action === 'finish' ? decodeSignature((body as ActionBody<'finish'>).signature) : null;
  await withSignatures(db, deps, async (tx, keep) => {
    const now = new Date();
    const before = await lockOrder(tx, user, type, orderId, body.version);
    const to = wareOrderTransition(before.status, action);
    if (to === null) {
      throw new Conflict('wareOrder.refused', {
        status: statusWords(before.status),
        action: [{ key: `wareOrder.action.${action}` }],
      });
    }
    let changes: Partial<OrderRow> = { status: to };
    let note: string | null = null;
    switch (action) {
      case 'assign': {
        const { workerId } = body as ActionBody<'assign'>;
        if (!(await isWorker(tx, type, workerId))) throw new BadRequest('wareOrder.unknownWorker');
        const [worker] = await tx
          .select({ nickname: appUser.nickname })
          .from(appUser)
          .where(eq(appUser.id, workerId));
        note = worker!.nickname;
        changes = { ...changes, workerId, assignedAt: now };
        break;
      }
      case 'start':
        changes = { ...changes, startedAt: now };
        break;
      case 'finish': {
        const { receiverName, remark } = body as ActionBody<'finish'>;
        const signatureFileId = await keep(user, png!, `${before.code}-signature.png`);
        note = remark ? `${receiverName}: ${remark}` : receiverName;
        changes = {
          ...changes,
          finishedAt: now,
          receiverName,
          signatureFileId,
          ...(remark ? { remark: before.remark ? `${before.remark}\n${remark}` : remark } : {}),
        };
        break;
      }
      case 'cancel': {
        const { reason } = body as ActionBody<'cancel'>;
        note = reason;
        changes = { ...changes, cancelledAt: now, cancelReason: reason };
        break;
      }
    }
    const saved = await save(tx, before, changes, now);
    await addEvent(tx, {
      orderId,
      action,
      from: before.status,
      to,
      note,
      userId: user.userId,
      at: now,
    });
    await recordAudit(tx, {
      actor: user,
      action,
      entity: 'ware_order',
      entityId: orderId,
      before,
      after: saved,
    });
  });
}

/** Changes the fields of an order that has not started (409 otherwise); nothing when equal. */
export async function editOrder(
  db: Db,
  user: AuthUser,
  type: WareOrderType,
  orderId: number,
  body: WareOrderEdit,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOrder(tx, user, type, orderId, body.version);
    if (!EDITABLE_STATUSES.includes(before.status)) {
      throw new Conflict('wareOrder.notEditable', { status: statusWords(before.status) });
    }
    const { version: _version, ...fields } = body;
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).filter(
      (key) => fields[key] !== undefined && fields[key] !== before[key],
    );
    if (!changed.length) return;
    const changes = Object.fromEntries(changed.map((key) => [key, fields[key]]));
    await saveEdit(tx, user, before, changes, { changed, before, after: changes });
  });
}

/**
 * Saves `changes` of an order as one edit: the next version, a timeline entry naming the
 * `changed` fields (their keys, which the page words), an audit row of `audit`.
 */
export async function saveEdit(
  tx: Db,
  user: AuthUser,
  order: OrderRow,
  changes: Partial<OrderRow>,
  audit: { changed: readonly string[]; before: object; after: object },
): Promise<void> {
  const now = new Date();
  await save(tx, order, changes, now);
  await addEvent(tx, {
    orderId: order.id,
    action: 'edit',
    note: audit.changed.join(', '),
    userId: user.userId,
    at: now,
  });
  await recordAudit(tx, {
    actor: user,
    action: 'update',
    entity: 'ware_order',
    entityId: order.id,
    before: audit.before,
    after: audit.after,
  });
}

/**
 * Replaces an order's photos while it is assigned or in progress (409 otherwise). A new photo
 * must be a file the caller may read (normally one they uploaded: 400 otherwise); kept ones stay.
 */
export async function setPhotos(
  db: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  type: WareOrderType,
  orderId: number,
  body: { version: number; photos: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const before = await lockOrder(tx, user, type, orderId, body.version);
    if (!PHOTO_STATUSES.includes(before.status)) {
      throw new Conflict('wareOrder.photosClosed', { status: statusWords(before.status) });
    }
    const photos = [...new Set(body.photos.map((id) => id.toLowerCase()))];
    const kept = new Set(before.photos);
    const fresh = photos.filter((id) => !kept.has(id));
    if (fresh.length) {
      const readable = await files.readable(tx, user, fresh);
      const missing = fresh.find((id) => !readable.has(id));
      if (missing) throw new BadRequest('wareOrder.photoUnknown', { id: missing });
    }
    const removed = before.photos.filter((id) => !photos.includes(id));
    if (!fresh.length && !removed.length && photos.length === before.photos.length) return;
    const saved = await save(tx, before, { photos }, now);
    await addEvent(tx, {
      orderId,
      action: 'photos',
      note: `+${fresh.length} −${removed.length}`,
      userId: user.userId,
      at: now,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'photos',
      entity: 'ware_order',
      entityId: orderId,
      before: { photos: before.photos },
      after: { photos: saved.photos },
    });
  });
}
