import { eq } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { checkNothingPending } from './discard-write';
import { checkOpen } from './project-write';
import { readDiscard } from './request-read';
import { followRequestOutcome, setRequestStatus } from './request-outcome';
import { project, projectDiscard } from './tables';
import { projectDocFacts } from './doc-facts';

async function lockDiscard(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: projectDiscard.id,
      code: projectDiscard.code,
      status: projectDiscard.status,
      reason: projectDiscard.reason,
      projectId: project.id,
      projectCode: project.code,
      projectName: project.name,
      enterpriseId: store.enterpriseId,
    })
    .from(projectDiscard)
    .innerJoin(project, eq(project.id, projectDiscard.projectId))
    .innerJoin(store, eq(store.id, project.storeId))
    .where(eq(projectDiscard.id, id))
    .for('update', { of: projectDiscard });
  if (!row) throw new Error(`project discard ${id} does not exist`);
  return row;
}

/**
 * The approval engine's handler of discarding requests (notices 42 and 43): approved, the
 * project is discarded in the approval's transaction and takes no more writes. A project closed
 * meanwhile (completed), or with a visa or a start-of-work application in approval since,
 * refuses the approval (409) and nothing changes.
 */
export const projectDiscardHandler: ApprovalDocHandler = {
  docType: 'projectDiscard',
  async facts(tx, documentId) {
    const row = await lockDiscard(tx, documentId);
    return projectDocFacts(
      `${row.code} ${row.projectCode} ${row.projectName}`,
      null,
      row.enterpriseId,
    );
  },
  async apply(tx, documentId, ctx) {
    const row = await lockDiscard(tx, documentId);
    const [head] = await tx
      .select({ id: project.id, code: project.code, status: project.status })
      .from(project)
      .where(eq(project.id, row.projectId))
      .for('update');
    checkOpen(head!);
    if (row.status !== 'pending') {
      throw new Conflict('project.discardNotPending', { code: row.code });
    }
    await checkNothingPending(tx, head!);
    await tx
      .update(project)
      .set({ status: 'discarded', updatedAt: new Date() })
      .where(eq(project.id, head!.id));
    await setRequestStatus(tx, projectDiscard, row.id, 'approved');
    await auditFollow(tx, ctx, {
      action: 'discard',
      entity: 'project',
      entityId: head!.id,
      from: head!.status,
      to: 'discarded',
      more: { discardId: row.id, reason: row.reason },
    });
  },
  onOutcome: followRequestOutcome(projectDiscard, 'project-discard', lockDiscard),
  async detail(tx, documentId) {
    return readDiscard(tx, documentId);
  },
};
