import {
  toChineseAmount,
  type ProjectDeductionCreate,
  type ProjectDeductionRecord,
  type ProjectStatementRecord,
} from '@depot/shared';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { approvedCostCents, fromCents, toCents } from './numbers';
import { readProject } from './project-read';
import { projectDeduction } from './tables';
import { readProjectVisas } from './visa-read';
import { readProjectDesignChanges } from './design-change-read';
import { lockOpenProject } from './open-project';
import { personOf } from '../../core/people';

async function readDeductions(db: Db, projectId: number): Promise<ProjectDeductionRecord[]> {
  return db
    .select({
      id: projectDeduction.id,
      projectId: projectDeduction.projectId,
      reason: projectDeduction.reason,
      amount: projectDeduction.amount,
      createdBy: personOf(appUser),
      createdAt: projectDeduction.createdAt,
    })
    .from(projectDeduction)
    .innerJoin(appUser, eq(appUser.id, projectDeduction.createdBy))
    .where(eq(projectDeduction.projectId, projectId))
    .orderBy(asc(projectDeduction.createdAt), asc(projectDeduction.id));
}

/**
 * Deductions and the completion statement (docs/projects.md); completing a project is
 * acceptance-write.ts, with its acceptance checklist.
 */
export function createSettlement(db: Db) {
  return {
    async deductions(user: AuthUser, projectId: number): Promise<ProjectDeductionRecord[]> {
      await readProject(db, projectId, user.scope);
      return readDeductions(db, projectId);
    },

    /** A deduction from an open project's statement. Answers the project's deductions. */
    async addDeduction(
      user: AuthUser,
      body: ProjectDeductionCreate,
    ): Promise<ProjectDeductionRecord[]> {
      await db.transaction(async (tx) => {
        await lockOpenProject(tx, user, body.projectId);
        const [row] = await tx
          .insert(projectDeduction)
          .values({ ...body, createdBy: user.userId })
          .returning({ id: projectDeduction.id });
        await recordAudit(tx, {
          actor: user,
          action: 'create',
          entity: 'project-deduction',
          entityId: row!.id,
          after: body,
        });
      });
      return readDeductions(db, body.projectId);
    },

    /** Removes a deduction of an open project. Answers the project's deductions. */
    async removeDeduction(user: AuthUser, id: number): Promise<ProjectDeductionRecord[]> {
      const projectId = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(projectDeduction).where(eq(projectDeduction.id, id));
        if (!row) throw new NotFound();
        await lockOpenProject(tx, user, row.projectId);
        await tx.delete(projectDeduction).where(eq(projectDeduction.id, id));
        await recordAudit(tx, {
          actor: user,
          action: 'delete',
          entity: 'project-deduction',
          entityId: id,
          before: row,
        });
        return row.projectId;
      });
      return readDeductions(db, projectId);
    },

    /**
     * Contract + approved visas + approved design changes − deductions = total, exact to the
     * cent, with every visa and design change listed (only approved ones counted) and the total
     * in upper-case Chinese.
     */
    async statement(user: AuthUser, projectId: number): Promise<ProjectStatementRecord> {
      const head = await readProject(db, projectId, user.scope);
      const [visas, deductions, designChanges] = await Promise.all([
        readProjectVisas(db, projectId),
        readDeductions(db, projectId),
        readProjectDesignChanges(db, projectId),
      ]);
      // An approved design change counts as an approved visa does (docs/projects.md "Drawings").
      const designChangeTotal = approvedCostCents(designChanges);
      const counted = visas.filter((v) => v.status === 'approved');
      const visaTotal = counted.reduce((sum, v) => sum + toCents(v.amount), 0n);
      const deductionTotal = deductions.reduce((sum, d) => sum + toCents(d.amount), 0n);
      const total = toCents(head.contractAmount) + visaTotal + designChangeTotal - deductionTotal;
      const totalText = fromCents(total);
      return {
        project: head,
        contractAmount: head.contractAmount,
        visas: visas.map((v) => ({ ...v, counted: v.status === 'approved' })),
        visaTotal: fromCents(visaTotal),
        designChanges,
        designChangeTotal: fromCents(designChangeTotal),
        deductions,
        deductionTotal: fromCents(deductionTotal),
        total: totalText,
        totalUpper:
          total < 0n ? `负${toChineseAmount(totalText.slice(1))}` : toChineseAmount(totalText),
      };
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
