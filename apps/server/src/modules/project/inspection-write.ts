import type {
  InspectionCreate,
  InspectionDetailRecord,
  InspectionReopen,
  InspectionRectify,
  InspectionVerify,
  QualityVoid,
} from '@depot/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import type { FileService } from '../files/service';
import { mayCheck, readInspectionDetail } from './inspection-read';
import { checkPhotos } from './quality-files';
import { projectInspection, projectInspectionEvent, projectInspectionIssue } from './tables';
import { checkStage, lockOpenProject } from './open-project';

/** A record's day: not after today in the stores' time (400). */
export function checkPast(day: string): void {
  if (day > storeDay()) throw new BadRequest('project.dayInFuture', { day });
}

type IssueMove = 'rectify' | 'verify' | 'reopen';

/**
 * Site inspection records (`/item/inspection`): saved once with their issues, then only
 * moved on: an issue rectified (project editors), verified or reopened (its inspector or a
 * project editor), each step kept as history; a record with a mistake is voided with a reason.
 */
export function createInspectionWrites(deps: { db: Db; files: Pick<FileService, 'readable'> }) {
  const { db, files } = deps;

  /**
   * Issue `issueId` of a project in the caller's scope (else 404), the project locked and open
   * (else 409), its record valid (else 409), in status `from` (else 409).
   */
  async function lockIssue(tx: Db, user: AuthUser, issueId: number, from: string, move: IssueMove) {
    const [issue] = await tx
      .select({
        id: projectInspectionIssue.id,
        seq: projectInspectionIssue.seq,
        status: projectInspectionIssue.status,
        projectId: projectInspectionIssue.projectId,
        inspectionId: projectInspectionIssue.inspectionId,
        inspectedOn: projectInspection.inspectedOn,
        inspectorId: projectInspection.inspectorId,
        recordStatus: projectInspection.status,
      })
      .from(projectInspectionIssue)
      .innerJoin(projectInspection, eq(projectInspection.id, projectInspectionIssue.inspectionId))
      .where(eq(projectInspectionIssue.id, issueId));
    if (!issue) throw new NotFound();
    await lockOpenProject(tx, user, issue.projectId);
    if (move !== 'rectify' && !mayCheck(user, issue.inspectorId)) {
      throw new Forbidden('project.notInspector');
    }
    if (issue.recordStatus !== 'valid') throw new Conflict('project.inspectionVoided');
    const [now] = await tx
      .select({ status: projectInspectionIssue.status })
      .from(projectInspectionIssue)
      .where(eq(projectInspectionIssue.id, issueId))
      .for('update');
    if (now!.status !== from) {
      throw new Conflict(`project.issueNot.${move}`, { seq: issue.seq });
    }
    return issue;
  }

  /** Moves the issue to `to` and keeps what was done as its history. */
  async function moveIssue(
    tx: Db,
    user: AuthUser,
    issueId: number,
    to: string,
    event: {
      action: IssueMove;
      note: string | null;
      deadline?: string;
      fileIds?: string[];
    },
  ) {
    await tx
      .update(projectInspectionIssue)
      .set({
        status: to,
        updatedAt: new Date(),
        ...(event.deadline ? { deadline: event.deadline } : {}),
      })
      .where(eq(projectInspectionIssue.id, issueId));
    await tx.insert(projectInspectionEvent).values({
      issueId,
      action: event.action,
      note: event.note,
      deadline: event.deadline ?? null,
      fileIds: event.fileIds ?? [],
      actorId: user.userId,
    });
    await recordAudit(tx, {
      actor: user,
      action: event.action,
      entity: 'project-inspection-issue',
      entityId: issueId,
      after: { status: to, ...event },
    });
  }

  return {
    /**
     * A record by the caller of an open project in their scope: a past day, a stage of the
     * project, photos they may read, issues falling to enabled users, each deadline on or after
     * the inspection (the contract checks that); its issues open.
     */
    async add(user: AuthUser, body: InspectionCreate): Promise<InspectionDetailRecord> {
      const id = await db.transaction(async (tx) => {
        await lockOpenProject(tx, user, body.projectId);
        checkPast(body.inspectedOn);
        await checkStage(tx, body.projectId, body.stageId);
        await checkPhotos(tx, files, user, body.fileIds);
        const people = [...new Set(body.issues.map((i) => i.responsibleId))];
        if (people.length) {
          const found = await tx
            .select({ id: appUser.id })
            .from(appUser)
            .where(and(inArray(appUser.id, people), eq(appUser.enabled, true)));
          if (found.length !== people.length) throw new BadRequest('project.unknownResponsible');
        }
        const { issues, ...fields } = body;
        const [row] = await tx
          .insert(projectInspection)
          .values({ ...fields, inspectorId: user.userId })
          .returning({ id: projectInspection.id });
        if (issues.length) {
          await tx.insert(projectInspectionIssue).values(
            issues.map((issue, i) => ({
              ...issue,
              inspectionId: row!.id,
              projectId: body.projectId,
              seq: i + 1,
            })),
          );
        }
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-inspection',
          entityId: row!.id,
          after: body,
        });
        return row!.id;
      });
      return readInspectionDetail(db, id, user);
    },

    /** An open issue rectified (a note, photos the caller may read). */
    async rectify(user: AuthUser, body: InspectionRectify): Promise<InspectionDetailRecord> {
      const inspectionId = await db.transaction(async (tx) => {
        const issue = await lockIssue(tx, user, body.issueId, 'open', 'rectify');
        await checkPhotos(tx, files, user, body.fileIds);
        await moveIssue(tx, user, issue.id, 'rectified', {
          action: 'rectify',
          note: body.note,
          fileIds: body.fileIds,
        });
        return issue.inspectionId;
      });
      return readInspectionDetail(db, inspectionId, user);
    },

    /** A rectified issue verified and closed. */
    async verify(user: AuthUser, body: InspectionVerify): Promise<InspectionDetailRecord> {
      const inspectionId = await db.transaction(async (tx) => {
        const issue = await lockIssue(tx, user, body.issueId, 'rectified', 'verify');
        await moveIssue(tx, user, issue.id, 'closed', { action: 'verify', note: body.note });
        return issue.inspectionId;
      });
      return readInspectionDetail(db, inspectionId, user);
    },

    /** A rectification not accepted: the issue open again, by a new deadline (not past). */
    async reopen(user: AuthUser, body: InspectionReopen): Promise<InspectionDetailRecord> {
      const inspectionId = await db.transaction(async (tx) => {
        const issue = await lockIssue(tx, user, body.issueId, 'rectified', 'reopen');
        if (body.deadline < storeDay()) {
          throw new BadRequest('project.deadlinePast', { day: body.deadline });
        }
        await moveIssue(tx, user, issue.id, 'open', {
          action: 'reopen',
          note: body.note,
          deadline: body.deadline,
        });
        return issue.inspectionId;
      });
      return readInspectionDetail(db, inspectionId, user);
    },

    /** A valid record voided with a reason (its inspector or a project editor). */
    async void(user: AuthUser, body: QualityVoid): Promise<InspectionDetailRecord> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            projectId: projectInspection.projectId,
            inspectorId: projectInspection.inspectorId,
          })
          .from(projectInspection)
          .where(eq(projectInspection.id, body.id));
        if (!row) throw new NotFound();
        await lockOpenProject(tx, user, row.projectId);
        if (!mayCheck(user, row.inspectorId)) throw new Forbidden('project.notInspector');
        const [done] = await tx
          .update(projectInspection)
          .set({
            status: 'voided',
            voidReason: body.reason,
            voidedBy: user.userId,
            voidedAt: new Date(),
          })
          .where(and(eq(projectInspection.id, body.id), eq(projectInspection.status, 'valid')))
          .returning({ id: projectInspection.id });
        if (!done) throw new Conflict('project.inspectionVoided');
        await recordAudit(tx, {
          actor: user,
          action: 'void',
          entity: 'project-inspection',
          entityId: body.id,
          after: { status: 'voided', reason: body.reason },
        });
      });
      return readInspectionDetail(db, body.id, user);
    },
  };
}
export type InspectionWrites = ReturnType<typeof createInspectionWrites>;
