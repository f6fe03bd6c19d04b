import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeItemSchema, storeListQuery } from '@depot/shared';
import { envelopeOf, ok } from '../../core/envelope';
import { resourceRoutes } from '../../core/resource/resource-routes';
import { storeResource, type StoreService } from './store-service';

export const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService }> = async (
  app,
  { stores },
) => {
  app.get(
    '/admin/store/list',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['org'],
        summary: 'Stores (pickers), by enterprise or region',
        querystring: storeListQuery,
        response: { 200: envelopeOf(z.array(storeItemSchema)) },
      },
    },
    async (request) => ok(await stores.list(request.query)),
  );
  await app.register(resourceRoutes(storeResource, stores));
};
