import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { issuedOrder, returnOrder, stockedProject } from '../project/material-fixtures';
import { stockMovement } from './tables';
import {
  adminOf,
  call,
  countedCategory,
  ledgerSum,
  newWarehouse,
  quantityOf,
  stockIn,
  type Harness,
  type Person,
} from './test-fixtures';

/** The ledger rows document `sourceId` of `source` posted, oldest first. */
function rowsOf(t: Harness, source: 'transfer' | 'skuOrder', sourceId: number) {
  return t.db
    .select({ id: stockMovement.id, kind: stockMovement.kind })
    .from(stockMovement)
    .where(and(eq(stockMovement.source, source), eq(stockMovement.sourceId, sourceId)))
    .orderBy(stockMovement.id);
}

/** Reverses movement `id` by hand from the ledger, as `by`. */
function reverseByHand(t: Harness, by: Person, id: number) {
  return call(t, by, 'POST', `/ware/movement/${id}/reverse`, { reason: '录错了' });
}

describe.each(areaEngines())('ledger rows a document posted, on %s', (engine) => {
  const t = useTestApp(engine);

  it('refuses to reverse a transfer’s row by hand, naming the transfer; it is received as sent', async () => {
    const admin = await adminOf(t);
    const from = await newWarehouse(t, admin);
    const to = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    await stockIn(t, admin, admin, {
      warehouseId: from,
      source: 'other',
      lines: [{ categoryId: c, quantity: 6, unitPrice: '2.00' }],
    });
    const sent = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [{ categoryId: c, quantity: 4 }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const doc = sent.json().data as { transferId: number; code: string; version: number };
    const [out] = await rowsOf(t, 'transfer', doc.transferId);
    expect(out).toMatchObject({ kind: 'transferOut' });

    const refused = await reverseByHand(t, admin, out!.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toContain(doc.code);
    // Nothing changed: the stock, the ledger, the transfer's own rows.
    expect(await quantityOf(t, from, c)).toBe(2);
    expect(await ledgerSum(t, from, c)).toBe(2);
    expect(await rowsOf(t, 'transfer', doc.transferId)).toHaveLength(1);

    const received = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/receive`, {
      version: doc.version,
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await quantityOf(t, to, c)).toBe(4);
    const [, into] = await rowsOf(t, 'transfer', doc.transferId);
    expect(into).toMatchObject({ kind: 'transferIn' });
    // The destination's row is the transfer's too.
    expect((await reverseByHand(t, admin, into!.id)).statusCode).toBe(409);
    expect(await quantityOf(t, to, c)).toBe(4);
  });

  it('refuses to reverse a SKU order’s row by hand, naming the order; the order’s return does it', async () => {
    const { admin, made, a, warehouseId } = await stockedProject(t);
    const order = await issuedOrder(t, admin, made.id, warehouseId, [
      { skuId: a.skuId, quantity: 4 },
    ]);
    const [out] = await rowsOf(t, 'skuOrder', order.id);
    expect(out).toMatchObject({ kind: 'out' });

    const refused = await reverseByHand(t, admin, out!.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toContain(order.code);
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(6);

    const returned = await returnOrder(t, admin, order);
    expect(returned.data).toMatchObject({ status: 'returned' });
    expect(await quantityOf(t, warehouseId, a.categoryId)).toBe(10);
    expect(await ledgerSum(t, warehouseId, a.categoryId)).toBe(10);
  });
});
