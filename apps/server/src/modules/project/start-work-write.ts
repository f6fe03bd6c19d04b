import { START_WORK_CODE_PREFIX, type StartWorkCreate, type StartWorkRecord } from '@depot/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import type { FileService } from '../files/service';
import { checkEvidence } from './quality-files';
import { readStartWork } from './request-read';
import { projectStage, projectStartWork } from './tables';
import { lockOpenProject } from './open-project';

/**
 * Start-of-work applications (`/item/start-work`), through approval as document type
 * `startWork`: approved, the stage starts on the day applied for (start-work-handler.ts).
 */
export function createStartWorkWrites(deps: {
  db: Db;
  engine: SubmitsDocs<'startWork'>;
  files: Pick<FileService, 'readable'>;
}) {
  const { db, engine, files } = deps;
  return {
    /**
     * An application to start a start-of-work stage (400 for another kind) of an open project in
     * the caller's scope (404, 409 once closed), not started yet and with no application in
     * approval or approved (409); its evidence files the caller's to read (400). Submitted at
     * once; answers the application.
     */
    async add(user: AuthUser, body: StartWorkCreate): Promise<StartWorkRecord> {
      const id = await db.transaction(async (tx) => {
        const [stage] = await tx
          .select()
          .from(projectStage)
          .where(eq(projectStage.id, body.stageId));
        if (!stage) throw new NotFound();
        await lockOpenProject(tx, user, stage.projectId);
        if (stage.kind !== 'startWork') {
          throw new BadRequest('project.notStartWorkStage', { name: stage.name });
        }
        if (stage.status !== 'notStarted') {
          throw new Conflict('project.stageStarted', { name: stage.name });
        }
        const [open] = await tx
          .select({ code: projectStartWork.code, status: projectStartWork.status })
          .from(projectStartWork)
          .where(
            and(
              eq(projectStartWork.stageId, stage.id),
              inArray(projectStartWork.status, ['pending', 'approved']),
            ),
          );
        if (open) {
          throw new Conflict(
            open.status === 'pending' ? 'project.startWorkPending' : 'project.startWorkApproved',
            { name: stage.name, code: open.code },
          );
        }
        await checkEvidence(tx, files, user, body.fileIds);
        const code = await allocateDocumentCode(tx, START_WORK_CODE_PREFIX, new Date());
        const [row] = await tx
          .insert(projectStartWork)
          .values({ ...body, projectId: stage.projectId, code, applicantId: user.userId })
          .returning({ id: projectStartWork.id });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-start-work',
          entityId: row!.id,
          after: { code, ...body },
        });
        // The engine may approve at once (every step skipped): its handler starts the stage.
        await submitForApproval(engine, tx, projectStartWork, {
          docType: 'startWork',
          documentId: row!.id,
          applicantId: user.userId,
        });
        return row!.id;
      });
      return readStartWork(db, id, user);
    },
  };
}
export type StartWorkWrites = ReturnType<typeof createStartWorkWrites>;
