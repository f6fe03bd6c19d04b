import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import type { NoticeService } from '../notice/service';
import { createMovements } from '../warehouse/movements';
import { stocktakeHandler } from './handler';
import type { StocktakeEngine } from './plan-write';
import { stocktakeRoutes } from './routes';
import { createStocktakeService } from './service';

/**
 * Stocktakes (docs/warehouses.md "Stocktakes"): plans, counting by scan, and their differences
 * through the approval engine (the handler registered with it), posted by the movement service.
 */
export const stocktakeModule: FastifyPluginAsyncZod<{
  db: Db;
  engine: StocktakeEngine & { register(handler: ApprovalDocHandler): void };
  notices: Pick<NoticeService, 'notify'>;
}> = async (app, { db, engine, notices }) => {
  engine.register(stocktakeHandler(createMovements(notices)));
  await app.register(stocktakeRoutes, { stocktakes: createStocktakeService({ db, engine }) });
};
