import { PERMISSIONS } from '@depot/shared';
import { and, eq, exists, sql } from 'drizzle-orm';
import { storedFile } from '../../db/schema/files';
import type { FileReadRule } from '../files/service';
import { projectScope } from './project-read';
import { costVisa, project } from './tables';

/**
 * Whoever sees a project (its store in their scope, the view key) reads its cost visas'
 * evidence files through GET /admin/files/:id, as any other stored file (files/service.ts asks
 * every rule): the approvers among them too.
 */
export const costVisaFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.project.view)
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(costVisa)
          .innerJoin(project, eq(project.id, costVisa.projectId))
          .where(
            and(
              sql`${costVisa.fileIds} @> jsonb_build_array(${storedFile.id})`,
              projectScope(user.scope),
            ),
          ),
      )
    : undefined;
