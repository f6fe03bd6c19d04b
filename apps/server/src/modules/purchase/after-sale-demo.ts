import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import type { FileService } from '../files/service';
import type { MovementService } from '../warehouse/movements';
import { createAfterSaleWriter } from './after-sale-write';
import type { OrderService } from './order-service';

/**
 * Demo after-sales orders (called by order-demo.ts), through the real service, on the demo's
 * received sub-orders: an open return of receipt paper on the partly received one; on the
 * closed one, a toner cartridge sent for exchange (out of 华东仓 through a return-to-supplier
 * movement) and a return of A4 paper sent and closed with its credit. They take 3 consumables
 * out of 华东仓 (1 toner, 2 paper) and add two ledger rows.
 */
export async function seedDemoAfterSales(
  tx: Db,
  ctx: {
    admin: AuthUser;
    orders: OrderService;
    movements: MovementService;
    files: Pick<FileService, 'readable'>;
    /** The partly received sub-order (receipt paper) and the closed one (paper, toner). */
    partlyId: number | undefined;
    closedId: number | undefined;
  },
): Promise<void> {
  const { admin, orders } = ctx;
  const afterSales = createAfterSaleWriter({ db: tx, movements: ctx.movements, files: ctx.files });
  if (ctx.partlyId !== undefined) {
    const [receipt] = (await orders.suborder(admin, ctx.partlyId)).lines;
    if (receipt && receipt.received >= 2) {
      await afterSales.create(admin, {
        lineId: receipt.lineId,
        kind: 'return',
        quantity: 2,
        reason: '热敏纸受潮发黄，打印不清',
        fileIds: [],
      });
    }
  }
  if (ctx.closedId === undefined) return;
  const [paper, toner] = (await orders.suborder(admin, ctx.closedId)).lines;
  if (toner && toner.received >= 1) {
    const exchange = await afterSales.create(admin, {
      lineId: toner.lineId,
      kind: 'exchange',
      quantity: 1,
      reason: '硒鼓漏粉，供应商同意换新',
      fileIds: [],
    });
    await afterSales.send(admin, exchange.afterSaleId, exchange.version);
  }
  if (paper && paper.received >= 2) {
    const back = await afterSales.create(admin, {
      lineId: paper.lineId,
      kind: 'return',
      quantity: 2,
      reason: '两箱 A4 纸运输中淋湿',
      fileIds: [],
    });
    const sent = await afterSales.send(admin, back.afterSaleId, back.version);
    await afterSales.close(admin, back.afterSaleId, { version: sent.version });
  }
}
