import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/fastify-types';
import { byPerson } from '../../core/step-by';
import type { Db } from '../../db/client';
import { purchaseOrder } from '../purchase/tables';
import { releaseStock } from '../warehouse/reservations';
import { holderOf, lockSkuOrder, moveSkuOrder } from './sku-order-steps';
import { projectSkuOrder, projectSkuOrderWork } from './tables';

/*
 * A SKU order served through purchasing (docs/projects.md, docs/purchasing.md): a purchaser
 * makes a work order from it (`POST /purchase/order` with `skuOrderId`), as from a warehouse
 * purchase order; the work order's outcome moves it on.
 */

/**
 * In the work order's transaction: SKU order `id` of an open project in the caller's scope
 * (404, 409), open (409: a second work order from an ordered one is refused). Returns what
 * links the work order once it is written: the SKU order becomes `ordered`, and lets go of what
 * it reserved.
 */
export async function orderSkuOrder(
  tx: Db,
  user: AuthUser,
  id: number,
): Promise<(order: { id: number; code: string }) => Promise<void>> {
  const row = await lockSkuOrder(tx, user, id, ['open']);
  return async (order) => {
    // Served through purchasing: what it reserved in a warehouse is let go.
    await releaseStock(tx, holderOf(row), user.userId);
    await tx.insert(projectSkuOrderWork).values({ skuOrderId: id, orderId: order.id });
    await moveSkuOrder(tx, row, 'ordered', 'order', byPerson(user), { note: order.code });
  };
}

/**
 * After work order `orderId` was rejected, withdrawn or closed (purchasing's followWorkOrder
 * calls it then): the SKU order it was made from goes back to open when none of its work orders
 * is live any more (it can be served again), and is `received` when every live one is closed.
 * `userId` is who caused it.
 */
export async function followSkuOrder(tx: Db, orderId: number, userId: number | null) {
  const [link] = await tx
    .select({ skuOrderId: projectSkuOrderWork.skuOrderId, code: purchaseOrder.code })
    .from(projectSkuOrderWork)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, projectSkuOrderWork.orderId))
    .where(eq(projectSkuOrderWork.orderId, orderId));
  if (!link) return;
  const [row] = await tx
    .select()
    .from(projectSkuOrder)
    .where(eq(projectSkuOrder.id, link.skuOrderId))
    .for('update');
  if (!row || row.status !== 'ordered') return;
  const { rows } = (await tx.execute(sql`
    select count(*) filter (where o.status not in ('rejected', 'withdrawn'))::int as live,
      count(*) filter (where o.status = 'closed')::int as closed
    from project_sku_order_work w join purchase_order o on o.id = w.order_id
    where w.sku_order_id = ${row.id}`)) as unknown as { rows: { live: number; closed: number }[] };
  const live = Number(rows[0]?.live ?? 0);
  const closed = Number(rows[0]?.closed ?? 0);
  if (live === 0) {
    await moveSkuOrder(tx, row, 'open', 'reopen', { userId }, { note: link.code });
  } else if (closed === live) {
    await moveSkuOrder(tx, row, 'received', 'receive', { userId }, { note: link.code });
  }
}
