import { action, actionRoutes } from '../../core/resource/action-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../core/envelope';
import { recordRoutes } from '../../core/resource/resource-routes';
import { enterpriseListQuery, enterpriseNodeSchema, enterpriseTreeSchema } from '@depot/shared';
import { enterpriseResource, type EnterpriseService } from './enterprise-service';

export const enterpriseRoutes: FastifyPluginAsyncZod<{ enterprises: EnterpriseService }> = async (
  app,
  { enterprises },
) => {
  app.get(
    '/as/enterprise/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['org'],
        summary: 'Enterprises under parentEntCode (-1: the top level)',
        querystring: enterpriseListQuery,
        response: { 200: envelopeOf(z.array(enterpriseNodeSchema)) },
      },
    },
    async (request) => ok(await enterprises.list(request.query.parentEntCode)),
  );
  await app.register(
    actionRoutes(
      ['org'],
      [
        action('GET /admin/enterprise/tree', {
          permission: 'sys_ent_view',
          summary: 'Every enterprise as a tree',
          reply: z.array(enterpriseTreeSchema),
          run: () => enterprises.tree(),
        }),
      ],
    ),
  );
  await app.register(recordRoutes(enterpriseResource, enterprises));
};
