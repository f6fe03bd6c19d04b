import { PERMISSIONS } from '@depot/shared';
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { storedFile } from '../../db/schema/files';
import type { FileReadRule } from '../files/service';
import { projectScope } from './project-read';
import { project, projectAcceptance, projectStage } from './tables';

/**
 * Whoever sees a project (its store in their scope, the view key) reads its drawn signatures
 * through GET /admin/files/:id: a gate's hidden-work acceptance and the completion acceptance's
 * (files/service.ts asks every rule; anyone else gets its 404).
 */
export const projectSignatureFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.project.view)
    ? or(
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectStage)
            .innerJoin(project, eq(project.id, projectStage.projectId))
            .where(
              and(eq(projectStage.gateSignatureFileId, storedFile.id), projectScope(user.scope)),
            ),
        ),
        exists(
          tx
            .select({ one: sql`1` })
            .from(projectAcceptance)
            .innerJoin(project, eq(project.id, projectAcceptance.projectId))
            .where(
              and(eq(projectAcceptance.signatureFileId, storedFile.id), projectScope(user.scope)),
            ),
        ),
      )
    : undefined;
