import { and, eq, inArray, lte } from 'drizzle-orm';
import { BadRequest, Conflict } from '../../core/errors';
import { enabledUsers } from '../../core/people';
import { approvalCc, approvalTask, approvalTrail } from '../../db/schema';
import { rolesOf } from './approvers';
import {
  addTrail,
  cancelOpenTasks,
  closeTasks,
  currentTasks,
  dueAt,
  endRequest,
  enterFrom,
  isHeldBy,
  type Live,
  type TaskRow,
} from './flow';

/*
 * What an approver, the applicant or an involved user does to a pending request (AREAS.md §1).
 * Each runs on the request its action locked; the caller checks who may act and saves it.
 */

/** Who decided: a user, or the engine on a timeout (auto). */
export interface Decider {
  actorId: number | null;
  auto: boolean;
  comment: string | null;
}

const isOpen = (task: TaskRow) => task.status === 'pending' || task.status === 'waiting';

/**
 * Approves `task`. Any one (或签): the step is done and the others' tasks cancelled; all
 * (会签): done once every task is approved; one after another (依次): the next approver's task
 * becomes pending. A step done moves the request on (or approves it at the last step).
 */
export async function approveTask(live: Live, task: TaskRow, by: Decider): Promise<void> {
  const { request, tx, now } = live;
  const step = live.steps[task.step]!;
  await closeTasks(live, [task.id], 'approved', by.comment, by.actorId);
  await addTrail(tx, request.id, now, {
    action: by.auto ? 'autoApprove' : 'approve',
    actorId: by.actorId,
    step: task.step,
    comment: by.comment,
  });
  const others = (await currentTasks(live)).filter((t) => t.id !== task.id && isOpen(t));
  if (step.mode === 'any') {
    await closeTasks(
      live,
      others.map((t) => t.id),
      'cancelled',
    );
  } else if (others.length) {
    if (step.mode === 'sequential') {
      const next = others[0]!;
      await tx
        .update(approvalTask)
        .set({ status: 'pending', dueAt: dueAt(step, now) })
        .where(eq(approvalTask.id, next.id));
      // One after another is always per person (a role's task is one for "any one").
      if (next.approverId !== null) {
        await live.notices.toApprovers(tx, live.words, [next.approverId]);
      }
    }
    return;
  }
  await enterFrom(live, task.step + 1, by);
}

/** Rejects `task`, and with it the request; the applicant is told why. */
export async function rejectTask(live: Live, task: TaskRow, by: Decider): Promise<void> {
  await closeTasks(live, [task.id], 'rejected', by.comment, by.actorId);
  await addTrail(live.tx, live.request.id, live.now, {
    action: by.auto ? 'autoReject' : 'reject',
    actorId: by.actorId,
    step: task.step,
    comment: by.comment,
  });
  await endRequest(live, 'rejected', by.actorId, {
    outcome: by.auto ? 'autoRejected' : 'rejected',
    comment: by.comment,
  });
}

/**
 * Sends the request back: to the applicant (`toStep` null: they change the document and
 * resubmit; the request stays pending with no current step), or to an earlier step that had
 * approvers, whose tasks are made again in a new round.
 */
export async function sendBack(
  live: Live,
  task: TaskRow,
  actorId: number,
  comment: string,
  toStep: number | null,
): Promise<void> {
  const { tx, request, now } = live;
  if (toStep !== null) {
    const [earlier] = await tx
      .select({ id: approvalTask.id })
      .from(approvalTask)
      .where(
        and(
          eq(approvalTask.requestId, request.id),
          eq(approvalTask.step, toStep),
          lte(approvalTask.round, request.round),
        ),
      )
      .limit(1);
    if (toStep >= task.step || !earlier) {
      throw new BadRequest('approval.badStep', { step: toStep + 1 });
    }
  }
  await closeTasks(live, [task.id], 'sentBack', comment, actorId);
  await cancelOpenTasks(live);
  await addTrail(tx, request.id, now, {
    action: 'sendBack',
    actorId,
    step: task.step,
    comment,
  });
  if (toStep === null) {
    request.currentStep = null;
    await live.handler.onOutcome(tx, request.documentId, 'sentBack', {
      requestId: request.id,
      actorId,
    });
    await live.notices.toApplicant(tx, live.words, 'sentBack', actorId, comment);
    return;
  }
  request.round += 1;
  await enterFrom(live, toStep, { actorId, auto: false, comment: null });
}

