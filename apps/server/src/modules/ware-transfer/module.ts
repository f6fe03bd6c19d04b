import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { NoticeService } from '../notice/service';
import { createMovements } from '../warehouse/movements';
import { transferRoutes } from './routes';
import { createTransferService } from './service';

/**
 * Transfers between warehouses (docs/warehouses.md "Transfers"): sent (out at the source at
 * once), received (in at the destination) or cancelled (the out rows reversed), all through the
 * movement service.
 */
export const transferModule: FastifyPluginAsyncZod<{
  db: Db;
  notices: Pick<NoticeService, 'notify'>;
}> = async (app, { db, notices }) => {
  const movements = createMovements(notices);
  await app.register(transferRoutes, { transfers: createTransferService({ db, movements }) });
};
