import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler, ApprovalOutcome } from './doc-handler';
import { auditFollow } from './follow-audit';

/**
 * What most documents become as their request moves: ended (rejected, or withdrawn, as they
 * are when an administrator cancels the request, having changed nothing), with the applicant
 * again (sent back), in approval again (resubmitted).
 */
export const DOC_OUTCOME_STATUS = {
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  cancelled: 'withdrawn',
  sentBack: 'sentBack',
  resubmitted: 'pending',
} as const satisfies Record<ApprovalOutcome, string>;

/**
 * A document's `onOutcome`: the document (locked by `lock`) takes the status `statuses` gives
 * the outcome, written by `write` (with whatever goes with it), and is audited as `entity` on
 * behalf of the decider.
 */
export function followOutcome<Doc extends { status: string }, S extends string>(spec: {
  entity: string;
  statuses: Record<ApprovalOutcome, S>;
  lock(tx: Db, id: number): Promise<Doc>;
  write(tx: Db, doc: Doc, status: S): Promise<void>;
}): ApprovalDocHandler['onOutcome'] {
  return async (tx, documentId, outcome, ctx) => {
    const doc = await spec.lock(tx, documentId);
    const status = spec.statuses[outcome];
    await spec.write(tx, doc, status);
    await auditFollow(tx, ctx, {
      action: outcome,
      entity: spec.entity,
      entityId: documentId,
      from: doc.status,
      to: status,
    });
  };
}

/** A document table whose rows take a status, one version on each time. */
type StatusTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
};

/** The usual `write`: the document's row takes `status`, one version on. */
export async function writeStatus(
  tx: Db,
  table: StatusTable,
  doc: { id: number; version: number },
  status: string,
): Promise<void> {
  await tx
    .update(table as PgTable)
    .set({ status, version: doc.version + 1, updatedAt: new Date() })
    .where(eq(table.id, doc.id));
}
