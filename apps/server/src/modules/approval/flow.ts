import type { ApprovalStep, ApprovalTaskStatus, ApprovalTrailAction } from '@depot/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError, NotFound } from '../../core/errors';
import type { Language, Localized } from '../../core/i18n';
import type { Db } from '../../db/client';
import { inIntArray, intArray } from '../../db/int-array';
import {
  appUser,
  approvalRequest,
  approvalTask,
  approvalTemplateVersion,
  approvalTrail,
  type TrailTranslations,
} from '../../db/schema';
import { stepPeople } from './approvers';
import type { ApprovalDocHandler, ApprovalOutcome } from './doc-handler';
import type { ApprovalNotices, Outcome, RequestWords } from './notices';

/*
 * How a request moves (AREAS.md §1): entering a step (its tasks, or skipping it), deciding
 * it, ending the request. Every function here runs inside the action's transaction, on the
 * request row it locked (`Live`); the caller saves the row's changes once at the end.
 */

export type RequestRow = typeof approvalRequest.$inferSelect;
export type TaskRow = typeof approvalTask.$inferSelect;

/** A request locked for an action, with what the action needs to move it. */
export interface Live {
  tx: Db;
  now: Date;
  /** The row as it will be saved: actions change it in memory, `saveRequest` writes it. */
  request: RequestRow;
  steps: ApprovalStep[];
  handler: ApprovalDocHandler;
  words: RequestWords;
  notices: ApprovalNotices;
}

/** Finds the handler a document type registered (a missing one is a programming error). */
export type HandlerOf = (docType: RequestRow['docType']) => ApprovalDocHandler;

/**
 * The handler's refusal to apply its effect (the asset moved meanwhile): answered as the
 * handler's own error, and known to the engine so it can note the refusal in the trail.
 */
export class EffectRefused extends AppError {
  constructor(readonly refusal: AppError) {
    super(refusal.id, refusal.status, refusal.key, refusal.params);
  }
}

/** The words of notices about `request`: its applicant's name. */
export async function wordsOf(tx: Db, request: RequestRow): Promise<RequestWords> {
  const [applicant] = await tx
    .select({ nickname: appUser.nickname })
    .from(appUser)
    .where(eq(appUser.id, request.applicantId));
  return {
    requestId: request.id,
    docType: request.docType,
    documentId: request.documentId,
    code: request.code,
    title: request.title,
    applicantId: request.applicantId,
    applicantName: applicant?.nickname ?? '',
  };
}

/** The steps of the template version a request runs on. */
export async function stepsOf(tx: Db, versionId: number): Promise<ApprovalStep[]> {
  const [version] = await tx
    .select({ steps: approvalTemplateVersion.steps })
    .from(approvalTemplateVersion)
    .where(eq(approvalTemplateVersion.id, versionId));
  return version?.steps ?? [];
}

/** Locks request `id` for an action (SELECT … FOR UPDATE): a second actor waits for this one. */
export async function lockRequest(
  tx: Db,
  id: number,
  deps: { handlerOf: HandlerOf; notices: ApprovalNotices },
): Promise<Live> {
  const [request] = await tx
    .select()
    .from(approvalRequest)
    .where(eq(approvalRequest.id, id))
    .for('update');
  if (!request) throw new NotFound('approval.notFound');
  return {
    tx,
    now: new Date(),
    request,
    steps: await stepsOf(tx, request.templateVersionId),
    handler: deps.handlerOf(request.docType),
    words: await wordsOf(tx, request),
    notices: deps.notices,
  };
}

/** Writes the request's changes; `bump` moves it to its next version (every action does). */
export async function saveRequest(live: Live, bump = true): Promise<void> {
  const { id, version, ...fields } = live.request;
  const [saved] = await live.tx
    .update(approvalRequest)
    .set({
      status: fields.status,
      currentStep: fields.currentStep,
      round: fields.round,
      title: fields.title,
      facts: fields.facts,
      finishedAt: fields.finishedAt,
      updatedAt: live.now,
      version: bump ? sql`${approvalRequest.version} + 1` : version,
    })
    .where(eq(approvalRequest.id, id))
    .returning({ version: approvalRequest.version });
  live.request.version = saved!.version;
}

