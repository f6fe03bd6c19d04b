import type { AssetDocRecord, AssetDocType, AssetDocUpdate } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { translate, type Language, type Localized } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/en-US';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset, assetDoc, assetDocItem } from '../../db/schema';
import { requireApplyKey } from './candidates';
import { plainItems } from './doc-create';
import { itemsOfDoc, lockDoc, type DocRow } from './doc-lifecycle';
import { docScope, readDoc } from './doc-read';
import { codeList } from './move-assets';
import { docTargetOf } from './places';

/** How a changed document is resubmitted to the approval engine (modules/approval). */
export interface DocResubmit {
  resubmitEdited(
    tx: Db,
    input: { docType: AssetDocType; documentId: number; actorId: number; comment: string },
    change: () => Promise<string | Localized | null>,
  ): Promise<void>;
  notingRefusal<T>(
    doc: { docType: AssetDocType; documentId: number; actorId: number },
    work: () => Promise<T>,
  ): Promise<T>;
}

/** The fields a change is named by in the trail, besides the assets. */
const FIELDS: Array<[keyof DocRow, MessageKey]> = [
  ['borrowerId', 'assetDoc.field.borrower'],
  ['dueDate', 'assetDoc.field.dueDate'],
  ['receiverId', 'assetDoc.field.receiver'],
  ['storeId', 'assetDoc.field.store'],
  ['toCustodianId', 'assetDoc.field.toCustodian'],
  ['toWarehouseId', 'assetDoc.field.toWarehouse'],
  ['reason', 'assetDoc.field.reason'],
];

/**
 * What changed, as the trail keeps it (in both languages, as the engine's own notes are): the
 * assets added and removed, then the fields; null when nothing did.
 */
async function changeNote(
  tx: Db,
  before: DocRow,
  after: Partial<DocRow>,
  assets: { before: number[]; after: number[] },
): Promise<Localized | null> {
  const added = assets.after.filter((id) => !assets.before.includes(id));
  const removed = assets.before.filter((id) => !assets.after.includes(id));
  const codesOf = async (ids: number[]) =>
    codeList(
      (
        await tx
          .select({ code: asset.code })
          .from(asset)
          .where(inIntArray(asset.id, ids))
          .orderBy(asset.code)
      ).map((a) => a.code),
    );
  const addedCodes = added.length ? await codesOf(added) : null;
  const removedCodes = removed.length ? await codesOf(removed) : null;
  const fields = FIELDS.filter(([field]) => field in after && after[field] !== before[field]);
  if (!addedCodes && !removedCodes && !fields.length) return null;
  const note = (language: Language) => {
    const words = (key: MessageKey, params: Record<string, string> = {}) =>
      translate(language, key, params);
    const parts: string[] = [];
    if (addedCodes) parts.push(words('assetDoc.edit.added', { codes: addedCodes }));
    if (removedCodes) parts.push(words('assetDoc.edit.removed', { codes: removedCodes }));
    if (fields.length) {
      const named = fields.map(([, key]) => words(key)).join(words('assetDoc.edit.and'));
      parts.push(words('assetDoc.edit.fields', { fields: named }));
    }
    return parts.join(words('assetDoc.edit.between'));
  };
  return { 'zh-CN': note('zh-CN'), 'en-US': note('en-US') };
}

/**
 * The document changed as `body` says, inside the engine's resubmit (the request is locked):
 * the version it was read at (409 when stale), still sent back, of the same type (400), a
 * rollback reversing the same original (400). Its assets go through the checks of applying
 * (candidates.ts, eligibility, on no other unfinished document but this one) and replace its
 * items in the same transaction, so another document never sees them free. Answers what
 * changed.
 */
async function changeDoc(
  tx: Db,
  user: AuthUser,
  docId: number,
  body: AssetDocUpdate,
): Promise<Localized | null> {
  const doc = await lockDoc(tx, docId);
  if (doc.version !== body.version) {
    throw new Conflict('assetDoc.stale', { code: doc.code, version: doc.version });
  }
  if (doc.status !== 'sentBack') throw new Conflict('approval.notSentBack');
  if (body.docType !== doc.docType) throw new BadRequest('assetDoc.typeFixed');
  const now = new Date();
  const beforeIds = (await itemsOfDoc(tx, docId)).map((i) => i.assetId);
  let afterIds = beforeIds;
  let fields: Partial<DocRow> = { reason: body.reason };
  if (body.docType === 'rollback') {
    if (body.rollbackOfId !== doc.rollbackOfId) throw new BadRequest('assetDoc.rollbackOfFixed');
  } else {
    const target = docTargetOf(body, doc.applicantId);
    const items = await plainItems(tx, user, body, target, now, docId);
    afterIds = items.map((i) => i.assetId);
    await tx.delete(assetDocItem).where(eq(assetDocItem.docId, docId));
    await tx.insert(assetDocItem).values(items.map((item) => ({ docId, ...item })));
    fields = {
      ...fields,
      borrowerId: target.borrowerId,
      dueDate: body.docType === 'lending' ? body.dueDate : null,
      receiverId: target.receiverId,
      storeId: target.storeId,
      toCustodianId: target.toCustodianId,
      toWarehouseId: target.toWarehouseId,
    };
  }
  await tx
    .update(assetDoc)
    .set({ ...fields, version: doc.version + 1, updatedAt: now })
    .where(eq(assetDoc.id, docId));
  await recordAudit(tx, {
    actor: user,
    action: 'update',
    entity: 'asset-doc',
    entityId: docId,
    before: { ...doc, assetIds: beforeIds },
    after: { ...fields, assetIds: afterIds, comment: body.comment },
  });
  return changeNote(tx, doc, fields, { before: beforeIds, after: afterIds });
}

/**
 * PUT /as/doc/:id: the applicant changes their document sent back to them and resubmits it, in
 * one transaction (docs/asset-documents.md, "Changing a document sent back"). The key of its
 * type is needed (403); a document outside the caller's scope is a 404; only its applicant may
 * (403), only while its request waits on them after a send-back (409).
 */
export async function editDoc(
  db: Db,
  engine: DocResubmit,
  user: AuthUser,
  docId: number,
  body: AssetDocUpdate,
): Promise<AssetDocRecord> {
  requireApplyKey(user, body.docType);
  const refusalNoted = { docType: body.docType, documentId: docId, actorId: user.userId };
  try {
    return await engine.notingRefusal(refusalNoted, () =>
      db.transaction(async (tx) => {
        const [seen] = await tx
          .select({ docType: assetDoc.docType })
          .from(assetDoc)
          .where(and(eq(assetDoc.id, docId), docScope(user.scope)));
        if (!seen) throw new NotFound();
        await engine.resubmitEdited(
          tx,
          { docType: seen.docType, documentId: docId, actorId: user.userId, comment: body.comment },
          () => changeDoc(tx, user, docId, body),
        );
        return readDoc(tx, docId);
      }),
    );
  } catch (error) {
    // Another document took one of the new assets meanwhile.
    if (isUniqueViolation(error)) throw new Conflict('assetDoc.taken');
    throw error;
  }
}
