import {
  PROJECT_DISCARD_CODE_PREFIX,
  type ProjectDiscardCreate,
  type ProjectDiscardRecord,
} from '@depot/shared';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import type { FileService } from '../files/service';
import { checkEvidence } from './quality-files';
import { checkNothingPending, pendingProjectDiscard } from './pending-requests';
import { readDiscard } from './request-read';
import { projectDiscard } from './tables';
import { lockOpenProject } from './open-project';

/** Discarding requests (`/item/discard`), through approval as document type `projectDiscard`. */
export function createDiscardWrites(deps: {
  db: Db;
  engine: SubmitsDocs<'projectDiscard'>;
  files: Pick<FileService, 'readable'>;
}) {
  const { db, engine, files } = deps;
  return {
    /**
     * A request to discard a planning or active project of the caller's scope (404 otherwise,
     * 409 once closed), with a reason and evidence files they may read (400): refused while
     * another request of it is in approval, or a visa, a start-of-work application, a design
     * change or a material discard is (409).
     * Submitted at once; answers the request.
     */
    async add(user: AuthUser, body: ProjectDiscardCreate): Promise<ProjectDiscardRecord> {
      const id = await db.transaction(async (tx) => {
        const head = await lockOpenProject(tx, user, body.projectId);
        if (await pendingProjectDiscard(tx, head.id))
          throw new Conflict('project.discardPending', { code: head.code });
        await checkNothingPending(tx, head);
        await checkEvidence(tx, files, user, body.fileIds);
        const code = await allocateDocumentCode(tx, PROJECT_DISCARD_CODE_PREFIX, new Date());
        const [row] = await tx
          .insert(projectDiscard)
          .values({ ...body, code, applicantId: user.userId })
          .returning({ id: projectDiscard.id });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-discard',
          entityId: row!.id,
          after: { code, ...body },
        });
        // The engine may approve at once (every step skipped): its handler discards the project.
        await submitForApproval(engine, tx, projectDiscard, {
          docType: 'projectDiscard',
          documentId: row!.id,
          applicantId: user.userId,
        });
        return row!.id;
      });
      return readDiscard(db, id, user);
    },
  };
}
export type DiscardWrites = ReturnType<typeof createDiscardWrites>;
