import {
  scheduleEnd,
  scheduleStages,
  type ProjectStageFinish,
  type ProjectStageRecord,
  type ProjectStageSign,
} from '@depot/shared';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import type { DataScope } from '../../core/data-scope';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { decodeSignature } from '../../core/signature-png';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { withSignatures, type SignatureStorage } from '../files/signature-file';
import { blockersOf, projectScope, readStages } from './project-read';
import { checkOpen } from './project-write';
import { checkStageChecklist } from './stage-checklist';
import { project, projectStage, projectStartWork } from './tables';

type StageRow = typeof projectStage.$inferSelect;

/**
 * Stage `stageId` of a project in `scope` (null: any, as the approval engine acts; else another
 * store's is a 404), with its project locked until the transaction ends (one stage action of a
 * project at a time) and all its stages; a closed project is a 409.
 */
async function lockStage(tx: Db, scope: DataScope | null, stageId: number) {
  const [stage] = await tx.select().from(projectStage).where(eq(projectStage.id, stageId));
  if (!stage) throw new NotFound();
  const [head] = await tx
    .select({
      id: project.id,
      code: project.code,
      status: project.status,
      plannedStart: project.plannedStart,
      actualStart: project.actualStart,
    })
    .from(project)
    .where(and(eq(project.id, stage.projectId), scope ? projectScope(scope) : undefined))
    .for('update');
  if (!head) throw new NotFound();
  checkOpen(head);
  const stages = await tx
    .select()
    .from(projectStage)
    .where(eq(projectStage.projectId, head.id))
    .orderBy(projectStage.seq);
  return { head, stage: stages.find((s) => s.id === stageId)!, stages };
}

/**
 * Schedules the stages not started of project `head` again from `now` (its stages as they are
 * after the action): those that moved take their new dates and are answered with how far; the
 * project's planned end follows.
 */
async function reschedule(
  tx: Db,
  head: { id: number; plannedStart: string },
  now: StageRow[],
): Promise<ProjectStageFinish['moved']> {
  const plan = scheduleStages(now, head.plannedStart);
  const moved: ProjectStageFinish['moved'] = [];
  for (const [i, placed] of plan.entries()) {
    const row = now[i]!;
    if (row.status !== 'notStarted' || placed.shiftDays === 0) continue;
    await tx
      .update(projectStage)
      .set({
        plannedStart: placed.plannedStart,
        plannedEnd: placed.plannedEnd,
        shiftDays: placed.shiftDays,
      })
      .where(eq(projectStage.id, row.id));
    moved.push({ stageId: row.id, name: row.name, shiftDays: placed.shiftDays });
  }
  const ends = plan.map((placed, i) =>
    now[i]!.status === 'notStarted' ? placed : { plannedEnd: now[i]!.plannedEnd },
  );
  await tx
    .update(project)
    .set({ plannedEnd: scheduleEnd(ends)!, updatedAt: new Date() })
    .where(eq(project.id, head.id));
  return moved;
}

/** A day of a stage action: not after today in the stores' time (400). */
function checkNotFuture(day: string): void {
  if (day > storeDay()) throw new BadRequest('project.dayInFuture', { day });
}

/** The audit row of a stage action: on its project, naming the stage, with `more` of what it did. */
function auditStage(
  tx: Db,
  user: Actor | null,
  action: string,
  head: { id: number },
  stage: StageRow,
  more: Record<string, unknown>,
) {
  return recordAudit(tx, {
    actor: user,
    action,
    entity: 'project',
    entityId: head.id,
    after: { stageId: stage.id, name: stage.name, ...more },
  });
}

async function stageAnswer(tx: Db, stageId: number): Promise<ProjectStageRecord> {
  const [row] = await tx
    .select({ projectId: projectStage.projectId })
    .from(projectStage)
    .where(eq(projectStage.id, stageId));
  const stages = await readStages(tx, row!.projectId);
  return stages.find((s) => s.id === stageId)!;
}

/**
 * Starts stage `stageId` (of a project in `scope`; null: any) on `day`: not started yet (409),
 * not in the future (400), every stage it depends on done and a gate among them signed (409
 * naming the first that is not), not before they ended (400). A start-of-work stage starts
 * only with an approved application to start work, not before its day (409, 400). The project
 * turns active with its first stage; the stages not started are scheduled again from this
 * start (a late start moves its dependants). Answers those moved.
 */
