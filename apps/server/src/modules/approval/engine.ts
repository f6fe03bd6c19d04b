import {
  type ApprovalDocType,
  type ApprovalPageQuery,
  type ApprovalTaskDocument,
  type ApprovalRequestDetail,
  type ApprovalStatus,
  type approvalApproveBody,
  type approvalCcBody,
  type approvalRejectBody,
  type approvalResubmitBody,
  type approvalSendBackBody,
  type approvalTransferBody,
  type approvalWithdrawBody,
} from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../../core/audit';
import { isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, Forbidden } from '../../core/errors';
import { inEveryLanguage, type Localized } from '../../core/i18n';
import type { Db } from '../../db/client';
import { appUser, approvalRequest } from '../../db/schema';
import type { NoticeService } from '../notice/service';
import { readableBy, takesPart, type Viewer } from './access';
import { rolesOf } from './approvers';
import { allocateRequestCode } from './codes';
import {
  approveTask,
  copy,
  rejectTask,
  resubmit,
  sendBack,
  transferTask,
  withdraw,
} from './decisions';
import { documentApproval, readDetail } from './detail';
import type { ApprovalDocHandler } from './doc-handler';
import {
  addTrail,
  currentTasks,
  EffectRefused,
  endRequest,
  enterFrom,
  isHeldBy,
  lockRequest,
  saveRequest,
  wordsOf,
  type Live,
  type RequestRow,
  type TaskRow,
} from './flow';
import { createApprovalLists } from './list';
import { approvalNotices } from './notices';
import { readOpenTasks } from './open-tasks';
import { chooseTemplate, docTypeWords } from './template-choice';
import { checkTimeouts } from './timeouts';

/** The action bodies of POST /approval/:id/<action>, as validated. */
export interface ActionBodies {
  approve: z.infer<typeof approvalApproveBody>;
  reject: z.infer<typeof approvalRejectBody>;
  sendBack: z.infer<typeof approvalSendBackBody>;
  withdraw: z.infer<typeof approvalWithdrawBody>;
  transfer: z.infer<typeof approvalTransferBody>;
  cc: z.infer<typeof approvalCcBody>;
  resubmit: z.infer<typeof approvalResubmitBody>;
}
export type ActionName = keyof ActionBodies;

export interface SubmitInput {
  docType: ApprovalDocType;
  documentId: number;
  applicantId: number;
}

export interface Submitted {
  requestId: number;
  code: string;
  status: ApprovalStatus;
}

/**
 * The approval engine (AREAS.md §1, docs/approvals.md): document types register a handler;
 * their modules submit documents; approvers, applicants and the people copied act on the
 * requests through the routes; a timer handles overdue tasks.
 */
