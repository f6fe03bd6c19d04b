import { eq } from 'drizzle-orm';
import { checkNothingPending } from './pending-requests';
import { projectRequestHandler } from './project-request-handler';
import { readDiscard } from './request-read';
import { project, projectDiscard } from './tables';

/**
 * The approval engine's handler of discarding requests (notices 42 and 43): approved, the
 * project is discarded in the approval's transaction and takes no more writes. A project closed
 * meanwhile (completed), or with a visa, a start-of-work application, a design change or a
 * material discard in approval since, refuses the approval (409) and nothing changes.
 */
export const projectDiscardHandler = projectRequestHandler({
  docType: 'projectDiscard',
  table: projectDiscard,
  what: 'project discard',
  entity: 'project-discard',
  notPending: 'project.discardNotPending',
  async approve(tx, row, head) {
    await checkNothingPending(tx, head);
    await tx
      .update(project)
      .set({ status: 'discarded', updatedAt: new Date() })
      .where(eq(project.id, head.id));
    return {
      action: 'discard',
      entity: 'project',
      entityId: head.id,
      from: head.status,
      to: 'discarded',
      more: { discardId: row.id, reason: row.reason },
    };
  },
  detail: (tx, id) => readDiscard(tx, id),
});
