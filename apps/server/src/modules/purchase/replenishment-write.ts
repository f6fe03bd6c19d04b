import {
  NOTICE_TYPES,
  PERMISSIONS,
  REPLENISHMENT_CODE_PREFIX,
  REPLENISHMENT_NOTICE_LINK_AREA,
  type PurchaseOrderStatus,
  type ReplenishmentCreate,
  type ReplenishmentDetailRecord,
  type ReplenishmentEdit,
  type ReplenishmentReason,
  type ReplenishmentStatus,
} from '@depot/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { auditStep, byPerson, type StepBy } from '../../core/step-by';
import { inEveryLanguage } from '../../core/i18n';
import { holders } from '../../core/people';
import type { Db } from '../../db/client';
import type { NoticeService } from '../notice/service';
import { appUser } from '../../db/schema/users';
import { seenWarehouse, seesWarehouse } from '../warehouse/scope';
import { warehouse } from '../warehouse/tables';
import { followSkuOrder } from '../project/sku-order-purchase';
import { stepColumns, type PurchaseStep } from './order-timeline';
import { LIVE_ORDER, readReplenishmentDetail, replenishmentScope } from './replenishment-read';
import { purchaseOrder, replenishment, replenishmentEvent, replenishmentLine } from './tables';
import { checkLineParties } from './template-lines';

export type ReplenishmentNotices = Pick<NoticeService, 'notify'>;

type Row = typeof replenishment.$inferSelect;

async function addEvent(tx: Db, e: PurchaseStep & { id: number }): Promise<void> {
  await tx.insert(replenishmentEvent).values({ replenishmentId: e.id, ...stepColumns(e) });
}

/** Request `id` of the caller's scope, locked (else 404). */
async function lockSeen(tx: Db, user: AuthUser, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(replenishment)
    .where(and(eq(replenishment.id, id), replenishmentScope(user.scope)))
    .for('update');
  if (!row) throw new NotFound();
  return row;
}

const statusWord = (status: string) => [
  { key: `purchase.replenishmentStatus.${status as ReplenishmentStatus}` as const },
];

/** 409 unless the request is in one of `allowed` at the version read. */
function expect(row: Row, allowed: readonly ReplenishmentStatus[], version?: number): void {
  if (!allowed.includes(row.status as ReplenishmentStatus)) {
    throw new Conflict('purchase.replenishment.wrongStatus', {
      code: row.code,
      status: statusWord(row.status),
    });
  }
  if (version !== undefined && row.version !== version) {
    throw new Conflict('purchase.replenishment.stale', { version: row.version });
  }
}

/** Moves the request to `to`, on its timeline and audited; the version goes up. */
async function move(
  tx: Db,
  row: Row,
  to: ReplenishmentStatus,
  action: string,
  by: StepBy,
  extra: { reason?: string; note?: string | null } = {},
): Promise<void> {
  const at = new Date();
  await tx
    .update(replenishment)
    .set({
      status: to,
      version: row.version + 1,
      updatedAt: at,
      ...(extra.reason === undefined ? {} : { reason: extra.reason }),
    })
    .where(eq(replenishment.id, row.id));
  await addEvent(tx, {
    id: row.id,
    action,
    from: row.status,
    to,
    note: extra.reason ?? extra.note ?? null,
    userId: by.userId,
    at,
  });
  await auditStep(tx, by, {
    entity: 'replenishment',
    id: row.id,
    action,
    from: row.status,
    to,
    extra,
  });
}

/**
 * Notice 38: a submitted request, to the purchasers (holders of purchase_order_add) whose data
 * scope sees its warehouse: the others could not open it, nor order it.
 */
async function tellPurchasers(
  tx: Db,
  notices: ReplenishmentNotices,
  row: { id: number; code: string; warehouseId: number },
  warehouseName: string,
): Promise<void> {
  const found = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(holders(tx, PERMISSIONS.purchase.order.add), seesWarehouse(appUser.id, row.warehouseId)),
    );
  const recipients = found.map((r) => r.id);
  if (!recipients.length) return;
  await notices.notify(tx, {
    recipients,
    type: NOTICE_TYPES.replenishmentSubmitted,
    text: inEveryLanguage('purchase.notice.replenishmentSubmitted', {
      code: row.code,
      warehouse: warehouseName,
    }),
    link: { area: REPLENISHMENT_NOTICE_LINK_AREA, id: row.id },
  });
}

/** Notice 39: the request was ordered or declined, to its applicant. */
async function tellApplicant(
  tx: Db,
  notices: ReplenishmentNotices,
  row: Row,
  outcome: 'ordered' | 'declined',
  detail: string,
): Promise<void> {
  await notices.notify(tx, {
    recipients: [row.applicantId],
    type: NOTICE_TYPES.replenishmentOutcome,
    text:
      outcome === 'ordered'
        ? inEveryLanguage('purchase.notice.replenishmentOrdered', {
            code: row.code,
            order: detail,
          })
        : inEveryLanguage('purchase.notice.replenishmentDeclined', {
            code: row.code,
            reason: detail,
          }),
    link: { area: REPLENISHMENT_NOTICE_LINK_AREA, id: row.id },
  });
}

