import { formatMoney, projectOpen } from '@depot/shared';
import type { CostVisaStatus } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { store } from '../../db/schema/org';
import type { ApprovalContext, ApprovalDocHandler, ApprovalOutcome } from '../approval/doc-handler';
import { auditFollow } from '../approval/follow-audit';
import { readVisaDetail } from './visa-read';
import { costVisa, project } from './tables';
import { projectDocFacts } from './doc-facts';

const OUTCOME: Record<ApprovalOutcome, CostVisaStatus> = {
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  // A visa whose request an administrator cancelled is withdrawn: it is never counted.
  cancelled: 'withdrawn',
  // Sent back, it is with its applicant again (who resubmits it from the request).
  sentBack: 'draft',
  resubmitted: 'pending',
};

async function lockVisa(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: costVisa.id,
      code: costVisa.code,
      title: costVisa.title,
      amount: costVisa.amount,
      status: costVisa.status,
      projectStatus: project.status,
      projectCode: project.code,
      enterpriseId: store.enterpriseId,
    })
    .from(costVisa)
    .innerJoin(project, eq(project.id, costVisa.projectId))
    .innerJoin(store, eq(store.id, project.storeId))
    .where(eq(costVisa.id, id))
    .for('update', { of: costVisa });
  if (!row) throw new Error(`cost visa ${id} does not exist`);
  return row;
}

async function follow(
  tx: Db,
  visa: { id: number; status: string },
  status: CostVisaStatus,
  action: string,
  ctx: ApprovalContext,
): Promise<void> {
  await tx.update(costVisa).set({ status, updatedAt: new Date() }).where(eq(costVisa.id, visa.id));
  await auditFollow(tx, ctx, {
    action,
    entity: 'cost-visa',
    entityId: visa.id,
    from: visa.status,
    to: status,
  });
}

/**
 * The approval engine's handler of cost visas (doc-handler.ts, notices 36 and 37): the amount
 * (negative for a saving) is what a flow template's conditions compare; approved, the visa
 * counts in its project's completion statement. A project completed meanwhile refuses it.
 */
export const costVisaHandler: ApprovalDocHandler = {
  docType: 'costVisa',
  async facts(tx, documentId) {
    const visa = await lockVisa(tx, documentId);
    return projectDocFacts(
      `${visa.code} ${visa.title} ${formatMoney(visa.amount)}`,
      visa.amount,
      visa.enterpriseId,
    );
  },
  async apply(tx, documentId, ctx) {
    const visa = await lockVisa(tx, documentId);
    if (!projectOpen(visa.projectStatus)) {
      throw new Conflict('project.closed', { code: visa.projectCode });
    }
    if (visa.status !== 'pending') {
      throw new Conflict('project.visaNotPending', { code: visa.code });
    }
    await follow(tx, visa, 'approved', 'approve', ctx);
  },
  async onOutcome(tx, documentId, outcome, ctx) {
    const visa = await lockVisa(tx, documentId);
    await follow(tx, visa, OUTCOME[outcome], outcome, ctx);
  },
  async detail(tx, documentId) {
    return readVisaDetail(tx, documentId);
  },
};
