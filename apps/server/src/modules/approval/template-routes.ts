import { action, actionRoutes } from '../../core/resource/action-routes';
import {
  PERMISSIONS,
  approvalPreviewBody,
  approvalPreviewChoiceSchema,
  approvalPreviewChoicesQuery,
  approvalPreviewSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceRoutes } from '../../core/resource/resource-routes';
import { createResourceService } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import type { ApprovalEngine } from './engine';
import { previewRoute } from './preview';
import { templateResource } from './template-resource';

/** Flow templates (the kit's five calls) and the preview of who would approve. */
export const templateRoutes: FastifyPluginAsyncZod<{ db: Db; approvals: ApprovalEngine }> = async (
  app,
  { db, approvals },
) => {
  await app.register(resourceRoutes(templateResource, createResourceService(db, templateResource)));
  await app.register(
    actionRoutes(
      ['approval'],
      [
        action('POST /approval/template/preview', {
          permission: PERMISSIONS.approval.template.view,
          summary:
            'Who would approve a document of a type, submitted by an applicant with a payload, step by step',
          body: approvalPreviewBody,
          reply: approvalPreviewSchema,
          run: ({ body }) => previewRoute(db, approvals.handlerFor(body.docType), body),
        }),
        action('GET /approval/template/preview/choices', {
          permission: PERMISSIONS.approval.template.view,
          summary:
            'What the preview of a document type lets one pick besides assets (a warehouse, a lock), by text; empty for a type that asks nothing more',
          query: approvalPreviewChoicesQuery,
          reply: z.array(approvalPreviewChoiceSchema),
          run: async ({ query }) =>
            (await approvals.handlerFor(query.docType)?.previewChoices?.(db, query.q)) ?? [],
        }),
      ],
    ),
  );
};
