import type { AssetDocStatus } from '@depot/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { actorById, recordAudit, type Actor } from '../../core/audit';
import { auditFollow } from '../approval/follow-audit';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { assetDoc, assetDocItem, pickupCertificate } from '../../db/schema';
import { createMovements } from '../warehouse/movements';
import { stockMovement } from '../warehouse/tables';
import type { ApprovalContext, ApprovalOutcome } from '../approval/doc-handler';
import { tellNewHolders, type Notify } from './assigned-notices';
import { moveAssets, type Move } from './move-assets';
import { awaitingPlace, isSigned, type Place } from './places';
import { DOC_OUTCOME_STATUS } from '../approval/follow-outcome';

/*
 * What happens to a document after its submission: the approval's effect (apply), the other
 * outcomes of its request, the receiver's signature, and a rollback. Each runs in the caller's
 * transaction (the approval's, or the signature's) and changes nothing when it refuses.
 */

export type DocRow = typeof assetDoc.$inferSelect;

/** The document, locked for the rest of the transaction. */
export async function lockDoc(tx: Db, docId: number): Promise<DocRow> {
  const [doc] = await tx.select().from(assetDoc).where(eq(assetDoc.id, docId)).for('update');
  if (!doc) throw new Error(`asset document ${docId} does not exist`);
  return doc;
}

export async function itemsOfDoc(tx: Db, docId: number) {
  return tx
    .select({
      assetId: assetDocItem.assetId,
      before: assetDocItem.before,
      after: assetDocItem.after,
      open: assetDocItem.open,
    })
    .from(assetDocItem)
    .where(eq(assetDocItem.docId, docId))
    .orderBy(assetDocItem.assetId);
}

async function setStatus(
  tx: Db,
  doc: DocRow,
  status: AssetDocStatus,
  at: Date,
  also: Partial<typeof assetDoc.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(assetDoc)
    .set({ ...also, status, version: doc.version + 1, updatedAt: at })
    .where(eq(assetDoc.id, doc.id));
}

/** The document no longer holds its assets: another document may take them. */
async function release(tx: Db, docId: number): Promise<void> {
  await tx
    .update(assetDocItem)
    .set({ open: false })
    .where(and(eq(assetDocItem.docId, docId), eq(assetDocItem.open, true)));
}

/** Its certificates stop working (a newer one, a rollback). */
export async function voidCertificates(tx: Db, docId: number, at: Date): Promise<void> {
  await tx
    .update(pickupCertificate)
    .set({ voidedAt: at })
    .where(
      and(
        eq(pickupCertificate.docId, docId),
        isNull(pickupCertificate.usedAt),
        isNull(pickupCertificate.voidedAt),
      ),
    );
}

/**
 * The approval's effect, in the approval's transaction: every asset must still stand where it
 * stood at submission (else a 409 naming those that moved: the approval is refused). Lending
 * and pick-up hold the assets awaiting pick-up and the document awaits the receiver's
 * signature; a return awaits the returner's, the assets staying with them; transfer,
 * write-off and damage move the assets now and are done (a transfer into a warehouse puts them
 * in it: ledger rows naming the document); a rollback reverses its original.
 * Whoever the move gives assets to is told (notice 4, assigned-notices.ts).
 */
export async function applyDoc(
  tx: Db,
  docId: number,
  ctx: ApprovalContext,
  notices: Notify,
): Promise<void> {
  const doc = await lockDoc(tx, docId);
  if (doc.status !== 'pending') {
    throw new Conflict('assetDoc.notPending', { code: doc.code });
  }
  const at = new Date();
  const actor = await actorById(tx, ctx.actorId);
  const items = await itemsOfDoc(tx, docId);
  if (doc.docType === 'rollback') {
    await applyRollback(tx, doc, items, { actor, at, notices });
    return;
  }
  const signed = isSigned(doc.docType);
  const moves: Move[] = items.map((item) => ({
    assetId: item.assetId,
    from: item.before as Place,
    to: signed ? awaitingPlace(doc.docType, item.before as Place) : (item.after as Place),
  }));
  const movements = createMovements(notices);
  // A transfer into a warehouse leaves every asset standing in it (the ledger's rows say so).
  const into = doc.toWarehouseId;
  const warehouseAfter =
    into === null ? undefined : new Map(moves.map((m) => [m.assetId, into] as const));
  await moveAssets(tx, moves, { source: doc.code, docId, movements, actor, at, warehouseAfter });
  await tellNewHolders(tx, notices, doc, moves, ctx.actorId);
  await setStatus(tx, doc, signed ? 'awaitingSignature' : 'done', at);
  if (!signed) await release(tx, docId);
  await recordAudit(tx, {
    actor,
    action: 'approve',
    entity: 'asset-doc',
    entityId: docId,
    before: { status: doc.status },
    after: { status: signed ? 'awaitingSignature' : 'done', requestId: ctx.requestId },
  });
}

/**
 * A rollback approved: each asset goes back where its original document found it (it must
 * still stand where the rollback found it), the original is rolled back and its certificates
 * void, the rollback is done. What the original's ledger rows did is undone by new rows of the
 * rollback's own (never by editing or deleting them): an asset it took out of a warehouse comes
 * back in (`in`), one it put in goes out (`out`).
 */
