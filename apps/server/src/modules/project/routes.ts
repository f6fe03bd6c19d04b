import {
  PERMISSIONS,
  costVisaCreateBody,
  costVisaDetailSchema,
  costVisaPageQuery,
  costVisaSchema,
  costVisaSubmitBody,
  idParams,
  projectCompleteBody,
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
import { envelopeOf, ok } from '../../core/envelope';
import { exportFile, pagedExport } from '../../core/excel/export-route';
import { pageSchema } from '../../core/pagination';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createProject, editProject } from './project-write';
import { readProjectDetail, readProjectPage } from './project-read';
import { PROJECT_SHEET_WORDS, projectSheet } from './project-sheet';
import type { Settlement } from './settlement';
import type { StageActions } from './stage-actions';
import type { TemplateService } from './template-service';
import { readVisaDetail, readVisaPage } from './visa-read';
import type { VisaWrites } from './visa-write';

const tags = ['project'];
const P = PERMISSIONS.project;
const detail = { 200: envelopeOf(projectDetailSchema) };
const templateDetail = { 200: envelopeOf(projectTemplateDetailSchema) };
const stageAnswer = { 200: envelopeOf(projectStageSchema) };

/** `/item`: project templates, projects from them, and their stages (docs/projects.md). */
export const projectRoutes: FastifyPluginAsyncZod<{
  db: Db;
  templates: TemplateService;
  stages: StageActions;
  visas: VisaWrites;
  settlement: Settlement;
}> = async (app, { db, templates, stages, visas, settlement }) => {
  app.get(
    '/item/template/page',
    {
      config: { permission: [P.view, P.add, P.template] },
      schema: {
        tags,
        summary: 'Project templates, newest first',
        querystring: projectTemplatePageQuery,
        response: { 200: envelopeOf(pageSchema(projectTemplateSchema)) },
      },
    },
    async (request) => ok(await templates.page(request.query)),
  );
  app.get(
    '/item/template/detail',
    {
      config: { permission: [P.view, P.add, P.template] },
      schema: {
        tags,
        summary: 'One project template with its stages',
        querystring: idParams,
        response: templateDetail,
      },
    },
    async (request) => ok(await templates.detail(request.query.id)),
  );
  app.post(
    '/item/template/add',
    {
      config: { permission: P.template },
      schema: {
        tags,
        summary: 'A project template: its stages, their days, dependencies and gates',
        body: projectTemplateBody,
        response: templateDetail,
      },
    },
    async (request) => ok(await templates.add(currentUser(request), request.body)),
  );
  app.put(
    '/item/template/edit',
    {
      config: { permission: P.template },
      schema: {
        tags,
        summary: 'Save a project template again, as its next version (projects keep theirs)',
        body: projectTemplateEditBody,
        response: templateDetail,
      },
    },
    async (request) => ok(await templates.edit(currentUser(request), request.body)),
  );
  app.put(
    '/item/template/enable',
    {
      config: { permission: P.template },
      schema: {
        tags,
        summary: 'Enable or disable a project template (a disabled one makes no projects)',
        body: projectTemplateEnableBody,
        response: { 200: envelopeOf(projectTemplateSchema) },
      },
    },
    async (request) =>
      ok(await templates.enable(currentUser(request), request.body.id, request.body.enabled)),
  );

  app.get(
    '/item/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'Projects at the caller’s stores, newest first',
        querystring: projectPageQuery,
        response: { 200: envelopeOf(pageSchema(projectSchema)) },
      },
    },
    async (request) => ok(await readProjectPage(db, request.query, currentUser(request).scope)),
  );
  await app.register(
    pagedExport({
      url: '/item/export',
      permission: P.export,
      tags,
      summary: 'The filtered projects as .xlsx',
      query: projectPageQuery.omit({ current: true, size: true }),
      file: (language) => exportFile('projects', PROJECT_SHEET_WORDS[language].file),
      sheet: projectSheet,
      read: (request, page) => readProjectPage(db, page, currentUser(request).scope),
    }),
  );
  app.get(
    '/item/detail',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One project with its stages, visa figures and statement total',
        querystring: idParams,
        response: detail,
      },
    },
    async (request) => ok(await readProjectDetail(db, request.query.id, currentUser(request))),
  );
  app.post(
    '/item/add',
    {
      config: { permission: P.add },
      schema: {
        tags,
        summary: 'A project from a template: its stages copied and scheduled',
        body: projectCreateBody,
        response: detail,
      },
    },
    async (request) => ok(await createProject(db, currentUser(request), request.body)),
  );
  app.put(
    '/item/edit',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: 'A project’s header (its planned start only while planning)',
        body: projectEditBody,
        response: detail,
      },
    },
    async (request) => ok(await editProject(db, currentUser(request), request.body)),
  );

  app.post(
    '/item/stage/start',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: 'Start a stage (what it follows done, a gate among them signed)',
        body: projectStageDayBody,
        response: stageAnswer,
      },
    },
    async (request) =>
      ok(await stages.start(currentUser(request), request.body.stageId, request.body.day)),
  );
  app.post(
    '/item/stage/finish',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: 'Finish a stage; the stages not started are scheduled again (which moved)',
        body: projectStageDayBody,
        response: { 200: envelopeOf(projectStageFinishSchema) },
      },
    },
    async (request) =>
      ok(await stages.finish(currentUser(request), request.body.stageId, request.body.day)),
  );
  app.post(
    '/item/stage/sign',
    {
      config: { permission: P.edit },
      schema: {
        tags,
        summary: 'Sign a gate stage’s hidden-work acceptance, once',
        body: projectStageSignBody,
        response: stageAnswer,
      },
    },
    async (request) =>
      ok(await stages.sign(currentUser(request), request.body.stageId, request.body.note)),
  );

  app.get(
    '/item/visa/page',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'A project’s cost visas, newest first',
        querystring: costVisaPageQuery,
        response: { 200: envelopeOf(pageSchema(costVisaSchema)) },
      },
    },
    async (request) => ok(await readVisaPage(db, request.query, currentUser(request))),
  );
  app.get(
    '/item/visa/detail',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'One cost visa with its evidence files',
        querystring: idParams,
        response: { 200: envelopeOf(costVisaDetailSchema) },
      },
    },
    async (request) => ok(await readVisaDetail(db, request.query.id, currentUser(request))),
  );
  app.post(
    '/item/visa/add',
    {
      config: { permission: P.visa },
      schema: {
        tags,
        summary: 'A cost visa (negative: a saving): a draft, or submitted for approval',
        body: costVisaCreateBody,
        response: { 200: envelopeOf(costVisaDetailSchema) },
      },
    },
    async (request) => ok(await visas.add(currentUser(request), request.body)),
  );
  app.post(
    '/item/visa/submit',
    {
      config: { permission: P.visa },
      schema: {
        tags,
        summary: 'Submit one’s draft cost visa for approval',
        body: costVisaSubmitBody,
        response: { 200: envelopeOf(costVisaDetailSchema) },
      },
    },
    async (request) => ok(await visas.submit(currentUser(request), request.body.id)),
  );

  const deductionList = { 200: envelopeOf(z.array(projectDeductionSchema)) };
  app.get(
    '/item/deduction/list',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'A project’s deductions, oldest first',
        querystring: projectIdQuery,
        response: deductionList,
      },
    },
    async (request) =>
      ok(await settlement.deductions(currentUser(request), request.query.projectId)),
  );
  app.post(
    '/item/deduction/add',
    {
      config: { permission: P.complete },
      schema: {
        tags,
        summary: 'A deduction from an open project’s statement',
        body: projectDeductionBody,
        response: deductionList,
      },
    },
    async (request) => ok(await settlement.addDeduction(currentUser(request), request.body)),
  );
  app.delete(
    '/item/deduction/remove',
    {
      config: { permission: P.complete },
      schema: {
        tags,
        summary: 'Remove a deduction of an open project',
        querystring: idParams,
        response: deductionList,
      },
    },
    async (request) => ok(await settlement.removeDeduction(currentUser(request), request.query.id)),
  );
  app.get(
    '/item/statement',
    {
      config: { permission: P.view },
      schema: {
        tags,
        summary: 'The completion statement: contract + approved visas − deductions',
        querystring: projectIdQuery,
        response: { 200: envelopeOf(projectStatementSchema) },
      },
    },
    async (request) =>
      ok(await settlement.statement(currentUser(request), request.query.projectId)),
  );
  app.post(
    '/item/complete',
    {
      config: { permission: P.complete },
      schema: {
        tags,
        summary: 'Complete a project (every stage done, no visa in approval)',
        body: projectCompleteBody,
        response: detail,
      },
    },
    async (request) => ok(await settlement.complete(currentUser(request), request.body.projectId)),
  );
};
