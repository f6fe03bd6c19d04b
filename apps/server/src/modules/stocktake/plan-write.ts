import {
  isOpenStocktake,
  STOCKTAKE_CODE_PREFIX,
  type ApprovalDocType,
  type StocktakeCreate,
  type StocktakeDetailRecord,
  type StocktakeStatus,
  type StocktakeUpdate,
} from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { linkTable } from '../../core/link-table';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import { inIntArray } from '../../db/int-array';
import { assetCategory } from '../../db/schema/asset';
import { appUser } from '../../db/schema/users';
import { warehouseScope } from '../warehouse/scope';
import { warehouse } from '../warehouse/tables';
import { planScope, readHead, readLines, readStocktake } from './plan-read';
import { stocktake, stocktakeCategory, stocktakeCounter, stocktakeWarehouse } from './tables';

/** What the stocktakes need of the approval engine (modules/approval/engine.ts). */
export interface StocktakeEngine extends SubmitsDocs<ApprovalDocType> {
  resubmitEdited(
    tx: Db,
    input: { docType: ApprovalDocType; documentId: number; actorId: number; comment: string },
    change: () => Promise<string | null>,
  ): Promise<void>;
  cancel(tx: Db, requestId: number, actorId: number | null): Promise<void>;
  requestOf(
    tx: Db,
    docType: ApprovalDocType,
    documentId: number,
  ): Promise<{ requestId: number; status: string } | null>;
}

/** The new plan's checks: every warehouse seen (else 404), categories exist, counters enabled. */
async function checkBody(tx: Db, user: AuthUser, body: StocktakeCreate): Promise<void> {
  const seen = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(and(inIntArray(warehouse.id, body.warehouseIds), warehouseScope(user.scope)));
  if (seen.length !== body.warehouseIds.length) throw new NotFound('stocktake.unknownWarehouse');
  if (body.categoryIds.length) {
    const found = await tx
      .select({ id: assetCategory.id })
      .from(assetCategory)
      .where(inIntArray(assetCategory.id, body.categoryIds));
    if (found.length !== body.categoryIds.length) throw new BadRequest('stocktake.unknownCategory');
  }
  if (body.counterIds.length) {
    const found = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(inIntArray(appUser.id, body.counterIds), eq(appUser.enabled, true)));
    if (found.length !== body.counterIds.length) throw new BadRequest('stocktake.unknownCounter');
  }
}

/** A plan's warehouses, categories and counters, each a set of ids. */
export const planWarehouses = linkTable(stocktakeWarehouse, 'stocktakeId', 'warehouseId');
const planCategories = linkTable(stocktakeCategory, 'stocktakeId', 'categoryId');
const planCounters = linkTable(stocktakeCounter, 'stocktakeId', 'userId');

/** The plan's warehouses, categories and counters as `body` names them. */
async function writeScope(tx: Db, id: number, body: StocktakeCreate): Promise<void> {
  await planWarehouses.replace(tx, id, body.warehouseIds);
  await planCategories.replace(tx, id, body.categoryIds);
  await planCounters.replace(tx, id, body.counterIds);
}

/** The fields of a plan a create names and an edit changes, as the audit keeps them. */
const scopeOf = (body: StocktakeCreate) => ({
  name: body.name,
  blind: body.blind,
  dueDate: body.dueDate,
  remark: body.remark,
  warehouseIds: body.warehouseIds,
  categoryIds: body.categoryIds,
  counterIds: body.counterIds,
});

/** POST /ware/stocktake: a draft plan. */
export async function createStocktake(
  db: Db,
  user: AuthUser,
  body: StocktakeCreate,
): Promise<StocktakeDetailRecord> {
  return db.transaction(async (tx) => {
    await checkBody(tx, user, body);
    const now = new Date();
    const [plan] = await tx
      .insert(stocktake)
      .values({
        code: await allocateDocumentCode(tx, STOCKTAKE_CODE_PREFIX, now),
        name: body.name,
        blind: body.blind,
        dueDate: body.dueDate,
        remark: body.remark,
        creatorId: user.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const id = plan!.id;
    await writeScope(tx, id, body);
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entity: 'stocktake',
      entityId: id,
      after: { ...plan, ...scopeOf(body) },
    });
    return readStocktake(tx, id);
  });
}

