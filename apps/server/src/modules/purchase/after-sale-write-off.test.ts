import { PERMISSIONS } from '@depot/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/logs';
import {
  call,
  ledgerSum,
  newWarehouse,
  personWith,
  quantityOf,
  type Person,
} from '../warehouse/test-fixtures';
import { AFTER_SALE_KEYS, afterSaleWorld, receivedSub } from './after-sale-fixtures';
import { purchaseAfterSale } from './tables';

const A = PERMISSIONS.purchase.afterSale;

describe.each(areaEngines())('after-sales write-off on %s', (engine) => {
  const t = useTestApp(engine);
  const create = (by: Person, body: object) => call(t, by, 'POST', '/purchase/after-sale', body);
  const step = (by: Person, id: number, what: string, body: object) =>
    call(t, by, 'POST', `/purchase/after-sale/${id}/${what}`, body);

  it('closes an exchange whose rest never comes back, with its reason and no stock moved; refusals write nothing', async () => {
    const w = await afterSaleWorld(t);
    const sub = await receivedSub(t, w, 5);
    const lineId = sub.lines[0]!.lineId;
    const { categoryId } = w.a;
    const made = (
      await create(w.buyer, { lineId, kind: 'exchange', quantity: 3, reason: '型号错误' })
    ).json().data;
    expect(made).toMatchObject({ writtenOff: 0, writeOffReason: null, canWriteOff: false });
    // Not sent yet: nothing is out to write off.
    const early = await step(w.buyer, made.afterSaleId, 'write-off', {
      version: made.version,
      reason: '供应商停产',
    });
    expect(early.statusCode).toBe(409);
    const sent = (await step(w.buyer, made.afterSaleId, 'send', { version: made.version })).json()
      .data;
    const part = (
      await step(w.buyer, made.afterSaleId, 'receive-back', { version: sent.version, quantity: 1 })
    ).json().data;
    expect(part).toMatchObject({ status: 'sent', receivedBack: 1, canWriteOff: true });
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(3);
    const { version } = part;

    // Refused, each writing nothing: no reason (400), no key (403), another scope (404), stale (409).
    const stored = async () =>
      (
        await t.db
          .select()
          .from(purchaseAfterSale)
          .where(eq(purchaseAfterSale.id, made.afterSaleId))
      )[0];
    const before = await stored();
    for (const body of [
      { version },
      { version, reason: '   ' },
      { version, reason: 'x'.repeat(201) },
    ]) {
      expect((await step(w.buyer, made.afterSaleId, 'write-off', body)).statusCode).toBe(400);
    }
    const handler = await personWith(t, [A.view, A.add]);
    const refused = await step(handler, made.afterSaleId, 'write-off', { version, reason: '停产' });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(t, handler, 'GET', `/purchase/after-sale/${made.afterSaleId}`)).json().data
        .canWriteOff,
    ).toBe(false);
    const stranger = await personWith(t, [...AFTER_SALE_KEYS], 'self');
    await newWarehouse(t, w.admin, { keeperIds: [stranger.id] });
    expect(
      (await step(stranger, made.afterSaleId, 'write-off', { version, reason: '停产' })).statusCode,
    ).toBe(404);
    expect(
      (await step(w.buyer, made.afterSaleId, 'write-off', { version: version - 1, reason: '停产' }))
        .statusCode,
    ).toBe(409);
    expect(await stored()).toEqual(before);

    // Written off: closed, the 2 still out recorded with the reason; the stock and the ledger
    // stay as they were (the goods left when it was sent), audited and on the timeline.
    const done = await step(w.buyer, made.afterSaleId, 'write-off', {
      version,
      reason: '供应商停产，不再补发',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'closed',
      quantity: 3,
      receivedBack: 1,
      writtenOff: 2,
      writeOffReason: '供应商停产，不再补发',
      canWriteOff: false,
      canReceiveBack: false,
      canClose: false,
    });
    expect(done.json().data.closedAt).not.toBeNull();
    expect(done.json().data.movements.map((m: { quantity: number }) => m.quantity)).toEqual([
      -3, 1,
    ]);
    expect(done.json().data.events.at(-1)).toMatchObject({
      action: 'writeOff',
      fromStatus: 'sent',
      toStatus: 'closed',
      note: expect.stringContaining('×2 (1/3): 供应商停产，不再补发'),
    });
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(3);
    expect(await ledgerSum(t, w.warehouseId, categoryId)).toBe(3);
    const audits = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'writeOff'), eq(auditLog.entityId, String(made.afterSaleId))));
    expect(audits).toHaveLength(1);

    // Closed: nothing more is written off or taken back.
    const closed = done.json().data.version;
    expect(
      (await step(w.buyer, made.afterSaleId, 'write-off', { version: closed, reason: '再次' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await step(w.buyer, made.afterSaleId, 'receive-back', { version: closed, quantity: 1 }))
        .statusCode,
    ).toBe(409);
  });

  it('does not write off a return: its goods are not expected back (409)', async () => {
    const w = await afterSaleWorld(t);
    const sub = await receivedSub(t, w, 5);
    const ret = (
      await create(w.buyer, {
        lineId: sub.lines[0]!.lineId,
        kind: 'return',
        quantity: 1,
        reason: '多发',
      })
    ).json().data;
    const sent = (await step(w.buyer, ret.afterSaleId, 'send', { version: ret.version })).json()
      .data;
    expect(sent.canWriteOff).toBe(false);
    const res = await step(w.buyer, ret.afterSaleId, 'write-off', {
      version: sent.version,
      reason: '不退了',
    });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db
      .select({ status: purchaseAfterSale.status, writtenOff: purchaseAfterSale.writtenOff })
      .from(purchaseAfterSale)
      .where(eq(purchaseAfterSale.id, ret.afterSaleId));
    expect(row).toEqual({ status: 'sent', writtenOff: 0 });
  });
});
