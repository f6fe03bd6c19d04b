import { assetCategoryListQuery, assetCategorySchema, PERMISSIONS } from '@depot/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../core/envelope';
import { resourceRoutes } from '../../core/resource/resource-routes';
import { categoryResource, type CategoryService } from './category-resource';

/** Asset categories: the kit's five calls and the whole tree as one flat list. */
export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/as/category/list',
    {
      // The asset register's filter and form pick categories too: viewing assets is enough.
      config: { permission: [PERMISSIONS.asset.category.view, PERMISSIONS.asset.asset.view] },
      schema: {
        tags: ['asset'],
        summary: 'Every category, flat (parentId links them), in display order',
        querystring: assetCategoryListQuery,
        response: { 200: envelopeOf(z.array(assetCategorySchema)) },
      },
    },
    async (request) => ok(await categories.list(request.query)),
  );
  await app.register(resourceRoutes(categoryResource, categories));
};
