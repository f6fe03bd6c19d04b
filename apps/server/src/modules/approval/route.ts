import type {
  ApprovalPerson,
  ApprovalRouteStep,
  ApprovalStep,
  ApprovalTaskRecord,
} from '@depot/shared';
import type { Db } from '../../db/client';
import { roleHolders, stepPeople, type RuleInput } from './approvers';
import type { RequestRow, TaskRow } from './flow';
import { peopleIn } from './people';

/*
 * A request's route (the detail page's steps): done and skipped steps with their tasks, the
 * current one, and the ones to come with who would approve them as the rules find them today.
 */

type StepState = ApprovalRouteStep['state'];

/** Where each step stands, before the people are known. */
export interface StepPlan {
  index: number;
  step: ApprovalStep;
  state: StepState;
  tasks: TaskRow[];
  /** Steps to come: who would approve (empty when it would be skipped). */
  expected: number[];
}

/** The tasks of `index` in the latest round (up to `round`) in which it had any. */
function latestTasks(tasks: TaskRow[], index: number, round: number): TaskRow[] {
  const mine = tasks.filter((t) => t.step === index && t.round <= round);
  const last = Math.max(0, ...mine.map((t) => t.round));
  return mine.filter((t) => t.round === last);
}

/** Who would approve each of `steps` for `input`, as the rules find them now. */
export async function expectedPeople(
  tx: Db,
  steps: ApprovalStep[],
  input: RuleInput,
): Promise<Array<{ approvers: number[]; skipped: boolean }>> {
  const out = [];
  for (const step of steps) {
    const people = await stepPeople(tx, step, input);
    out.push({
      approvers: people.skipped ? [] : people.approvers,
      skipped: people.skipped !== null,
    });
  }
  return out;
}

/**
 * Each step's state: pending at step k: before it done (or skipped: no tasks), k current,
 * after it coming; sent back to the applicant: every step coming (they start over); approved:
 * each step done or skipped; ended otherwise at step k: up to k as before, after it skipped.
 */
export async function planRoute(
  tx: Db,
  request: RequestRow,
  steps: ApprovalStep[],
  tasks: TaskRow[],
): Promise<StepPlan[]> {
  const pending = request.status === 'pending';
  const at = request.currentStep;
  const comingFrom = pending ? (at ?? 0) : steps.length;
  const coming = steps.slice(comingFrom);
  const expected = coming.length
    ? await expectedPeople(tx, coming, { applicantId: request.applicantId, facts: request.facts })
    : [];
  const plan = steps.map((step, index): StepPlan => {
    if (pending && (at === null || index > at)) {
      const people = expected[index - comingFrom]!;
      return { index, step, state: 'coming', tasks: [], expected: people.approvers };
    }
    if (index === at) {
      const current = tasks.filter((t) => t.step === index && t.round === request.round);
      const state: StepState = pending ? 'current' : current.length ? 'done' : 'skipped';
      return { index, step, state, tasks: current, expected: [] };
    }
    if (!pending && request.status !== 'approved' && at !== null && index > at) {
      return { index, step, state: 'skipped', tasks: [], expected: [] };
    }
    const past = latestTasks(tasks, index, request.round);
    return { index, step, state: past.length ? 'done' : 'skipped', tasks: past, expected: [] };
  });
  return Promise.all(plan.map((s) => withRoleHolders(tx, s)));
}

/**
 * A role's task nobody decided (open, or ended by the engine) names no person: the step shows
 * the role's holders, as they are now, as who approves it (docs/approvals.md "A role's task").
 */
async function withRoleHolders(tx: Db, s: StepPlan): Promise<StepPlan> {
  const roleIds = [
    ...new Set(
      s.tasks.flatMap((t) => (t.approverId === null && t.roleId !== null ? [t.roleId] : [])),
    ),
  ];
  if (!roleIds.length) return s;
  const holders = new Set(s.expected);
  for (const id of roleIds) for (const h of await roleHolders(tx, { id })) holders.add(h);
  return {
    ...s,
    tasks: s.tasks.filter((t) => t.approverId !== null),
    expected: [...holders],
  };
}

/** The ids of everyone a plan names (approvers, transferors, expected). */
export const planPeople = (plan: StepPlan[]) =>
  plan.flatMap((s) => [
    ...s.tasks.flatMap((t) => [t.approverId, t.transferredFromId]),
    ...s.expected,
  ]);

/** A plan as the wire's route, its people named. */
export function routeOf(
  plan: StepPlan[],
  persons: Map<number, ApprovalPerson>,
): ApprovalRouteStep[] {
  // A role's task without a person is shown by its holders (withRoleHolders), never here.
  const task = (t: TaskRow & { approverId: number }): ApprovalTaskRecord => ({
    taskId: t.id,
    approver: persons.get(t.approverId) ?? { userId: t.approverId, nickname: '', username: '' },
    status: t.status,
    transferredFrom:
      t.transferredFromId === null ? null : (persons.get(t.transferredFromId) ?? null),
    comment: t.comment,
    actedAt: t.actedAt,
    dueAt: t.dueAt,
  });
  return plan.map((s) => ({
    index: s.index,
    name: s.step.name,
    mode: s.step.mode,
    state: s.state,
    tasks: s.tasks.flatMap((t) =>
      t.approverId === null ? [] : [task({ ...t, approverId: t.approverId })],
    ),
    expected: peopleIn(persons, s.expected),
  }));
}
