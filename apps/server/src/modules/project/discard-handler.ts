import { eq } from 'drizzle-orm';
import { releaseClosingHolds } from './closing-holds';
import { checkNothingPending } from './pending-requests';
import { projectRequestHandler } from './project-request-handler';
import { readDiscard } from './request-read';
import { project, projectDiscard } from './tables';

/**
 * The approval engine's handler of discarding requests (notices 42 and 43): approved, the
 * project is discarded in the approval's transaction and takes no more writes, and what its SKU
 * orders still hold reserved is let go (closing-holds.ts). A project closed
 * meanwhile (completed), or with a visa, a start-of-work application, a design change or a
 * material discard in approval since, refuses the approval (409) and nothing changes.
 */
export const projectDiscardHandler = projectRequestHandler({
  docType: 'projectDiscard',
  table: projectDiscard,
  what: 'project discard',
  entity: 'project-discard',
  notPending: 'project.discardNotPending',
  async approve(tx, row, head, ctx) {
    await checkNothingPending(tx, head);
    await tx
      .update(project)
      .set({ status: 'discarded', updatedAt: new Date() })
      .where(eq(project.id, head.id));
    // What its SKU orders still hold is let go, by the decider, naming the request.
    await releaseClosingHolds(tx, head.id, 'discarded', { userId: ctx.actorId }, row.code);
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
