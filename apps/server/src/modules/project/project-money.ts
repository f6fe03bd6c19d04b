import type { ProjectDetailRecord, ProjectRecord } from '@depot/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvedCostCents, fromCents, toCents } from './numbers';
import { costVisa, projectDeduction, projectDesignChange } from './tables';

type MoneyFacts = Pick<
  ProjectDetailRecord,
  'visas' | 'deductionTotal' | 'designChangeTotal' | 'statementTotal'
>;

/**
 * A project's figures: its visas by status, its deductions, and the statement's total
 * (contract + approved visas + approved design changes − deductions), added in whole cents.
 */
export async function readMoneyFacts(
  db: Db,
  head: Pick<ProjectRecord, 'id' | 'contractAmount'>,
): Promise<MoneyFacts> {
  // One after another: `db` may be a transaction, whose connection runs one query at a time.
  const visas = await db
    .select({ status: costVisa.status, amount: costVisa.amount })
    .from(costVisa)
    .where(eq(costVisa.projectId, head.id));
  const deductions = await db
    .select({ amount: projectDeduction.amount })
    .from(projectDeduction)
    .where(eq(projectDeduction.projectId, head.id));
  const changes = await db
    .select({ status: projectDesignChange.status, costImpact: projectDesignChange.costImpact })
    .from(projectDesignChange)
    .where(eq(projectDesignChange.projectId, head.id));
  const changed = approvedCostCents(changes);
  const total = (status: string) =>
    visas.filter((v) => v.status === status).reduce((sum, v) => sum + toCents(v.amount), 0n);
  const deducted = deductions.reduce((sum, d) => sum + toCents(d.amount), 0n);
  const approved = total('approved');
  return {
    visas: {
      count: visas.length,
      approvedCount: visas.filter((v) => v.status === 'approved').length,
      approvedTotal: fromCents(approved),
      pendingCount: visas.filter((v) => v.status === 'pending').length,
      pendingTotal: fromCents(total('pending')),
    },
    deductionTotal: fromCents(deducted),
    designChangeTotal: fromCents(changed),
    statementTotal: fromCents(toCents(head.contractAmount) + approved + changed - deducted),
  };
}
