import { PERMISSIONS } from '@depot/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { rowsOf } from '../../../test/security/db-digest';
import type { Db } from '../../db/client';
import {
  adminOf,
  approve,
  call,
  inTemplate,
  newWarehouse,
  personWith,
  quantityOf,
  stockedCategory,
  WARE_KEYS,
} from '../warehouse/test-fixtures';
import { assetIn, started, stocktakeTemplate } from './test-plans';

/*
 * A scan reads its plan under a key-share lock until it commits; the steps that end the count
 * lock the plan for update (scan-claim.ts countingFacts; plan-write.ts lockPlan, and the
 * approval handler's facts again). Two sessions at once need PostgreSQL: on PGlite's one
 * connection the second would wait forever.
 */
describe.skipIf(!areaEngines().includes('pg'))('a scan’s lock on its plan on PostgreSQL', () => {
  const t = useTestApp('pg');

  /** Resolves once `count` sessions of this database wait for a lock (signal, not time). */
  const waiting = (count: number) =>
    vi.waitFor(
      async () => {
        const [waits] = await rowsOf<{ n: number }>(
          t,
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(Number(waits!.n)).toBe(count);
      },
      { timeout: 15_000, interval: 20 },
    );

  /** A transaction kept open by `hold` until `release` is called; `done` settles with it. */
  function held(hold: (tx: Db) => Promise<void>) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: () => void;
    const holding = new Promise<void>((resolve) => (ready = resolve));
    const done = t.db.transaction(async (tx) => {
      await hold(tx);
      ready();
      await released;
    });
    return { holding, release, done };
  }

  it('makes a submit wait for a scan at work, and the submit counts what the scan wrote', async () => {
    const admin = await adminOf(t);
    await inTemplate(t, admin, admin.id);
    const keeper = await personWith(t, WARE_KEYS);
    const approver = await personWith(t, [PERMISSIONS.warehouse.stocktake.view]);
    await stocktakeTemplate(t, admin, approver.id);
    const w = await newWarehouse(t, admin, { keeperIds: [keeper.id] });
    const c = await stockedCategory(t, admin, w, 4);
    const plan = await started(t, keeper, { warehouseIds: [w], categoryIds: [c] });
    const id: number = plan.stocktakeId;

    // A scan at work: the plan read as countingFacts reads it, the line's count written.
    const scan = held(async (tx) => {
      const plan = await rowsOf(
        { db: tx },
        sql`select status from stocktake where id = ${id} for key share`,
      );
      expect(plan).toEqual([{ status: 'counting' }]);
      await tx.execute(sql`update stocktake_line set counted = 3, counted_by = ${keeper.id},
        counted_at = now() where stocktake_id = ${id} and category_id = ${c}`);
    });
    await scan.holding;
    let settled = false;
    const submit = call(t, keeper, 'POST', `/ware/stocktake/${id}/submit`, {
      version: plan.version,
    }).finally(() => (settled = true));
    try {
      await waiting(1);
      expect(settled).toBe(false);
    } finally {
      scan.release();
    }
    await scan.done;
    const submitted = await submit;
    expect(submitted.statusCode, submitted.body).toBe(200);
    // Approved, the stock is what the scan counted: the submit read the lines after it.
    expect((await approve(t, approver, submitted.json().data.requestId)).statusCode).toBe(200);
    expect(await quantityOf(t, w, c)).toBe(3);
  });

  it('refuses the scans that waited for the count to end, and they write nothing', async () => {
    const admin = await adminOf(t);
    await inTemplate(t, admin, admin.id);
    const w = await newWarehouse(t, admin);
    const c = await stockedCategory(t, admin, w, 2);
    const [first, second] = [await assetIn(t, admin, w), await assetIn(t, admin, w)];
    const counter = await personWith(t, WARE_KEYS);
    const plan = await started(t, admin, { warehouseIds: [w], counterIds: [counter.id] });
    const id: number = plan.stocktakeId;
    const scanned = async () =>
      (
        await rowsOf<{ scans: number; lines: number }>(
          t,
          sql`select
            (select count(*) from stocktake_scan where stocktake_id = ${id})::int as scans,
            (select count(*) from stocktake_line where stocktake_id = ${id}
              and counted is not null)::int as lines`,
        )
      )[0];
    const scanOf = (body: object) =>
      call(t, counter, 'POST', `/ware/stocktake/${id}/scan`, { warehouseId: w, ...body });
    // Seen written while counting: a scan of each kind counts.
    expect((await scanOf({ code: first.code })).statusCode).toBe(200);
    expect((await scanOf({ categoryId: c, quantity: 2 })).statusCode).toBe(200);
    expect(await scanned()).toEqual({ scans: 2, lines: 2 });

    // A submit under way, not yet committed: the plan locked as lockPlan locks it, its status
    // changed; other sessions still read it as counting meanwhile.
    const ending = held(async (tx) => {
      await tx.execute(sql`select id from stocktake where id = ${id} for update`);
      await tx.execute(sql`update stocktake set status = 'submitted' where id = ${id}`);
    });
    await ending.holding;
    const late = [scanOf({ code: second.code }), scanOf({ categoryId: c, quantity: 1 })];
    try {
      await waiting(2);
    } finally {
      ending.release();
    }
    await ending.done;
    for (const res of await Promise.all(late)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toContain('not being counted');
    }
    expect(await scanned()).toEqual({ scans: 2, lines: 2 });
  });
});
