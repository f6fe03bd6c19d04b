import { PERMISSIONS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { asset } from '../../db/schema/asset';
import { auditLog } from '../../db/schema/logs';
import {
  adminOf,
  approve,
  call,
  countedCategory,
  newWarehouse,
  personWith,
  quantityOf,
  sendBack,
  stockedCategory,
  type Person,
} from '../warehouse/test-fixtures';
import { assetIn, started, stocktakeTemplate } from './test-plans';

const S = PERMISSIONS.warehouse.stocktake;

describe.each(areaEngines())('stocktake decisions on %s', (engine) => {
  const t = useTestApp(engine);

  /** A plan over 10 of a counted category, 3 of which are issued once counting has begun. */
  async function movedPlan(admin: Person) {
    const w = await newWarehouse(t, admin);
    const c = await stockedCategory(t, admin, w, 10);
    const plan = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const out = await call(t, admin, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      reason: 'issue',
      lines: [{ categoryId: c, quantity: 3 }],
    });
    expect(out.statusCode, out.body).toBe(200);
    const id: number = plan.stocktakeId;
    const lineId: number = plan.lines[0].lineId;
    return {
      w,
      c,
      id,
      lineId,
      count: (quantity: number) =>
        call(t, admin, 'POST', `/ware/stocktake/${id}/scan`, {
          warehouseId: w,
          categoryId: c,
          quantity,
        }),
      decide: (decision: unknown, by = admin) =>
        call(t, by, 'POST', `/ware/stocktake/${id}/lines/${lineId}/decision`, { decision }),
      read: async () => (await call(t, admin, 'GET', `/ware/stocktake/${id}`)).json().data,
      submit: async () => {
        const now = (await call(t, admin, 'GET', `/ware/stocktake/${id}`)).json().data;
        return call(t, admin, 'POST', `/ware/stocktake/${id}/submit`, { version: now.version });
      },
    };
  }

  it('refuses to submit a moved line undecided, then posts what each decision says', async () => {
    const admin = await adminOf(t);
    const approver = await personWith(t, [S.view]);
    await stocktakeTemplate(t, admin, approver.id);

    // Keep the count: 6 counted after 3 left, book 10: the stock becomes 6 (a loss of 1).
    const kept = await movedPlan(admin);
    expect((await kept.count(6)).statusCode).toBe(200);
    expect((await kept.read()).lines[0]).toMatchObject({ moved: -3, undecided: true });
    const refused = await kept.submit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('1 lines');
    expect((await kept.read()).status).toBe('counting');
    const decided = await kept.decide('count');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data).toMatchObject({
      counted: 6,
      difference: -1,
      undecided: false,
      decision: { choice: 'count', by: { userId: admin.id } },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'decide'))
      .orderBy(auditLog.id);
    expect(audit).toBeTruthy();
    const submitted = await kept.submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await approve(t, approver, submitted.json().data.requestId)).statusCode).toBe(200);
    expect(await quantityOf(t, kept.w, kept.c)).toBe(6);

    // Take the book: the 7 left stand, whatever was counted.
    const book = await movedPlan(admin);
    await book.count(6);
    const took = await book.decide('book');
    expect(took.json().data).toMatchObject({ difference: 0, decision: { choice: 'book' } });
    const second = await book.submit();
    expect(second.statusCode, second.body).toBe(200);
    expect((await approve(t, approver, second.json().data.requestId)).statusCode).toBe(200);
    expect(await quantityOf(t, book.w, book.c)).toBe(7);

    // Recount: the count is cleared (progress drops), counted again, and that count posts.
    const again = await movedPlan(admin);
    await again.count(9);
    expect((await again.read()).countedCount).toBe(1);
    const cleared = await again.decide('recount');
    expect(cleared.json().data).toMatchObject({
      counted: null,
      difference: null,
      decision: { choice: 'recount' },
    });
    expect((await again.read()).countedCount).toBe(0);
    expect((await again.count(5)).statusCode).toBe(200);
    expect((await again.read()).lines[0]).toMatchObject({ counted: 5, difference: -2 });
    const third = await again.submit();
    expect(third.statusCode, third.body).toBe(200);
    expect((await approve(t, approver, third.json().data.requestId)).statusCode).toBe(200);
    expect(await quantityOf(t, again.w, again.c)).toBe(5);
  });

  it('leaves what moves after the submit on top of the count, and a submitted plan holds still', async () => {
    const admin = await adminOf(t);
    const approver = await personWith(t, [S.view]);
    await stocktakeTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin);
    const c = await stockedCategory(t, admin, w, 10);
    const plan = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const id: number = plan.stocktakeId;
    const read = async () => (await call(t, admin, 'GET', `/ware/stocktake/${id}`)).json().data;
    const issue = async (quantity: number) => {
      const out = await call(t, admin, 'POST', '/ware/stock/out', {
        warehouseId: w,
        kind: 'out',
        reason: 'issue',
        lines: [{ categoryId: c, quantity }],
      });
      expect(out.statusCode, out.body).toBe(200);
    };
    const submit = async () =>
      call(t, admin, 'POST', `/ware/stocktake/${id}/submit`, { version: (await read()).version });
    const count = (quantity: number) =>
      call(t, admin, 'POST', `/ware/stocktake/${id}/scan`, {
        warehouseId: w,
        categoryId: c,
        quantity,
      });

    // 8 counted of a book of 10: a loss of 2, submitted.
    expect((await count(8)).statusCode).toBe(200);
    const first = await submit();
    expect(first.statusCode, first.body).toBe(200);
    const requestId: number = first.json().data.requestId;
    // 3 issued while the approver has not decided: after the count, not a part of it.
    await issue(3);
    expect((await read()).lines[0]).toMatchObject({ moved: 0, difference: -2, undecided: false });

    // Sent back, the count is open again: the issue is now one during it, to be decided on.
    const back = await sendBack(t, approver, requestId, '请复盘');
    expect(back.statusCode, back.body).toBe(200);
    expect((await read()).lines[0]).toMatchObject({ moved: -3, difference: 1, undecided: true });
    const lineId: number = (await read()).lines[0].lineId;
    const kept = await call(t, admin, 'POST', `/ware/stocktake/${id}/lines/${lineId}/decision`, {
      decision: 'book',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const again = await submit();
    expect(again.statusCode, again.body).toBe(200);
    // Issued after the second submit: on top again.
    await issue(2);
    expect((await read()).lines[0]).toMatchObject({ moved: -3, difference: 0, undecided: false });
    expect((await approve(t, approver, requestId)).statusCode).toBe(200);
    // 10 − 3 − 2 issued; the book taken for the line posted nothing.
    expect(await quantityOf(t, w, c)).toBe(5);

    // A plan of the same stock counted and approved, then 1 issued: its line says what it posted.
    const second = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const counted = await call(t, admin, 'POST', `/ware/stocktake/${second.stocktakeId}/scan`, {
      warehouseId: w,
      categoryId: c,
      quantity: 4,
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const head = (await call(t, admin, 'GET', `/ware/stocktake/${second.stocktakeId}`)).json().data;
    const sent = await call(t, admin, 'POST', `/ware/stocktake/${second.stocktakeId}/submit`, {
      version: head.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await issue(1);
    expect((await approve(t, approver, sent.json().data.requestId)).statusCode).toBe(200);
    // 5, less 1 issued after the count, less the 1 the count found missing.
    expect(await quantityOf(t, w, c)).toBe(3);
    await issue(1);
    const posted = (await call(t, admin, 'GET', `/ware/stocktake/${second.stocktakeId}`)).json()
      .data;
    expect(posted.status).toBe('approved');
    expect(posted.lines[0]).toMatchObject({ book: 5, counted: 4, moved: 0, difference: -1 });
  });

  it('keeps the count of an asset a document took away and found all the same: it is back', async () => {
    const admin = await adminOf(t);
    const approver = await personWith(t, [S.view]);
    await stocktakeTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin);
    const taken = await assetIn(t, admin, w);
    const plan = await started(t, admin, { warehouseIds: [w] });
    // A pick-up gives it to a person: the register clears its warehouse, no ledger row.
    await t.db.update(asset).set({ warehouseId: null }).where(eq(asset.id, taken.id));
    const scanned = await call(t, admin, 'POST', `/ware/stocktake/${plan.stocktakeId}/scan`, {
      warehouseId: w,
      code: taken.code,
    });
    expect(scanned.json().data).toMatchObject({ result: 'counted', line: { undecided: true } });
    const lineId = scanned.json().data.line.lineId;
    const decided = await call(
      t,
      admin,
      'POST',
      `/ware/stocktake/${plan.stocktakeId}/lines/${lineId}/decision`,
      { decision: 'count' },
    );
    expect(decided.json().data).toMatchObject({ moved: -1, difference: 1 });
    const now = (await call(t, admin, 'GET', `/ware/stocktake/${plan.stocktakeId}`)).json().data;
    const submitted = await call(t, admin, 'POST', `/ware/stocktake/${plan.stocktakeId}/submit`, {
      version: now.version,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await approve(t, approver, submitted.json().data.requestId)).statusCode).toBe(200);
    const [back] = await t.db.select().from(asset).where(eq(asset.id, taken.id));
    expect(back!.warehouseId).toBe(w);
  });

  it('answers 409 for a line that did not move, 403 without the count key, 404 for another plan’s line, 400 for a bad choice', async () => {
    const admin = await adminOf(t);
    const plan = await movedPlan(admin);
    const still = await movedPlan(admin);
    // Another plan's line: its id under this plan is a 404.
    const wrong = await call(
      t,
      admin,
      'POST',
      `/ware/stocktake/${plan.id}/lines/${still.lineId}/decision`,
      { decision: 'book' },
    );
    expect(wrong.statusCode).toBe(404);
    expect((await plan.decide('maybe')).statusCode).toBe(400);
    expect((await plan.decide('book', await personWith(t, [S.view]))).statusCode).toBe(403);
    // A viewer of it with the count key who is not its counter: refused too.
    expect((await plan.decide('book', await personWith(t, [S.view, S.count]))).statusCode).toBe(
      403,
    );
    expect((await plan.read()).lines[0].decision).toBeNull();
    // A line whose stock did not move has nothing to decide.
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    const calm = await started(t, admin, { warehouseIds: [w], categoryIds: [c] });
    const nothing = await call(
      t,
      admin,
      'POST',
      `/ware/stocktake/${calm.stocktakeId}/lines/${calm.lines[0].lineId}/decision`,
      { decision: 'count' },
    );
    expect(nothing.statusCode).toBe(409);
  });
});
