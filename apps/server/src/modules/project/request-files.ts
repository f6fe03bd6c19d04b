import { PERMISSIONS } from '@depot/shared';
import { and, eq, exists, or, sql, type AnyColumn } from 'drizzle-orm';
import { storedFile } from '../../db/schema/files';
import type { FileReadRule } from '../files/service';
import { projectScope } from './project-read';
import { project, projectDiscard, projectMaterialDiscard, projectStartWork } from './tables';

const holds = (column: AnyColumn) => sql`${column} @> jsonb_build_array(${storedFile.id})`;

/**
 * Whoever sees a project (its store in their scope, the view key) reads the files of its
 * discarding requests, start-of-work applications and material discards through GET /admin/files/:id, the
 * approvers among them too (files/service.ts asks every rule).
 */
export const projectRequestFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.project.view)
    ? or(
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectDiscard)
            .innerJoin(project, eq(project.id, projectDiscard.projectId))
            .where(and(holds(projectDiscard.fileIds), projectScope(user.scope))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectStartWork)
            .innerJoin(project, eq(project.id, projectStartWork.projectId))
            .where(and(holds(projectStartWork.fileIds), projectScope(user.scope))),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectMaterialDiscard)
            .innerJoin(project, eq(project.id, projectMaterialDiscard.projectId))
            .where(and(holds(projectMaterialDiscard.fileIds), projectScope(user.scope))),
        ),
      )
    : undefined;
