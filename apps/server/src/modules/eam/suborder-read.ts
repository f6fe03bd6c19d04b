import type { RepairSubOrder, SubOrderStatus } from '@depot/shared';
import { asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appUser, repairOrder, repairSubOrder } from '../../db/schema';

const worker = alias(appUser, 'worker');

export type SubOrderRecord = typeof repairSubOrder.$inferSelect;

/** Sub-orders matching `where` as answered, in the order they were added. */
export async function readSubOrders(tx: Db, where: SQL): Promise<RepairSubOrder[]> {
  const rows = await tx
    .select({
      s: repairSubOrder,
      orderCode: repairOrder.code,
      nickname: worker.nickname,
      username: worker.username,
    })
    .from(repairSubOrder)
    .innerJoin(repairOrder, eq(repairOrder.id, repairSubOrder.orderId))
    .leftJoin(worker, eq(worker.id, repairSubOrder.assigneeId))
    .where(where)
    .orderBy(asc(repairSubOrder.id));
  return rows.map(({ s, orderCode, nickname, username }) => ({
    subOrderId: s.id,
    orderId: s.orderId,
    orderCode,
    trade: s.trade,
    assigneeId: s.assigneeId,
    assigneeName: nickname ?? username,
    status: s.status as SubOrderStatus,
    labourCost: s.labourCost,
    materialCost: s.materialCost,
    remark: s.remark,
    beforePhotos: s.beforePhotos,
    afterPhotos: s.afterPhotos,
    version: s.version,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
}
