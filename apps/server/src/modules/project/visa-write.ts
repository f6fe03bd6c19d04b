import {
  COST_VISA_CODE_PREFIX,
  type CostVisaCreate,
  type CostVisaDetailRecord,
} from '@depot/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { allocateDocumentCode } from '../../core/document-codes';
import { Conflict, Forbidden } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { submitForApproval, type SubmitsDocs } from '../approval/doc-handler';
import type { FileService } from '../files/service';
import { checkEvidence } from './quality-files';
import { checkStage, lockOpenProject } from './open-project';
import { readVisaDetail } from './visa-read';
import { costVisa } from './tables';

/** How a cost visa goes to the approval engine (modules/approval). */
export type VisaEngine = SubmitsDocs<'costVisa'>;

/** Cost visas (`/item/visa`): drafts, submitted for approval as document type `costVisa`. */
export function createVisaWrites(deps: {
  db: Db;
  engine: VisaEngine;
  files: Pick<FileService, 'readable'>;
}) {
  const { db, engine, files } = deps;

  async function submitIn(tx: Db, user: AuthUser, id: number): Promise<void> {
    await tx
      .update(costVisa)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(eq(costVisa.id, id));
    // The engine may approve at once (every step skipped): its handler moves the visa on.
    const requestId = await submitForApproval(engine, tx, costVisa, {
      docType: 'costVisa',
      documentId: id,
      applicantId: user.userId,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'submit',
      entity: 'cost-visa',
      entityId: id,
      after: { status: 'pending', requestId },
    });
  }

  return {
    /**
     * A visa on an open project of the caller's scope: its stage one of the project's, its
     * evidence uploads they may read (400 otherwise); a draft, or submitted at once.
     */
    async add(user: AuthUser, body: CostVisaCreate): Promise<CostVisaDetailRecord> {
      const id = await db.transaction(async (tx) => {
        await lockOpenProject(tx, user, body.projectId);
        await checkStage(tx, body.projectId, body.stageId);
        await checkEvidence(tx, files, user, body.fileIds);
        const code = await allocateDocumentCode(tx, COST_VISA_CODE_PREFIX, new Date());
        const { submit, ...fields } = body;
        const [row] = await tx
          .insert(costVisa)
          .values({ ...fields, code, applicantId: user.userId })
          .returning({ id: costVisa.id });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'cost-visa',
          entityId: row!.id,
          after: { code, ...fields },
        });
        if (submit) await submitIn(tx, user, row!.id);
        return row!.id;
      });
      return readVisaDetail(db, id, user);
    },

    /** A draft of the caller's into approval (a visa sent back is resubmitted from its request). */
    async submit(user: AuthUser, id: number): Promise<CostVisaDetailRecord> {
      await db.transaction(async (tx) => {
        const visa = await readVisaDetail(tx, id, user);
        await lockOpenProject(tx, user, visa.projectId);
        if (visa.applicant.userId !== user.userId) throw new Forbidden('project.visaNotYours');
        if (visa.status !== 'draft')
          throw new Conflict('project.visaNotDraft', { code: visa.code });
        if (visa.requestId !== null) {
          throw new Conflict('project.visaSentBack', { code: visa.code });
        }
        await submitIn(tx, user, id);
      });
      return readVisaDetail(db, id, user);
    },
  };
}
export type VisaWrites = ReturnType<typeof createVisaWrites>;