/** The plan `id` the caller sees, locked, at `version` (else 404 / 409). */
export async function lockPlan(tx: Db, user: AuthUser, id: number, version?: number) {
  const [plan] = await tx
    .select()
    .from(stocktake)
    .where(and(eq(stocktake.id, id), planScope(user.scope)))
    .for('update');
  if (!plan) throw new NotFound();
  if (version !== undefined && plan.version !== version)
    throw new Conflict('stocktake.stale', { version: plan.version });
  return plan;
}

type Plan = Awaited<ReturnType<typeof lockPlan>>;

/** What the audit row of a step records: after, and before when more than the status. */
type StepAudit = Record<string, unknown> & { before?: Record<string, unknown> };

/**
 * A step of plan `id` (edit, start, submit, cancel) in one transaction: the plan locked at
 * `version`, changed by `step`, which answers what the audit row records of it after (and
 * before, when more than its status); then the plan as it now is.
 */
async function planStep(
  db: Db,
  user: AuthUser,
  id: number,
  version: number,
  action: string,
  step: (tx: Db, plan: Plan) => Promise<StepAudit>,
): Promise<StocktakeDetailRecord> {
  return db.transaction(async (tx) => {
    const plan = await lockPlan(tx, user, id, version);
    const { before = { status: plan.status }, ...after } = await step(tx, plan);
    await recordAudit(tx, {
      actor: user,
      action,
      entity: 'stocktake',
      entityId: id,
      before,
      after,
    });
    return readStocktake(tx, id);
  });
}

/**
 * PUT /ware/stocktake/:id: a draft's scope changed (warehouses, categories, counters, due date,
 * blind, name, remark), checked as a create is (a warehouse the caller does not see: 404); a
 * started or ended plan is a 409 and nothing changes.
 */