export async function startStageIn(
  tx: Db,
  actor: Actor | null,
  scope: DataScope | null,
  stageId: number,
  day: string,
): Promise<ProjectStageFinish['moved']> {
  const { head, stage, stages } = await lockStage(tx, scope, stageId);
  if (stage.status !== 'notStarted') {
    throw new Conflict('project.stageStarted', { name: stage.name });
  }
  checkNotFuture(day);
  if (stage.kind === 'startWork') {
    const [approved] = await tx
      .select({ startOn: projectStartWork.startOn })
      .from(projectStartWork)
      .where(and(eq(projectStartWork.stageId, stage.id), eq(projectStartWork.status, 'approved')))
      .orderBy(desc(projectStartWork.id))
      .limit(1);
    if (!approved) throw new Conflict('project.startWorkNeeded', { name: stage.name });
    if (day < approved.startOn) {
      throw new BadRequest('project.startBeforeApproved', { day: approved.startOn });
    }
  }
  const [blocker] = blockersOf(stage.dependsOn, new Map(stages.map((s) => [s.seq, s])));
  if (blocker) {
    throw new Conflict(
      blocker.reason === 'gateUnsigned' ? 'project.gateUnsigned' : 'project.stageBlocked',
      { name: stage.name, blocker: blocker.name },
    );
  }
  const lastEnd = stages
    .filter((s) => stage.dependsOn.includes(s.seq))
    .reduce<string | null>((end, s) => (end && end > s.actualEnd! ? end : s.actualEnd), null);
  if (lastEnd !== null && day < lastEnd) {
    throw new BadRequest('project.startBeforeDependency', { day: lastEnd });
  }
  await tx
    .update(projectStage)
    .set({ status: 'inProgress', actualStart: day })
    .where(eq(projectStage.id, stage.id));
  if (head.status === 'planning' || head.actualStart === null || day < head.actualStart) {
    await tx
      .update(project)
      .set({
        status: 'active',
        actualStart: head.actualStart && head.actualStart < day ? head.actualStart : day,
        updatedAt: new Date(),
      })
      .where(eq(project.id, head.id));
  }
  const now = stages.map((s) =>
    s.id === stage.id ? { ...s, status: 'inProgress', actualStart: day } : s,
  );
  const moved = await reschedule(tx, head, now);
  await auditStage(tx, actor, 'stageStart', head, stage, { day, moved });
  return moved;
}

/** Stage actions (`/item/stage`): start, finish (rescheduling what follows), sign a gate. */
export function createStageActions(db: Db, signatures: SignatureStorage) {
  return {
    /**
     * Starts a stage on `day` (startStageIn); answers the stage. The stages not started are
     * scheduled again from its start.
     */
    async start(user: AuthUser, stageId: number, day: string): Promise<ProjectStageRecord> {
      return db.transaction(async (tx) => {
        await startStageIn(tx, user, user.scope, stageId, day);
        return stageAnswer(tx, stageId);
      });
    },

    /**
     * Finishes a stage on `day` (not before it started, not in the future; its checklist form,
     * when it has one, filled in: else 409) and schedules the stages not started again: those
     * moved are answered with how far.
     */
    async finish(user: AuthUser, stageId: number, day: string): Promise<ProjectStageFinish> {
      return db.transaction(async (tx) => {
        const { head, stage, stages } = await lockStage(tx, user.scope, stageId);
        if (stage.status !== 'inProgress') {
          throw new Conflict('project.stageNotInProgress', { name: stage.name });
        }
        checkNotFuture(day);
        if (day < stage.actualStart!) {
          throw new BadRequest('project.finishBeforeStart', { day: stage.actualStart! });
        }
        await checkStageChecklist(tx, stage);
        await tx
          .update(projectStage)
          .set({ status: 'done', actualEnd: day })
          .where(eq(projectStage.id, stage.id));
        const now = stages.map((s) =>
          s.id === stage.id ? { ...s, status: 'done', actualEnd: day } : s,
        );
        const moved = await reschedule(tx, head, now);
        await auditStage(tx, user, 'stageFinish', head, stage, { day, moved });
        return { moved };
      });
    },

    /**
     * Signs a gate stage's hidden-work acceptance, once, while it is in progress or done, with
     * the signer's drawn signature (not a real PNG: 400, before anything is read); the stages
     * after it may start only then. The PNG is stored as the caller's file in the same
     * transaction (withSignatures: removed again when it does not commit).
     */
    async sign(user: AuthUser, body: ProjectStageSign): Promise<ProjectStageRecord> {
      const png = decodeSignature(body.signature);
      return withSignatures(db, signatures, async (tx, keep) => {
        const { head, stage } = await lockStage(tx, user.scope, body.stageId);
        if (!stage.gate) throw new Conflict('project.notGate', { name: stage.name });
        if (stage.gateSignedAt !== null)
          throw new Conflict('project.gateSigned', { name: stage.name });
        if (stage.status === 'notStarted') {
          throw new Conflict('project.gateNotStarted', { name: stage.name });
        }
        const fileId = await keep(user, png, `${head.code}-${stage.seq}-gate-signature.png`);
        await tx
          .update(projectStage)
          .set({
            gateSignedBy: user.userId,
            gateSignedAt: new Date(),
            gateNote: body.note,
            gateSignatureFileId: fileId,
          })
          .where(eq(projectStage.id, stage.id));
        await auditStage(tx, user, 'gateSign', head, stage, {
          note: body.note,
          signatureFileId: fileId,
        });
        return stageAnswer(tx, stage.id);
      });
    },
  };
}
export type StageActions = ReturnType<typeof createStageActions>;