export interface TrailEntry {
  action: ApprovalTrailAction;
  actorId: number | null;
  step?: number | null;
  /** A person's words (one text for everyone), or the system's in every language. */
  comment?: string | Localized | null;
  targets?: number[];
}

/** Longest trail comment (approval_trail.comment). */
const COMMENT_MAX = 500;

/** Adds a row to the request's trail (rows are only ever added). */
export async function addTrail(tx: Db, requestId: number, at: Date, entry: TrailEntry) {
  const said = entry.comment;
  const system = typeof said === 'object' && said !== null;
  await tx.insert(approvalTrail).values({
    requestId,
    action: entry.action,
    actorId: entry.actorId,
    step: entry.step ?? null,
    comment: (system ? said['zh-CN'] : said)?.slice(0, COMMENT_MAX) || null,
    translations: system ? { 'en-US': said['en-US'].slice(0, COMMENT_MAX) } : null,
    targets: entry.targets ?? [],
    at,
  });
}

/** A trail row's comment in `language`: the system's words in it, a person's as they wrote. */
export function trailComment(
  row: { comment: string | null; translations: TrailTranslations | null },
  language: Language,
): string | null {
  return (language === 'zh-CN' ? null : row.translations?.[language]) ?? row.comment;
}

/** The tasks of the current step in the current round, in approval order. */
export async function currentTasks(live: Live): Promise<TaskRow[]> {
  const { id, currentStep, round } = live.request;
  if (currentStep === null) return [];
  return live.tx
    .select()
    .from(approvalTask)
    .where(
      and(
        eq(approvalTask.requestId, id),
        eq(approvalTask.step, currentStep),
        eq(approvalTask.round, round),
      ),
    )
    .orderBy(asc(approvalTask.seq), asc(approvalTask.id));
}

/**
 * Whether `userId` may decide `task` as its approver: it is on them, or on a role they hold
 * (`roles`) and nobody has decided it yet (docs/approvals.md "A role's task").
 */
export function isHeldBy(task: TaskRow, userId: number, roles: ReadonlySet<number>): boolean {
  if (task.approverId !== null) return task.approverId === userId;
  return task.roleId !== null && roles.has(task.roleId);
}

/** When a task made pending now runs out of time under `step`'s timeout (null: never). */
export function dueAt(step: ApprovalStep | undefined, now: Date): Date | null {
  return step?.timeoutHours ? new Date(now.getTime() + step.timeoutHours * 3_600_000) : null;
}

/**
 * Marks tasks decided (or ended) with `status`; `actorId`, who decided, becomes the approver
 * of a role's task (the route and the lists then name them).
 */
export async function closeTasks(
  live: Live,
  ids: number[],
  status: ApprovalTaskStatus,
  comment: string | null = null,
  actorId: number | null = null,
): Promise<void> {
  if (!ids.length) return;
  await live.tx
    .update(approvalTask)
    .set({
      status,
      comment: comment || null,
      actedAt: live.now,
      approverId: sql`coalesce(${approvalTask.approverId}, ${actorId}::int)`,
    })
    .where(inIntArray(approvalTask.id, ids));
}

/** Ends the tasks nobody will decide now (the step or the request ended without them). */
export async function cancelOpenTasks(live: Live): Promise<void> {
  await live.tx
    .update(approvalTask)
    .set({ status: 'cancelled', actedAt: live.now })
    .where(
      and(
        eq(approvalTask.requestId, live.request.id),
        inArray(approvalTask.status, ['pending', 'waiting']),
      ),
    );
}

/**
 * The tasks of step `index` for `approvers`, in their order (`seq`), as one statement with the
 * ids as one array parameter: a role step may have thousands of approvers, and 1,000 tasks as
 * rows of parameters (8,000 of them) took ~0.25 s on the bench machine, mostly building and
 * parsing them, three times the insert itself.
 * One after another: the first pending with the step's due time, the others waiting.
 * A step decided by any one of a role's holders gets one task, for the role (`roleId`).
 */
