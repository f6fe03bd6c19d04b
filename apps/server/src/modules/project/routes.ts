import {
  PERMISSIONS,
  costVisaCreateBody,
  costVisaDetailSchema,
  costVisaPageQuery,
  costVisaSchema,
  costVisaSubmitBody,
  idParams,
  projectDeductionBody,
  projectDeductionSchema,
  projectIdQuery,
  projectStatementSchema,
  projectCreateBody,
  projectDetailSchema,
  projectEditBody,
  projectPageQuery,
  projectSchema,
  projectStageDayBody,
  projectStageFinishSchema,
  projectStageSchema,
  projectStageSignBody,
  projectTemplateBody,
  projectTemplateDetailSchema,
  projectTemplateEditBody,
  projectTemplateEnableBody,
  projectTemplatePageQuery,
  projectTemplateSchema,
} from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { pageSchema } from '../../core/pagination';
import { action, actionRoutes } from '../../core/resource/action-routes';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createProject, editProject } from './project-write';
import { projectList, readProjectDetail } from './project-read';
import { PROJECT_SHEET_WORDS, projectSheet } from './project-sheet';
import type { Settlement } from './settlement';
import type { StageActions } from './stage-actions';
import type { TemplateService } from './template-service';
import { readVisaDetail, readVisaPage } from './visa-read';
import type { VisaWrites } from './visa-write';

const tags = ['project'];
const P = PERMISSIONS.project;

/** `/item`: project templates, projects from them, and their stages (docs/projects.md). */
export const projectRoutes: FastifyPluginAsyncZod<{
  db: Db;
  templates: TemplateService;
  stages: StageActions;
  visas: VisaWrites;
  settlement: Settlement;
}> = async (app, { db, templates, stages, visas, settlement }) => {
  await app.register(
    actionRoutes(tags, [
      action('GET /item/template/page', {
        permission: [P.view, P.add, P.template],
        summary: 'Project templates, newest first',
        query: projectTemplatePageQuery,
        reply: pageSchema(projectTemplateSchema),
        run: ({ query }) => templates.page(query),
      }),
      action('GET /item/template/detail', {
        permission: [P.view, P.add, P.template],
        summary: 'One project template with its stages',
        query: idParams,
        reply: projectTemplateDetailSchema,
        run: ({ query }) => templates.detail(query.id),
      }),
      action('POST /item/template/add', {
        permission: P.template,
        summary: 'A project template: its stages, their days, dependencies and gates',
        body: projectTemplateBody,
        reply: projectTemplateDetailSchema,
        run: ({ user, body }) => templates.add(user, body),
      }),
      action('PUT /item/template/edit', {
        permission: P.template,
        summary: 'Save a project template again, as its next version (projects keep theirs)',
        body: projectTemplateEditBody,
        reply: projectTemplateDetailSchema,
        run: ({ user, body }) => templates.edit(user, body),
      }),
      action('PUT /item/template/enable', {
        permission: P.template,
        summary: 'Enable or disable a project template (a disabled one makes no projects)',
        body: projectTemplateEnableBody,
        reply: projectTemplateSchema,
        run: ({ user, body }) => templates.enable(user, body.id, body.enabled),
      }),
      action('GET /item/page', {
        permission: P.view,
        summary: 'Projects at the caller’s stores, newest first',
        query: projectPageQuery,
        reply: pageSchema(projectSchema),
        run: ({ user, query }) => projectList.page(db, query, user.scope),
      }),
      action('GET /item/detail', {
        permission: P.view,
        summary: 'One project with its stages, visa figures and statement total',
        query: idParams,
        reply: projectDetailSchema,
        run: ({ user, query }) => readProjectDetail(db, query.id, user),
      }),
      action('POST /item/add', {
        permission: P.add,
        summary: 'A project from a template: its stages copied and scheduled',
        body: projectCreateBody,
        reply: projectDetailSchema,
        run: ({ user, body }) => createProject(db, user, body),
      }),
      action('PUT /item/edit', {
        permission: P.edit,
        summary: 'A project’s header (its planned start only while planning)',
        body: projectEditBody,
        reply: projectDetailSchema,
        run: ({ user, body }) => editProject(db, user, body),
      }),
      action('POST /item/stage/start', {
        permission: P.edit,
        summary: 'Start a stage (what it follows done, a gate among them signed)',
        body: projectStageDayBody,
        reply: projectStageSchema,
        run: ({ user, body }) => stages.start(user, body.stageId, body.day),
      }),
      action('POST /item/stage/finish', {
        permission: P.edit,
        summary: 'Finish a stage; the stages not started are scheduled again (which moved)',
        body: projectStageDayBody,
        reply: projectStageFinishSchema,
        run: ({ user, body }) => stages.finish(user, body.stageId, body.day),
      }),
      action('POST /item/stage/sign', {
        permission: P.edit,
        summary: 'Sign a gate stage’s hidden-work acceptance, once',
        body: projectStageSignBody,
        reply: projectStageSchema,
        run: ({ user, body }) => stages.sign(user, body),
      }),
      action('GET /item/visa/page', {
        permission: P.view,
        summary: 'A project’s cost visas, newest first',
        query: costVisaPageQuery,
        reply: pageSchema(costVisaSchema),
        run: ({ user, query }) => readVisaPage(db, query, user),
      }),
      action('GET /item/visa/detail', {
        permission: P.view,
        summary: 'One cost visa with its evidence files',
        query: idParams,
        reply: costVisaDetailSchema,
        run: ({ user, query }) => readVisaDetail(db, query.id, user),
      }),
      action('POST /item/visa/add', {
        permission: P.visa,
        summary: 'A cost visa (negative: a saving): a draft, or submitted for approval',
        body: costVisaCreateBody,
        reply: costVisaDetailSchema,
        run: ({ user, body }) => visas.add(user, body),
      }),
      action('POST /item/visa/submit', {
        permission: P.visa,
        summary: 'Submit one’s draft cost visa for approval',
        body: costVisaSubmitBody,
        reply: costVisaDetailSchema,
        run: ({ user, body }) => visas.submit(user, body.id),
      }),
      action('GET /item/deduction/list', {
        permission: P.view,
        summary: 'A project’s deductions, oldest first',
        query: projectIdQuery,
        reply: z.array(projectDeductionSchema),
        run: ({ user, query }) => settlement.deductions(user, query.projectId),
      }),
      action('POST /item/deduction/add', {
        permission: P.complete,
        summary: 'A deduction from an open project’s statement',
        body: projectDeductionBody,
        reply: z.array(projectDeductionSchema),
        run: ({ user, body }) => settlement.addDeduction(user, body),
      }),
      action('DELETE /item/deduction/remove', {
        permission: P.complete,
        summary: 'Remove a deduction of an open project',
        query: idParams,
        reply: z.array(projectDeductionSchema),
        run: ({ user, query }) => settlement.removeDeduction(user, query.id),
      }),
      action('GET /item/statement', {
        permission: P.view,
        summary: 'The completion statement: contract + approved visas − deductions',
        query: projectIdQuery,
        reply: projectStatementSchema,
        run: ({ user, query }) => settlement.statement(user, query.projectId),
      }),
    ]),
  );

  await app.register(
    pagedExport({
      url: '/item/export',
      permission: P.export,
      tags,
      summary: 'The filtered projects as .xlsx',
      query: projectPageQuery.omit({ current: true, size: true }),
      file: (language, day) => exportFile('projects', PROJECT_SHEET_WORDS[language].file, day),
      sheet: projectSheet,
      batches: (request, query) => projectList.batches(db, query, currentUser(request).scope),
    }),
  );
};