async function warehouseName(tx: Db, row: Row): Promise<string> {
  const [found] = await tx
    .select({ name: warehouse.name })
    .from(warehouse)
    .where(eq(warehouse.id, row.warehouseId));
  return found?.name ?? '';
}

/**
 * POST /purchase/replenishment: a request for a warehouse of the caller's scope (else 404; a
 * disabled one: 409), its SKUs and preferred suppliers existing and enabled (400 naming them);
 * a draft, or submitted at once (notice 38 to the purchasers).
 */
export async function createReplenishment(
  db: Db,
  notices: ReplenishmentNotices,
  user: AuthUser,
  body: ReplenishmentCreate,
): Promise<ReplenishmentDetailRecord> {
  const id = await db.transaction(async (tx) => {
    const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
    if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
    await checkLineParties(tx, body.lines);
    const at = new Date();
    const code = await allocateDocumentCode(tx, REPLENISHMENT_CODE_PREFIX, at);
    const [row] = await tx
      .insert(replenishment)
      .values({
        code,
        warehouseId: body.warehouseId,
        applicantId: user.userId,
        neededBy: body.neededBy,
        remark: body.remark,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(replenishmentLine).values(
      body.lines.map((l, sort) => ({
        replenishmentId: row!.id,
        skuId: l.skuId,
        supplierId: l.supplierId,
        quantity: l.quantity,
        sort,
      })),
    );
    await addEvent(tx, { id: row!.id, action: 'create', to: 'draft', userId: user.userId, at });
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entity: 'replenishment',
      entityId: row!.id,
      after: { code, ...body },
    });
    if (body.submit) {
      await move(tx, row!, 'submitted', 'submit', { userId: user.userId });
      await tellPurchasers(tx, notices, row!, seen.name);
    }
    return row!.id;
  });
  return readReplenishmentDetail(db, id, user);
}

/**
 * The applicant's own request (`lockSeen`; another user: 403) in one of `allowed` at the
 * version read (409).
 */
async function lockOwn(
  tx: Db,
  user: AuthUser,
  id: number,
  allowed: readonly ReplenishmentStatus[],
  version: number,
): Promise<Row> {
  const row = await lockSeen(tx, user, id);
  if (row.applicantId !== user.userId) throw new Forbidden('purchase.replenishment.notApplicant');
  expect(row, allowed, version);
  return row;
}

/** POST /purchase/replenishment/:id/submit: the applicant submits their draft (notice 38). */
export async function submitReplenishment(
  db: Db,
  notices: ReplenishmentNotices,
  user: AuthUser,
  id: number,
  version: number,
): Promise<ReplenishmentDetailRecord> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, user, id, ['draft'], version);
    await move(tx, row, 'submitted', 'submit', byPerson(user));
    await tellPurchasers(tx, notices, row, await warehouseName(tx, row));
  });
  return readReplenishmentDetail(db, id, user);
}

/**
 * PUT /purchase/replenishment/:id: the applicant's draft (another user: 403) at the version read
 * (409 when stale or no longer a draft) gets its warehouse (the caller's scope: 404; enabled:
 * 409), day needed, note and lines replaced (their SKUs and suppliers checked as on create: 400),
 * an `edit` on its timeline and audited with the lines before and after; `submit: true` submits
 * it at once (notice 38). Nothing is written when any check fails.
 */
export async function editReplenishment(
  db: Db,
  notices: ReplenishmentNotices,
  user: AuthUser,
  id: number,
  body: ReplenishmentEdit,
): Promise<ReplenishmentDetailRecord> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, user, id, ['draft'], body.version);
    const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
    if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
    await checkLineParties(tx, body.lines);
    const before = await tx
      .select({
        skuId: replenishmentLine.skuId,
        supplierId: replenishmentLine.supplierId,
        quantity: replenishmentLine.quantity,
      })
      .from(replenishmentLine)
      .where(eq(replenishmentLine.replenishmentId, id))
      .orderBy(asc(replenishmentLine.sort), asc(replenishmentLine.id));
    const at = new Date();
    const [edited] = await tx
      .update(replenishment)
      .set({
        warehouseId: body.warehouseId,
        neededBy: body.neededBy,
        remark: body.remark,
        version: row.version + 1,
        updatedAt: at,
      })
      .where(eq(replenishment.id, id))
      .returning();
    await tx.delete(replenishmentLine).where(eq(replenishmentLine.replenishmentId, id));
    await tx.insert(replenishmentLine).values(
      body.lines.map((l, sort) => ({
        replenishmentId: id,
        skuId: l.skuId,
        supplierId: l.supplierId,
        quantity: l.quantity,
        sort,
      })),
    );
    await addEvent(tx, { id, action: 'edit', from: 'draft', to: 'draft', userId: user.userId, at });
    await recordAudit(tx, {
      actor: user,
      action: 'edit',
      entity: 'replenishment',
      entityId: id,
      before: {
        warehouseId: row.warehouseId,
        neededBy: row.neededBy,
        remark: row.remark,
        lines: before,
      },
      after: {
        warehouseId: body.warehouseId,
        neededBy: body.neededBy,
        remark: body.remark,
        lines: body.lines,
      },
    });
    if (body.submit) {
      await move(tx, edited!, 'submitted', 'submit', { userId: user.userId });
      await tellPurchasers(tx, notices, edited!, seen.name);
    }
  });
  return readReplenishmentDetail(db, id, user);
}

