import { PERMISSIONS } from '@depot/shared';
import { and, eq, exists, or, sql, type AnyColumn } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { storedFile } from '../../db/schema/files';
import { type FileReadRule, type FileService } from '../files/service';
import { projectScope } from './project-read';
import {
  project,
  projectInspection,
  projectInspectionEvent,
  projectInspectionIssue,
  projectSampling,
} from './tables';

/** Uploads named on a project's record must be ones the caller may read (else `refusal`, 400). */
async function checkReadable(
  tx: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  ids: readonly string[],
  refusal: 'project.unknownPhoto' | 'project.unknownFile',
): Promise<void> {
  if (!ids.length) return;
  const readable = await files.readable(tx, user, ids);
  if (ids.some((id) => !readable.has(id))) throw new BadRequest(refusal);
}

/** Photos named on a record must be uploads the caller may read (400 otherwise). */
export const checkPhotos = (
  tx: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  ids: readonly string[],
) => checkReadable(tx, files, user, ids, 'project.unknownPhoto');

/** Evidence files named on a request must be uploads the caller may read (400 otherwise). */
export const checkEvidence = (
  tx: Db,
  files: Pick<FileService, 'readable'>,
  user: AuthUser,
  ids: readonly string[],
) => checkReadable(tx, files, user, ids, 'project.unknownFile');

const holds = (column: AnyColumn) => sql`${column} @> jsonb_build_array(${storedFile.id})`;

/**
 * Whoever sees a project (its store in their scope, the view key) reads the photos of its
 * inspection records, their rectifications and its samplings through GET /admin/files/:id.
 */
export const qualityFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.project.view)
    ? or(
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectInspection)
            .innerJoin(project, eq(project.id, projectInspection.projectId))
            .where(and(holds(projectInspection.fileIds), projectScope(user.scope))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectInspectionEvent)
            .innerJoin(
              projectInspectionIssue,
              eq(projectInspectionIssue.id, projectInspectionEvent.issueId),
            )
            .innerJoin(project, eq(project.id, projectInspectionIssue.projectId))
            .where(and(holds(projectInspectionEvent.fileIds), projectScope(user.scope))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectSampling)
            .innerJoin(project, eq(project.id, projectSampling.projectId))
            .where(and(holds(projectSampling.fileIds), projectScope(user.scope))),
        ),
      )
    : undefined;
