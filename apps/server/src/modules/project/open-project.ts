import { and, eq } from 'drizzle-orm';
import { BadRequest, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { projectScope } from './project-read';
import { checkOpen } from './project-write';
import { project, projectStage } from './tables';

/*
 * What every write to a project's documents checks first: the project is the caller's and open,
 * and a stage it names is one of the project's.
 */

/** Project `projectId` in the caller's scope (else 404), locked, and open (else 409). */
export async function lockOpenProject(tx: Db, user: AuthUser, projectId: number) {
  const [head] = await tx
    .select({ id: project.id, code: project.code, status: project.status })
    .from(project)
    .where(and(eq(project.id, projectId), projectScope(user.scope)))
    .for('update');
  if (!head) throw new NotFound();
  checkOpen(head);
  return head;
}

/** `stageId`, when given, must be one of project `projectId`'s stages (400). */
export async function checkStage(tx: Db, projectId: number, stageId: number | null) {
  if (stageId === null) return;
  const [stage] = await tx
    .select({ id: projectStage.id })
    .from(projectStage)
    .where(and(eq(projectStage.id, stageId), eq(projectStage.projectId, projectId)));
  if (!stage) throw new BadRequest('project.unknownStage');
}
