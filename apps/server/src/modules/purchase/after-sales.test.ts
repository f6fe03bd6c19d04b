import { PERMISSIONS } from '@depot/shared';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { cellText, readXlsx } from '../../core/excel/xlsx-reader';
import { daysFromToday } from '../../core/time-zone';
import { upload } from '../ware-order/test-fixtures';
import {
  call,
  ledgerSum,
  newWarehouse,
  personWith,
  quantityOf,
  type Person,
} from '../warehouse/test-fixtures';
import { ORDER_KEYS, newSupplier, priceOf } from './order-fixtures';
import {
  AFTER_SALE_KEYS,
  afterSaleWorld,
  receivedSub,
  type AfterSaleWorld,
  type Line,
  type ReceivedOptions,
} from './after-sale-fixtures';
import { purchaseAfterSale } from './tables';

const A = PERMISSIONS.purchase.afterSale;

/** A day `days` from today in the stores' time (the rating's days). */
const chinaDay = daysFromToday;

describe.each(areaEngines())('purchase after-sales orders on %s', (engine) => {
  const t = useTestApp(engine);

  const world = () => afterSaleWorld(t);
  type World = AfterSaleWorld;
  const received = (w: World, got: number, opts?: ReceivedOptions) => receivedSub(t, w, got, opts);

  const create = (by: Person, body: object) => call(t, by, 'POST', '/purchase/after-sale', body);
  const step = (by: Person, id: number, what: string, body: object) =>
    call(t, by, 'POST', `/purchase/after-sale/${id}/${what}`, body);
  const rows = async () =>
    Number((await t.db.select({ n: count() }).from(purchaseAfterSale))[0]!.n);

  it('is made against a received line up to what is left of it; bad calls answer 400/403/404/409 and write nothing', async () => {
    const w = await world();
    const sub = await received(w, 5);
    const [lineA, lineB] = sub.lines;
    const fileId = await upload(t, w.buyer, 'broken box');
    const made = await create(w.buyer, {
      lineId: lineA!.lineId,
      kind: 'exchange',
      quantity: 2,
      reason: '外包装破损',
      fileIds: [fileId],
    });
    expect(made.statusCode, made.body).toBe(200);
    const first = made.json().data;
    expect(first).toMatchObject({
      kind: 'exchange',
      status: 'open',
      quantity: 2,
      reason: '外包装破损',
      suborder: { id: sub.suborderId },
      supplier: { id: w.supplierId },
      warehouse: { id: w.warehouseId },
      line: { lineId: lineA!.lineId, unitPrice: '12.50', received: 5 },
      files: [{ id: fileId, name: 'photo.png', url: `/admin/files/${fileId}` }],
      movements: [],
      canSend: true,
      canClose: false,
      canCancel: true,
    });
    expect(first.code).toMatch(/^SH\d{8}\d{6}$/);
    expect(first.events.map((e: { action: string }) => e.action)).toEqual(['create']);
    const before = await rows();

    // Beyond received − already under after-sales: 409 naming the figures.
    const over = await create(w.buyer, {
      lineId: lineA!.lineId,
      kind: 'return',
      quantity: 4,
      reason: '质量问题',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toContain('3 = received 5 − already under after-sales 2');
    // Nothing of line b was received.
    const none = await create(w.buyer, {
      lineId: lineB!.lineId,
      kind: 'return',
      quantity: 1,
      reason: '质量问题',
    });
    expect(none.statusCode).toBe(409);

    const body = { lineId: lineA!.lineId, kind: 'return', quantity: 1, reason: '质量问题' };
    for (const bad of [
      { ...body, quantity: 0 },
      { ...body, reason: ' ' },
      { ...body, kind: 'swap' },
      { ...body, fileIds: ['not-an-upload'] },
      { ...body, fileIds: [fileId, fileId] },
    ]) {
      const res = await create(w.buyer, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Another user's upload, attached nowhere, is not theirs to attach.
    const loose = await upload(t, w.buyer, 'unsent photo');
    const stranger = await personWith(t, AFTER_SALE_KEYS);
    expect((await create(stranger, { ...body, fileIds: [loose] })).statusCode).toBe(400);

    // Keys: 403 for each call without its key.
    const viewer = await personWith(t, [A.view]);
    const nobody = await personWith(t, [PERMISSIONS.purchase.order.view]);
    for (const [by, method, path, payload] of [
      [nobody, 'GET', '/purchase/after-sale/page', undefined],
      [nobody, 'GET', `/purchase/after-sale/${first.afterSaleId}`, undefined],
      [viewer, 'GET', '/purchase/after-sale/export', undefined],
      [viewer, 'POST', '/purchase/after-sale', body],
      [viewer, 'POST', `/purchase/after-sale/${first.afterSaleId}/send`, { version: 0 }],
      [viewer, 'POST', `/purchase/after-sale/${first.afterSaleId}/close`, { version: 0 }],
      [
        viewer,
        'POST',
        `/purchase/after-sale/${first.afterSaleId}/cancel`,
        { version: 0, reason: 'x' },
      ],
    ] as const) {
      expect((await call(t, by, method, path, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(
      (await call(t, viewer, 'GET', `/purchase/after-sale/${first.afterSaleId}`)).json().data,
    ).toMatchObject({ canSend: false, canClose: false, canCancel: false });

    // Another warehouse's keeper: neither the line nor the after-sales order is there.
    const keeper = await personWith(t, [...ORDER_KEYS, ...AFTER_SALE_KEYS], 'self');
    await newWarehouse(t, w.admin, { keeperIds: [keeper.id] });
    expect((await create(keeper, body)).statusCode).toBe(404);
    expect((await create(w.buyer, { ...body, lineId: 999999 })).statusCode).toBe(404);
    expect(
      (await call(t, keeper, 'GET', `/purchase/after-sale/${first.afterSaleId}`)).statusCode,
    ).toBe(404);
    expect((await step(keeper, first.afterSaleId, 'send', { version: 0 })).statusCode).toBe(404);
    expect((await call(t, keeper, 'GET', `/admin/files/${fileId}`)).statusCode).toBe(404);
    expect((await call(t, viewer, 'GET', `/admin/files/${fileId}`)).statusCode).toBe(200);
    expect((await call(t, keeper, 'GET', '/purchase/after-sale/page')).json().data.records).toEqual(
      [],
    );
    expect(await rows()).toBe(before);
  });

  it('sends exactly its quantity out of the warehouse, refuses short stock with nothing changed, takes an exchange back in', async () => {
    const w = await world();
    const sub = await received(w, 5);
    const lineId = sub.lines[0]!.lineId;
    const { categoryId } = w.a;
    const exchange = (
      await create(w.buyer, { lineId, kind: 'exchange', quantity: 2, reason: '颜色不符' })
    ).json().data;
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(5);

    // Stale: 409.
    expect((await step(w.buyer, exchange.afterSaleId, 'send', { version: 9 })).statusCode).toBe(
      409,
    );
    const sent = await step(w.buyer, exchange.afterSaleId, 'send', { version: exchange.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'sent',
      canSend: false,
      canClose: true,
      canCancel: false,
      movements: [{ kind: 'returnToSupplier', quantity: -2, balance: 3 }],
    });
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(3);
    expect(await ledgerSum(t, w.warehouseId, categoryId)).toBe(3);
    // The ledger names the after-sales order.
    const ledger = await call(
      t,
      w.admin,
      'GET',
      `/ware/movement/page?warehouseId=${w.warehouseId}&sourceCode=${exchange.code}`,
    );
    expect(ledger.json().data.records).toMatchObject([
      { kind: 'returnToSupplier', source: 'afterSale', quantity: -2, unitPrice: null },
    ]);

    // Sent: no cancel (the supplier has the goods), no second send, no credit on an exchange.
    const version = sent.json().data.version;
    const cancel = await step(w.buyer, exchange.afterSaleId, 'cancel', {
      version,
      reason: '误操作',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().msg).toContain('the supplier has the goods');
    expect((await step(w.buyer, exchange.afterSaleId, 'send', { version })).statusCode).toBe(409);
    const credit = await step(w.buyer, exchange.afterSaleId, 'close', { version, credit: '1.00' });
    expect(credit.statusCode).toBe(400);

    // The replacement comes back into the same warehouse.
    const back = await step(w.buyer, exchange.afterSaleId, 'close', { version });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      status: 'closed',
      credit: null,
      canClose: false,
      movements: [
        { kind: 'returnToSupplier', quantity: -2 },
        { kind: 'afterSaleIn', quantity: 2, balance: 5 },
      ],
    });
    expect(back.json().data.events.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'send',
      'receiveBack',
    ]);
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(5);
    expect(await ledgerSum(t, w.warehouseId, categoryId)).toBe(5);

    // Short stock: 4 issued elsewhere, a repair of 2 cannot leave; nothing changes.
    const out = await call(t, w.admin, 'POST', '/ware/stock/out', {
      warehouseId: w.warehouseId,
      kind: 'out',
      reason: '门店领用',
      lines: [{ categoryId, quantity: 4 }],
    });
    expect(out.statusCode, out.body).toBe(200);
    const repair = (
      await create(w.buyer, { lineId, kind: 'repair', quantity: 2, reason: '无法开机' })
    ).json().data;
    const short = await step(w.buyer, repair.afterSaleId, 'send', { version: repair.version });
    expect(short.statusCode).toBe(409);
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(1);
    expect(await ledgerSum(t, w.warehouseId, categoryId)).toBe(1);
    const still = (
      await call(t, w.buyer, 'GET', `/purchase/after-sale/${repair.afterSaleId}`)
    ).json().data;
    expect(still).toMatchObject({ status: 'open', version: repair.version, movements: [] });
  });

  it('takes a repair back in parts, each an after-sales-in movement, closing when all is back; never more than is still out', async () => {
    const w = await world();
    const sub = await received(w, 5);
    const lineId = sub.lines[0]!.lineId;
    const { categoryId } = w.a;
    const repair = (
      await create(w.buyer, { lineId, kind: 'repair', quantity: 4, reason: '无法开机' })
    ).json().data;
    expect(repair).toMatchObject({ receivedBack: 0, canReceiveBack: false });
    // Not sent yet: nothing comes back.
    const early = await step(w.buyer, repair.afterSaleId, 'receive-back', {
      version: repair.version,
      quantity: 1,
    });
    expect(early.statusCode).toBe(409);
    const sent = (
      await step(w.buyer, repair.afterSaleId, 'send', { version: repair.version })
    ).json().data;
    expect(sent).toMatchObject({ status: 'sent', receivedBack: 0, canReceiveBack: true });
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(1);

    // 3 of 4 come back: stock rises by 3, still sent.
    const part = await step(w.buyer, repair.afterSaleId, 'receive-back', {
      version: sent.version,
      quantity: 3,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({
      status: 'sent',
      receivedBack: 3,
      canReceiveBack: true,
      closedAt: null,
      movements: [
        { kind: 'returnToSupplier', quantity: -4 },
        { kind: 'afterSaleIn', quantity: 3, balance: 4 },
      ],
    });
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(4);
    const version = part.json().data.version;
    // The export's "back" column counts it, in both languages; a return's is empty.
    const backColumn = async (code: string, language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/purchase/after-sale/export?keyword=${code}`,
        headers: { ...w.buyer.headers, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      const sheet = await readXlsx(res.rawPayload, 16);
      const at = sheet.header.indexOf(language === 'zh-CN' ? '已换回' : 'Back');
      expect(at).toBe(sheet.header.indexOf(language === 'zh-CN' ? '数量' : 'Quantity') + 1);
      return sheet.rows.map((r) => [cellText(r.cells[0]), cellText(r.cells[at])]);
    };
    expect(await backColumn(repair.code, 'en-US')).toEqual([[repair.code, '3']]);
    expect(await backColumn(repair.code, 'zh-CN')).toEqual([[repair.code, '3']]);

    // More than is still out: 409 with the figures (in both languages), nothing written.
    const over = await step(w.buyer, repair.afterSaleId, 'receive-back', { version, quantity: 2 });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toContain('2 cannot come back');
    expect(over.json().msg).toContain('4 were sent, 3 are back, 1 still out');
    const overZh = await t.app.inject({
      method: 'POST',
      url: `/purchase/after-sale/${repair.afterSaleId}/receive-back`,
      payload: { version, quantity: 2 },
      headers: { ...w.buyer.headers, 'accept-language': 'zh-CN' },
    });
    expect(overZh.json().msg).toContain('寄出 4 件，已换回 3 件，仍在外 1 件');
    // Bad input: 400, nothing written.
    for (const body of [{ version }, { version, quantity: 0 }, { version, quantity: 1.5 }]) {
      const bad = await step(w.buyer, repair.afterSaleId, 'receive-back', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Without the key: 403; another scope's: 404.
    const viewer = await personWith(t, [A.view]);
    expect(
      (await step(viewer, repair.afterSaleId, 'receive-back', { version, quantity: 1 })).statusCode,
    ).toBe(403);
    const stranger = await personWith(t, [...AFTER_SALE_KEYS], 'self');
    await newWarehouse(t, w.admin, { keeperIds: [stranger.id] });
    expect(
      (await step(stranger, repair.afterSaleId, 'receive-back', { version, quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(4);
    expect(await ledgerSum(t, w.warehouseId, categoryId)).toBe(4);

    // The last one closes it.
    const last = await step(w.buyer, repair.afterSaleId, 'receive-back', { version, quantity: 1 });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({
      status: 'closed',
      receivedBack: 4,
      canReceiveBack: false,
      canClose: false,
    });
    expect(last.json().data.movements.map((m: { quantity: number }) => m.quantity)).toEqual([
      -4, 3, 1,
    ]);
    expect(last.json().data.events.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'send',
      'receiveBack',
      'receiveBack',
    ]);
    expect(await quantityOf(t, w.warehouseId, categoryId)).toBe(5);
    expect(await ledgerSum(t, w.warehouseId, categoryId)).toBe(5);
    const closed = last.json().data.version;
    expect(
      (await step(w.buyer, repair.afterSaleId, 'receive-back', { version: closed, quantity: 1 }))
        .statusCode,
    ).toBe(409);

    // A return's goods never come back.
    const ret = (
      await create(w.buyer, { lineId, kind: 'return', quantity: 1, reason: '多发' })
    ).json().data;
    const retSent = (await step(w.buyer, ret.afterSaleId, 'send', { version: ret.version })).json()
      .data;
    expect(retSent.canReceiveBack).toBe(false);
    expect(
      (
        await step(w.buyer, ret.afterSaleId, 'receive-back', {
          version: retSent.version,
          quantity: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(await backColumn(ret.code, 'en-US')).toEqual([[ret.code, '']]);
  });

  it('closes a return with its credit (quantity × unit price unless given); cancels only while open', async () => {
    const w = await world();
    const sub = await received(w, 5);
    const lineId = sub.lines[0]!.lineId;
    const sendOne = async (quantity: number) => {
      const made = (
        await create(w.buyer, { lineId, kind: 'return', quantity, reason: '质量问题' })
      ).json().data;
      return (await step(w.buyer, made.afterSaleId, 'send', { version: made.version })).json().data;
    };
    const first = await sendOne(2);
    const closed = await step(w.buyer, first.afterSaleId, 'close', { version: first.version });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', credit: '25.00' });
    expect(closed.json().data.movements).toHaveLength(1);
    const second = await sendOne(1);
    const given = await step(w.buyer, second.afterSaleId, 'close', {
      version: second.version,
      credit: '10.00',
    });
    expect(given.json().data).toMatchObject({ status: 'closed', credit: '10.00' });
    expect(await quantityOf(t, w.warehouseId, w.a.categoryId)).toBe(2);

    // An open one: not closed before it is sent; cancelled with a reason, which frees its quantity.
    const open = (
      await create(w.buyer, { lineId, kind: 'return', quantity: 2, reason: '质量问题' })
    ).json().data;
    expect(
      (await step(w.buyer, open.afterSaleId, 'close', { version: open.version })).statusCode,
    ).toBe(409);
    const bare = await step(w.buyer, open.afterSaleId, 'cancel', {
      version: open.version,
      reason: '',
    });
    expect(bare.statusCode).toBe(400);
    const cancelled = await step(w.buyer, open.afterSaleId, 'cancel', {
      version: open.version,
      reason: '供应商同意折价',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: '供应商同意折价',
      canCancel: false,
      movements: [],
    });
    const again = await step(w.buyer, open.afterSaleId, 'cancel', {
      version: cancelled.json().data.version,
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    // 5 received, 3 under after-sales (the cancelled 2 no longer count).
    expect(
      (await create(w.buyer, { lineId, kind: 'repair', quantity: 2, reason: '划痕' })).statusCode,
    ).toBe(200);
    const page = await call(
      t,
      w.buyer,
      'GET',
      `/purchase/after-sale/page?suborderId=${sub.suborderId}&kind=return&status=closed`,
    );
    expect(page.json().data.total).toBe(2);
    const byText = await call(t, w.buyer, 'GET', `/purchase/after-sale/page?keyword=折价`);
    expect(byText.json().data.records).toEqual([]);
    const byCode = await call(
      t,
      w.buyer,
      'GET',
      `/purchase/after-sale/page?keyword=${open.code}&from=${chinaDay(0)}&to=${chinaDay(0)}`,
    );
    expect(byCode.json().data.records.map((r: { code: string }) => r.code)).toEqual([open.code]);
    const exported = await call(
      t,
      w.buyer,
      'GET',
      `/purchase/after-sale/export?supplierId=${w.supplierId}`,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('rates a supplier from on-time sub-orders and its after-sales rate; none yet without orders', async () => {
    const w = await world();
    const supplierId = await newSupplier(t, w.admin);
    await priceOf(t, w.admin, supplierId, w.a.skuId, '12.50');
    await priceOf(t, w.admin, supplierId, w.b.skuId, '3.00');
    const rating = async (id: number) =>
      (await call(t, w.admin, 'GET', `/purchase/supplier/${id}`)).json().data.rating;
    expect(await rating(supplierId)).toBeNull();

    const closeAll = async (sub: { suborderId: number; version: number; lines: Line[] }) => {
      const res = await call(t, w.buyer, 'POST', `/purchase/suborder/${sub.suborderId}/receive`, {
        version: sub.version,
        lines: [{ lineId: sub.lines[1]!.lineId, quantity: 2 }],
      });
      expect(res.json().data.status).toBe('closed');
    };
    // Done by its expected day (tomorrow): on time.
    const early = await received(w, 5, { supplierId, expectedDate: chinaDay(1) });
    await closeAll(early);
    // Done today, expected yesterday: late.
    await closeAll(await received(w, 5, { supplierId, expectedDate: chinaDay(-1) }));
    // Expected yesterday, nothing received: due and late.
    await received(w, 0, { supplierId, expectedDate: chinaDay(-1) });
    // No expected day: not rated for time.
    await received(w, 0, { supplierId });
    // 1 of the 14 received (5 + 2 twice) under after-sales; a cancelled one does not count.
    const lineId = early.lines[0]!.lineId;
    await create(w.buyer, { lineId, kind: 'return', quantity: 1, reason: '质量问题' });
    const dropped = (
      await create(w.buyer, { lineId, kind: 'return', quantity: 2, reason: '质量问题' })
    ).json().data;
    await step(w.buyer, dropped.afterSaleId, 'cancel', {
      version: dropped.version,
      reason: '撤回',
    });

    const got = await rating(supplierId);
    expect(got).toMatchObject({
      suborders: 4,
      due: 3,
      onTime: 1,
      received: 14,
      afterSaleQuantity: 1,
    });
    expect(got.onTimeRate).toBeCloseTo(1 / 3);
    expect(got.afterSaleRate).toBeCloseTo(1 / 14);
    // 1 + 4 × (0.6 × 1/3 + 0.4 × (1 − (1/14) ÷ 0.2)) = 1 + 4 × (0.2 + 0.2571) = 2.83 → 2.8
    expect(got.score).toBe(2.8);
    // The list does not carry it.
    const list = await call(
      t,
      w.admin,
      'GET',
      `/purchase/supplier/page?q=${encodeURIComponent('测试供应商')}`,
    );
    expect(list.json().data.records[0].rating).toBeUndefined();
  });
});
