import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { FormDesignService } from '../form-design/service';
import { createAssetImport } from './asset-import';
import { assetRoutes } from './asset-routes';
import { createAssetService } from './asset-service';
import { categoryRoutes } from './category-routes';
import { createCategoryService } from './category-resource';

/** The assets area (docs/assets.md): builds its services from what it names, registers its routes. */
export const assetModule: FastifyPluginAsyncZod<{ db: Db; forms: FormDesignService }> = async (
  app,
  { db, forms },
) => {
  await app.register(categoryRoutes, { categories: createCategoryService(db) });
  await app.register(assetRoutes, {
    assets: createAssetService({ db, forms }),
    imports: createAssetImport({ db, forms }),
  });
};
