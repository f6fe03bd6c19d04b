import {
  ASSET_DOC_CODE_PREFIX,
  ASSET_DOC_ELIGIBLE,
  type AssetDocCreate,
  type AssetDocRecord,
  type AssetDocType,
} from '@depot/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { MessageKey } from '../../core/messages/en-US';
import { checkOpenStore } from '../../core/open-stores';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { appUser, asset, assetDoc, assetDocItem } from '../../db/schema';
import { applicableAssets, requireApplyKey } from './candidates';
import { voidCertificates } from './doc-lifecycle';
import { docScope, readDoc } from './doc-read';
import { assetList, codeList, lockAssets } from './move-assets';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import { checkWarehouseTarget } from './warehouse-target';
import {
  awaitingPlace,
  docTargetOf,
  finalPlace,
  placeOf,
  samePlace,
  type DocTarget,
  type Place,
} from './places';

/** How a document is submitted to the approval engine (modules/approval). */
export type DocSubmit = SubmitsDocs<AssetDocType>;

/** The words of each document type in the server's messages. */
export const DOC_TYPE_WORDS: Record<AssetDocType, MessageKey> = {
  lending: 'assetDoc.type.lending',
  pickup: 'assetDoc.type.pickup',
  return: 'assetDoc.type.return',
  transfer: 'assetDoc.type.transfer',
  writeOff: 'assetDoc.type.writeOff',
  damage: 'assetDoc.type.damage',
  rollback: 'assetDoc.type.rollback',
};

const day = (d: Date) => d.toISOString().slice(0, 10);
/** No time zone's today is in the past: the earliest today on Earth (UTC−12). */
const earliestToday = (now: Date) => day(new Date(now.getTime() - 12 * 3_600_000));

export interface NewItem {
  assetId: number;
  before: Place;
  after: Place;
}

/** Enabled users of `ids` with their departments; a 400 with `key` when one is missing. */
async function people(tx: Db, ids: Array<number | null>, key: MessageKey) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await tx
        .select({ id: appUser.id, deptId: appUser.deptId })
        .from(appUser)
        .where(and(inArray(appUser.id, wanted), eq(appUser.enabled, true)))
    : [];
  if (rows.length !== wanted.length) throw new BadRequest(key);
  return new Map(rows.map((r) => [r.id, r.deptId]));
}

/** Assets already on another unfinished document: a 409 naming them and those documents. */
async function refuseBusy(tx: Db, assetIds: readonly number[], exceptDocId?: number) {
  const busy = await tx
    .select({ code: asset.code, docCode: assetDoc.code })
    .from(assetDocItem)
    .innerJoin(asset, eq(asset.id, assetDocItem.assetId))
    .innerJoin(assetDoc, eq(assetDoc.id, assetDocItem.docId))
    .where(
      and(
        inIntArray(assetDocItem.assetId, assetIds),
        eq(assetDocItem.open, true),
        exceptDocId === undefined ? undefined : ne(assetDocItem.docId, exceptDocId),
      ),
    )
    .orderBy(asset.code);
  if (busy.length) {
    throw new Conflict('assetDoc.assetsBusy', {
      codes: codeList(busy.map((b) => b.code)),
      docs: codeList([...new Set(busy.map((b) => b.docCode))]),
    });
  }
}

/**
 * The items of a new document of any type but rollback: the assets, locked, must all be ones the
 * caller may apply for with it (candidates.ts, else a 404 naming nothing), eligible for the type (else a 409 naming
 * them with their statuses) and on no other unfinished document (409; `exceptDocId`: the
 * document being changed holds them); the people, store and warehouse the document names must
 * exist (400; a transfer into a warehouse names nothing else, warehouse-target.ts). Each item
 * says where its asset stands and where the document will leave it.
 */
export async function plainItems(
  tx: Db,
  user: AuthUser,
  body: Exclude<AssetDocCreate, { docType: 'rollback' }>,
  target: DocTarget,
  now: Date,
  exceptDocId?: number,
): Promise<NewItem[]> {
  const rows = await lockAssets(
    tx,
    and(inIntArray(asset.id, body.assetIds), applicableAssets(tx, user, body.docType)),
  );
  if (rows.length !== body.assetIds.length) throw new NotFound();
  const eligible: readonly string[] = ASSET_DOC_ELIGIBLE[body.docType];
  const refused = rows.filter((r) => !eligible.includes(r.status));
  if (refused.length) {
    throw new Conflict('assetDoc.notEligible', {
      assets: assetList(refused),
      type: [{ key: DOC_TYPE_WORDS[body.docType] }],
    });
  }
  await refuseBusy(tx, body.assetIds, exceptDocId);

  let depts = new Map<number, number | null>();
  if (body.docType === 'lending') {
    if (body.dueDate < earliestToday(now)) throw new BadRequest('assetDoc.dueDatePast');
    depts = await people(tx, [body.borrowerId], 'assetDoc.unknownBorrower');
  } else if (body.docType === 'pickup') {
    depts = await people(tx, [body.receiverId], 'assetDoc.unknownReceiver');
  } else if (body.docType === 'return') {
    await checkOpenStore(tx, user.scope, body.storeId, 'assetDoc.unknownStore');
  } else if (body.docType === 'transfer' && body.toWarehouseId !== null) {
    if (body.toStoreId !== null || body.toCustodianId !== null) {
      throw new BadRequest('assetDoc.warehouseAlone');
    }
    await checkWarehouseTarget(tx, user, body.toWarehouseId, rows);
  } else if (body.docType === 'transfer') {
    if (body.toStoreId === null && body.toCustodianId === null) {
      throw new BadRequest('assetDoc.transferNowhere');
    }
    if (body.toStoreId !== null)
      await checkOpenStore(tx, user.scope, body.toStoreId, 'assetDoc.unknownStore');
    depts = await people(tx, [body.toCustodianId], 'assetDoc.unknownCustodian');
  }
  return rows.map((row) => {
    const before = placeOf(row);
    return {
      assetId: row.id,
      before,
      after: finalPlace(target, before, (id) => depts.get(id) ?? null),
    };
  });
}

