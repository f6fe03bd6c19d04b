import {
  MATERIAL_DISCARD_CODE_PREFIX,
  type MaterialDiscardCreate,
  type MaterialDiscardRecord,
  type MaterialHoldingRecord,
} from '@depot/shared';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { BadRequest, Conflict } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import type { FileService } from '../files/service';
import { readHoldings } from './material-holdings';
import { readMaterialDiscard } from './material-discard-read';
import { lockOpenProject } from './open-project';
import { pendingProjectDiscard } from './pending-requests';
import { checkEvidence } from './quality-files';
import { projectMaterialDiscard, projectMaterialDiscardLine } from './tables';

/**
 * Each line asked against what its SKU order line still has to discard (`available`: held,
 * less what material discards in approval ask): a line that is not one of the project's issued
 * materials is a 400, as is one asking more than is there (naming the SKU and the figures).
 */
function checkLines(
  holdings: MaterialHoldingRecord[],
  lines: MaterialDiscardCreate['lines'],
): void {
  const byLine = new Map(holdings.map((h) => [h.skuOrderLineId, h]));
  for (const line of lines) {
    const held = byLine.get(line.skuOrderLineId);
    if (!held) throw new BadRequest('project.unknownMaterialLine');
    if (line.quantity > held.available) {
      throw new BadRequest('project.materialNotHeld', {
        sku: `${held.skuCode} ${held.skuName}`,
        order: held.skuOrderCode,
        available: held.available,
        asked: line.quantity,
      });
    }
  }
}

/** Material discards (`/item/material-discard`), through approval as `materialDiscard`. */
export function createMaterialDiscardWrites(deps: {
  db: Db;
  engine: SubmitsDocs<'materialDiscard'>;
  files: Pick<FileService, 'readable'>;
}) {
  const { db, engine, files } = deps;
  return {
    /**
     * A request to discard some of what an open project of the caller's scope holds (404
     * otherwise, 409 once closed or while its discarding is in approval): a reason, evidence files they may read (400) and lines, each
     * at most what its SKU order line has left counting the discards in approval (400). Made
     * under the project's lock, so two requests cannot ask for the same units. Submitted at once.
     */
    async add(user: AuthUser, body: MaterialDiscardCreate): Promise<MaterialDiscardRecord> {
      const id = await db.transaction(async (tx) => {
        const head = await lockOpenProject(tx, user, body.projectId);
        // Discarded, the project would refuse this one's approval: the discarding is decided first.
        const discarding = await pendingProjectDiscard(tx, head.id);
        if (discarding) {
          throw new Conflict('project.discardingPending', { code: head.code, discard: discarding });
        }
        await checkEvidence(tx, files, user, body.fileIds);
        checkLines(await readHoldings(tx, head.id), body.lines);
        const code = await allocateDocumentCode(tx, MATERIAL_DISCARD_CODE_PREFIX, new Date());
        const [row] = await tx
          .insert(projectMaterialDiscard)
          .values({
            code,
            projectId: head.id,
            reason: body.reason,
            fileIds: body.fileIds,
            applicantId: user.userId,
          })
          .returning({ id: projectMaterialDiscard.id });
        await tx
          .insert(projectMaterialDiscardLine)
          .values(body.lines.map((l) => ({ ...l, discardId: row!.id })));
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-material-discard',
          entityId: row!.id,
          after: { code, ...body },
        });
        // The engine may approve at once (every step skipped): its handler checks again.
        await submitForApproval(engine, tx, projectMaterialDiscard, {
          docType: 'materialDiscard',
          documentId: row!.id,
          applicantId: user.userId,
        });
        return row!.id;
      });
      return readMaterialDiscard(db, id, user);
    },
  };
}
export type MaterialDiscardWrites = ReturnType<typeof createMaterialDiscardWrites>;
