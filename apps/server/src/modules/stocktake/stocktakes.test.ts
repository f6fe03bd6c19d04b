import { NOTICE_TYPES, PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { asset } from '../../db/schema/asset';
import { stocktake, stocktakeScan } from './tables';
import { assetIn, started, stocktakeTemplate } from './test-plans';
import {
  WARE_KEYS,
  adminOf,
  approve,
  call,
  countedCategory,
  inTemplate,
  newWarehouse,
  noticesTo,
  personWith,
  quantityOf,
  sendBack,
  stockedCategory,
  stockIn,
} from '../warehouse/test-fixtures';

const S = PERMISSIONS.warehouse.stocktake;

describe.each(areaEngines())('stocktakes on %s', (engine) => {
  const t = useTestApp(engine);

  it('freezes book quantities at start and flags a line whose stock moved during the count', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    await stockIn(t, admin, admin, {
      warehouseId: w,
      source: 'other',
      lines: [{ categoryId: c, quantity: 10, unitPrice: '2.00' }],
    });
    const plan = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    expect(plan.status).toBe('counting');
    expect(plan.lines).toEqual([
      expect.objectContaining({ categoryId: c, book: 10, counted: null, moved: 0 }),
    ]);
    // Stock moves after the start: the book stays 10, the line is flagged.
    const out = await call(t, admin, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      reason: 'issue',
      lines: [{ categoryId: c, quantity: 3 }],
    });
    expect(out.statusCode, out.body).toBe(200);
    const again = (await call(t, admin, 'GET', `/ware/stocktake/${plan.stocktakeId}`)).json().data;
    expect(again.lines[0]).toMatchObject({ book: 10, moved: -3 });
    const progress = (
      await call(t, admin, 'GET', `/ware/stocktake/${plan.stocktakeId}/progress`)
    ).json().data;
    expect(progress).toMatchObject({ lines: 1, counted: 0, moved: 1 });
    // Started twice: refused, nothing changes.
    const twice = await call(t, admin, 'POST', `/ware/stocktake/${plan.stocktakeId}/start`, {
      version: again.version,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('counts scans once, keeps unknown codes, shows where a stray asset was expected', async () => {
    const admin = await adminOf(t);
    const a = await newWarehouse(t, admin);
    const b = await newWarehouse(t, admin);
    const mine = await assetIn(t, admin, a);
    const plan = await started(t, admin, { warehouseIds: [a, b] });
    const line = plan.lines.find(
      (l: { asset: { assetId: number } | null }) => l.asset?.assetId === mine.id,
    );
    expect(line).toMatchObject({ warehouseId: a, book: 1, counted: null });
    const scan = (body: object) =>
      call(t, admin, 'POST', `/ware/stocktake/${plan.stocktakeId}/scan`, body);
    // By its label's QR address, in the other warehouse of the plan: counted, found elsewhere.
    const first = await scan({
      warehouseId: b,
      code: `https://depot.example/as/asset-detail?qr=${mine.qrToken}`,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      result: 'counted',
      line: { counted: 1, foundIn: { id: b } },
    });
    // Typed again (lower case): a duplicate, ignored.
    const second = await scan({ warehouseId: a, code: mine.code.toLowerCase() });
    expect(second.json().data).toMatchObject({ result: 'duplicate', code: mine.code });
    const unknown = await scan({ warehouseId: a, code: 'NO-SUCH-CODE' });
    expect(unknown.json().data).toMatchObject({
      result: 'unknown',
      stray: { code: 'NO-SUCH-CODE' },
    });
    // An asset the plan does not expect (idle, in no warehouse of it).
    const [other] = await t.db
      .select({ id: asset.id, code: asset.code })
      .from(asset)
      .where(eq(asset.status, 'idle'))
      .orderBy(asset.id)
      .limit(1)
      .offset(10);
    const stray = await scan({ warehouseId: a, code: other!.code });
    expect(stray.json().data).toMatchObject({
      result: 'elsewhere',
      stray: { asset: { assetId: other!.id } },
    });
    const progress = (
      await call(t, admin, 'GET', `/ware/stocktake/${plan.stocktakeId}/progress`)
    ).json().data;
    expect(progress.unknown.map((s: { code: string }) => s.code)).toEqual(['NO-SUCH-CODE']);
    expect(progress.elsewhere.map((s: { code: string }) => s.code)).toEqual([other!.code]);
    expect(
      progress.notFound.some((l: { asset: { assetId: number } }) => l.asset.assetId === mine.id),
    ).toBe(false);
    // Bad input: a 400, nothing recorded.
    const before = await t.db.$count(stocktakeScan);
    for (const body of [
      { warehouseId: a },
      { warehouseId: a, code: 'X', quantity: 1 },
      { warehouseId: a, categoryId: 1 },
      { warehouseId: 999999, code: mine.code },
    ]) {
      expect((await scan(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.$count(stocktakeScan)).toBe(before);
  });

  it('posts gain and loss on approval (notices 31 and 32) and the stock shows them', async () => {
    const admin = await adminOf(t);
    const keeper = await personWith(t, WARE_KEYS);
    const approver = await personWith(t, [S.view]);
    await inTemplate(t, admin, admin.id);
    await stocktakeTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const more = await countedCategory(t);
    const less = await countedCategory(t);
    await stockIn(t, admin, admin, {
      warehouseId: w,
      source: 'other',
      lines: [
        { categoryId: more, quantity: 5, unitPrice: '1.00' },
        { categoryId: less, quantity: 8, unitPrice: '1.00' },
      ],
    });
    const lost = await assetIn(t, admin, w);
    const plan = await started(t, keeper, {
      warehouseIds: [w],
      counterIds: [keeper.id],
      blind: true,
    });
    // Blind: nobody sees the book while counting.
    expect(plan.lines.every((l: { book: number | null }) => l.book === null)).toBe(true);
    const id = plan.stocktakeId;
    for (const [categoryId, quantity] of [
      [more, 7],
      [less, 6],
    ]) {
      const res = await call(t, keeper, 'POST', `/ware/stocktake/${id}/scan`, {
        warehouseId: w,
        categoryId,
        quantity,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const now = (await call(t, keeper, 'GET', `/ware/stocktake/${id}`)).json().data;
    const submitted = await call(t, keeper, 'POST', `/ware/stocktake/${id}/submit`, {
      version: now.version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', approvalStatus: 'pending' });
    expect(await noticesTo(t, approver.id, NOTICE_TYPES.stocktakeApproval)).toHaveLength(1);
    // Nothing posted before the approval.
    expect(await quantityOf(t, w, more)).toBe(5);
    // The approver reads the differences the approval posts, not every line counted.
    const review = (
      await call(t, approver, 'GET', `/approval/${submitted.json().data.requestId}`)
    ).json().data.document;
    expect(review).toMatchObject({ code: plan.code, differenceCount: 3, movedCount: 0 });
    expect(review.lines).toBeUndefined();
    expect(
      review.differences.map(
        (l: { asset: { assetId: number } | null; categoryId: number; difference: number }) =>
          l.asset ? ['asset', l.asset.assetId] : [l.categoryId, l.difference],
      ),
    ).toEqual(
      expect.arrayContaining([
        [more, 2],
        [less, -2],
        ['asset', lost.id],
      ]),
    );
    const approved = await approve(t, approver, submitted.json().data.requestId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await quantityOf(t, w, more)).toBe(7);
    expect(await quantityOf(t, w, less)).toBe(6);
    const [gone] = await t.db.select().from(asset).where(eq(asset.id, lost.id));
    expect(gone!.warehouseId).toBeNull();
    const stockPage = (
      await call(t, keeper, 'GET', `/ware/stock/page?warehouseId=${w}&size=50`)
    ).json().data.records;
    expect(stockPage).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ categoryId: more, quantity: 7 }),
        expect.objectContaining({ categoryId: less, quantity: 6 }),
      ]),
    );
    const ledger = (
      await call(t, keeper, 'GET', `/ware/movement/page?warehouseId=${w}&size=50`)
    ).json().data.records;
    expect(
      ledger
        .filter((m: { source: string }) => m.source === 'stocktake')
        .map((m: { kind: string; quantity: number }) => [m.kind, m.quantity])
        .sort(),
    ).toEqual([
      ['stocktakeGain', 2],
      ['stocktakeLoss', -1],
      ['stocktakeLoss', -2],
    ]);
    expect(await noticesTo(t, keeper.id, NOTICE_TYPES.stocktakeApplication)).toHaveLength(1);
    const [row] = await t.db.select().from(stocktake).where(eq(stocktake.id, id));
    expect(row!.status).toBe('approved');
  });

  it('answers 403 without each key, 404 outside the caller’s warehouses, 400 on bad input', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    await assetIn(t, admin, w);
    const plan = await started(t, admin, { warehouseIds: [w] });
    const id = plan.stocktakeId;
    const nobody = await personWith(
      t,
      WARE_KEYS.filter((k) => !k.startsWith('ware_stocktake_')),
    );
    for (const [method, url] of [
      ['GET', '/ware/stocktake/page'],
      ['GET', `/ware/stocktake/${id}`],
      ['GET', `/ware/stocktake/${id}/progress`],
      ['POST', '/ware/stocktake'],
      ['POST', `/ware/stocktake/${id}/start`],
      ['POST', `/ware/stocktake/${id}/scan`],
      ['POST', `/ware/stocktake/${id}/submit`],
      ['POST', `/ware/stocktake/${id}/cancel`],
    ] as const) {
      const res = await call(t, nobody, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Viewing alone does not count or make plans.
    const viewer = await personWith(t, [S.view]);
    expect(
      (await call(t, viewer, 'POST', `/ware/stocktake/${id}/scan`, { warehouseId: w, code: 'X' }))
        .statusCode,
    ).toBe(403);
    // A keeper of another warehouse (self scope): this plan and its warehouse are 404s.
    const keeper = await personWith(t, WARE_KEYS, 'self');
    const mine = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const made = await call(t, keeper, 'POST', '/ware/stocktake', {
      name: 'x',
      dueDate: '2030-01-01',
      warehouseIds: [w],
    });
    expect(made.statusCode).toBe(404);
    expect((await call(t, keeper, 'GET', `/ware/stocktake/${id}`)).statusCode).toBe(404);
    expect(
      (await call(t, keeper, 'POST', `/ware/stocktake/${id}/scan`, { warehouseId: w, code: 'X' }))
        .statusCode,
    ).toBe(404);
    const seen = (await call(t, keeper, 'GET', '/ware/stocktake/page')).json().data.records;
    expect(seen.map((p: { stocktakeId: number }) => p.stocktakeId)).not.toContain(id);
    // Bad bodies: 400s, no plan made.
    const count = await t.db.$count(stocktake);
    for (const body of [
      { name: '', dueDate: '2030-01-01', warehouseIds: [mine] },
      { name: 'x', dueDate: 'tomorrow', warehouseIds: [mine] },
      { name: 'x', dueDate: '2030-01-01', warehouseIds: [] },
      { name: 'x', dueDate: '2030-01-01', warehouseIds: [mine, mine] },
      { name: 'x', dueDate: '2030-01-01', warehouseIds: [mine], categoryIds: [99999999] },
    ]) {
      const res = await call(t, keeper, 'POST', '/ware/stocktake', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.$count(stocktake)).toBe(count);
  });

  it('has a demo stocktake in progress in 华东仓: counted lines, a duplicate, an unknown code', async () => {
    const admin = await adminOf(t);
    const page = (await call(t, admin, 'GET', '/ware/stocktake/page?status=counting')).json().data
      .records;
    const demo = page.find((p: { name: string }) => p.name === '华东仓月末盘点');
    expect(demo).toMatchObject({
      warehouses: [{ name: '华东仓' }],
      counters: [{ nickname: '孙仓管' }],
    });
    expect(demo.countedCount).toBeGreaterThan(0);
    expect(demo.countedCount).toBeLessThan(demo.lineCount);
    const progress = (
      await call(t, admin, 'GET', `/ware/stocktake/${demo.stocktakeId}/progress`)
    ).json().data;
    expect(progress.unknown.map((s: { code: string }) => s.code)).toEqual(['NB-LOST-0001']);
    // The keeper counts for it: the page and its keys are theirs.
    const [keeper] = await t.db
      .select()
      .from(stocktakeScan)
      .where(eq(stocktakeScan.stocktakeId, demo.stocktakeId))
      .limit(1);
    expect(keeper!.counterId).toBe(demo.counters[0].userId);
  });

  it('counts again when sent back and resubmits; a cancelled plan ends with its reason', async () => {
    const admin = await adminOf(t);
    const keeper = await personWith(t, WARE_KEYS);
    const approver = await personWith(t, [S.view]);
    await stocktakeTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const c = await stockedCategory(t, admin, w, 4);
    const plan = await started(t, keeper, { warehouseIds: [w], categoryIds: [c] });
    const id = plan.stocktakeId;
    const count = (quantity: number) =>
      call(t, keeper, 'POST', `/ware/stocktake/${id}/scan`, {
        warehouseId: w,
        categoryId: c,
        quantity,
      });
    const submit = async () => {
      const now = (await call(t, keeper, 'GET', `/ware/stocktake/${id}`)).json().data;
      return call(t, keeper, 'POST', `/ware/stocktake/${id}/submit`, { version: now.version });
    };
    expect((await count(1)).statusCode).toBe(200);
    const first = await submit();
    expect(first.statusCode, first.body).toBe(200);
    // Counting stops while the differences are in approval.
    expect((await count(2)).statusCode).toBe(409);
    const requestId = first.json().data.requestId;
    const back = await sendBack(t, approver, requestId, '请复盘');
    expect(back.statusCode, back.body).toBe(200);
    const reopened = (await call(t, keeper, 'GET', `/ware/stocktake/${id}`)).json().data;
    expect(reopened.status).toBe('counting');
    expect((await count(3)).statusCode).toBe(200);
    const again = await submit();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'submitted', requestId });
    expect((await approve(t, approver, requestId)).statusCode).toBe(200);
    expect(await quantityOf(t, w, c)).toBe(3);

    // Another plan, cancelled while counting: it ends and keeps the reason; counting is refused.
    const other = await started(t, keeper, { warehouseIds: [w], categoryIds: [c] });
    const cancelled = await call(t, keeper, 'POST', `/ware/stocktake/${other.stocktakeId}/cancel`, {
      version: other.version,
      reason: '盘点人员不足',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: '盘点人员不足',
    });
    const late = await call(t, keeper, 'POST', `/ware/stocktake/${other.stocktakeId}/scan`, {
      warehouseId: w,
      categoryId: c,
      quantity: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(await quantityOf(t, w, c)).toBe(3);
  });

  it('flags an asset a document took out of the warehouse during the count, and posts nothing for it', async () => {
    const admin = await adminOf(t);
    const approver = await personWith(t, [S.view]);
    await stocktakeTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin);
    const taken = await assetIn(t, admin, w);
    const plan = await started(t, admin, { warehouseIds: [w] });
    // A pick-up gives it to a person: the register clears its warehouse, no ledger row.
    await t.db.update(asset).set({ warehouseId: null }).where(eq(asset.id, taken.id));
    const now = (await call(t, admin, 'GET', `/ware/stocktake/${plan.stocktakeId}`)).json().data;
    const line = now.lines.find(
      (l: { asset: { assetId: number } | null }) => l.asset?.assetId === taken.id,
    );
    expect(line).toMatchObject({ moved: -1, counted: null, undecided: true });
    // The book as it is now stands: the document that moved it is right.
    const decided = await call(
      t,
      admin,
      'POST',
      `/ware/stocktake/${plan.stocktakeId}/lines/${line.lineId}/decision`,
      { decision: 'book' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const submitted = await call(t, admin, 'POST', `/ware/stocktake/${plan.stocktakeId}/submit`, {
      version: now.version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await approve(t, approver, submitted.json().data.requestId);
    expect(approved.statusCode, approved.body).toBe(200);
    const ledger = (
      await call(t, admin, 'GET', `/ware/movement/page?warehouseId=${w}&size=50`)
    ).json().data.records;
    expect(ledger.filter((m: { source: string }) => m.source === 'stocktake')).toEqual([]);
  });
});