/** The applicant takes the request back, while nobody has decided anything on it. */
export async function withdraw(live: Live, actorId: number): Promise<void> {
  const [acted] = await live.tx
    .select({ id: approvalTrail.id })
    .from(approvalTrail)
    .where(
      and(
        eq(approvalTrail.requestId, live.request.id),
        inArray(approvalTrail.action, [
          'approve',
          'reject',
          'sendBack',
          'autoApprove',
          'autoReject',
        ]),
      ),
    )
    .limit(1);
  if (acted) throw new Conflict('approval.alreadyActed');
  await addTrail(live.tx, live.request.id, live.now, {
    action: 'withdraw',
    actorId,
    step: live.request.currentStep,
  });
  // The applicant did it: no notice to themselves.
  await endRequest(live, 'withdrawn', actorId, null);
}

/** The approver hands their pending task to another enabled user, who is told. */
export async function transferTask(
  live: Live,
  task: TaskRow,
  actorId: number,
  toUserId: number,
  comment: string | null,
): Promise<void> {
  const { tx, request, now } = live;
  // Handing a role's task on hands it over for the whole role: it becomes the new approver's.
  const theirRoles = new Set(await rolesOf(tx, toUserId));
  const holding = (await currentTasks(live)).some(
    (t) => isOpen(t) && isHeldBy(t, toUserId, theirRoles),
  );
  const [enabled] = await enabledUsers(tx, [toUserId]);
  if (toUserId === actorId || holding || enabled === undefined) {
    throw new BadRequest('approval.badTransferTarget');
  }
  await closeTasks(live, [task.id], 'transferred', comment, actorId);
  await tx.insert(approvalTask).values({
    requestId: request.id,
    step: task.step,
    round: task.round,
    seq: task.seq,
    approverId: toUserId,
    status: 'pending',
    transferredFromId: actorId,
    dueAt: dueAt(live.steps[task.step], now),
    createdAt: now,
  });
  await addTrail(tx, request.id, now, {
    action: 'transfer',
    actorId,
    step: task.step,
    comment,
    targets: [toUserId],
  });
  await live.notices.toApprovers(tx, live.words, [toUserId]);
}

/** Copies people on the request: they are told and may read it. Answers who was new. */
export async function copy(
  live: Live,
  actor: { userId: number; name: string },
  userIds: number[],
  comment: string | null,
): Promise<number[]> {
  const { tx, request, now } = live;
  const wanted = [...new Set(userIds)];
  const enabled = new Set(await enabledUsers(tx, wanted));
  const unknown = wanted.filter((id) => !enabled.has(id));
  if (unknown.length) throw new BadRequest('approval.unknownUsers', { ids: unknown.join(', ') });
  const added = await tx
    .insert(approvalCc)
    .values(wanted.map((userId) => ({ requestId: request.id, userId, addedBy: actor.userId })))
    .onConflictDoNothing()
    .returning({ userId: approvalCc.userId });
  const fresh = added.map((a) => a.userId).sort((a, b) => a - b);
  if (!fresh.length) return [];
  await addTrail(tx, request.id, now, {
    action: 'cc',
    actorId: actor.userId,
    step: request.currentStep,
    comment,
    targets: fresh,
  });
  await live.notices.copied(tx, live.words, fresh, actor.name);
  return fresh;
}

/**
 * The applicant sends a request that came back to them again: the document's facts are read
 * anew and the request starts over from its first step, in a new round, on the same version.
 */
export async function resubmit(live: Live, actorId: number, comment: string | null) {
  const { tx, request, now } = live;
  const facts = await live.handler.facts(tx, request.documentId);
  request.facts = facts;
  request.title = facts.title.slice(0, 200);
  live.words.title = request.title;
  request.round += 1;
  await addTrail(tx, request.id, now, { action: 'resubmit', actorId, comment });
  await live.handler.onOutcome(tx, request.documentId, 'resubmitted', {
    requestId: request.id,
    actorId,
  });
  await enterFrom(live, 0, { actorId, auto: false, comment: null });
}
