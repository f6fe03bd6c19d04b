import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runWhileOpen } from '../../core/periodic';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import type { FileService } from '../files/service';
import type { FormDesignService } from '../form-design/service';
import type { NoticeService } from '../notice/service';
import { createMovements } from '../warehouse/movements';
import { afterSaleRoutes } from './after-sale-routes';
import { createAfterSaleWriter } from './after-sale-write';
import { purchaseAmendmentHandler } from './amendment-handler';
import { purchaseOrderHandler } from './order-handler';
import { orderRoutes } from './order-routes';
import { createOrderService } from './order-service';
import type { OrderEngine } from './order-write';
import { createPriceService } from './prices';
import { createQualificationService } from './qualifications';
import { sendQualificationReminders } from './reminders';
import { replenishmentRoutes } from './replenishment-routes';
import { purchaseRoutes } from './routes';
import { createSkuService } from './sku-resource';
import { purchaseStatsRoutes } from './stats-routes';
import { createSupplierService } from './supplier-resource';
import { templateRoutes } from './template-routes';
import { createTemplateService } from './template-service';

/**
 * Purchasing (docs/purchasing.md): suppliers, their qualification files and prices, the SKU
 * catalogue; notice 35 before a qualification lapses; work orders through the approval engine
 * (their handler registered with it, notices 33/34), split into supplier sub-orders received
 * into warehouses through the movement service; purchase templates prefilling orders;
 * after-sales orders against received lines (a return-to-supplier movement out, and back in).
 */
export const purchaseModule: FastifyPluginAsyncZod<{
  db: Db;
  engine: OrderEngine & { register(handler: ApprovalDocHandler): void };
  notices: Pick<NoticeService, 'notify'>;
  /** Which uploads a user may attach as a qualification file. */
  files: Pick<FileService, 'readable'>;
  /** Purchase templates' header designs: found and their values checked. */
  forms: FormDesignService;
  /** Seconds between qualification reminder checks (0: none). */
  checkSeconds: number;
}> = async (app, { db, engine, notices, files, forms, checkSeconds }) => {
  engine.register(purchaseOrderHandler);
  engine.register(purchaseAmendmentHandler);
  await app.register(purchaseRoutes, {
    suppliers: createSupplierService(db),
    skus: createSkuService(db),
    priceList: createPriceService(db),
    files: createQualificationService(db, files),
  });
  const templates = createTemplateService({ db, forms });
  await app.register(templateRoutes, { templates });
  const movements = createMovements(notices);
  await app.register(orderRoutes, {
    orders: createOrderService({ db, engine, movements, templates, notices }),
  });
  await app.register(afterSaleRoutes, {
    db,
    writer: createAfterSaleWriter({ db, movements, files }),
  });
  // The home page's panel.
  await app.register(purchaseStatsRoutes, { db });
  // Warehouse purchase orders (notices 38/39), made into work orders through POST /purchase/order.
  await app.register(replenishmentRoutes, { db, notices });
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
