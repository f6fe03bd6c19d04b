import {
  approvalApproveBody,
  approvalCcBody,
  approvalCountsSchema,
  approvalIdParams,
  approvalOpenTaskSchema,
  approvalPageQuery,
  approvalRejectBody,
  approvalRequestDetailSchema,
  approvalRequestRowSchema,
  approvalResubmitBody,
  approvalSendBackBody,
  approvalTasksQuery,
  approvalTransferBody,
  approvalWithdrawBody,
} from '@depot/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import { sendJson } from '../../core/json-answer';
import { requestLanguage } from '../../core/i18n';
import { pageSchema } from '../../core/pagination';
import type { Viewer } from './access';
import type { ActionBodies, ActionName, ApprovalEngine } from './engine';

const tags = ['approval'];
const detailAnswer = { 200: envelopeOf(approvalRequestDetailSchema) };

/** Each action: its path segment, body and OpenAPI summary. */
const ACTIONS: {
  [A in ActionName]: { path: string; body: z.ZodType<ActionBodies[A]>; summary: string };
} = {
  approve: {
    path: 'approve',
    body: approvalApproveBody,
    summary: 'Approves the caller’s pending task (the effect applies on the last approval)',
  },
  reject: {
    path: 'reject',
    body: approvalRejectBody,
    summary: 'Rejects the request (a reason is required)',
  },
  sendBack: {
    path: 'send-back',
    body: approvalSendBackBody,
    summary: 'Sends the request back to the applicant (toStep null) or to an earlier step',
  },
  withdraw: {
    path: 'withdraw',
    body: approvalWithdrawBody,
    summary: 'The applicant withdraws the request, while nobody has decided on it',
  },
  transfer: {
    path: 'transfer',
    body: approvalTransferBody,
    summary: 'Hands the caller’s pending task to another user',
  },
  cc: {
    path: 'cc',
    body: approvalCcBody,
    summary: 'Copies people on the request (they are told and may read it)',
  },
  resubmit: {
    path: 'resubmit',
    body: approvalResubmitBody,
    summary: 'The applicant resubmits a request sent back to them',
  },
};

/** The signed-in caller as a request's reader: the trail's system notes in their language. */
const viewerOf = (request: FastifyRequest): Viewer => ({
  ...currentUser(request),
  language: requestLanguage(request),
});

/**
 * The approval centre's calls (AREAS.md §1): any signed-in user; each request is read and
 * acted on only by those it concerns (404 for anyone else), each action by whom it allows.
 */
export const approvalRoutes: FastifyPluginAsyncZod<{ approvals: ApprovalEngine }> = async (
  app,
  { approvals },
) => {
  app.get(
    '/approval/page',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The caller’s requests of one view (to-do, done, mine, copied), newest first',
        querystring: approvalPageQuery,
        response: { 200: envelopeOf(pageSchema(approvalRequestRowSchema)) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await approvals.pageAnswer(currentUser(request), request.query)),
  );

  app.get(
    '/approval/counts',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The caller’s to-do, done, pending requests and unread copies',
        response: { 200: envelopeOf(approvalCountsSchema) },
      },
    },
    async (request, reply) => sendJson(reply, await approvals.countsAnswer(currentUser(request))),
  );

  app.get(
    '/approval/tasks',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Of the requests named (requestId) and of those carrying the documents named (document, as costVisa:12), each repeatable, those waiting on the caller’s decision now, with their versions',
        querystring: approvalTasksQuery,
        response: { 200: envelopeOf(z.array(approvalOpenTaskSchema)) },
      },
    },
    async (request) =>
      ok(
        await approvals.openTasks(
          currentUser(request),
          request.query.requestId,
          request.query.document,
        ),
      ),
  );

  app.get(
    '/approval/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'A request with its document, route, trail and the caller’s allowed actions',
        params: approvalIdParams,
        response: detailAnswer,
      },
    },
    async (request) => ok(await approvals.detail(request.params.id, viewerOf(request))),
  );

  for (const [action, spec] of Object.entries(ACTIONS) as Array<
    [ActionName, (typeof ACTIONS)[ActionName]]
  >) {
    app.post(
      `/approval/:id/${spec.path}`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: `${spec.summary}; answers the new detail (409 on a stale version)`,
          params: approvalIdParams,
          body: spec.body,
          response: detailAnswer,
        },
      },
      async (request) =>
        ok(
          await approvals.act(
            action,
            request.params.id,
            viewerOf(request),
            request.body as ActionBodies[typeof action],
          ),
        ),
    );
  }
};
