import {
  ASSET_DOC_CODE_PREFIX,
  ASSET_DOC_TYPES,
  assetDocCreateBody,
  type AssetDocType,
} from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetDoc, assetDocItem } from '../../db/schema';
import type { ApprovalDocFacts, ApprovalDocHandler } from '../approval/doc-handler';
import type { Notify } from './assigned-notices';
import { factsOf, factsOfDoc } from './doc-facts';
import { applyDoc, outcomeOfDoc } from './doc-lifecycle';
import { readDoc } from './doc-read';
import { docTargetOf } from './places';

/**
 * The facts of a document not yet saved (the flow templates' preview): its create body as
 * `applicantId` would send it, checked as POST /as/doc checks its shape (a 400 naming the
 * field); its assets as they stand, a rollback's those of its original.
 */
async function previewFacts(
  tx: Db,
  docType: AssetDocType,
  payload: Record<string, unknown>,
  applicantId: number,
): Promise<ApprovalDocFacts> {
  const body = assetDocCreateBody.parse({ ...payload, docType });
  let assetIds: number[];
  let rollbackOfCode: string | null = null;
  if (body.docType === 'rollback') {
    const [original] = await tx
      .select({ code: assetDoc.code })
      .from(assetDoc)
      .where(eq(assetDoc.id, body.rollbackOfId));
    rollbackOfCode = original?.code ?? null;
    const items = await tx
      .select({ assetId: assetDocItem.assetId })
      .from(assetDocItem)
      .where(eq(assetDocItem.docId, body.rollbackOfId));
    assetIds = items.map((i) => i.assetId);
  } else {
    assetIds = body.assetIds;
  }
  return factsOf(
    tx,
    {
      ...docTargetOf(body, applicantId),
      code: `${ASSET_DOC_CODE_PREFIX[docType]}…`,
      rollbackOfCode,
    },
    assetIds,
  );
}

/**
 * The approval engine's handler of one lifecycle document type (doc-handler.ts): every type
 * shares the same facts, effect, outcomes and detail; what differs per type is in places.ts
 * and doc-lifecycle.ts. `notices` tells the people an effect gives assets to (notice 4).
 */
export function assetDocHandler(docType: AssetDocType, notices: Notify): ApprovalDocHandler {
  return {
    docType,
    facts: (tx, documentId) => factsOfDoc(tx, documentId),
    previewFacts: (tx, payload, applicantId) => previewFacts(tx, docType, payload, applicantId),
    apply: (tx, documentId, ctx) => applyDoc(tx, documentId, ctx, notices),
    onOutcome: (tx, documentId, outcome, ctx) => outcomeOfDoc(tx, documentId, outcome, ctx),
    detail: async (tx, documentId) => readDoc(tx, documentId),
  };
}

/** One handler per lifecycle document type, for `engine.register`. */
export const assetDocHandlers = (notices: Notify): ApprovalDocHandler[] =>
  ASSET_DOC_TYPES.map((docType) => assetDocHandler(docType, notices));
