import type { ProjectRequestStatus } from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler, ApprovalOutcome } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import type {
  projectDesignChange,
  projectDiscard,
  projectMaterialDiscard,
  projectStartWork,
} from './tables';

/** What a project request (discarding, start of work, design change, material discard) becomes as its approval request moves. */
export const REQUEST_OUTCOME: Record<ApprovalOutcome, ProjectRequestStatus> = {
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  // Cancelled by an administrator: as withdrawn, it changed nothing.
  cancelled: 'withdrawn',
  // Sent back to its applicant it is still in approval (resubmitted from its request).
  sentBack: 'pending',
  resubmitted: 'pending',
};

type RequestTable =
  | typeof projectDiscard
  | typeof projectStartWork
  | typeof projectDesignChange
  | typeof projectMaterialDiscard;

/** Project request `id` of `table` is now `status`. */
export async function setRequestStatus(
  tx: Db,
  table: RequestTable,
  id: number,
  status: ProjectRequestStatus,
): Promise<void> {
  await tx.update(table).set({ status, updatedAt: new Date() }).where(eq(table.id, id));
}

/**
 * A project request's `onOutcome`: the request (locked by `lock`) follows its approval request
 * (REQUEST_OUTCOME), audited as `entity` on behalf of the decider.
 */
export function followRequestOutcome(
  table: RequestTable,
  entity: string,
  lock: (tx: Db, id: number) => Promise<{ id: number; status: string }>,
): ApprovalDocHandler['onOutcome'] {
  return async (tx, documentId, outcome, ctx) => {
    const row = await lock(tx, documentId);
    const status = REQUEST_OUTCOME[outcome];
    await setRequestStatus(tx, table, row.id, status);
    await auditFollow(tx, ctx, {
      action: outcome,
      entity,
      entityId: row.id,
      from: row.status,
      to: status,
    });
  };
}
