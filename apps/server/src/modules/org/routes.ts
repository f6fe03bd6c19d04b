import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deptRoutes } from './dept-routes';
import type { DeptService } from './dept-service';
import { enterpriseRoutes } from './enterprise-routes';
import type { EnterpriseService } from './enterprise-service';
import { postRoutes } from './post-routes';
import type { PostService } from './post-service';
import { storeRoutes } from './store-routes';
import type { StoreService } from './store-service';

export interface OrgRoutesOptions {
  enterprises: EnterpriseService;
  depts: DeptService;
  posts: PostService;
  stores: StoreService;
}

/**
 * Organisation (DESIGN §7): the SPEC §7 lists every signed-in user reads (the org picker), and
 * the admin console's calls, each behind its permission key.
 */
export const orgRoutes: FastifyPluginAsyncZod<OrgRoutesOptions> = async (app, services) => {
  await app.register(enterpriseRoutes, services);
  await app.register(deptRoutes, services);
  await app.register(postRoutes, services);
  await app.register(storeRoutes, services);
};
