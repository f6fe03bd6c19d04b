import type {
  ProjectDiscardRecord,
  ProjectRequestItemRecord,
  ProjectStageStatus,
  StartWorkRecord,
} from '@depot/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { personOf } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { projectHeadColumns } from './order-read';
import { projectScope, readProject } from './project-read';
import { namedFiles } from '../files/named-files';
import { readMaterialDiscards } from './material-discard-read';
import { project, projectDiscard, projectStage, projectStartWork } from './tables';

/*
 * Reads of a project's requests through approval: discarding requests and start-of-work
 * applications (docs/projects.md). Whoever sees the project reads them.
 */

// The check constraints allow only PROJECT_REQUEST_STATUSES.
type RequestStatus = ProjectDiscardRecord['status'];

const projectColumns = { ...projectHeadColumns, applicant: personOf(appUser) };

const discardHeads = (db: Db) =>
  db
    .select({
      id: projectDiscard.id,
      code: projectDiscard.code,
      ...projectColumns,
      reason: projectDiscard.reason,
      status: sql<RequestStatus>`${projectDiscard.status}`,
      requestId: projectDiscard.requestId,
      fileIds: projectDiscard.fileIds,
      createdAt: projectDiscard.createdAt,
      updatedAt: projectDiscard.updatedAt,
    })
    .from(projectDiscard)
    .innerJoin(project, eq(project.id, projectDiscard.projectId))
    .innerJoin(appUser, eq(appUser.id, projectDiscard.applicantId))
    .$dynamic();

const startWorkHeads = (db: Db) =>
  db
    .select({
      id: projectStartWork.id,
      code: projectStartWork.code,
      ...projectColumns,
      stageId: projectStartWork.stageId,
      stageName: projectStage.name,
      stageStatus: sql<ProjectStageStatus>`${projectStage.status}`,
      startOn: projectStartWork.startOn,
      crew: projectStartWork.crew,
      safetyNotes: projectStartWork.safetyNotes,
      status: sql<RequestStatus>`${projectStartWork.status}`,
      requestId: projectStartWork.requestId,
      fileIds: projectStartWork.fileIds,
      createdAt: projectStartWork.createdAt,
      updatedAt: projectStartWork.updatedAt,
    })
    .from(projectStartWork)
    .innerJoin(project, eq(project.id, projectStartWork.projectId))
    .innerJoin(projectStage, eq(projectStage.id, projectStartWork.stageId))
    .innerJoin(appUser, eq(appUser.id, projectStartWork.applicantId))
    .$dynamic();

/** One discarding request (`user`: of a project in their scope, else 404), with its files. */
export async function readDiscard(
  db: Db,
  id: number,
  user?: AuthUser,
): Promise<ProjectDiscardRecord> {
  const [row] = await discardHeads(db).where(
    and(eq(projectDiscard.id, id), user ? projectScope(user.scope) : undefined),
  );
  if (!row) throw new NotFound();
  return { ...row, files: await namedFiles(db, row.fileIds) };
}

/** One start-of-work application (`user`: of a project in their scope, else 404). */
export async function readStartWork(db: Db, id: number, user?: AuthUser): Promise<StartWorkRecord> {
  const [row] = await startWorkHeads(db).where(
    and(eq(projectStartWork.id, id), user ? projectScope(user.scope) : undefined),
  );
  if (!row) throw new NotFound();
  return { ...row, files: await namedFiles(db, row.fileIds) };
}

/** How many start-of-work applications of project `projectId` are in approval. */
export function pendingStartWorks(db: Db, projectId: number): Promise<number> {
  return db.$count(
    projectStartWork,
    and(eq(projectStartWork.projectId, projectId), eq(projectStartWork.status, 'pending')),
  );
}

/**
 * The discarding requests, start-of-work applications and material discards of project
 * `projectId` (of the caller's scope, else 404), newest first: each with its state, an
 * application's stage and day, applicant.
 */
export async function readProjectRequests(
  db: Db,
  projectId: number,
  user: AuthUser,
): Promise<ProjectRequestItemRecord[]> {
  await readProject(db, projectId, user.scope);
  const discards = await discardHeads(db)
    .where(eq(projectDiscard.projectId, projectId))
    .orderBy(desc(projectDiscard.id));
  const starts = await startWorkHeads(db)
    .where(eq(projectStartWork.projectId, projectId))
    .orderBy(desc(projectStartWork.id));
  const materials = await readMaterialDiscards(db, projectId);
  const item = (
    kind: ProjectRequestItemRecord['kind'],
    r: (typeof discards)[number] | (typeof starts)[number] | (typeof materials)[number],
  ): ProjectRequestItemRecord => ({
    kind,
    id: r.id,
    code: r.code,
    status: r.status,
    stageName: 'stageName' in r ? r.stageName : null,
    startOn: 'startOn' in r ? r.startOn : null,
    applicant: r.applicant,
    createdAt: r.createdAt,
  });
  return [
    ...discards.map((r) => item('discard', r)),
    ...starts.map((r) => item('startWork', r)),
    ...materials.map((r) => item('materialDiscard', r)),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}
