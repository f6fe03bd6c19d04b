import { PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, areaEngines, bearer, signIn, useTestApp } from '../../../test/helpers';
import { cellText, readXlsx } from '../../core/excel/xlsx-reader';
import { asset, assetCategory } from '../../db/schema/asset';
import {
  WARE_KEYS,
  adminOf,
  call,
  countedCategory,
  ledgerSum,
  newWarehouse,
  personWith,
  quantityOf,
  stockIn,
  type Harness,
  type Person,
} from '../warehouse/test-fixtures';
import { wareTransfer } from './tables';

const X = PERMISSIONS.warehouse.transfer;

/** `quantity` of a new counted category put into warehouse `w` at 3.50 each (`approver` approves). */
async function stocked(t: Harness, admin: Person, w: number, quantity: number, approver = admin) {
  const c = await countedCategory(t);
  await stockIn(t, admin, approver, {
    warehouseId: w,
    source: 'other',
    lines: [{ categoryId: c, quantity, unitPrice: '3.50' }],
  });
  return c;
}

async function inTransitTo(t: Harness, by: Person, w: number) {
  const res = await call(t, by, 'GET', `/ware/transfer/in-transit?warehouseId=${w}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ categoryId: number; quantity: number; transfers: number }>;
}

describe.each(areaEngines())('transfers on %s', (engine) => {
  const t = useTestApp(engine);

  it('sends out of the source at once, shows it in transit, receives it into the destination', async () => {
    const admin = await adminOf(t);
    const from = await newWarehouse(t, admin);
    const to = await newWarehouse(t, admin);
    const c = await stocked(t, admin, from, 10);

    const sent = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [{ categoryId: c, quantity: 4 }],
      remark: '补华南门店',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const doc = sent.json().data;
    expect(doc).toMatchObject({
      status: 'inTransit',
      from: { id: from },
      to: { id: to },
      lines: [{ categoryId: c, quantity: 4, unitPrice: '3.50' }],
      canReceive: true,
      canCancel: true,
    });
    expect(doc.code).toMatch(/^DB\d{14}$/);
    expect(doc.movements).toEqual([
      expect.objectContaining({ warehouseId: from, kind: 'transferOut', quantity: -4, balance: 6 }),
    ]);
    expect(await quantityOf(t, from, c)).toBe(6);
    expect(await quantityOf(t, to, c)).toBe(0);
    expect(await inTransitTo(t, admin, to)).toEqual([
      expect.objectContaining({ categoryId: c, quantity: 4, transfers: 1 }),
    ]);
    const listed = await call(
      t,
      admin,
      'GET',
      `/ware/transfer/page?status=inTransit&toWarehouseId=${to}`,
    );
    expect(listed.json().data.records.map((r: { code: string }) => r.code)).toEqual([doc.code]);
    const byCode = await call(
      t,
      admin,
      'GET',
      `/ware/transfer/page?keyword=${doc.code.slice(-6)}&fromWarehouseId=${from}`,
    );
    expect(byCode.json().data.total).toBe(1);

    const received = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/receive`, {
      version: doc.version,
    });
    expect(received.statusCode, received.body).toBe(200);
    const done = received.json().data;
    expect(done).toMatchObject({
      status: 'received',
      receiver: { userId: admin.id },
      canReceive: false,
    });
    expect(
      done.movements.map((m: { kind: string; quantity: number }) => [m.kind, m.quantity]),
    ).toEqual([
      ['transferOut', -4],
      ['transferIn', 4],
    ]);
    expect(await quantityOf(t, from, c)).toBe(6);
    expect(await quantityOf(t, to, c)).toBe(4);
    expect(await ledgerSum(t, from, c)).toBe(6);
    expect(await ledgerSum(t, to, c)).toBe(4);
    expect(await inTransitTo(t, admin, to)).toEqual([]);

    // Received twice: refused, nothing moves.
    const twice = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/receive`, {
      version: done.version,
    });
    expect(twice.statusCode).toBe(409);
    expect(await quantityOf(t, to, c)).toBe(4);
    // Cancelled after receipt: refused.
    const late = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/cancel`, {
      version: done.version,
      reason: 'too late',
    });
    expect(late.statusCode).toBe(409);
  });

  it('cancels a transfer in transit by reversing its out movements; it cannot be received after', async () => {
    const admin = await adminOf(t);
    const from = await newWarehouse(t, admin);
    const to = await newWarehouse(t, admin);
    const c = await stocked(t, admin, from, 5);
    const d = await stocked(t, admin, from, 2);
    const sent = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [
        { categoryId: c, quantity: 5 },
        { categoryId: d, quantity: 1 },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const doc = sent.json().data;
    expect(await quantityOf(t, from, c)).toBe(0);

    const noReason = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/cancel`, {
      version: doc.version,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const stale = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/cancel`, {
      version: doc.version + 1,
      reason: '车辆故障',
    });
    expect(stale.statusCode).toBe(409);
    const cancelled = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/cancel`, {
      version: doc.version,
      reason: '车辆故障',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const undone = cancelled.json().data;
    expect(undone).toMatchObject({ status: 'cancelled', cancelReason: '车辆故障' });
    const outs = undone.movements.filter((m: { kind: string }) => m.kind === 'transferOut');
    const reversals = undone.movements.filter((m: { kind: string }) => m.kind === 'reversal');
    expect(reversals.map((m: { reversalOf: number }) => m.reversalOf).sort()).toEqual(
      outs.map((m: { movementId: number }) => m.movementId).sort(),
    );
    expect(await quantityOf(t, from, c)).toBe(5);
    expect(await quantityOf(t, from, d)).toBe(2);
    expect(await ledgerSum(t, from, c)).toBe(5);
    expect(await inTransitTo(t, admin, to)).toEqual([]);

    const receive = await call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/receive`, {
      version: undone.version,
    });
    expect(receive.statusCode).toBe(409);
    expect(await quantityOf(t, to, c)).toBe(0);
  });

  it('receives part of a transfer line by line, refuses more than outstanding, returns the rest to the source', async () => {
    const admin = await adminOf(t);
    const from = await newWarehouse(t, admin);
    const to = await newWarehouse(t, admin);
    const c = await stocked(t, admin, from, 10);
    const d = await stocked(t, admin, from, 4);
    const sent = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [
        { categoryId: c, quantity: 6 },
        { categoryId: d, quantity: 4 },
      ],
    });
    const doc = sent.json().data;
    const url = `/ware/transfer/${doc.transferId}`;

    // More than outstanding: a 409 with the figures, nothing moves.
    const over = await call(t, admin, 'POST', `${url}/receive`, {
      version: doc.version,
      lines: [{ categoryId: c, quantity: 7 }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().data.over).toEqual({ categoryId: c, outstanding: 6, asked: 7 });
    expect(over.json().msg).toContain('6');
    expect(await quantityOf(t, to, c)).toBe(0);
    // Nothing at all, a category not on it, a negative quantity: 400, nothing moves.
    for (const lines of [
      [{ categoryId: c, quantity: 0 }],
      [{ categoryId: 999999, quantity: 1 }],
      [{ categoryId: c, quantity: -1 }],
    ]) {
      const res = await call(t, admin, 'POST', `${url}/receive`, { version: doc.version, lines });
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
    }
    expect(await ledgerSum(t, to, c)).toBe(0);

    // Four of six toners now, none of the paper: partly received.
    const part = await call(t, admin, 'POST', `${url}/receive`, {
      version: doc.version,
      lines: [
        { categoryId: c, quantity: 4 },
        { categoryId: d, quantity: 0 },
      ],
    });
    expect(part.statusCode, part.body).toBe(200);
    const partly = part.json().data;
    expect(partly).toMatchObject({
      status: 'partlyReceived',
      canReceive: true,
      canCancel: true,
      lines: [
        { categoryId: c, quantity: 6, received: 4, returned: 0 },
        { categoryId: d, quantity: 4, received: 0, returned: 0 },
      ],
    });
    expect(await quantityOf(t, to, c)).toBe(4);
    expect(await inTransitTo(t, admin, to)).toEqual([
      expect.objectContaining({ categoryId: c, quantity: 2, transfers: 1 }),
      expect.objectContaining({ categoryId: d, quantity: 4, transfers: 1 }),
    ]);
    // The destination's stock list shows what is still on its way, a row at 0 for paper it
    // has none of yet; the source's shows nothing in transit.
    const stockAt = async (w: number) =>
      (await call(t, admin, 'GET', `/ware/stock/page?warehouseId=${w}&size=100`)).json().data
        .records as Array<{ categoryId: number; quantity: number; inTransit: number }>;
    expect(await stockAt(to)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ categoryId: c, quantity: 4, inTransit: 2 }),
        expect.objectContaining({ categoryId: d, quantity: 0, inTransit: 4 }),
      ]),
    );
    expect((await stockAt(to)).length).toBe(2);
    expect((await stockAt(from)).map((r) => [r.categoryId, r.quantity, r.inTransit])).toEqual(
      expect.arrayContaining([
        [c, 4, 0],
        [d, 0, 0],
      ]),
    );
    const asOf = (
      await call(t, admin, 'GET', `/ware/stock/page?warehouseId=${to}&asOf=2999-01-01`)
    ).json().data.records;
    expect(asOf).toEqual([expect.objectContaining({ categoryId: c, quantity: 4, inTransit: 0 })]);
    const listed = await call(t, admin, 'GET', `/ware/transfer/page?status=partlyReceived`);
    expect(listed.json().data.records.map((r: { code: string }) => r.code)).toContain(doc.code);
    // The export holds what the list shows, in its order: code, status, items received/sent.
    const file = await t.app.inject({
      method: 'GET',
      url: `/ware/transfer/export?keyword=${doc.code}`,
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(file.statusCode, file.body).toBe(200);
    const sheet = await readXlsx(file.rawPayload, 5);
    expect(sheet.header).toEqual(['Code', 'Status', 'From warehouse', 'To warehouse', 'Items']);
    expect(sheet.rows.map((r) => r.cells.map(cellText))).toEqual([
      [doc.code, 'Partly received', expect.any(String), expect.any(String), expect.any(String)],
    ]);
    expect(cellText(sheet.rows[0]!.cells[4]!).split('\n')).toHaveLength(doc.lines.length);

    // One more paper: still partly received; then the source returns the rest.
    const more = await call(t, admin, 'POST', `${url}/receive`, {
      version: partly.version,
      lines: [{ categoryId: d, quantity: 1 }],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().data.status).toBe('partlyReceived');
    const back = await call(t, admin, 'POST', `${url}/cancel`, {
      version: more.json().data.version,
      reason: '门店只要这么多',
    });
    expect(back.statusCode, back.body).toBe(200);
    const closed = back.json().data;
    expect(closed).toMatchObject({
      status: 'received',
      cancelReason: '门店只要这么多',
      canReceive: false,
      canCancel: false,
      lines: [
        { categoryId: c, quantity: 6, received: 4, returned: 2 },
        { categoryId: d, quantity: 4, received: 1, returned: 3 },
      ],
    });
    // The rest comes back to the source as transfer-in rows; no out row is reversed.
    expect(
      closed.movements.map((m: { warehouseId: number; kind: string; quantity: number }) => [
        m.warehouseId === from ? 'from' : 'to',
        m.kind,
        m.quantity,
      ]),
    ).toEqual([
      ['from', 'transferOut', -6],
      ['from', 'transferOut', -4],
      ['to', 'transferIn', 4],
      ['to', 'transferIn', 1],
      ['from', 'transferIn', 2],
      ['from', 'transferIn', 3],
    ]);
    for (const [w, cat, n] of [
      [from, c, 6],
      [from, d, 3],
      [to, c, 4],
      [to, d, 1],
    ] as const) {
      expect(await quantityOf(t, w, cat)).toBe(n);
      expect(await ledgerSum(t, w, cat)).toBe(n);
    }
    expect(await inTransitTo(t, admin, to)).toEqual([]);
    const after = await call(t, admin, 'POST', `${url}/receive`, { version: closed.version });
    expect(after.statusCode).toBe(409);
  });

  it('receives everything outstanding when no lines are given, after a partial receipt', async () => {
    const admin = await adminOf(t);
    const from = await newWarehouse(t, admin);
    const to = await newWarehouse(t, admin);
    const c = await stocked(t, admin, from, 5);
    const doc = (
      await call(t, admin, 'POST', '/ware/transfer', {
        fromWarehouseId: from,
        toWarehouseId: to,
        lines: [{ categoryId: c, quantity: 5 }],
      })
    ).json().data;
    const url = `/ware/transfer/${doc.transferId}`;
    const part = await call(t, admin, 'POST', `${url}/receive`, {
      version: doc.version,
      lines: [{ categoryId: c, quantity: 2 }],
    });
    const rest = await call(t, admin, 'POST', `${url}/receive`, {
      version: part.json().data.version,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      status: 'received',
      lines: [{ categoryId: c, quantity: 5, received: 5, returned: 0 }],
    });
    expect(await quantityOf(t, to, c)).toBe(5);
    expect(await ledgerSum(t, to, c)).toBe(5);
  });

  it('receives a transfer once when two receipts race, and the stock comes in once', async () => {
    const admin = await adminOf(t);
    const from = await newWarehouse(t, admin);
    const to = await newWarehouse(t, admin);
    const c = await stocked(t, admin, from, 7);
    const sent = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [{ categoryId: c, quantity: 7 }],
    });
    const doc = sent.json().data;
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(t, admin, 'POST', `/ware/transfer/${doc.transferId}/receive`, {
          version: doc.version,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await quantityOf(t, to, c)).toBe(7);
    expect(await ledgerSum(t, to, c)).toBe(7);
    expect(await quantityOf(t, from, c)).toBe(0);
  });

  it('refuses a short transfer with the figures and writes nothing; bad input is a 400', async () => {
    const admin = await adminOf(t);
    const from = await newWarehouse(t, admin);
    const to = await newWarehouse(t, admin);
    const c = await stocked(t, admin, from, 3);
    const d = await stocked(t, admin, from, 3);
    const before = await t.db.select({ id: wareTransfer.id }).from(wareTransfer);

    const short = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [
        { categoryId: c, quantity: 2 },
        { categoryId: d, quantity: 4 },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().data.short).toMatchObject({
      warehouseId: from,
      categoryId: d,
      have: 3,
      asked: 4,
    });
    expect(await quantityOf(t, from, c)).toBe(3);
    expect(await quantityOf(t, from, d)).toBe(3);
    expect(await t.db.select({ id: wareTransfer.id }).from(wareTransfer)).toHaveLength(
      before.length,
    );

    const bad = [
      { fromWarehouseId: from, toWarehouseId: from, lines: [{ categoryId: c, quantity: 1 }] },
      { fromWarehouseId: from, toWarehouseId: to, lines: [] },
      { fromWarehouseId: from, toWarehouseId: to, lines: [{ categoryId: c, quantity: 0 }] },
      {
        fromWarehouseId: from,
        toWarehouseId: to,
        lines: [
          { categoryId: c, quantity: 1 },
          { categoryId: c, quantity: 1 },
        ],
      },
      { fromWarehouseId: from, lines: [{ categoryId: c, quantity: 1 }] },
    ];
    for (const body of bad) {
      const res = await call(t, admin, 'POST', '/ware/transfer', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A serialised category moves with the asset transfer document, not here.
    const [serial] = await t.db
      .select({ id: assetCategory.id })
      .from(assetCategory)
      .where(eq(assetCategory.tracking, 'serial'))
      .limit(1);
    const assets = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [{ categoryId: serial!.id, quantity: 1 }],
    });
    expect(assets.statusCode).toBe(400);
    expect(await quantityOf(t, from, c)).toBe(3);
    expect(await t.db.select({ id: wareTransfer.id }).from(wareTransfer)).toHaveLength(
      before.length,
    );
    expect(await t.db.select({ id: asset.id }).from(asset).limit(1)).toHaveLength(1);
  });

  it('answers 403 without each key, 404 outside the caller’s warehouses, 403 to the wrong side', async () => {
    const admin = await adminOf(t);
    const sender = await personWith(t, WARE_KEYS, 'self');
    const receiver = await personWith(t, WARE_KEYS, 'self');
    const stranger = await personWith(t, WARE_KEYS, 'self');
    const from = await newWarehouse(t, admin, { keeperIds: [sender.id] });
    const to = await newWarehouse(t, admin, { keeperIds: [receiver.id] });
    // The source's keeper approves its warehouse-in (the default route).
    const c = await stocked(t, admin, from, 6, sender);
    // The sender keeps only the source: the destination is not theirs to send to (404).
    const blind = await call(t, sender, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [{ categoryId: c, quantity: 1 }],
    });
    expect(blind.statusCode).toBe(404);
    expect(await quantityOf(t, from, c)).toBe(6);

    const sent = await call(t, admin, 'POST', '/ware/transfer', {
      fromWarehouseId: from,
      toWarehouseId: to,
      lines: [{ categoryId: c, quantity: 2 }],
    });
    const doc = sent.json().data;
    const url = `/ware/transfer/${doc.transferId}`;

    // Keys: each route refuses a caller without its key.
    const noKeys = await personWith(t, [PERMISSIONS.warehouse.stock.view]);
    const viewer = await personWith(t, [X.view]);
    for (const [by, method, path, body] of [
      [noKeys, 'GET', '/ware/transfer/page', undefined],
      [noKeys, 'GET', url, undefined],
      [noKeys, 'GET', '/ware/transfer/in-transit', undefined],
      [viewer, 'GET', '/ware/transfer/export', undefined],
      [
        viewer,
        'POST',
        '/ware/transfer',
        { fromWarehouseId: from, toWarehouseId: to, lines: [{ categoryId: c, quantity: 1 }] },
      ],
      [viewer, 'POST', `${url}/receive`, { version: doc.version }],
      [viewer, 'POST', `${url}/cancel`, { version: doc.version, reason: 'x' }],
    ] as const) {
      const res = await call(t, by, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call(t, viewer, 'GET', url)).json().data).toMatchObject({
      canReceive: false,
      canCancel: false,
    });

    // Scope: a stranger does not see it at all.
    expect((await call(t, stranger, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(t, stranger, 'POST', `${url}/receive`, { version: doc.version })).statusCode,
    ).toBe(404);
    const page = await call(t, stranger, 'GET', '/ware/transfer/page');
    expect(page.json().data.records).toEqual([]);
    expect(await inTransitTo(t, stranger, to)).toEqual([]);

    // Sides: the sender sees it but does not receive it; the receiver does not cancel it.
    const mine = (await call(t, sender, 'GET', url)).json().data;
    expect(mine).toMatchObject({ canReceive: false, canCancel: true });
    expect(
      (await call(t, sender, 'POST', `${url}/receive`, { version: doc.version })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, receiver, 'POST', `${url}/cancel`, { version: doc.version, reason: 'no' }))
        .statusCode,
    ).toBe(403);
    expect(await inTransitTo(t, receiver, to)).toEqual([
      expect.objectContaining({ categoryId: c, quantity: 2 }),
    ]);
    const received = await call(t, receiver, 'POST', `${url}/receive`, { version: doc.version });
    expect(received.statusCode, received.body).toBe(200);
    expect(await quantityOf(t, to, c)).toBe(2);
    expect((await call(t, admin, 'GET', '/ware/transfer/999999')).statusCode).toBe(404);
  });

  it('has a demo transfer received and one in transit, which the demo keeper of 华东仓 sees', async () => {
    const { access_token } = await signIn(t, 'keeper', DEMO_PASSWORD);
    const keeper = { id: 0, username: 'keeper', headers: bearer(access_token) };
    const page = await call(t, keeper, 'GET', '/ware/transfer/page');
    expect(page.statusCode, page.body).toBe(200);
    const rows = page.json().data.records as Array<{
      status: string;
      from: { name: string };
      to: { name: string };
      lines: Array<{ categoryName: string; quantity: number }>;
    }>;
    expect(rows.map((r) => [r.status, r.from.name, r.to.name, r.lines])).toEqual(
      expect.arrayContaining([
        [
          'received',
          '华东仓',
          '上海徐汇店仓',
          [expect.objectContaining({ categoryName: '硒鼓', quantity: 2 })],
        ],
        [
          'inTransit',
          '华东仓',
          '上海浦东店仓',
          [expect.objectContaining({ categoryName: '打印纸', quantity: 5 })],
        ],
      ]),
    );
    const admin = await adminOf(t);
    const transit = await call(t, admin, 'GET', '/ware/transfer/in-transit');
    expect(
      transit
        .json()
        .data.map((r: { warehouseName: string; categoryName: string; quantity: number }) => [
          r.warehouseName,
          r.categoryName,
          r.quantity,
        ]),
    ).toEqual([['上海浦东店仓', '打印纸', 5]]);
  });
});
