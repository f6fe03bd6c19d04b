import {
  PERMISSIONS,
  idParams,
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
import type { Db } from '../../db/client';
import { createProject, editProject } from './project-write';
import { readProjectDetail, readProjectPage } from './project-read';
import { PROJECT_SHEET_WORDS, projectSheet } from './project-sheet';
import type { StageActions } from './stage-actions';
import type { TemplateService } from './template-service';

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
}> = async (app, { db, templates, stages }) => {
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
};
