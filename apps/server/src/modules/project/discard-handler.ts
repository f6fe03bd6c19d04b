import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { checkNothingPending } from './pending-requests';
import { readDiscard } from './request-read';
import {
  lockOpenForApproval,
  lockProjectRequest,
  projectRequestFacts,
} from './project-request-lock';
import { followRequestOutcome, setRequestStatus } from './request-outcome';
import { project, projectDiscard } from './tables';

const lockDiscard = (tx: Db, id: number) =>
  lockProjectRequest(tx, projectDiscard, id, 'project discard');

/**
 * The approval engine's handler of discarding requests (notices 42 and 43): approved, the
 * project is discarded in the approval's transaction and takes no more writes. A project closed
 * meanwhile (completed), or with a visa, a start-of-work application, a design change or a
 * material discard in approval since, refuses the approval (409) and nothing changes.
 */
export const projectDiscardHandler: ApprovalDocHandler = {
  docType: 'projectDiscard',
  async facts(tx, documentId) {
    return projectRequestFacts(await lockDiscard(tx, documentId));
  },
  async apply(tx, documentId, ctx) {
    const row = await lockDiscard(tx, documentId);
    const head = await lockOpenForApproval(tx, row, 'project.discardNotPending');
    await checkNothingPending(tx, head);
    await tx
      .update(project)
      .set({ status: 'discarded', updatedAt: new Date() })
      .where(eq(project.id, head.id));
    await setRequestStatus(tx, projectDiscard, row.id, 'approved');
    await auditFollow(tx, ctx, {
      action: 'discard',
      entity: 'project',
      entityId: head.id,
      from: head.status,
      to: 'discarded',
      more: { discardId: row.id, reason: row.reason },
    });
  },
  onOutcome: followRequestOutcome(projectDiscard, 'project-discard', lockDiscard),
  async detail(tx, documentId) {
    return readDiscard(tx, documentId);
  },
};