async function insertTasks(
  live: Live,
  index: number,
  people: { approvers: readonly number[]; roleId: number | null },
  sequential: boolean,
  due: Date | null,
): Promise<void> {
  const { request, now } = live;
  if (people.roleId !== null) {
    await live.tx.insert(approvalTask).values({
      requestId: request.id,
      step: index,
      round: request.round,
      roleId: people.roleId,
      status: 'pending',
      dueAt: due,
      createdAt: now,
    });
    return;
  }
  const { approvers } = people;
  const first = sql`(not ${sequential}::boolean or a.seq = 1)`;
  await live.tx.execute(sql`
    insert into ${approvalTask} (request_id, step, round, seq, approver_id, status, due_at,
                                 created_at)
    select ${request.id}::int, ${index}::smallint, ${request.round}::smallint,
           (a.seq - 1)::smallint, a.id,
           case when ${first} then 'pending' else 'waiting' end,
           case when ${first} then ${due?.toISOString() ?? null}::timestamptz end,
           ${now.toISOString()}::timestamptz
    from unnest(${intArray(approvers)}::int[]) with ordinality as a(id, seq)
    order by a.seq`);
}

/**
 * Enters the first step from `from` on whose rule finds approvers (in the request's current
 * round): its tasks are made (one after another: the first pending, the others waiting) and
 * its new approvers told. Each step skipped on the way gets a trail row. With no step left,
 * the request is approved and its effect applied (`decidedBy` made the last decision).
 */
export async function enterFrom(
  live: Live,
  from: number,
  decidedBy: { actorId: number | null; auto: boolean; comment: string | null },
): Promise<void> {
  const { tx, request, now } = live;
  for (let index = from; index < live.steps.length; index++) {
    const step = live.steps[index]!;
    const people = await stepPeople(tx, step, {
      applicantId: request.applicantId,
      facts: request.facts,
    });
    if (people.skipped) {
      await addTrail(tx, request.id, now, {
        action: 'skip',
        actorId: null,
        step: index,
        // Whom the skip concerns: the applicant approving their own request, or nobody.
        targets: people.skipped === 'applicant' ? [request.applicantId] : [],
      });
      continue;
    }
    const sequential = step.mode === 'sequential';
    await insertTasks(live, index, people, sequential, dueAt(step, now));
    request.currentStep = index;
    const told = sequential ? people.approvers.slice(0, 1) : people.approvers;
    await live.notices.toApprovers(tx, live.words, told);
    return;
  }
  await approveFinally(live, decidedBy);
}

/**
 * The last step is decided: the document's effect is applied in this transaction (a refusal
 * ends the whole action, nothing changes), the request is approved and its applicant told.
 */
async function approveFinally(
  live: Live,
  decidedBy: { actorId: number | null; auto: boolean; comment: string | null },
): Promise<void> {
  const { tx, request } = live;
  try {
    await live.handler.apply(tx, request.documentId, {
      requestId: request.id,
      actorId: decidedBy.actorId,
    });
  } catch (error) {
    throw error instanceof AppError ? new EffectRefused(error) : error;
  }
  request.status = 'approved';
  request.finishedAt = live.now;
  await live.notices.toApplicant(
    tx,
    live.words,
    decidedBy.auto ? 'autoApproved' : 'approved',
    decidedBy.actorId,
    decidedBy.comment,
  );
}

/** Ends a pending request (rejected, withdrawn, cancelled): open tasks cancelled, handler told. */
export async function endRequest(
  live: Live,
  status: 'rejected' | 'withdrawn' | 'cancelled',
  actorId: number | null,
  tell: { outcome: Outcome; comment: string | null } | null,
): Promise<void> {
  await cancelOpenTasks(live);
  live.request.status = status;
  live.request.finishedAt = live.now;
  const outcome: ApprovalOutcome = status;
  await live.handler.onOutcome(live.tx, live.request.documentId, outcome, {
    requestId: live.request.id,
    actorId,
  });
  if (tell) {
    await live.notices.toApplicant(live.tx, live.words, tell.outcome, actorId, tell.comment);
  }
}
