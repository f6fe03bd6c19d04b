import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { createDeptService } from './dept-service';
import { createEnterpriseService } from './enterprise-service';
import { createPostService } from './post-service';
import { orgRoutes } from './routes';
import { createStoreService } from './store-service';

/** Organisation: enterprises, departments, positions and stores. */
export const orgModule: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(orgRoutes, {
    enterprises: createEnterpriseService(db),
    depts: createDeptService(db),
    posts: createPostService(db),
    stores: createStoreService(db),
  });
};