export async function updateStocktake(
  db: Db,
  user: AuthUser,
  id: number,
  body: StocktakeUpdate,
): Promise<StocktakeDetailRecord> {
  return planStep(db, user, id, body.version, 'update', async (tx, plan) => {
    if (plan.status !== 'draft') throw new Conflict('stocktake.notDraftEdit', { code: plan.code });
    await checkBody(tx, user, body);
    const was = await readHead(tx, id);
    const before = {
      ...plan,
      warehouseIds: was.warehouses.map((w) => w.id),
      categoryIds: was.categories.map((c) => c.id),
      counterIds: was.counters.map((c) => c.userId),
    };
    await writeScope(tx, id, body);
    await tx
      .update(stocktake)
      .set({
        name: body.name,
        blind: body.blind,
        dueDate: body.dueDate,
        remark: body.remark,
        version: plan.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(stocktake.id, id));
    return { before, ...scopeOf(body) };
  });
}

/** The ledger's newest row (read under holdLedger). */
export const LAST_LEDGER_ROW = sql`(select coalesce(max(id), 0) from stock_movement)`;

/**
 * Holds the ledger still until the transaction ends: postings under way commit first, later
 * ones wait (a share lock on `stock_movement`; reads do not wait). Taken where a plan marks
 * the ledger's newest row (its start, the end of its count), so no row below the mark commits
 * after it.
 */
export async function holdLedger(tx: Db): Promise<void> {
  await tx.execute(sql`lock table stock_movement in share mode`);
}

/**
 * The end of a plan's count as its request moves: sent back, the count is open again; in
 * approval again, it has ended. A resubmit through the plan's own submit comes here in the
 * submit's transaction, the ledger already held: the end it writes again is the same row.
 */
export async function followCountEnd(
  tx: Db,
  planId: number,
  status: StocktakeStatus,
): Promise<void> {
  if (status !== 'counting' && status !== 'submitted') return;
  if (status === 'submitted') await holdLedger(tx);
  await tx
    .update(stocktake)
    .set({ ledgerEnd: status === 'submitted' ? LAST_LEDGER_ROW : null })
    .where(eq(stocktake.id, planId));
}

/**
 * POST /ware/stocktake/:id/start: freezes the book quantities. The ledger is held still
 * (a share lock: postings wait, reads do not) while one statement writes a line per warehouse ×
 * counted category in scope and another one per serialised asset located there; the last
 * ledger row then marks what later movements are (the moved-during-count flag).
 */
export async function startStocktake(
  db: Db,
  user: AuthUser,
  id: number,
  version: number,
): Promise<StocktakeDetailRecord> {
  return planStep(db, user, id, version, 'start', async (tx, plan) => {
    if (plan.status !== 'draft') throw new Conflict('stocktake.notDraft', { code: plan.code });
    await holdLedger(tx);
    const inScope = sql`(not exists (select 1 from stocktake_category x where x.stocktake_id = ${id})
      or c.id in (select x.category_id from stocktake_category x where x.stocktake_id = ${id}))`;
    await tx.execute(sql`
      insert into stocktake_line (stocktake_id, warehouse_id, category_id, book)
      select ${id}, sw.warehouse_id, c.id, coalesce(st.quantity, 0)
      from stocktake_warehouse sw
      cross join asset_category c
      left join stock st on st.warehouse_id = sw.warehouse_id and st.category_id = c.id
      where sw.stocktake_id = ${id} and c.tracking = 'count' and ${inScope}
        and (st.warehouse_id is not null
          or c.id in (select x.category_id from stocktake_category x where x.stocktake_id = ${id}))`);
    await tx.execute(sql`
      insert into stocktake_line (stocktake_id, warehouse_id, category_id, asset_id, book)
      select ${id}, a.warehouse_id, a.category_id, a.id, 1
      from asset a
      join stocktake_warehouse sw on sw.warehouse_id = a.warehouse_id and sw.stocktake_id = ${id}
      join asset_category c on c.id = a.category_id
      where ${inScope}`);
    const [{ lines } = { lines: 0 }] = (
      (await tx.execute(
        sql`select count(*)::int as lines from stocktake_line where stocktake_id = ${id}`,
      )) as unknown as { rows: Array<{ lines: number }> }
    ).rows;
    if (!Number(lines)) throw new Conflict('stocktake.nothingToCount');
    const now = new Date();
    await tx
      .update(stocktake)
      .set({
        status: 'counting',
        startedAt: now,
        lineCount: Number(lines),
        ledgerMark: LAST_LEDGER_ROW,
        version: plan.version + 1,
        updatedAt: now,
      })
      .where(eq(stocktake.id, id));
    return { status: 'counting', lines: Number(lines) };
  });
}

/**
 * POST /ware/stocktake/:id/submit: the differences go to approval (notices 31 to the approvers,
 * 32 to the applicant); a plan sent back and counted again is resubmitted.
 */
export async function submitStocktake(
  db: Db,
  engine: StocktakeEngine,
  user: AuthUser,
  id: number,
  version: number,
): Promise<StocktakeDetailRecord> {
  return planStep(db, user, id, version, 'submit', async (tx, plan) => {
    if (plan.status !== 'counting')
      throw new Conflict('stocktake.notCounting', { code: plan.code });
    // The count ends here: what moved up to now is decided on, what moves later is not its own.
    await holdLedger(tx);
    const lines = await readLines(tx, { stocktakeId: id, blind: plan.blind, status: plan.status });
    const undecided = lines.filter((l) => l.undecided).length;
    if (undecided) throw new Conflict('stocktake.undecided', { code: plan.code, count: undecided });
    const now = new Date();
    await tx
      .update(stocktake)
      .set({
        status: 'submitted',
        submittedAt: now,
        ledgerEnd: LAST_LEDGER_ROW,
        version: plan.version + 1,
        updatedAt: now,
      })
      .where(eq(stocktake.id, id));
    let requestId = plan.requestId;
    if (requestId === null) {
      requestId = await submitForApproval(engine, tx, stocktake, {
        docType: 'stocktake',
        documentId: id,
        applicantId: user.userId,
      });
    } else {
      await engine.resubmitEdited(
        tx,
        { docType: 'stocktake', documentId: id, actorId: user.userId, comment: '' },
        async () => null,
      );
    }
    return { status: 'submitted', requestId };
  });
}

/** POST /ware/stocktake/:id/cancel: an open plan ends with a reason (its request too). */
export async function cancelStocktake(
  db: Db,
  engine: StocktakeEngine,
  user: AuthUser,
  id: number,
  body: { version: number; reason: string },
): Promise<StocktakeDetailRecord> {
  return planStep(db, user, id, body.version, 'cancel', async (tx, plan) => {
    if (!isOpenStocktake(plan.status)) throw new Conflict('stocktake.notOpen', { code: plan.code });
    const request = await engine.requestOf(tx, 'stocktake', id);
    if (request?.status === 'pending') await engine.cancel(tx, request.requestId, user.userId);
    const now = new Date();
    await tx
      .update(stocktake)
      .set({
        status: 'cancelled',
        cancelReason: body.reason,
        version: sql`${stocktake.version} + 1`,
        updatedAt: now,
      })
      .where(eq(stocktake.id, id));
    return { status: 'cancelled', reason: body.reason };
  });
}
