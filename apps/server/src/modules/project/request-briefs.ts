import type { ProjectDiscardBrief, ProjectRequestStatus, StartWorkBrief } from '@depot/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectDiscard, projectStartWork } from './tables';

/* What a project's detail names of its requests through approval (request-read.ts reads them). */

/** A project's latest discarding request (null: none). */
export async function latestDiscard(
  db: Db,
  projectId: number,
): Promise<ProjectDiscardBrief | null> {
  const [row] = await db
    .select({
      id: projectDiscard.id,
      code: projectDiscard.code,
      status: sql<ProjectRequestStatus>`${projectDiscard.status}`,
    })
    .from(projectDiscard)
    .where(eq(projectDiscard.projectId, projectId))
    .orderBy(desc(projectDiscard.id))
    .limit(1);
  return row ?? null;
}

/** Each of a project's stages' latest start-of-work application, by stage id. */
export async function latestStartWorks(
  db: Db,
  projectId: number,
): Promise<Map<number, StartWorkBrief>> {
  const rows = await db
    .selectDistinctOn([projectStartWork.stageId], {
      stageId: projectStartWork.stageId,
      id: projectStartWork.id,
      code: projectStartWork.code,
      status: sql<ProjectRequestStatus>`${projectStartWork.status}`,
      startOn: projectStartWork.startOn,
    })
    .from(projectStartWork)
    .where(eq(projectStartWork.projectId, projectId))
    .orderBy(asc(projectStartWork.stageId), desc(projectStartWork.id));
  return new Map(rows.map(({ stageId, ...brief }) => [stageId, brief]));
}
