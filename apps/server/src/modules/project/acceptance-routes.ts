import {
  PERMISSIONS,
  acceptanceListQuery,
  acceptanceSchema,
  acceptanceTemplateBody,
  acceptanceTemplateDetailSchema,
  acceptanceTemplateEditBody,
  acceptanceTemplateEnableBody,
  acceptanceTemplatePageQuery,
  acceptanceTemplateSchema,
  handoverCreateBody,
  idParams,
  projectCompletionBody,
  stageChecklistBody,
  stageChecklistQuery,
  stageChecklistSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import type { Db } from '../../db/client';
import { formDataAnswer } from '../form-design/routes';
import { readAcceptances } from './acceptance-read';
import type { AcceptanceTemplates } from './acceptance-templates';
import type { AcceptanceWrites } from './acceptance-write';
import type { StageChecklists } from './stage-checklist';

const tags = ['project'];
const P = PERMISSIONS.project;
/** Who reads acceptance templates: their maintainers, and whoever fills one in. */
const READS_TEMPLATES = [P.view, P.template, P.complete, P.handover, P.inspect];

/**
 * Acceptance templates (`/item/acceptance-template`), the completion of a project with its
 * acceptance checklist (`POST /item/complete`) and the shop handover checklist
 * (`/item/handover`), a stage's required checklist (`/item/stage/checklist`); docs/projects.md
 * "Acceptance checklists".
 */
export const acceptanceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  templates: AcceptanceTemplates;
  acceptances: AcceptanceWrites;
  stageChecklists: StageChecklists;
}> = async (app, { db, templates, acceptances, stageChecklists }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /item/acceptance-template/page', {
        permission: READS_TEMPLATES,
        summary: 'Acceptance templates (completion, handover, sampling), newest first',
        query: acceptanceTemplatePageQuery,
        reply: pageSchema(acceptanceTemplateSchema),
        run: ({ query }) => templates.page(query),
      }),
      action('GET /item/acceptance-template/detail', {
        permission: READS_TEMPLATES,
        summary: 'One acceptance template with its checklist design',
        query: idParams,
        reply: acceptanceTemplateDetailSchema,
        run: ({ query }) => templates.detail(query.id),
      }),
      action('POST /item/acceptance-template/add', {
        permission: P.template,
        summary: 'An acceptance template: a checklist designed with the form builder',
        body: acceptanceTemplateBody,
        reply: acceptanceTemplateDetailSchema,
        run: ({ user, body }) => templates.add(user, body),
      }),
      action('PUT /item/acceptance-template/edit', {
        permission: P.template,
        summary: 'Save an acceptance template again (its checklist as the next version)',
        body: acceptanceTemplateEditBody,
        reply: acceptanceTemplateDetailSchema,
        run: ({ user, body }) => templates.edit(user, body),
      }),
      action('PUT /item/acceptance-template/enable', {
        permission: P.template,
        summary: 'Enable or disable an acceptance template',
        body: acceptanceTemplateEnableBody,
        reply: acceptanceTemplateSchema,
        run: ({ user, body }) => templates.enable(user, body.id, body.enabled),
      }),
      action('GET /item/acceptance/list', {
        permission: P.view,
        summary: 'A project’s filled acceptance checklists, newest first',
        query: acceptanceListQuery,
        reply: z.array(acceptanceSchema),
        run: ({ user, query }) => readAcceptances(db, query, user),
      }),
      action('POST /item/complete', {
        permission: P.complete,
        summary:
          'Complete a project with its acceptance checklist (every stage done, no visa in approval, no required item failed)',
        body: projectCompletionBody,
        reply: acceptanceSchema,
        run: ({ user, body, request }) =>
          formDataAnswer(request, () => acceptances.complete(user, body)),
      }),
      action('POST /item/handover/add', {
        permission: P.handover,
        summary: 'The shop handover checklist of an open project, filled in and signed',
        body: handoverCreateBody,
        reply: acceptanceSchema,
        run: ({ user, body, request }) =>
          formDataAnswer(request, () => acceptances.handover(user, body)),
      }),
      action('GET /item/stage/checklist', {
        permission: P.view,
        summary: 'A stage’s required checklist form and its filled-in records',
        query: stageChecklistQuery,
        reply: stageChecklistSchema,
        run: ({ user, query }) => stageChecklists.read(user, query.stageId),
      }),
      action('POST /item/stage/checklist', {
        permission: P.edit,
        summary: 'Fill in and sign a stage’s required checklist (the stage then may finish)',
        body: stageChecklistBody,
        reply: acceptanceSchema,
        run: ({ user, body, request }) =>
          formDataAnswer(request, () => stageChecklists.fill(user, body)),
      }),
    ]),
  );
};
