import type {
  ApprovalAction,
  ApprovalDocType,
  ApprovalRequestDetail,
  ApprovalStep,
  ApprovalTrailRecord,
} from '@depot/shared';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { NotFound } from '../../core/errors';
import type { Language } from '../../core/i18n';
import type { Db } from '../../db/client';
import {
  approvalCc,
  approvalRequest,
  approvalTask,
  approvalTemplateVersion,
  approvalTrail,
} from '../../db/schema';
import { readableBy, takesPart, type Involvement, type Viewer } from './access';
import type { ApprovalDocHandler } from './doc-handler';
import { rolesOf } from './approvers';
import { isHeldBy, trailComment, type RequestRow, type TaskRow } from './flow';
import { peopleIn, personsOf } from './people';
import { planPeople, planRoute, routeOf } from './route';

/** The request `where` finds, with the template version whose steps it runs on. */
async function requestWithVersion(tx: Db, where: SQL | undefined) {
  const [found] = await tx
    .select({ request: approvalRequest, version: approvalTemplateVersion })
    .from(approvalRequest)
    .innerJoin(
      approvalTemplateVersion,
      eq(approvalTemplateVersion.id, approvalRequest.templateVersionId),
    )
    .where(where);
  return found;
}

/** Decisions that end "nobody has acted yet" (the applicant's withdraw). */
const DECISIONS = new Set(['approve', 'reject', 'sendBack', 'autoApprove', 'autoReject']);

/** What the viewer may do now, and the open task approve, reject and transfer act on. */
export function allowedActions(
  request: RequestRow,
  tasks: TaskRow[],
  trail: Array<{ action: string }>,
  involvement: Involvement,
  viewerId: number,
  viewerRoles: ReadonlySet<number>,
): { actions: ApprovalAction[]; myTaskId: number | null } {
  const actions: ApprovalAction[] = [];
  const pending = request.status === 'pending';
  const mine = pending
    ? tasks.find(
        (t) =>
          isHeldBy(t, viewerId, viewerRoles) &&
          t.status === 'pending' &&
          t.step === request.currentStep &&
          t.round === request.round,
      )
    : undefined;
  if (mine) actions.push('approve', 'reject', 'sendBack', 'transfer');
  if (takesPart(involvement)) actions.push('cc');
  if (pending && involvement.applicant) {
    if (request.currentStep === null) actions.push('resubmit');
    else if (!trail.some((t) => DECISIONS.has(t.action))) actions.push('withdraw');
  }
  return { actions, myTaskId: mine?.id ?? null };
}

/**
 * A request's route (steps with their tasks, and who would approve the steps to come) and its
 * trail, oldest first, with the people they name, and `others`' names too.
 */
async function routeAndTrail(
  tx: Db,
  request: RequestRow,
  steps: ApprovalStep[],
  language: Language,
  others: readonly number[] = [],
) {
  const tasks = await tx
    .select()
    .from(approvalTask)
    .where(eq(approvalTask.requestId, request.id))
    .orderBy(
      asc(approvalTask.step),
      asc(approvalTask.round),
      asc(approvalTask.seq),
      asc(approvalTask.id),
    );
  const trailRows = await tx
    .select()
    .from(approvalTrail)
    .where(eq(approvalTrail.requestId, request.id))
    .orderBy(asc(approvalTrail.id));
  const plan = await planRoute(tx, request, steps, tasks);
  const persons = await personsOf(tx, [
    request.applicantId,
    ...planPeople(plan),
    ...trailRows.flatMap((t) => [t.actorId, ...t.targets]),
    ...others,
  ]);
  const trail: ApprovalTrailRecord[] = trailRows.map((t) => ({
    trailId: t.id,
    action: t.action,
    actor: t.actorId === null ? null : (persons.get(t.actorId) ?? null),
    step: t.step,
    comment: trailComment(t, language),
    targets: peopleIn(persons, t.targets),
    at: t.at,
  }));
  return { tasks, trailRows, persons, route: routeOf(plan, persons), trail };
}

/**
 * The approval of a document as the document's own page shows it (the caller checked that the
 * viewer sees the document): its request, route and trail; null when it was never submitted.
 */
export async function documentApproval(
  tx: Db,
  docType: ApprovalDocType,
  documentId: number,
  language: Language,
) {
  const found = await requestWithVersion(
    tx,
    and(eq(approvalRequest.docType, docType), eq(approvalRequest.documentId, documentId)),
  );
  if (!found) return null;
  const { request, version } = found;
  const { persons, route, trail } = await routeAndTrail(tx, request, version.steps, language);
  return {
    requestId: request.id,
    code: request.code,
    status: request.status,
    applicant: persons.get(request.applicantId) ?? {
      userId: request.applicantId,
      nickname: '',
      username: '',
    },
    route,
    trail,
  };
}

/**
 * A request as its detail page shows it, to a viewer who may read it (anyone else: 404): the
 * document, the route, the trail, the people copied and what the viewer may do. Opening it
 * marks the viewer's copy read.
 */
export async function readDetail(
  tx: Db,
  handlerOf: (docType: RequestRow['docType']) => ApprovalDocHandler | undefined,
  requestId: number,
  viewer: Viewer,
): Promise<ApprovalRequestDetail> {
  const found = await requestWithVersion(tx, eq(approvalRequest.id, requestId));
  if (!found) throw new NotFound('approval.notFound');
  const { request, version } = found;
  const involvement = await readableBy(tx, request, viewer);

  const ccRows = await tx
    .select({ userId: approvalCc.userId })
    .from(approvalCc)
    .where(eq(approvalCc.requestId, request.id))
    .orderBy(asc(approvalCc.createdAt), asc(approvalCc.userId));
  const { tasks, trailRows, persons, route, trail } = await routeAndTrail(
    tx,
    request,
    version.steps,
    viewer.language ?? 'zh-CN',
    ccRows.map((c) => c.userId),
  );
  if (involvement.copied) {
    await tx
      .update(approvalCc)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(approvalCc.requestId, request.id),
          eq(approvalCc.userId, viewer.userId),
          isNull(approvalCc.readAt),
        ),
      );
  }

  const pending = request.status === 'pending';
  const handler = handlerOf(request.docType);
  return {
    requestId: request.id,
    code: request.code,
    docType: request.docType,
    title: request.title,
    applicant: persons.get(request.applicantId) ?? {
      userId: request.applicantId,
      nickname: '',
      username: '',
    },
    status: request.status,
    currentStep: pending ? request.currentStep : null,
    currentStepName:
      pending && request.currentStep !== null
        ? (version.steps[request.currentStep]?.name ?? null)
        : null,
    documentId: request.documentId,
    createdAt: request.createdAt,
    finishedAt: request.finishedAt,
    version: request.version,
    templateName: version.name,
    templateVersion: version.version,
    document: handler ? await handler.detail(tx, request.documentId) : {},
    route,
    trail,
    cc: peopleIn(
      persons,
      ccRows.map((c) => c.userId),
    ),
    ...allowedActions(
      request,
      tasks,
      trailRows,
      involvement,
      viewer.userId,
      new Set(await rolesOf(tx, viewer.userId)),
    ),
  };
}
