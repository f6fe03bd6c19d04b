import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { logRoutes } from './routes';
import { createLogService } from './service';

/** The audit and sign-in logs. */
export const logModule: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(logRoutes, { logs: createLogService(db) });
};
