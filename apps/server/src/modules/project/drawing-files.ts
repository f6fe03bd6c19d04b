import { PERMISSIONS } from '@depot/shared';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { storedFile } from '../../db/schema/files';
import type { FileReadRule } from '../files/service';
import { projectScope } from './project-read';
import { project, projectDesignChange, projectDrawing, projectDrawingVersion } from './tables';

/**
 * Whoever sees a project (its store in their scope, the view key) reads the files of its
 * drawings' versions and of its design changes through GET /admin/files/:id, the approvers
 * among them too (files/service.ts asks every rule).
 */
export const drawingFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.project.view)
    ? or(
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectDrawingVersion)
            .innerJoin(projectDrawing, eq(projectDrawing.id, projectDrawingVersion.drawingId))
            .innerJoin(project, eq(project.id, projectDrawing.projectId))
            .where(and(eq(projectDrawingVersion.fileId, storedFile.id), projectScope(user.scope))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectDesignChange)
            .innerJoin(project, eq(project.id, projectDesignChange.projectId))
            .where(
              and(
                sql`${projectDesignChange.fileIds} @> jsonb_build_array(${storedFile.id})`,
                projectScope(user.scope),
              ),
            ),
        ),
      )
    : undefined;
