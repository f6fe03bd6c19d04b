import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { AppError } from '../../core/errors';
import { inIntArray } from '../../db/int-array';
import { asset, assetHistory } from '../../db/schema/asset';
import { freeAssets } from '../asset-doc/test-fixtures';
import { createMovements, ShortStockError } from './movements';
import { stockMovement } from './tables';
import {
  adminOf,
  call,
  countedCategory,
  ledgerSum,
  newWarehouse,
  quantityOf,
} from './test-fixtures';

const quiet = { notify: async () => [] };

describe.each(areaEngines())('stock movements on %s', (engine) => {
  const t = useTestApp(engine);
  const movements = () => createMovements(quiet);

  it('keeps every stock row equal to its ledger sum, never below 0, whatever the sequence', async () => {
    const admin = await adminOf(t);
    const warehouses = [await newWarehouse(t, admin), await newWarehouse(t, admin)];
    const categories = [await countedCategory(t), await countedCategory(t)];
    const step = fc.record({
      w: fc.integer({ min: 0, max: 1 }),
      c: fc.integer({ min: 0, max: 1 }),
      kind: fc.constantFrom(
        'purchaseIn',
        'in',
        'out',
        'returnToSupplier',
        'stocktakeLoss',
        'reverse',
      ),
      quantity: fc.integer({ min: 1, max: 30 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const s of steps) {
          const warehouseId = warehouses[s.w]!;
          const categoryId = categories[s.c]!;
          try {
            await t.db.transaction(async (tx) => {
              if (s.kind === 'reverse') {
                const [last] = await tx
                  .select({ id: stockMovement.id })
                  .from(stockMovement)
                  .where(eq(stockMovement.warehouseId, warehouseId))
                  .orderBy(sql`${stockMovement.id} desc`)
                  .limit(1);
                if (last) await movements().reverseMovement(tx, last.id, null, 'property');
                return;
              }
              await movements().postMovements(
                tx,
                [{ warehouseId, categoryId, kind: s.kind, quantity: s.quantity }],
                { source: 'manual', actorId: null },
              );
            });
          } catch (error) {
            // Short stock, a second reversal or the reversal of a reversal: refused, nothing changed.
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).status).toBe(409);
          }
        }
        for (const w of warehouses) {
          for (const c of categories) {
            const have = await quantityOf(t, w, c);
            expect(have).toBeGreaterThanOrEqual(0);
            expect(have).toBe(await ledgerSum(t, w, c));
          }
        }
      }),
      { numRuns: 12 },
    );
  });

  it('posts many lines of one stock row as line by line would: balances, stock, refusals', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const categories = [await countedCategory(t), await countedCategory(t)];
    const line = fc.record({
      c: fc.integer({ min: 0, max: 1 }),
      kind: fc.constantFrom('purchaseIn', 'in', 'out'),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    const have = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 12 }), async (lines) => {
        // The model: lines in category order (as posted), each applied in turn.
        const sorted = lines
          .map((l) => ({ ...l, categoryId: categories[l.c]! }))
          .sort((a, b) => a.categoryId - b.categoryId);
        const model = new Map(have);
        const balances: number[] = [];
        let refused = false;
        for (const l of sorted) {
          const now =
            (model.get(l.categoryId) ?? 0) + (l.kind === 'out' ? -l.quantity : l.quantity);
          if (now < 0) refused = true;
          model.set(l.categoryId, now);
          balances.push(now);
        }
        const before = await t.db.$count(stockMovement);
        try {
          const posted = await t.db.transaction((tx) =>
            movements().postMovements(
              tx,
              sorted.map((l) => ({
                warehouseId: w,
                categoryId: l.categoryId,
                kind: l.kind,
                quantity: l.quantity,
              })),
              { source: 'manual', actorId: null },
            ),
          );
          expect(refused).toBe(false);
          expect(posted.map((p) => p.balance)).toEqual(balances);
          for (const [c, n] of model) have.set(c, n);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          expect(refused).toBe(true);
          expect(error.status).toBe(409);
          expect(await t.db.$count(stockMovement)).toBe(before);
        }
        for (const c of categories) {
          expect(await quantityOf(t, w, c)).toBe(have.get(c) ?? 0);
          expect(await ledgerSum(t, w, c)).toBe(have.get(c) ?? 0);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('refuses an outbound line beyond the stock with the figures, and changes nothing', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t, '打印纸');
    await t.db.transaction((tx) =>
      movements().postMovements(tx, [{ warehouseId: w, categoryId: c, kind: 'in', quantity: 5 }], {
        source: 'manual',
        actorId: null,
      }),
    );
    const rows = await t.db.$count(stockMovement);
    const res = await call(t, admin, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      reason: '领用',
      lines: [{ categoryId: c, quantity: 7 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('5 available, 7 asked');
    expect(res.json().data.short).toEqual({ warehouseId: w, categoryId: c, have: 5, asked: 7 });
    expect(await quantityOf(t, w, c)).toBe(5);
    expect(await t.db.$count(stockMovement)).toBe(rows);
    const taken = await call(t, admin, 'POST', '/ware/stock/out', {
      warehouseId: w,
      kind: 'out',
      reason: '领用',
      lines: [{ categoryId: c, quantity: 5 }],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data[0]).toMatchObject({ quantity: -5, balance: 0, kind: 'out' });
  });

  it('moves many assets at once, each with its history, and refuses the lot if one is not there', async () => {
    const w = await newWarehouse(t, await adminOf(t));
    const made = await freeAssets(t, 3);
    const rows = await t.db
      .select({ id: asset.id, categoryId: asset.categoryId })
      .from(asset)
      .where(
        inIntArray(
          asset.id,
          made.map((a) => a.id),
        ),
      );
    const lines = (kind: 'in' | 'out', ids: number[]) =>
      rows
        .filter((r) => ids.includes(r.id))
        .map((r) => ({
          warehouseId: w,
          categoryId: r.categoryId,
          kind,
          quantity: 1,
          assetId: r.id,
        }));
    const post = (kind: 'in' | 'out', ids: number[]) =>
      t.db.transaction((tx) =>
        movements().postMovements(tx, lines(kind, ids), {
          source: 'manual',
          sourceCode: 'BULK',
          actorId: null,
        }),
      );
    const ids = made.map((a) => a.id);
    const posted = await post('in', ids);
    // One ledger row per asset, its id rising in the lines' order (category, then asset).
    expect(posted.map((p) => p.movementId)).toEqual(
      [...posted.map((p) => p.movementId)].sort((a, b) => a - b),
    );
    const ledger = await t.db
      .select({ id: stockMovement.id, assetId: stockMovement.assetId })
      .from(stockMovement)
      .where(
        inIntArray(
          stockMovement.id,
          posted.map((p) => p.movementId),
        ),
      );
    expect(new Map(ledger.map((r) => [r.id, r.assetId]))).toEqual(
      new Map(posted.map((p) => [p.movementId, p.assetId])),
    );
    const placed = await t.db
      .select({ warehouseId: asset.warehouseId })
      .from(asset)
      .where(inIntArray(asset.id, ids));
    expect(placed.map((a) => a.warehouseId)).toEqual([w, w, w]);
    // Each asset's history: it came into the warehouse, and left the store it was at.
    const history = await t.db
      .select({ assetId: assetHistory.assetId, field: assetHistory.field })
      .from(assetHistory)
      .where(and(inIntArray(assetHistory.assetId, ids), eq(assetHistory.source, 'BULK')));
    for (const id of ids) {
      const fields = history.filter((h) => h.assetId === id).map((h) => h.field);
      expect(fields.sort()).toEqual(
        made.find((a) => a.id === id)!.storeId === null
          ? ['warehouseId']
          : ['storeId', 'warehouseId'],
      );
    }

    // One of them leaves alone; taking all three out is then refused, naming it.
    await post('out', [ids[1]!]);
    const before = await t.db.$count(stockMovement);
    await expect(post('out', ids)).rejects.toMatchObject({
      status: 409,
      key: 'warehouse.assetNotThere',
      params: expect.objectContaining({ code: made[1]!.code }),
    });
    expect(await t.db.$count(stockMovement)).toBe(before);
    const still = await t.db
      .select({ id: asset.id, warehouseId: asset.warehouseId })
      .from(asset)
      .where(inIntArray(asset.id, [ids[0]!, ids[2]!]));
    expect(still.map((a) => a.warehouseId)).toEqual([w, w]);
  });

  it('reverses a movement once, never a reversal, and the ledger refuses any edit', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    const [posted] = await t.db.transaction((tx) =>
      movements().postMovements(tx, [{ warehouseId: w, categoryId: c, kind: 'in', quantity: 4 }], {
        source: 'manual',
        actorId: null,
      }),
    );
    const url = `/ware/movement/${posted!.movementId}/reverse`;
    expect((await call(t, admin, 'POST', url, { reason: '' })).statusCode).toBe(400);
    const reversed = await call(t, admin, 'POST', url, { reason: '录错了' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const reversal = reversed.json().data;
    expect(reversal).toMatchObject({
      kind: 'reversal',
      quantity: -4,
      reversalOf: posted!.movementId,
    });
    expect(await quantityOf(t, w, c)).toBe(0);
    const again = await call(t, admin, 'POST', url, { reason: '再来' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`movement ${posted!.movementId} has already been reversed`);
    const ofReversal = await call(
      t,
      admin,
      'POST',
      `/ware/movement/${reversal.movementId}/reverse`,
      {
        reason: 'x',
      },
    );
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().msg).toContain('a reversal cannot be reversed');
    const original = await call(t, admin, 'GET', `/ware/movement/${posted!.movementId}`);
    expect(original.json().data.reversedBy).toBe(reversal.movementId);
    await expect(
      t.db
        .update(stockMovement)
        .set({ quantity: 9 })
        .where(eq(stockMovement.id, posted!.movementId)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(stockMovement).where(eq(stockMovement.id, posted!.movementId)),
    ).rejects.toThrow();
  });

  it('shows stock as of a past day from the ledger', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    const post = (kind: 'in' | 'out', quantity: number, at: Date) =>
      t.db.transaction((tx) =>
        movements().postMovements(tx, [{ warehouseId: w, categoryId: c, kind, quantity }], {
          source: 'manual',
          actorId: null,
          at,
        }),
      );
    await post('in', 10, new Date('2026-01-05T10:00:00Z'));
    await post('out', 3, new Date('2026-01-07T10:00:00Z'));
    const asOf = async (day: string) =>
      (await call(t, admin, 'GET', `/ware/stock/page?warehouseId=${w}&asOf=${day}`)).json().data
        .records;
    expect(await asOf('2026-01-04')).toEqual([]);
    expect((await asOf('2026-01-05'))[0]).toMatchObject({ quantity: 10, updatedAt: null });
    expect((await asOf('2026-01-07'))[0]).toMatchObject({ quantity: 7 });
    const live = await call(t, admin, 'GET', `/ware/stock/page?warehouseId=${w}`);
    expect(live.json().data.records[0]).toMatchObject({ quantity: 7, available: 7 });
  });

  it('lets concurrent outbound requests take no more than there is', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    await t.db.transaction((tx) =>
      movements().postMovements(tx, [{ warehouseId: w, categoryId: c, kind: 'in', quantity: 6 }], {
        source: 'manual',
        actorId: null,
      }),
    );
    const keeper = admin;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, keeper, 'POST', '/ware/stock/out', {
          warehouseId: w,
          kind: 'out',
          reason: '并发',
          lines: [{ categoryId: c, quantity: 1 }],
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    expect(await quantityOf(t, w, c)).toBe(0);
    expect(await ledgerSum(t, w, c)).toBe(0);
  });

  it.runIf(engine === 'pg')(
    'lets outbound requests from several processes take no more than there is',
    async () => {
      const admin = await adminOf(t);
      const w = await newWarehouse(t, admin);
      const c = await countedCategory(t);
      await t.db.transaction((tx) =>
        movements().postMovements(
          tx,
          [{ warehouseId: w, categoryId: c, kind: 'in', quantity: 25 }],
          {
            source: 'manual',
            actorId: null,
          },
        ),
      );
      const [{ name }] = (
        (await t.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: Array<{ name: string }>;
        }
      ).rows as [{ name: string }];
      const url = new URL(inject('pgUrl')!);
      url.pathname = `/${name}`;
      const worker = fileURLToPath(new URL('./out-worker.ts', import.meta.url));
      const run = () =>
        new Promise<{ ok: number; refused: number; other: number }>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            ['--import', 'tsx', worker, url.toString(), String(w), String(c), '10'],
            { cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
          );
          let out = '';
          let err = '';
          child.stdout.on('data', (d) => (out += d));
          child.stderr.on('data', (d) => (err += d));
          child.on('exit', (code) =>
            code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`worker: ${code} ${err}`)),
          );
        });
      const results = await Promise.all([run(), run(), run()]);
      expect(results.reduce((s, r) => s + r.other, 0)).toBe(0);
      expect(results.reduce((s, r) => s + r.ok, 0)).toBe(25);
      expect(results.reduce((s, r) => s + r.refused, 0)).toBe(5);
      expect(await quantityOf(t, w, c)).toBe(0);
      expect(await ledgerSum(t, w, c)).toBe(0);
    },
    90_000,
  );

  it('refuses a short outbound line as ShortStockError inside the caller’s transaction', async () => {
    const admin = await adminOf(t);
    const w = await newWarehouse(t, admin);
    const c = await countedCategory(t);
    await expect(
      t.db.transaction((tx) =>
        movements().postMovements(
          tx,
          [{ warehouseId: w, categoryId: c, kind: 'out', quantity: 1 }],
          {
            source: 'manual',
            actorId: null,
          },
        ),
      ),
    ).rejects.toBeInstanceOf(ShortStockError);
  });
});
