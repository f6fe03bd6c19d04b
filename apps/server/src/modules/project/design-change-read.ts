import {
  projectOpen,
  PERMISSIONS,
  type DesignChangeDetailRecord,
  type DesignChangeListRecord,
  type DesignChangeRecord,
  type DrawingKind,
  type ProjectRecord,
} from '@depot/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { approvedCostCents, fromCents } from './numbers';
import { projectScope, readProject } from './project-read';
import { namedFiles } from '../files/named-files';
import { project, projectDesignChange, projectDrawing, projectStage } from './tables';

/*
 * Reads of a project's design changes (docs/projects.md "Drawings"): whoever sees the project
 * reads them; only approved ones count in the completion statement.
 */

const heads = (db: Db) =>
  db
    .select({
      id: projectDesignChange.id,
      code: projectDesignChange.code,
      projectId: project.id,
      projectCode: project.code,
      projectName: project.name,
      // The check constraints allow only PROJECT_STATUSES and PROJECT_REQUEST_STATUSES.
      projectStatus: sql<ProjectRecord['status']>`${project.status}`,
      stageId: projectDesignChange.stageId,
      stageName: projectStage.name,
      title: projectDesignChange.title,
      reason: projectDesignChange.reason,
      costImpact: projectDesignChange.costImpact,
      status: sql<DesignChangeRecord['status']>`${projectDesignChange.status}`,
      applicant: personOf(appUser),
      requestId: projectDesignChange.requestId,
      counted: sql<boolean>`${projectDesignChange.status} = 'approved'`,
      createdAt: projectDesignChange.createdAt,
      updatedAt: projectDesignChange.updatedAt,
    })
    .from(projectDesignChange)
    .innerJoin(project, eq(project.id, projectDesignChange.projectId))
    .innerJoin(appUser, eq(appUser.id, projectDesignChange.applicantId))
    .leftJoin(projectStage, eq(projectStage.id, projectDesignChange.stageId))
    .$dynamic();

/** The design changes of project `projectId`, oldest first (the statement's order). */
export function readProjectDesignChanges(db: Db, projectId: number): Promise<DesignChangeRecord[]> {
  return heads(db)
    .where(eq(projectDesignChange.projectId, projectId))
    .orderBy(asc(projectDesignChange.createdAt), asc(projectDesignChange.id));
}

/** A project's design changes in the caller's scope (404 otherwise), newest first. */
export async function readDesignChangeList(
  db: Db,
  user: AuthUser,
  projectId: number,
): Promise<DesignChangeListRecord> {
  const head = await readProject(db, projectId, user.scope);
  const changes = await heads(db)
    .where(eq(projectDesignChange.projectId, head.id))
    .orderBy(desc(projectDesignChange.createdAt), desc(projectDesignChange.id));
  return {
    projectStatus: head.status,
    changes,
    approvedTotal: fromCents(approvedCostCents(changes)),
    canAdd: projectOpen(head.status) && user.permissions.includes(PERMISSIONS.project.designChange),
  };
}

/** One design change (`user`: of a project in their scope, else 404), its drawings and files. */
export async function readDesignChange(
  db: Db,
  id: number,
  user?: AuthUser,
): Promise<DesignChangeDetailRecord> {
  const [row] = await heads(db).where(
    and(eq(projectDesignChange.id, id), user ? projectScope(user.scope) : undefined),
  );
  if (!row) throw new NotFound();
  const [ids] = await db
    .select({ drawingIds: projectDesignChange.drawingIds, fileIds: projectDesignChange.fileIds })
    .from(projectDesignChange)
    .where(eq(projectDesignChange.id, id));
  const drawings = ids!.drawingIds.length
    ? await db
        .select({
          id: projectDrawing.id,
          title: projectDrawing.title,
          kind: sql<DrawingKind>`${projectDrawing.kind}`,
        })
        .from(projectDrawing)
        .where(inArray(projectDrawing.id, ids!.drawingIds))
        .orderBy(asc(projectDrawing.id))
    : [];
  return { ...row, drawings, files: await namedFiles(db, ids!.fileIds) };
}

/** How many design changes of project `projectId` are in approval. */
export function pendingDesignChanges(db: Db, projectId: number): Promise<number> {
  return db.$count(
    projectDesignChange,
    and(eq(projectDesignChange.projectId, projectId), eq(projectDesignChange.status, 'pending')),
  );
}
