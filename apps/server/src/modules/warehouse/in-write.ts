import {
  WAREHOUSE_IN_CODE_PREFIX,
  type WarehouseInCreate,
  type WarehouseInRecord,
  type WarehouseInUpdate,
} from '@depot/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { linkTable } from '../../core/link-table';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import { inIntArray } from '../../db/int-array';
import { asset, assetCategory } from '../../db/schema/asset';
import { store } from '../../db/schema/org';
import { readWarehouseIn } from './in-read';
import { seenWarehouse } from './scope';
import { warehouseIn, warehouseInAsset, warehouseInLine } from './tables';

/** The assets a receipt brings in, as a set of ids. */
export const inAssets = linkTable(warehouseInAsset, 'warehouseInId', 'assetId');

/** How a warehouse-in goes to the approval engine (modules/approval). */
export interface InEngine extends SubmitsDocs<'warehouseIn'> {
  resubmitEdited(
    tx: Db,
    input: { docType: 'warehouseIn'; documentId: number; actorId: number; comment: string },
    change: () => Promise<string | null>,
  ): Promise<void>;
  notingRefusal<T>(
    doc: { docType: 'warehouseIn'; documentId: number; actorId: number },
    work: () => Promise<T>,
  ): Promise<T>;
}

const codes = (rows: ReadonlyArray<{ code: string }>) =>
  rows
    .slice(0, 20)
    .map((r) => r.code)
    .join(', ') + (rows.length > 20 ? ', …' : '');

/** The assets may come in: they exist, are idle, are not in the warehouse already. */
export async function checkAssets(
  tx: Db,
  warehouseId: number,
  assetIds: readonly number[],
): Promise<Array<{ id: number; categoryId: number; price: string | null }>> {
  if (!assetIds.length) return [];
  const rows = await tx
    .select({
      id: asset.id,
      code: asset.code,
      status: asset.status,
      warehouseId: asset.warehouseId,
      categoryId: asset.categoryId,
      price: asset.price,
    })
    .from(asset)
    .where(inIntArray(asset.id, assetIds))
    .orderBy(asset.code)
    .for('update');
  if (rows.length !== assetIds.length) throw new BadRequest('warehouse.in.unknownAssets');
  const refused = rows.filter((r) => r.status !== 'idle' || r.warehouseId === warehouseId);
  if (refused.length) {
    throw new Conflict('warehouse.in.assetsNotEligible', { codes: codes(refused) });
  }
  return rows;
}

/** The new document's checks: warehouse, counted categories, store; its total. */
async function checkBody(tx: Db, user: AuthUser, body: WarehouseInCreate): Promise<string> {
  const seen = await seenWarehouse(tx, user.scope, body.warehouseId);
  if (!seen.enabled) throw new Conflict('warehouse.disabled', { name: seen.name });
  if (body.lines.length) {
    const categories = await tx
      .select({ id: assetCategory.id, name: assetCategory.name, tracking: assetCategory.tracking })
      .from(assetCategory)
      .where(
        inArray(
          assetCategory.id,
          body.lines.map((l) => l.categoryId),
        ),
      );
    if (categories.length !== body.lines.length) throw new BadRequest('warehouse.unknownCategory');
    const serial = categories.find((c) => c.tracking !== 'count');
    if (serial) throw new BadRequest('warehouse.notCounted', { name: serial.name });
  }
  if (body.fromStoreId !== null) {
    const [found] = await tx
      .select({ id: store.id })
      .from(store)
      .where(eq(store.id, body.fromStoreId));
    if (!found) throw new BadRequest('warehouse.unknownStore');
  }
  const assets = await checkAssets(tx, body.warehouseId, body.assetIds);
  const [busy] = body.assetIds.length
    ? await tx
        .select({ code: asset.code })
        .from(warehouseInAsset)
        .innerJoin(asset, eq(asset.id, warehouseInAsset.assetId))
        .where(
          and(inIntArray(warehouseInAsset.assetId, body.assetIds), eq(warehouseInAsset.open, true)),
        )
    : [];
  if (busy) throw new Conflict('warehouse.in.assetsBusy', { codes: busy.code });
  const cents =
    body.lines.reduce((sum, l) => sum + BigInt(l.quantity) * toCents(l.unitPrice), 0n) +
    assets.reduce((sum, a) => sum + (a.price ? toCents(a.price) : 0n), 0n);
  return fromCents(cents);
}

