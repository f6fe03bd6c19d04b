import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { adminOf, call, newWarehouse, personWith, WARE_KEYS } from '../warehouse/test-fixtures';
import { assetIn, started } from './test-plans';

/*
 * A scan of an asset the plan expects is one statement (scan-claim.ts) that reads the plan,
 * claims the line and logs the scan: each refusal below must come before anything is written.
 */
describe.each(areaEngines())('a refused scan of an expected asset on %s', (engine) => {
  const t = useTestApp(engine);

  it('writes nothing for a stranger, another warehouse, another scope or a plan no longer counting', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const elsewhere = await newWarehouse(t, admin);
    const expected = await assetIn(t, admin, w);
    const counter = await personWith(t, WARE_KEYS);
    const plan = await started(t, admin, { warehouseIds: [w], counterIds: [counter.id] });
    const id: number = plan.stocktakeId;
    const label = `https://depot.example/as/asset-detail?qr=${expected.qrToken}`;

    /** What a scan may write: the plan's scan log, its counted lines and its tally. */
    const written = async () => {
      const rows = await t.db.execute(sql`select
          (select count(*) from stocktake_scan where stocktake_id = ${id})::int as scans,
          (select count(*) from stocktake_line where stocktake_id = ${id} and counted is not null)::int as lines,
          (select coalesce(sum(counted), 0) from stocktake_tally where stocktake_id = ${id})::int as tally`);
      return (rows as unknown as { rows: Array<Record<string, number>> }).rows[0];
    };
    const nothing = await written();
    expect(nothing).toEqual({ scans: 0, lines: 0, tally: 0 });
    const scanAs = (who: typeof admin, body: object) =>
      call(t, who, 'POST', `/ware/stocktake/${id}/scan`, { warehouseId: w, code: label, ...body });

    // Holding every warehouse key, but neither its maker nor one of its counters: 403.
    const stranger = await personWith(t, WARE_KEYS);
    expect((await scanAs(stranger, {})).statusCode).toBe(403);
    // A warehouse the plan does not count: 400.
    const wrong = await scanAs(counter, { warehouseId: elsewhere });
    expect(wrong.statusCode, wrong.body).toBe(400);
    // A keeper of another warehouse does not see the plan: 404.
    const outsider = await personWith(t, WARE_KEYS, 'self');
    await newWarehouse(t, admin, { keeperIds: [outsider.id] });
    expect((await scanAs(outsider, {})).statusCode).toBe(404);
    expect(await written()).toEqual(nothing);

    // The same scan by the counter counts the line: the refusals above would have been seen.
    const counted = await scanAs(counter, {});
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().data).toMatchObject({
      result: 'counted',
      code: expected.code,
      counted: 1,
      line: { asset: { code: expected.code }, counted: 1 },
    });
    const once = await written();
    expect(once).toEqual({ scans: 1, lines: 1, tally: 1 });

    // A label whose token is not one (dashes in a token's shape): an unknown code, not a 500.
    const forged = await scanAs(counter, { code: `/as/asset-detail?qr=${'-'.repeat(36)}` });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json().data).toMatchObject({ result: 'unknown', counted: 1 });

    // Cancelled, the plan counts nothing more: 409, and the scan is not logged.
    const head = (await call(t, admin, 'GET', `/ware/stocktake/${id}`)).json().data;
    const cancelled = await call(t, admin, 'POST', `/ware/stocktake/${id}/cancel`, {
      version: head.version,
      reason: '盘点人员不足',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const late = await scanAs(counter, {});
    expect(late.statusCode, late.body).toBe(409);
    expect(await written()).toEqual({ ...once, scans: 2 });
  });
});
