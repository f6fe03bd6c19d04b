import { eq } from 'drizzle-orm';
import { actorById } from '../../core/audit';
import { Conflict } from '../../core/errors';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { readStartWork } from './request-read';
import { startStageIn } from './stage-actions';
import { followRequestOutcome, setRequestStatus } from './request-outcome';
import { project, projectStage, projectStartWork } from './tables';
import { projectDocFacts } from './doc-facts';

async function lockApplication(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: projectStartWork.id,
      code: projectStartWork.code,
      status: projectStartWork.status,
      stageId: projectStartWork.stageId,
      startOn: projectStartWork.startOn,
      crew: projectStartWork.crew,
      stageName: projectStage.name,
      projectCode: project.code,
      projectName: project.name,
      enterpriseId: store.enterpriseId,
    })
    .from(projectStartWork)
    .innerJoin(projectStage, eq(projectStage.id, projectStartWork.stageId))
    .innerJoin(project, eq(project.id, projectStartWork.projectId))
    .innerJoin(store, eq(store.id, project.storeId))
    .where(eq(projectStartWork.id, id))
    .for('update', { of: projectStartWork });
  if (!row) throw new Error(`start-of-work application ${id} does not exist`);
  return row;
}

/**
 * The approval engine's handler of start-of-work applications (notices 44 and 45). Approved, the
 * application is approved and, when its day has come, the stage starts on it through the stage
 * start (stage-actions.ts: what it follows done, a gate signed, the stages after it scheduled
 * again); whatever that refuses (a project closed meanwhile, a stage started or still blocked)
 * refuses the approval and nothing changes. An application for a later day leaves the stage
 * waiting: it is then started from that day on, as any stage.
 */
export const startWorkHandler: ApprovalDocHandler = {
  docType: 'startWork',
  async facts(tx, documentId) {
    const row = await lockApplication(tx, documentId);
    return projectDocFacts(
      `${row.code} ${row.projectCode} ${row.stageName} ${row.startOn}`,
      null,
      row.enterpriseId,
    );
  },
  async apply(tx, documentId, ctx) {
    const row = await lockApplication(tx, documentId);
    if (row.status !== 'pending') {
      throw new Conflict('project.startWorkNotPending', { code: row.code });
    }
    await setRequestStatus(tx, projectStartWork, row.id, 'approved');
    const moved =
      row.startOn <= storeDay()
        ? await startStageIn(tx, await actorById(tx, ctx.actorId), null, row.stageId, row.startOn)
        : [];
    await auditFollow(tx, ctx, {
      action: 'approve',
      entity: 'project-start-work',
      entityId: row.id,
      from: row.status,
      to: 'approved',
      more: { stageId: row.stageId, startOn: row.startOn, moved },
    });
  },
  onOutcome: followRequestOutcome(projectStartWork, 'project-start-work', lockApplication),
  async detail(tx, documentId) {
    return readStartWork(tx, documentId);
  },
};
