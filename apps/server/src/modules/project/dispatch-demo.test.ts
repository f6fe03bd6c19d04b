import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { purchaseOrder } from '../purchase/tables';
import { stockMovement } from '../warehouse/tables';
import { NOTICE_TYPES } from '@depot/shared';
import { notice } from '../../db/schema/notice';
import { appUser } from '../../db/schema/users';
import {
  projectDispatch,
  projectMaterialDiscard,
  projectSkuOrder,
  projectSkuOrderWork,
} from './tables';
import { readHoldings } from './material-holdings';

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

  it('has a material discard of the issued order approved and one in approval, by the staff', async () => {
    const [issued] = await t.db
      .select({ id: projectSkuOrder.id, projectId: projectSkuOrder.projectId })
      .from(projectSkuOrder)
      .where(eq(projectSkuOrder.status, 'issued'));
    const discards = await t.db
      .select({ status: projectMaterialDiscard.status, applicant: appUser.username })
      .from(projectMaterialDiscard)
      .innerJoin(appUser, eq(appUser.id, projectMaterialDiscard.applicantId))
      .where(eq(projectMaterialDiscard.projectId, issued!.projectId))
      .orderBy(projectMaterialDiscard.id);
    expect(discards).toEqual([
      { status: 'approved', applicant: 'staff' },
      { status: 'pending', applicant: 'staff' },
    ]);
    const holdings = await readHoldings(t.db, issued!.projectId);
    expect(holdings.reduce((n, h) => n + h.discarded, 0)).toBe(1);
    expect(holdings.reduce((n, h) => n + h.pending, 0)).toBe(1);
    const told = async (username: string, type: number) =>
      t.db
        .select({ id: notice.id })
        .from(notice)
        .innerJoin(appUser, eq(appUser.id, notice.recipientId))
        .where(and(eq(appUser.username, username), eq(notice.type, type)));
    expect(await told('admin', NOTICE_TYPES.materialDiscardApproval)).toHaveLength(2);
    expect(await told('staff', NOTICE_TYPES.materialDiscardApplication)).toHaveLength(1);
  });
});
