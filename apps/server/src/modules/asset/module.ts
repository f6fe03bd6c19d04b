import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { runWhileOpen } from '../../core/periodic';
import { labelRoutes } from '../asset-labels/routes';
import type { FileService } from '../files/service';
import type { FormDesignService } from '../form-design/service';
import type { NoticeService } from '../notice/service';
import { sendExpiryReminders } from './reminders';
import { assetFileRoutes } from './asset-file-routes';
import { createAssetFileService } from './asset-files';
import { createAssetImport } from './asset-import';
import { assetRoutes } from './asset-routes';
import { assetStatsRoutes } from './asset-stats';
import { createAssetService } from './asset-service';
import { categoryRoutes } from './category-routes';
import { createCategoryService } from './category-resource';

/** The assets area (docs/assets.md): builds its services from what it names, registers its routes. */
export const assetModule: FastifyPluginAsyncZod<{
  db: Db;
  forms: FormDesignService;
  notices: NoticeService;
  /** Which uploads a user may attach to an asset (its photos and files). */
  files: Pick<FileService, 'readable'>;
  /** Seconds between expiry reminder checks (0: none). */
  checkSeconds: number;
  /** DEPOT_PUBLIC_URL: the origin label QR codes name (null: each request's). */
  publicUrl: string | null;
}> = async (app, { db, forms, notices, files, checkSeconds, publicUrl }) => {
  await app.register(categoryRoutes, { categories: createCategoryService(db) });
  await app.register(assetRoutes, {
    assets: createAssetService({ db, forms, notices }),
    imports: createAssetImport({ db, forms, notices }),
  });
  await app.register(assetFileRoutes, { assetFiles: createAssetFileService({ db, files }) });
  await app.register(assetStatsRoutes, { db });
  await app.register(labelRoutes, { db, publicUrl });
  // Notice 1: assets nearing expiry, checked at start and then every few seconds.
  runWhileOpen(
    app,
    checkSeconds,
    async () => {
      const reminded = await sendExpiryReminders(db, notices);
      if (reminded.length) app.log.info({ assets: reminded }, 'asset expiry reminders sent');
    },
    'asset expiry check',
  );
};
