import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runWhileOpen } from '../../core/periodic';
import type { Db } from '../../db/client';
import type { ApprovalDocHandler } from '../approval/doc-handler';
import type { NoticeService } from '../notice/service';
import { warehouseInHandler } from './in-handler';
import type { InEngine } from './in-write';
import { createMovements } from './movements';
import { expireReservations } from './reservation-expiry';
import { warehouseRoutes } from './routes';
import { createStockService } from './service';
import { createThresholdService } from './threshold-resource';
import { createWarehouseService } from './warehouse-resource';

/**
 * Warehouses (docs/warehouses.md): the warehouse tree, stock and its ledger, warehouse-ins
 * through the approval engine (their handler registered with it), low-stock thresholds; stock
 * reservations lapsing (notices 53, 54).
 */
export const warehouseModule: FastifyPluginAsyncZod<{
  db: Db;
  engine: InEngine & { register(handler: ApprovalDocHandler): void };
  notices: Pick<NoticeService, 'notify'>;
  /** Seconds between the reservations' expiry checks (0: none). */
  checkSeconds: number;
  /** Days before a hold lapses its reserver is told (notice 53). */
  reservationLeadDays: number;
}> = async (app, { db, engine, notices, checkSeconds, reservationLeadDays }) => {
  const movements = createMovements(notices);
  engine.register(warehouseInHandler(movements));
  await app.register(warehouseRoutes, {
    warehouses: createWarehouseService(db),
    stock: createStockService({ db, movements, engine }),
    thresholds: createThresholdService(db, notices),
  });
  // Notices 53 and 54: holds about to lapse, and lapsed ones let go, checked as notice 35's.
  runWhileOpen(
    app,
    checkSeconds,
    async () => {
      const round = await expireReservations(db, notices, reservationLeadDays);
      if (round.warned.length || round.expired.length) app.log.info(round, 'reservations checked');
    },
    'reservation expiry check',
  );
};
