import { PERMISSIONS, PROJECT_STATS_URL, projectStatsSchema } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../core/access';
import { envelopeOf, ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { readProjectStats } from './stats';

/** `GET /item/stats`: the home page's project panel, for holders of the project view key. */
export const projectStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    PROJECT_STATS_URL,
    {
      config: { permission: PERMISSIONS.project.view },
      schema: {
        tags: ['project'],
        summary:
          'The home panel: the caller’s projects in progress, their stages past the planned end and their requests in approval',
        response: { 200: envelopeOf(projectStatsSchema) },
      },
    },
    async (request) => ok(await readProjectStats(db, currentUser(request))),
  );
};
