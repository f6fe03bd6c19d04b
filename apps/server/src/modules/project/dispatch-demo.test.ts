import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { purchaseOrder } from '../purchase/tables';
import { stockMovement } from '../warehouse/tables';
import { projectDispatch, projectSkuOrder, projectSkuOrderWork } from './tables';

describe.each(areaEngines())('demo SKU orders and dispatches on %s', (engine) => {
  const t = useTestApp(engine);

  it('has a SKU order served from stock with its ledger rows, one ordered through purchasing, one cancelled', async () => {
    const orders = await t.db
      .select({
        id: projectSkuOrder.id,
        code: projectSkuOrder.code,
        status: projectSkuOrder.status,
      })
      .from(projectSkuOrder)
      .orderBy(projectSkuOrder.id);
    expect(orders.map((o) => o.status)).toEqual(['issued', 'ordered', 'cancelled']);
    const issued = orders[0]!;
    const ledger = await t.db
      .select({ kind: stockMovement.kind, quantity: stockMovement.quantity })
      .from(stockMovement)
      .where(and(eq(stockMovement.source, 'skuOrder'), eq(stockMovement.sourceId, issued.id)));
    expect(ledger.length).toBeGreaterThan(0);
    for (const row of ledger) {
      expect(row.kind).toBe('out');
      expect(row.quantity).toBeLessThan(0);
    }
    const work = await t.db
      .select({ status: purchaseOrder.status })
      .from(projectSkuOrderWork)
      .innerJoin(purchaseOrder, eq(purchaseOrder.id, projectSkuOrderWork.orderId))
      .where(eq(projectSkuOrderWork.skuOrderId, orders[1]!.id));
    expect(work).toEqual([{ status: 'pending' }]);
  });

  it('has dispatches in every state', async () => {
    const rows = await t.db.select({ status: projectDispatch.status }).from(projectDispatch);
    expect(rows.map((r) => r.status).sort()).toEqual([
      'cancelled',
      'dispatched',
      'done',
      'planned',
    ]);
  });
});
