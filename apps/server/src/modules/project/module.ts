import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { projectRoutes } from './routes';
import { createStageActions } from './stage-actions';
import { createTemplateService } from './template-service';

/**
 * Projects (docs/projects.md): templates of stages, projects made from them at a store, the
 * stages' schedule, start, finish and hidden-work gates.
 */
export const projectModule: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(projectRoutes, {
    db,
    templates: createTemplateService(db),
    stages: createStageActions(db),
  });
};