/**
 * The items of a rollback: the original must be seen by the caller (else 404), approved (done
 * or awaiting its signature, else 409), not a rollback itself (409) and not rolled back already
 * (409); its assets must stand where it left them (409 naming those that moved) and be on no
 * other unfinished document. Each goes back to where the original found it. An original still
 * awaiting its signature hands its assets to the rollback and its certificates stop working.
 */
async function rollbackItems(
  tx: Db,
  user: AuthUser,
  rollbackOfId: number,
  now: Date,
): Promise<NewItem[]> {
  const [original] = await tx
    .select()
    .from(assetDoc)
    .where(and(eq(assetDoc.id, rollbackOfId), docScope(user.scope)))
    .for('update');
  if (!original) throw new NotFound();
  if (original.docType === 'rollback') {
    throw new Conflict('assetDoc.rollbackOfRollback', { code: original.code });
  }
  if (original.status !== 'done' && original.status !== 'awaitingSignature') {
    throw new Conflict('assetDoc.notApproved', { code: original.code });
  }
  const [earlier] = await tx
    .select({ code: assetDoc.code })
    .from(assetDoc)
    .where(
      and(
        eq(assetDoc.rollbackOfId, original.id),
        inArray(assetDoc.status, ['pending', 'sentBack', 'done']),
      ),
    );
  if (earlier) {
    throw new Conflict('assetDoc.alreadyRolledBack', { code: original.code, by: earlier.code });
  }
  const items = await tx
    .select({
      assetId: assetDocItem.assetId,
      before: assetDocItem.before,
      after: assetDocItem.after,
      code: asset.code,
      status: asset.status,
      custodianId: asset.custodianId,
      deptId: asset.deptId,
      storeId: asset.storeId,
    })
    .from(assetDocItem)
    .innerJoin(asset, eq(asset.id, assetDocItem.assetId))
    .where(eq(assetDocItem.docId, original.id))
    .orderBy(asset.id)
    .for('update', { of: asset });
  const waiting = original.status === 'awaitingSignature';
  const left = (item: (typeof items)[number]): Place =>
    waiting ? awaitingPlace(original.docType, item.before as Place) : (item.after as Place);
  const moved = items.filter((item) => !samePlace(placeOf(item), left(item)));
  if (moved.length) throw new Conflict('assetDoc.assetsMoved', { assets: assetList(moved) });
  const assetIds = items.map((i) => i.assetId);
  await refuseBusy(tx, assetIds, waiting ? original.id : undefined);
  if (waiting) {
    await tx.update(assetDocItem).set({ open: false }).where(eq(assetDocItem.docId, original.id));
    await voidCertificates(tx, original.id, now);
  }
  return items.map((item) => ({
    assetId: item.assetId,
    before: placeOf(item),
    after: item.before as Place,
  }));
}

/**
 * The document's items in one statement with one parameter: 500 assets as rows of parameters
 * (2,000 of them) took longer to build and parse than to write.
 */
async function insertItems(tx: Db, docId: number, items: readonly NewItem[]): Promise<void> {
  await tx.execute(sql`
    insert into ${assetDocItem} (doc_id, asset_id, before, after)
    select ${docId}::int, (e.item ->> 'assetId')::int, e.item -> 'before', e.item -> 'after'
    from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as e(item, n)
    order by e.n`);
}

/**
 * POST /as/doc: a new document of any type, submitted for approval in the same transaction.
 * The caller must hold the key of its type (the route lets in any of them).
 */
export async function createDoc(
  db: Db,
  engine: DocSubmit,
  user: AuthUser,
  body: AssetDocCreate,
): Promise<AssetDocRecord> {
  requireApplyKey(user, body.docType);
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const target = docTargetOf(body, user.userId);
      const items =
        body.docType === 'rollback'
          ? await rollbackItems(tx, user, body.rollbackOfId, now)
          : await plainItems(tx, user, body, target, now);
      const [doc] = await tx
        .insert(assetDoc)
        .values({
          ...target,
          code: await allocateDocumentCode(tx, ASSET_DOC_CODE_PREFIX[body.docType], now),
          reason: body.reason,
          dueDate: body.docType === 'lending' ? body.dueDate : null,
          rollbackOfId: body.docType === 'rollback' ? body.rollbackOfId : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await insertItems(tx, doc!.id, items);
      const requestId = await submitForApproval(engine, tx, assetDoc, {
        docType: body.docType,
        documentId: doc!.id,
        applicantId: user.userId,
      });
      await recordAudit(tx, {
        actor: user,
        action: 'create',
        entity: 'asset-doc',
        entityId: doc!.id,
        after: { ...doc, requestId, assetIds: items.map((i) => i.assetId) },
      });
      return readDoc(tx, doc!.id);
    });
  } catch (error) {
    // Another document took one of the assets (or rolled the original back) meanwhile.
    if (isUniqueViolation(error)) throw new Conflict('assetDoc.taken');
    throw error;
  }
}
