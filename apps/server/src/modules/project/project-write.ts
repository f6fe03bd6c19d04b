import {
  projectOpen,
  PROJECT_CODE_PREFIX,
  scheduleEnd,
  scheduleStages,
  type ProjectCreate,
  type ProjectDetailRecord,
  type ProjectEdit,
} from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { checkOpenStore } from '../../core/open-stores';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { readProject, readProjectDetail } from './project-read';
import { project, projectStage, projectTemplate } from './tables';

/** A manager or supervisor named on a project must be an enabled user (400 otherwise). */
async function checkPerson(tx: Db, userId: number | null): Promise<void> {
  if (userId === null) return;
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.enabled, true)));
  if (!user) throw new BadRequest('project.unknownPerson');
}

/** A project that is completed or discarded takes no more writes (409). */
export function checkOpen(head: { status: string; code: string }): void {
  if (!projectOpen(head.status)) {
    throw new Conflict('project.closed', { code: head.code });
  }
}

/**
 * POST /item/add: a project at a store of the caller's scope (else 400), from an enabled
 * template of its type; the template's stages are copied and scheduled from the planned start.
 */
export async function createProject(
  db: Db,
  user: AuthUser,
  body: ProjectCreate,
): Promise<ProjectDetailRecord> {
  const id = await db.transaction(async (tx) => {
    await checkOpenStore(tx, user.scope, body.storeId);
    await checkPerson(tx, body.managerId);
    await checkPerson(tx, body.supervisorId);
    const [template] = await tx
      .select()
      .from(projectTemplate)
      .where(eq(projectTemplate.id, body.templateId));
    if (!template) throw new BadRequest('project.unknownTemplate');
    if (!template.enabled) throw new Conflict('project.templateDisabled', { name: template.name });
    if (template.projectType !== body.projectType) throw new BadRequest('project.templateType');
    const plan = scheduleStages(template.stages, body.plannedStart);
    const code = await allocateDocumentCode(tx, PROJECT_CODE_PREFIX, new Date());
    const [row] = await tx
      .insert(project)
      .values({
        ...body,
        code,
        plannedEnd: scheduleEnd(plan)!,
        createdBy: user.userId,
      })
      .returning({ id: project.id });
    await tx.insert(projectStage).values(
      template.stages.map((stage, i) => ({
        ...stage,
        projectId: row!.id,
        plannedStart: plan[i]!.plannedStart,
        plannedEnd: plan[i]!.plannedEnd,
      })),
    );
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entity: 'project',
      entityId: row!.id,
      after: { code, ...body, templateVersion: template.version },
    });
    return row!.id;
  });
  return readProjectDetail(db, id, user);
}

/**
 * PUT /item/edit: the header. A new planned start is taken while the project is planning (its
 * stages are scheduled again from it), a 409 after; a closed project takes nothing.
 */
export async function editProject(
  db: Db,
  user: AuthUser,
  body: ProjectEdit,
): Promise<ProjectDetailRecord> {
  await db.transaction(async (tx) => {
    const before = await readProject(tx, body.id, user.scope);
    checkOpen(before);
    if (body.storeId !== before.storeId) await checkOpenStore(tx, user.scope, body.storeId);
    await checkPerson(tx, body.managerId);
    await checkPerson(tx, body.supervisorId);
    let plannedEnd = before.plannedEnd;
    if (body.plannedStart !== before.plannedStart) {
      if (before.status !== 'planning') {
        throw new Conflict('project.startFixed', { code: before.code });
      }
      const stages = await tx
        .select()
        .from(projectStage)
        .where(eq(projectStage.projectId, body.id));
      const plan = scheduleStages(stages, body.plannedStart);
      for (const placed of plan) {
        await tx
          .update(projectStage)
          .set({ plannedStart: placed.plannedStart, plannedEnd: placed.plannedEnd })
          .where(and(eq(projectStage.projectId, body.id), eq(projectStage.seq, placed.seq)));
      }
      plannedEnd = scheduleEnd(plan) ?? plannedEnd;
    }
    const { id, ...fields } = body;
    const [changed] = await tx
      .update(project)
      .set({ ...fields, plannedEnd, updatedAt: new Date() })
      .where(eq(project.id, id))
      .returning({ id: project.id });
    if (!changed) throw new NotFound();
    await recordAudit(tx, {
      actor: user,
      action: 'update',
      entity: 'project',
      entityId: id,
      before,
      after: fields,
    });
  });
  return readProjectDetail(db, body.id, user);
}
