import type { ApprovalStep, ApproverRuleValue } from '@depot/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { enabledUsers } from '../../core/people';
import type { Db } from '../../db/client';
import { appUser, department, role, userRole } from '../../db/schema';
import { ADMIN_ROLE } from '../role/service';
import type { ApprovalDocFacts } from './doc-handler';

/** What a step's rule reads: who applies and what the document says. */
export interface RuleInput {
  applicantId: number;
  facts: Pick<ApprovalDocFacts, 'custodianIds' | 'keeperIds'>;
}

/** Who would approve a step, or why nobody does: no approver found, or the applicant's own. */
export interface StepPeople {
  approvers: number[];
  skipped: 'empty' | 'applicant' | null;
  /**
   * The role whose holders they are, when one of them decides for all (mode "any one" over a
   * role): the step keeps one task for the role (flow.ts). Null otherwise.
   */
  roleId: number | null;
}

/** Enabled holders of a role (by code or id), in id order. */
export async function roleHolders(
  tx: Db,
  which: { code: string } | { id: number },
): Promise<number[]> {
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .innerJoin(userRole, eq(userRole.userId, appUser.id))
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(
      and(
        eq(appUser.enabled, true),
        'code' in which ? eq(role.code, which.code) : eq(role.id, which.id),
      ),
    )
    .orderBy(asc(appUser.id));
  return rows.map((r) => r.id);
}

/**
 * The applicant's department head: the head of their department, or of the nearest one above
 * it that has an enabled head.
 */
async function departmentHead(tx: Db, applicantId: number): Promise<number[]> {
  const rows = (await tx.execute(sql`
    with recursive up(id, parent_id, leader_id, depth) as (
      select d.id, d.parent_id, d.leader_id, 0 from ${department} d
      where d.id = (select u.dept_id from ${appUser} u where u.id = ${applicantId})
      union all
      select d.id, d.parent_id, d.leader_id, up.depth + 1 from ${department} d
      join up on d.id = up.parent_id
    )
    select up.leader_id as "leaderId" from up
    join ${appUser} u on u.id = up.leader_id and u.enabled
    order by up.depth limit 1`)) as unknown as { rows: Array<{ leaderId: number }> };
  return rows.rows.map((r) => Number(r.leaderId));
}

/** The enabled users a rule names today, without repeats, in the rule's order. */
export async function ruleApprovers(
  tx: Db,
  rule: ApproverRuleValue,
  input: RuleInput,
): Promise<number[]> {
  const keepOrder = async (ids: readonly number[]) => {
    const enabled = new Set(await enabledUsers(tx, ids));
    return [...new Set(ids)].filter((id) => enabled.has(id));
  };
  switch (rule.kind) {
    case 'users':
      return keepOrder(rule.userIds);
    case 'role':
      return roleHolders(tx, { id: rule.roleId });
    case 'deptHead':
      return departmentHead(tx, input.applicantId);
    case 'custodian':
      return keepOrder(input.facts.custodianIds);
    case 'warehouseKeeper':
      return keepOrder(input.facts.keeperIds);
  }
}

/**
 * Who approves `step` for this applicant and document: its rule's users; when nobody, the
 * administrators (`whenEmpty: 'admin'`) or nobody (`'skip'`); a step whose approvers include
 * the applicant is skipped (`whenApplicant: 'skip'`) or kept as it is (`'keep'`).
 */
export async function stepPeople(
  tx: Db,
  step: ApprovalStep,
  input: RuleInput,
): Promise<StepPeople> {
  let approvers = await ruleApprovers(tx, step.approvers, input);
  const byRole = step.approvers.kind === 'role' && step.mode === 'any' && approvers.length > 0;
  if (!approvers.length && step.whenEmpty === 'admin') {
    approvers = await roleHolders(tx, { code: ADMIN_ROLE });
  }
  if (!approvers.length) return { approvers: [], skipped: 'empty', roleId: null };
  if (step.whenApplicant === 'skip' && approvers.includes(input.applicantId)) {
    return { approvers, skipped: 'applicant', roleId: null };
  }
  const roleId = byRole && step.approvers.kind === 'role' ? step.approvers.roleId : null;
  return { approvers, skipped: null, roleId };
}

/** The roles `userId` holds, while enabled (a role's task is theirs to decide). */
export async function rolesOf(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx
    .select({ roleId: userRole.roleId })
    .from(userRole)
    .innerJoin(appUser, eq(appUser.id, userRole.userId))
    .where(and(eq(userRole.userId, userId), eq(appUser.enabled, true)));
  return rows.map((r) => r.roleId);
}
