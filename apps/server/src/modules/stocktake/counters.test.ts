import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { asset } from '../../db/schema/asset';
import {
  adminOf,
  call,
  newWarehouse,
  personWith,
  stockedCategory,
  WARE_KEYS,
} from '../warehouse/test-fixtures';
import { assetIn, started } from './test-plans';

describe.each(areaEngines())('stocktake progress counters on %s', (engine) => {
  const t = useTestApp(engine);

  it('stay right across duplicate, unknown and moved scans, counts replaced and a recount', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await stockedCategory(t, admin, w, 10);
    const first = await assetIn(t, admin, w);
    const taken = await assetIn(t, admin, w);
    const plan = await started(t, admin, { warehouseIds: [w] });
    const id: number = plan.stocktakeId;
    expect(plan).toMatchObject({ lineCount: plan.lines.length, countedCount: 0 });
    const lines: number = plan.lines.length;
    // The category's stock and one asset move during the count.
    const out = await call(t, admin, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      reason: 'issue',
      lines: [{ categoryId: c, quantity: 2 }],
    });
    expect(out.statusCode, out.body).toBe(200);
    await t.db.update(asset).set({ warehouseId: null }).where(eq(asset.id, taken.id));

    /** The lines really counted, as the plan's page and a scan's answer must say. */
    const truth = async () => {
      const rows = await t.db.execute(
        sql`select count(*)::int as n from stocktake_line where stocktake_id = ${id} and counted is not null`,
      );
      return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    };
    const scan = async (body: object, result: string) => {
      const res = await call(t, admin, 'POST', `/ware/stocktake/${id}/scan`, {
        warehouseId: w,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json().data;
      expect(answer.result).toBe(result);
      expect(answer).toMatchObject({ counted: await truth(), lines });
      const detail = (await call(t, admin, 'GET', `/ware/stocktake/${id}`)).json().data;
      expect(detail).toMatchObject({ countedCount: answer.counted, lineCount: lines });
      // The answer's line (read in the scan's own statement, or after it) is the plan's.
      if (answer.line) {
        const same = detail.lines.find((l: { lineId: number }) => l.lineId === answer.line.lineId);
        expect(answer.line).toEqual(same);
      }
      return answer;
    };

    expect((await scan({ code: first.code }, 'counted')).counted).toBe(1);
    expect((await scan({ code: first.code.toLowerCase() }, 'duplicate')).counted).toBe(1);
    expect((await scan({ code: 'NO-SUCH-LABEL' }, 'unknown')).counted).toBe(1);
    // The asset a document took away, scanned all the same: counted, and flagged as moved.
    const moved = await scan({ code: taken.code }, 'counted');
    expect(moved).toMatchObject({ counted: 2, line: { moved: -1, undecided: true } });
    // A counted category: its first count adds a line, a second one replaces it.
    expect((await scan({ categoryId: c, quantity: 7 }, 'counted')).counted).toBe(3);
    const replaced = await scan({ categoryId: c, quantity: 8 }, 'counted');
    expect(replaced).toMatchObject({ counted: 3, line: { counted: 8, moved: -2 } });

    // A recount clears the line's count: one counted line fewer, back when counted again.
    const recount = await call(
      t,
      admin,
      'POST',
      `/ware/stocktake/${id}/lines/${replaced.line.lineId}/decision`,
      { decision: 'recount' },
    );
    expect(recount.statusCode, recount.body).toBe(200);
    const afterRecount = (await call(t, admin, 'GET', `/ware/stocktake/${id}`)).json().data;
    expect(afterRecount.countedCount).toBe(2);
    expect(await truth()).toBe(2);
    // Deciding again (the count is already cleared) changes nothing.
    await call(t, admin, 'POST', `/ware/stocktake/${id}/lines/${replaced.line.lineId}/decision`, {
      decision: 'recount',
    });
    expect((await scan({ categoryId: c, quantity: 8 }, 'counted')).counted).toBe(3);
    const progress = (await call(t, admin, 'GET', `/ware/stocktake/${id}/progress`)).json().data;
    expect(progress).toMatchObject({ lines, counted: 3, moved: 2 });
  });

  it('are summed from each counter’s own part when counters scan at once', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const assets: Array<{ code: string }> = [];
    for (let i = 0; i < 6; i++) assets.push(await assetIn(t, admin, w));
    const [one, two] = [await personWith(t, WARE_KEYS), await personWith(t, WARE_KEYS)];
    const plan = await started(t, admin, { warehouseIds: [w], counterIds: [one.id, two.id] });
    const id: number = plan.stocktakeId;
    // Each counter scans every asset at the same time as the other: each is counted once.
    const answers = await Promise.all(
      [one, two].flatMap((who) =>
        assets.map((a) =>
          call(t, who, 'POST', `/ware/stocktake/${id}/scan`, { warehouseId: w, code: a.code }),
        ),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const results = answers.map((res) => res.json().data.result as string);
    expect(results.filter((r) => r === 'counted')).toHaveLength(assets.length);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(assets.length);
    const parts = await t.db.execute(
      sql`select part, counted from stocktake_tally where stocktake_id = ${id} order by part`,
    );
    const rows = (parts as unknown as { rows: Array<{ part: number; counted: number }> }).rows;
    // The figure is kept in the parts of the counters who counted, never on the plan's row.
    expect(rows.every((r) => [one.id, two.id].includes(Number(r.part)))).toBe(true);
    expect(rows.reduce((sum, r) => sum + Number(r.counted), 0)).toBe(assets.length);
    const detail = (await call(t, admin, 'GET', `/ware/stocktake/${id}`)).json().data;
    expect(detail).toMatchObject({ countedCount: assets.length, lineCount: assets.length });
  });
});
