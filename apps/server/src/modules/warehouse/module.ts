import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import type { NoticeService } from '../notice/service';
import { warehouseInHandler } from './in-handler';
import type { InEngine } from './in-write';
import { createMovements } from './movements';
import { warehouseRoutes } from './routes';
import { createStockService } from './service';
import { createThresholdService } from './threshold-resource';
import { createWarehouseService } from './warehouse-resource';

/**
 * Warehouses (docs/warehouses.md): the warehouse tree, stock and its ledger, warehouse-ins
 * through the approval engine (their handler registered with it), low-stock thresholds.
 */
export const warehouseModule: FastifyPluginAsyncZod<{
  db: Db;
  engine: InEngine & { register(handler: ApprovalDocHandler): void };
  notices: Pick<NoticeService, 'notify'>;
}> = async (app, { db, engine, notices }) => {
  const movements = createMovements(notices);
  engine.register(warehouseInHandler(movements));
  await app.register(warehouseRoutes, {
    warehouses: createWarehouseService(db),
    stock: createStockService({ db, movements, engine }),
    thresholds: createThresholdService(db, notices),
  });
};
