import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { FileService } from '../files/service';
import type { FileStorage } from '../files/storage';
import { wareOrderRoutes } from './routes';
import { createWareOrderService, type SpecialOrderApprovals } from './service';
import { specialOrderHandler } from './special-handler';

/**
 * Warehouse work orders and special work orders (docs/ware-orders.md): registers the special
 * orders' handler with the approval engine, and the routes of both.
 */
export const wareOrderModule: FastifyPluginAsyncZod<{
  db: Db;
  /** The approval engine: special orders are submitted to it, their handler registered. */
  approvals: SpecialOrderApprovals;
  /** Which uploads a user may attach as photos. */
  files: Pick<FileService, 'readable'>;
  /** Where photos are read and receivers' signatures stored, and the upload limit. */
  storage: FileStorage;
  uploadMaxMb: number;
}> = async (app, options) => {
  options.approvals.register(specialOrderHandler);
  await app.register(wareOrderRoutes, { orders: createWareOrderService(options) });
};