/** POST /purchase/replenishment/:id/cancel: the applicant withdraws it while not ordered yet. */
export async function cancelReplenishment(
  db: Db,
  user: AuthUser,
  id: number,
  body: ReplenishmentReason,
): Promise<ReplenishmentDetailRecord> {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, user, id, ['draft', 'submitted'], body.version);
    await move(tx, row, 'cancelled', 'cancel', byPerson(user), { reason: body.reason });
  });
  return readReplenishmentDetail(db, id, user);
}

/** POST /purchase/replenishment/:id/decline: a purchaser declines a submitted request (39). */
export async function declineReplenishment(
  db: Db,
  notices: ReplenishmentNotices,
  user: AuthUser,
  id: number,
  body: ReplenishmentReason,
): Promise<ReplenishmentDetailRecord> {
  await db.transaction(async (tx) => {
    const row = await lockSeen(tx, user, id);
    expect(row, ['submitted'], body.version);
    await move(tx, row, 'declined', 'decline', byPerson(user), { reason: body.reason });
    await tellApplicant(tx, notices, row, 'declined', body.reason);
  });
  return readReplenishmentDetail(db, id, user);
}

/**
 * In the work order's create transaction: request `id` (the caller's scope, else 404) must be
 * submitted (409) and for the order's warehouse (400); it becomes ordered, with the order's code
 * on its timeline, and its applicant is told (notice 39).
 */
export async function orderReplenishment(
  tx: Db,
  notices: ReplenishmentNotices,
  user: AuthUser,
  id: number,
  warehouseId: number,
): Promise<(order: { id: number; code: string }) => Promise<void>> {
  const row = await lockSeen(tx, user, id);
  expect(row, ['submitted']);
  if (row.warehouseId !== warehouseId) {
    throw new BadRequest('purchase.replenishment.otherWarehouse', { code: row.code });
  }
  return async (order) => {
    await tx
      .update(purchaseOrder)
      .set({ replenishmentId: id })
      .where(eq(purchaseOrder.id, order.id));
    await move(tx, row, 'ordered', 'order', byPerson(user), { note: order.code });
    await tellApplicant(tx, notices, row, 'ordered', order.code);
  };
}

/**
 * After work order `orderId` moved to `status` (its approval's outcome, or its last sub-order
 * closing): a project's SKU order it was made from follows it (sku-order-purchase.ts); a request it was made from goes back to submitted when none of its work orders is
 * live any more (rejected or withdrawn: it can be ordered again), and closes when every live
 * one is closed. `userId` is who caused it.
 */
export async function followWorkOrder(
  tx: Db,
  orderId: number,
  status: PurchaseOrderStatus,
  userId: number | null,
): Promise<void> {
  if (!['rejected', 'withdrawn', 'closed'].includes(status)) return;
  // A project's SKU order it was made from follows it the same way.
  await followSkuOrder(tx, orderId, userId);
  const [order] = await tx
    .select({ replenishmentId: purchaseOrder.replenishmentId, code: purchaseOrder.code })
    .from(purchaseOrder)
    .where(eq(purchaseOrder.id, orderId));
  if (!order?.replenishmentId) return;
  const [row] = await tx
    .select()
    .from(replenishment)
    .where(eq(replenishment.id, order.replenishmentId))
    .for('update');
  if (!row || row.status !== 'ordered') return;
  const { rows } = (await tx.execute(sql`
    select count(*)::int as live, count(*) filter (where status = 'closed')::int as closed
    from purchase_order where replenishment_id = ${row.id} and status in ${LIVE_ORDER}`)) as unknown as {
    rows: { live: number; closed: number }[];
  };
  const tally = rows[0];
  const live = Number(tally?.live ?? 0);
  const closed = Number(tally?.closed ?? 0);
  if (live === 0) {
    await move(tx, row, 'submitted', 'reopen', { userId }, { note: order.code });
  } else if (closed === live) {
    await move(tx, row, 'closed', 'close', { userId }, { note: order.code });
  }
}