async function applyRollback(
  tx: Db,
  doc: DocRow,
  items: Awaited<ReturnType<typeof itemsOfDoc>>,
  ctx: { actor: Actor | null; at: Date; notices: Notify },
): Promise<void> {
  const original = await lockDoc(tx, doc.rollbackOfId!);
  if (original.status !== 'done' && original.status !== 'awaitingSignature') {
    throw new Conflict('assetDoc.notApproved', { code: original.code });
  }
  const moves: Move[] = items.map((item) => ({
    assetId: item.assetId,
    from: item.before as Place,
    to: item.after as Place,
  }));
  await moveAssets(tx, moves, {
    source: doc.code,
    docId: doc.id,
    movements: createMovements(ctx.notices),
    actor: ctx.actor,
    at: ctx.at,
    warehouseAfter: await warehousesBefore(tx, original),
  });
  await tellNewHolders(tx, ctx.notices, doc, moves, ctx.actor?.userId ?? null);
  await voidCertificates(tx, original.id, ctx.at);
  await release(tx, original.id);
  await setStatus(tx, original, 'rolledBack', ctx.at);
  await setStatus(tx, doc, 'done', ctx.at);
  await release(tx, doc.id);
  await recordAudit(tx, {
    actor: ctx.actor,
    action: 'rollback',
    entity: 'asset-doc',
    entityId: original.id,
    before: { status: original.status },
    after: { status: 'rolledBack', rollback: doc.code },
  });
}

/**
 * Where document `doc`'s ledger rows found its assets: the warehouse an asset left (an `out`
 * row), or none for one it brought in (an `in` row). An asset it did not move in or out of a
 * warehouse is not named.
 */
async function warehousesBefore(tx: Db, doc: DocRow): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({
      assetId: stockMovement.assetId,
      warehouseId: stockMovement.warehouseId,
      quantity: stockMovement.quantity,
    })
    .from(stockMovement)
    // Found by its code (the ledger's index); the source tells it from another area's code.
    .where(and(eq(stockMovement.sourceCode, doc.code), eq(stockMovement.source, 'assetDoc')))
    .orderBy(stockMovement.id);
  const before = new Map<number, number | null>();
  for (const row of rows) {
    // The first row of an asset says where the document found it.
    if (row.assetId !== null && !before.has(row.assetId)) {
      before.set(row.assetId, row.quantity < 0 ? row.warehouseId : null);
    }
  }
  return before;
}

/**
 * The request moved without the effect: the document follows (sent back, pending again), or
 * ends (rejected, withdrawn) and lets its assets go. A rollback that ends hands the assets of
 * an original still awaiting its signature back to it.
 */
export async function outcomeOfDoc(
  tx: Db,
  docId: number,
  outcome: ApprovalOutcome,
  ctx: ApprovalContext,
): Promise<void> {
  const doc = await lockDoc(tx, docId);
  const status = DOC_OUTCOME_STATUS[outcome];
  const at = new Date();
  await setStatus(tx, doc, status, at);
  const ends = status === 'rejected' || status === 'withdrawn';
  if (ends) {
    await release(tx, docId);
    if (doc.rollbackOfId !== null) await holdAgain(tx, doc.rollbackOfId);
  }
  await auditFollow(tx, ctx, {
    action: outcome,
    entity: 'asset-doc',
    entityId: docId,
    from: doc.status,
    to: status,
  });
}

/** An original still awaiting its signature holds its assets again (its rollback ended). */
async function holdAgain(tx: Db, originalId: number): Promise<void> {
  const original = await lockDoc(tx, originalId);
  if (original.status !== 'awaitingSignature') return;
  await tx.update(assetDocItem).set({ open: true }).where(eq(assetDocItem.docId, originalId));
}

/**
 * The receiver signed (certificate.ts checked who): the assets go from awaiting pick-up to lent
 * or in use with their new holder (a return: idle in its store, no custodian), each history
 * row naming the document and one carrying the signature's file; the document is done. The
 * keepers of a store a return brings assets into are told (notice 4).
 */
export async function signDoc(
  tx: Db,
  doc: DocRow,
  signer: Actor,
  signatureFileId: string,
  notices: Notify,
): Promise<void> {
  const at = new Date();
  const items = await itemsOfDoc(tx, doc.id);
  const moves: Move[] = items.map((item) => ({
    assetId: item.assetId,
    from: awaitingPlace(doc.docType, item.before as Place),
    to: item.after as Place,
  }));
  await moveAssets(tx, moves, {
    source: doc.code,
    docId: doc.id,
    movements: createMovements(notices),
    actor: signer,
    at,
    signatureFileId,
  });
  await tellNewHolders(tx, notices, doc, moves, signer.userId);
  await setStatus(tx, doc, 'done', at, { signedBy: signer.userId, signedAt: at, signatureFileId });
  await release(tx, doc.id);
  await recordAudit(tx, {
    actor: signer,
    action: 'sign',
    entity: 'asset-doc',
    entityId: doc.id,
    before: { status: doc.status },
    after: { status: 'done', signatureFileId },
  });
}
