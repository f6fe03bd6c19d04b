import {
  DESIGN_CHANGE_CODE_PREFIX,
  type DesignChangeCreate,
  type DesignChangeDetailRecord,
} from '@depot/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import type { FileService } from '../files/service';
import { readDesignChange } from './design-change-read';
import { checkEvidence } from './quality-files';
import { projectDesignChange, projectDrawing } from './tables';
import { checkStage, lockOpenProject } from './open-project';

/** Design changes (`/item/design-change`), through approval as document type `designChange`. */
export function createDesignChangeWrites(deps: {
  db: Db;
  engine: SubmitsDocs<'designChange'>;
  files: Pick<FileService, 'readable'>;
}) {
  const { db, engine, files } = deps;
  return {
    /**
     * A design change of an open project of the caller's scope (404 otherwise, 409 once
     * closed): a stage and drawings of that project (400 otherwise), files they may read (400),
     * a signed cost impact. Submitted at once; answers the change.
     */
    async add(user: AuthUser, body: DesignChangeCreate): Promise<DesignChangeDetailRecord> {
      const id = await db.transaction(async (tx) => {
        const head = await lockOpenProject(tx, user, body.projectId);
        await checkStage(tx, head.id, body.stageId);
        if (body.drawingIds.length) {
          const found = await tx.$count(
            projectDrawing,
            and(eq(projectDrawing.projectId, head.id), inArray(projectDrawing.id, body.drawingIds)),
          );
          if (found !== body.drawingIds.length) throw new BadRequest('project.unknownDrawing');
        }
        await checkEvidence(tx, files, user, body.fileIds);
        const code = await allocateDocumentCode(tx, DESIGN_CHANGE_CODE_PREFIX, new Date());
        const [row] = await tx
          .insert(projectDesignChange)
          .values({ ...body, code, applicantId: user.userId })
          .returning({ id: projectDesignChange.id });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-design-change',
          entityId: row!.id,
          after: { code, ...body },
        });
        // The engine may approve at once (every step skipped): its handler approves the change.
        await submitForApproval(engine, tx, projectDesignChange, {
          docType: 'designChange',
          documentId: row!.id,
          applicantId: user.userId,
        });
        return row!.id;
      });
      return readDesignChange(db, id, user);
    },
  };
}
export type DesignChangeWrites = ReturnType<typeof createDesignChangeWrites>;