const toCents = (text: string): bigint => {
  const [whole = '0', part = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(part.padEnd(2, '0').slice(0, 2));
};
const fromCents = (cents: bigint): string =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

async function writeItems(tx: Db, id: number, body: WarehouseInCreate): Promise<void> {
  if (body.lines.length) {
    await tx.insert(warehouseInLine).values(
      body.lines.map((l, sort) => ({
        warehouseInId: id,
        categoryId: l.categoryId,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        sort,
      })),
    );
  }
  await inAssets.replace(tx, id, body.assetIds);
}

const fieldsOf = (body: WarehouseInCreate) => ({
  warehouseId: body.warehouseId,
  source: body.source,
  sourceRef: body.sourceRef,
  fromStoreId: body.fromStoreId,
  supplier: body.supplier,
  remark: body.remark,
});

/** POST /ware/in: a new warehouse-in, submitted for approval in the same transaction. */
export async function createWarehouseIn(
  db: Db,
  engine: InEngine,
  user: AuthUser,
  body: WarehouseInCreate,
): Promise<WarehouseInRecord> {
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const totalAmount = await checkBody(tx, user, body);
      const [doc] = await tx
        .insert(warehouseIn)
        .values({
          ...fieldsOf(body),
          code: await allocateDocumentCode(tx, WAREHOUSE_IN_CODE_PREFIX, now),
          applicantId: user.userId,
          totalAmount,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await writeItems(tx, doc!.id, body);
      const requestId = await submitForApproval(engine, tx, warehouseIn, {
        docType: 'warehouseIn',
        documentId: doc!.id,
        applicantId: user.userId,
      });
      await recordAudit(tx, {
        actor: user,
        action: 'create',
        entity: 'warehouse-in',
        entityId: doc!.id,
        after: { ...doc, requestId, lines: body.lines, assetIds: body.assetIds },
      });
      return readWarehouseIn(tx, doc!.id);
    });
  } catch (error) {
    // Another warehouse-in took one of the assets meanwhile.
    if (isUniqueViolation(error)) throw new Conflict('warehouse.in.assetsBusy', { codes: '' });
    throw error;
  }
}

/**
 * PUT /ware/in/:id: the applicant changes their warehouse-in sent back to them (at the version
 * they read) and it is resubmitted, its lines and assets replaced.
 */
export async function editWarehouseIn(
  db: Db,
  engine: InEngine,
  user: AuthUser,
  id: number,
  body: WarehouseInUpdate,
): Promise<WarehouseInRecord> {
  const refusalNoted = { docType: 'warehouseIn' as const, documentId: id, actorId: user.userId };
  try {
    return await engine.notingRefusal(refusalNoted, () =>
      db.transaction(async (tx) => {
        const [doc] = await tx
          .select()
          .from(warehouseIn)
          .where(eq(warehouseIn.id, id))
          .for('update');
        if (!doc) throw new NotFound();
        if (doc.applicantId !== user.userId) throw new Forbidden('warehouse.in.notApplicant');
        if (doc.status !== 'sentBack')
          throw new Conflict('warehouse.in.notSentBack', { code: doc.code });
        if (doc.version !== body.version)
          throw new Conflict('warehouse.in.stale', { version: doc.version });
        await engine.resubmitEdited(
          tx,
          { docType: 'warehouseIn', documentId: id, actorId: user.userId, comment: body.comment },
          async () => {
            await tx
              .update(warehouseInAsset)
              .set({ open: false })
              .where(eq(warehouseInAsset.warehouseInId, id));
            const totalAmount = await checkBody(tx, user, body);
            await tx.delete(warehouseInLine).where(eq(warehouseInLine.warehouseInId, id));
            await writeItems(tx, id, body);
            await tx
              .update(warehouseIn)
              .set({
                ...fieldsOf(body),
                totalAmount,
                version: doc.version + 1,
                updatedAt: new Date(),
              })
              .where(and(eq(warehouseIn.id, id), ne(warehouseIn.status, 'done')));
            await recordAudit(tx, {
              actor: user,
              action: 'update',
              entity: 'warehouse-in',
              entityId: id,
              before: doc,
              after: { ...fieldsOf(body), totalAmount, lines: body.lines, assetIds: body.assetIds },
            });
            return `${body.lines.length} / ${body.assetIds.length} · ${totalAmount}`;
          },
        );
        return readWarehouseIn(tx, id);
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('warehouse.in.assetsBusy', { codes: '' });
    throw error;
  }
}
