import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runWhileOpen } from '../../core/periodic';
import type { Db } from '../../db/client';
import type { FileService } from '../files/service';
import type { NoticeService } from '../notice/service';
import { createPriceService } from './prices';
import { createQualificationService } from './qualifications';
import { sendQualificationReminders } from './reminders';
import { purchaseRoutes } from './routes';
import { createSkuService } from './sku-resource';
import { createSupplierService } from './supplier-resource';

/**
 * Purchasing (docs/purchasing.md): suppliers, their qualification files and prices, the SKU
 * catalogue; notice 35 before a qualification lapses.
 */
export const purchaseModule: FastifyPluginAsyncZod<{
  db: Db;
  notices: Pick<NoticeService, 'notify'>;
  /** Which uploads a user may attach as a qualification file. */
  files: Pick<FileService, 'readable'>;
  /** Seconds between qualification reminder checks (0: none). */
  checkSeconds: number;
}> = async (app, { db, notices, files, checkSeconds }) => {
  await app.register(purchaseRoutes, {
    suppliers: createSupplierService(db),
    skus: createSkuService(db),
    priceList: createPriceService(db),
    files: createQualificationService(db, files),
  });
  // Notice 35: qualification files about to lapse, checked at start and then every few seconds.
  runWhileOpen(
    app,
    checkSeconds,
    async () => {
      const reminded = await sendQualificationReminders(db, notices);
      if (reminded.length) app.log.info({ files: reminded }, 'qualification reminders sent');
    },
    'qualification expiry check',
  );
};