export function createApprovalEngine({
  db,
  notices,
}: {
  db: Db;
  notices: Pick<NoticeService, 'notify'>;
}) {
  const handlers = new Map<ApprovalDocType, ApprovalDocHandler>();
  /** Handlers that win over the areas' own registrations (tests bring fake documents). */
  const overrides = new Map<ApprovalDocType, ApprovalDocHandler>();
  const words = approvalNotices(notices);
  const lists = createApprovalLists(db);

  const handlerOf = (docType: ApprovalDocType): ApprovalDocHandler => {
    const handler = overrides.get(docType) ?? handlers.get(docType);
    if (!handler) throw new BadRequest('approval.noHandler', { type: docTypeWords(docType) });
    return handler;
  };
  const deps = { handlerOf, notices: words };

  async function auditOf(tx: Db, actorId: number | null): Promise<Actor | null> {
    if (actorId === null) return null;
    const [user] = await tx
      .select({ userId: appUser.id, username: appUser.username })
      .from(appUser)
      .where(eq(appUser.id, actorId));
    return user ?? null;
  }

  async function audit(tx: Db, actor: Actor | null, action: string, live: Live, extra = {}) {
    const { id, status, currentStep, round, version } = live.request;
    await recordAudit(tx, {
      actor,
      action,
      entity: 'approval_request',
      entityId: id,
      after: { code: live.request.code, status, currentStep, round, version, ...extra },
    });
  }

  /** The viewer's pending task on the current step, or a 409. */
  async function myTask(live: Live, userId: number): Promise<TaskRow> {
    if (live.request.status !== 'pending') throw new Conflict('approval.closed');
    if (live.request.currentStep === null) throw new Conflict('approval.sentBack');
    const roles = new Set(await rolesOf(live.tx, userId));
    const task = (await currentTasks(live)).find(
      (t) => t.status === 'pending' && isHeldBy(t, userId, roles),
    );
    if (!task) throw new Conflict('approval.noTask');
    return task;
  }

  function requireApplicant(live: Live, userId: number): void {
    if (live.request.applicantId !== userId) throw new Forbidden('approval.notApplicant');
    if (live.request.status !== 'pending') throw new Conflict('approval.closed');
  }

  /**
   * Notes in the trail that an approval was refused because the document's effect could not
   * apply (the action itself rolled back: nothing else changed, nobody was told).
   */
  async function noteRefusal(requestId: number, actorId: number | null, refusal: EffectRefused) {
    await db.transaction(async (tx) => {
      const [request] = await tx
        .select({ currentStep: approvalRequest.currentStep })
        .from(approvalRequest)
        .where(eq(approvalRequest.id, requestId));
      await addTrail(tx, requestId, new Date(), {
        action: 'effectRefused',
        actorId,
        step: request?.currentStep ?? null,
        comment: inEveryLanguage(refusal.key, refusal.params),
      });
    });
  }

  /** Runs one action on a locked request at the version the caller decided on. */
  async function act<A extends ActionName>(
    action: A,
    requestId: number,
    viewer: Viewer,
    body: ActionBodies[A],
  ): Promise<ApprovalRequestDetail> {
    try {
      await db.transaction(async (tx) => {
        const live = await lockRequest(tx, requestId, deps);
        const involvement = await readableBy(tx, live.request, viewer);
        if (live.request.version !== body.version) {
          throw new Conflict('approval.stale', { version: live.request.version });
        }
        const by = { actorId: viewer.userId, auto: false, comment: body.comment || null };
        const extra: Record<string, unknown> = {};
        switch (action) {
          case 'approve':
            await approveTask(live, await myTask(live, viewer.userId), by);
            break;
          case 'reject':
            await rejectTask(live, await myTask(live, viewer.userId), by);
            break;
          case 'sendBack': {
            const { toStep } = body as ActionBodies['sendBack'];
            const task = await myTask(live, viewer.userId);
            await sendBack(live, task, viewer.userId, body.comment, toStep);
            extra.toStep = toStep;
            break;
          }
          case 'transfer': {
            const { toUserId } = body as ActionBodies['transfer'];
            const task = await myTask(live, viewer.userId);
            await transferTask(live, task, viewer.userId, toUserId, by.comment);
            extra.toUserId = toUserId;
            break;
          }
          case 'withdraw':
            requireApplicant(live, viewer.userId);
            await withdraw(live, viewer.userId);
            break;
          case 'resubmit':
            requireApplicant(live, viewer.userId);
            if (live.request.currentStep !== null) throw new Conflict('approval.notSentBack');
            await resubmit(live, viewer.userId, by.comment);
            break;
          case 'cc': {
            if (!takesPart(involvement)) throw new Forbidden('approval.notInvolved');
            const [me] = await tx
              .select({ nickname: appUser.nickname })
              .from(appUser)
              .where(eq(appUser.id, viewer.userId));
            const { userIds } = body as ActionBodies['cc'];
            extra.copied = await copy(
              live,
              { userId: viewer.userId, name: me?.nickname ?? viewer.username },
              userIds,
              by.comment,
            );
            break;
          }
        }
        await saveRequest(live);
        await audit(tx, viewer, action, live, { comment: by.comment, ...extra });
      });
    } catch (error) {
      if (error instanceof EffectRefused) await noteRefusal(requestId, viewer.userId, error);
      throw error;
    }
    return detail(requestId, viewer);
  }

  function detail(requestId: number, viewer: Viewer): Promise<ApprovalRequestDetail> {
    return db.transaction((tx) =>
      readDetail(tx, (type) => overrides.get(type) ?? handlers.get(type), requestId, viewer),
    );
  }

  return {
    /** A document type's handler (once per type, by the module that owns the documents). */
    register(handler: ApprovalDocHandler): void {
      if (handlers.has(handler.docType)) {
        throw new Error(`approval document type ${handler.docType} is registered twice`);
      }
      handlers.set(handler.docType, handler);
    },

    /** A handler that wins over the area's own for its type, registered before or after (tests). */
    override(handler: ApprovalDocHandler): void {
      overrides.set(handler.docType, handler);
    },

    /** The handler of a type, if any registered (the template preview asks). */
    handlerFor(docType: ApprovalDocType): ApprovalDocHandler | undefined {
      return overrides.get(docType) ?? handlers.get(docType);
    },

    /**
     * Submits document `documentId` for approval, in the caller's transaction `tx` (the
     * document's own): the template is chosen from the handler's facts (none: 409), the first
     * step with approvers gets its tasks and they are told; with every step skipped the request
     * is approved at once and the effect applied in `tx`.
     */
    async submit(tx: Db, input: SubmitInput): Promise<Submitted> {
      const handler = handlerOf(input.docType);
      const facts = await handler.facts(tx, input.documentId);
      const template = await chooseTemplate(tx, input.docType, facts);
      const now = new Date();
      const [existing] = await tx
        .select({ code: approvalRequest.code })
        .from(approvalRequest)
        .where(
          and(
            eq(approvalRequest.docType, input.docType),
            eq(approvalRequest.documentId, input.documentId),
          ),
        );
      if (existing) throw new Conflict('approval.alreadySubmitted', { code: existing.code });
      let request: RequestRow;
      try {
        [request] = (await tx
          .insert(approvalRequest)
          .values({
            code: await allocateRequestCode(tx, now),
            docType: input.docType,
            documentId: input.documentId,
            applicantId: input.applicantId,
            enterpriseId: facts.enterpriseId,
            title: facts.title.slice(0, 200),
            templateVersionId: template.versionId,
            facts,
            createdAt: now,
            updatedAt: now,
          })
          .returning()) as [RequestRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict('approval.alreadySubmitted', { code: '' });
        throw error;
      }
      const live: Live = {
        tx,
        now,
        request,
        steps: template.steps,
        handler,
        words: await wordsOf(tx, request),
        notices: words,
      };
      await addTrail(tx, request.id, now, { action: 'submit', actorId: input.applicantId });
      // Every step skipped: approved at once, by nobody (the engine).
      await enterFrom(live, 0, { actorId: null, auto: false, comment: null });
      await saveRequest(live, false);
      await audit(tx, await auditOf(tx, input.applicantId), 'submit', live, {
        docType: input.docType,
        documentId: input.documentId,
        template: template.name,
        templateVersion: template.version,
      });
      return { requestId: request.id, code: request.code, status: request.status };
    },

    /** The request of a document, if it was submitted. */
    async requestOf(tx: Db, docType: ApprovalDocType, documentId: number) {
      const [request] = await tx
        .select({
          requestId: approvalRequest.id,
          code: approvalRequest.code,
          status: approvalRequest.status,
          version: approvalRequest.version,
        })
        .from(approvalRequest)
        .where(
          and(eq(approvalRequest.docType, docType), eq(approvalRequest.documentId, documentId)),
        );
      return request ?? null;
    },

    /**
     * Ends a pending request because its document's owner ended the document, in the owner's
     * transaction: open tasks cancelled, the handler told 'cancelled' (409 when no longer
     * pending).
     */
    async cancel(tx: Db, requestId: number, actorId: number | null): Promise<void> {
      const live = await lockRequest(tx, requestId, deps);
      if (live.request.status !== 'pending') throw new Conflict('approval.closed');
      await addTrail(tx, requestId, live.now, {
        action: 'cancel',
        actorId,
        step: live.request.currentStep,
      });
      await endRequest(live, 'cancelled', actorId, null);
      await saveRequest(live);
      await audit(tx, await auditOf(tx, actorId), 'cancel', live);
    },

    /**
     * The applicant changes their document sent back to them and resubmits it, in the
     * document's own transaction `tx`: the request is locked first (as every action locks it,
     * then the document), only its applicant may (403) and only while it waits on them after a
     * send-back (409); `change` edits the document and answers what changed (null: nothing),
     * noted in the trail as an `edit`; then the request starts over as a resubmit does (its
     * facts read again, the first step's approvers told).
     */
    async resubmitEdited(
      tx: Db,
      input: { docType: ApprovalDocType; documentId: number; actorId: number; comment: string },
      change: () => Promise<string | Localized | null>,
    ): Promise<void> {
      const [row] = await tx
        .select({ id: approvalRequest.id })
        .from(approvalRequest)
        .where(
          and(
            eq(approvalRequest.docType, input.docType),
            eq(approvalRequest.documentId, input.documentId),
          ),
        );
      if (!row) throw new Conflict('approval.notSentBack');
      const live = await lockRequest(tx, row.id, deps);
      requireApplicant(live, input.actorId);
      if (live.request.currentStep !== null) throw new Conflict('approval.notSentBack');
      const changed = await change();
      if (changed) {
        await addTrail(tx, row.id, live.now, {
          action: 'edit',
          actorId: input.actorId,
          comment: changed,
        });
      }
      const comment = input.comment || null;
      await resubmit(live, input.actorId, comment);
      await saveRequest(live);
      await audit(tx, await auditOf(tx, input.actorId), 'resubmit', live, {
        comment,
        edited: changed,
      });
    },

    /**
     * A document's request with its route and trail, for the document's own page (the caller
     * checked the viewer sees the document); null when it was never submitted.
     */
    documentApproval,

    /**
     * Runs `work`, the document's own transaction that resubmits it (resubmitEdited). When the
     * request then finishes at once (every step skipped) and the document's effect refuses to
     * apply, that transaction rolled back; the trail notes why, as it does for an approver's
     * refused approval, and the refusal goes on to the caller.
     */
    async notingRefusal<T>(
      doc: { docType: ApprovalDocType; documentId: number; actorId: number },
      work: () => Promise<T>,
    ): Promise<T> {
      try {
        return await work();
      } catch (error) {
        if (error instanceof EffectRefused) {
          const [row] = await db
            .select({ id: approvalRequest.id })
            .from(approvalRequest)
            .where(
              and(
                eq(approvalRequest.docType, doc.docType),
                eq(approvalRequest.documentId, doc.documentId),
              ),
            );
          if (row) await noteRefusal(row.id, doc.actorId, error);
        }
        throw error;
      }
    },

    /** One action of a user on a request; answers the request's new detail. */
    act,

    /** The request as `viewer` may read it (404 otherwise). */
    detail,

    /** GET /approval/page: the viewer's page of one view, as the bytes sent (list.ts). */
    pageAnswer: (viewer: Viewer, query: ApprovalPageQuery) =>
      lists.pageAnswer(viewer.userId, query),

    /** GET /approval/counts: the viewer's tab counts, as the bytes sent. */
    countsAnswer: (viewer: Viewer) => lists.countsAnswer(viewer.userId),

    /**
     * Of these requests and of those carrying these documents, the ones waiting on the viewer's
     * decision now (the message drawer's page).
     */
    openTasks: (
      viewer: Viewer,
      requestIds: readonly number[],
      documents: readonly ApprovalTaskDocument[] = [],
    ) => readOpenTasks(db, viewer.userId, requestIds, documents),

    /** Reminds overdue approvers once and decides for them where the step says so. */
    checkTimeouts: (now: Date = new Date()) =>
      checkTimeouts(db, { ...deps, approve: approveTask, reject: rejectTask }, now),
  };
}

export type ApprovalEngine = ReturnType<typeof createApprovalEngine>;
