import type { ScanResult, StocktakeScan, StocktakeScanAnswerRecord } from '@depot/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { namedQuery, preparedStatement } from '../../db/named-statement';
import { assetCategory } from '../../db/schema/asset';
import { planScope, readLine, readStrays } from './plan-read';
import { stocktake, stocktakeCounter, stocktakeScan, stocktakeWarehouse } from './tables';

/**
 * What a scanned or typed text names: a label's QR holds the asset page's address with its
 * token (`…/as/asset-detail?qr=<token>`), an address with `?id=` names an asset by id, anything
 * else is an asset code (upper-cased). null: an address naming nothing.
 */
export function scannedReference(
  text: string,
): { qrToken: string } | { assetId: number } | { code: string } | null {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) {
    let address: URL;
    try {
      address = new URL(trimmed, 'http://depot.invalid');
    } catch {
      return null;
    }
    const qr = address.searchParams.get('qr')?.trim();
    if (qr) return /^[0-9a-f-]{36}$/i.test(qr) ? { qrToken: qr.toLowerCase() } : null;
    const id = Number(address.searchParams.get('id'));
    return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? { assetId: id } : null;
  }
  return { code: trimmed.toUpperCase() };
}

/** A plan's figures in a scan's answer: its lines and how many are counted. */
interface Counters {
  lines: number;
  counted: number;
}

const placeholder = sql.placeholder;

/**
 * One statement: `delta` added to the user `part`'s own part of the plan `id`'s tally
 * (`stocktake_tally`) when `when` holds, then the plan's counters. Each counter moves only
 * their own part, so counters at work side by side never wait on each other's commits.
 * `before`: statements ahead of it in the same WITH (each followed by a comma); `also`: more
 * columns of the answer. Built once with placeholders `id`, `part` and `delta`.
 */
const tallied = (when: SQL, before: SQL = sql``, also: SQL = sql``) => sql`with ${before} bump as (
    insert into stocktake_tally (stocktake_id, part, counted)
    select ${placeholder('id')}, ${placeholder('part')}, ${placeholder('delta')} where ${when}
    on conflict (stocktake_id, part)
      do update set counted = stocktake_tally.counted + excluded.counted
    returning counted)
  select s.line_count as lines,
    coalesce((select sum(t.counted) from stocktake_tally t
      where t.stocktake_id = s.id and t.part <> ${placeholder('part')}), 0)
    + coalesce((select counted from bump), (select t.counted from stocktake_tally t
      where t.stocktake_id = s.id and t.part = ${placeholder('part')}), 0) as counted ${also}
  from stocktake s where s.id = ${placeholder('id')}`;

interface TallyValues extends Record<string, unknown> {
  id: number;
  part: number;
  delta: number;
}

/** The counters moved, and read when nothing moves (no row written). */
const bumpTally = preparedStatement<Counters, TallyValues>('stocktake_tally', tallied(sql`true`));
const readTally = preparedStatement<Counters, TallyValues>('stocktake_tally', tallied(sql`false`));

/**
 * A scanned asset's line claimed (when no one counted it yet), the scan logged (`counted` or
 * `duplicate`) and the counter's tally moved with the claim, in one statement built once.
 */
const claimLine = preparedStatement<
  Counters & { result: 'counted' | 'duplicate' },
  TallyValues & {
    line: number;
    elsewhere: number | null;
    now: Date;
    warehouse: number;
    code: string;
    asset: number;
  }
>(
  'stocktake_scan_claim',
  tallied(
    sql`exists (select 1 from claimed)`,
    sql`claimed as (
      update stocktake_line
      set counted = 1, found_warehouse_id = ${placeholder('elsewhere')},
        counted_by = ${placeholder('part')}, counted_at = ${placeholder('now')}
      where id = ${placeholder('line')} and counted is null
      returning id),
    logged as (
      insert into stocktake_scan
        (stocktake_id, warehouse_id, counter_id, code, result, asset_id, at)
      select ${placeholder('id')}, ${placeholder('warehouse')}, ${placeholder('part')},
        ${placeholder('code')},
        case when exists (select 1 from claimed) then 'counted' else 'duplicate' end,
        ${placeholder('asset')}, ${placeholder('now')}
      returning result),`,
    sql`, (select result from logged) as result`,
  ),
);

/** The asset `where` names, with the plan's line for it when the plan expects it. */
const assetWhere = (where: SQL) =>
  preparedStatement<
    { id: number; code: string; lineId: string | number | null; lineWarehouseId: number | null },
    { plan: number; ref: string | number }
  >(
    'stocktake_scan_asset',
    sql`select a.id, a.code, l.id as "lineId", l.warehouse_id as "lineWarehouseId"
      from asset a
      left join stocktake_line l on l.stocktake_id = ${placeholder('plan')} and l.asset_id = a.id
      where ${where}`,
  );
const assetByQr = assetWhere(sql`a.qr_token = ${placeholder('ref')}::uuid`);
const assetById = assetWhere(sql`a.id = ${placeholder('ref')}::int`);
const assetByCode = assetWhere(sql`a.code = ${placeholder('ref')}`);

/**
 * The asset a scanned text names, with the plan's line for it when the plan expects it (one
 * statement, built once): null when it names none.
 */
async function findAsset(tx: Db, planId: number, text: string) {
  const reference = scannedReference(text);
  if (!reference) return null;
  const [found] =
    'qrToken' in reference
      ? await assetByQr(tx, { plan: planId, ref: reference.qrToken })
      : 'assetId' in reference
        ? await assetById(tx, { plan: planId, ref: reference.assetId })
        : await assetByCode(tx, { plan: planId, ref: reference.code.slice(0, 32) });
  if (!found) return null;
  return { ...found, lineId: found.lineId === null ? null : Number(found.lineId) };
}

const countersOf = (row: Counters | undefined): Counters => ({
  lines: Number(row!.lines),
  counted: Number(row!.counted),
});

/**
 * The plan's counters after `delta` more lines were counted (less, for a count cleared) by the
 * user `part`; none written when nothing changed.
 */
export async function tally(tx: Db, id: number, part: number, delta: number): Promise<Counters> {
  const [row] = await (delta === 0 ? readTally : bumpTally)(tx, { id, part, delta });
  return countersOf(row);
}

/**
 * The plan `id` being counted, for one of its counters or its maker (else 404 outside the
 * caller's scope, 409 when not counting, 403 for anyone else), and whether it counts the
 * warehouse `warehouseId` (when named): one statement. Read with a key-share lock, so counters
 * work side by side, and a submit (which locks the plan for update) waits for them.
 */
export async function countingPlan(tx: Db, user: AuthUser, id: number, warehouseId?: number) {
  const [plan] = await namedQuery(
    'stocktake_counting_plan',
    tx
      .select({
        id: stocktake.id,
        code: stocktake.code,
        status: stocktake.status,
        blind: stocktake.blind,
        creatorId: stocktake.creatorId,
        counter: sql<boolean>`exists (select 1 from ${stocktakeCounter}
        where ${stocktakeCounter.stocktakeId} = ${stocktake.id}
          and ${stocktakeCounter.userId} = ${user.userId})`,
        counts: sql<boolean>`exists (select 1 from ${stocktakeWarehouse}
        where ${stocktakeWarehouse.stocktakeId} = ${stocktake.id}
          and ${stocktakeWarehouse.warehouseId} = ${warehouseId ?? null})`,
      })
      .from(stocktake)
      .where(and(eq(stocktake.id, id), planScope(user.scope)))
      .for('key share'),
  ).execute();
  if (!plan) throw new NotFound();
  if (plan.status !== 'counting') throw new Conflict('stocktake.notCounting', { code: plan.code });
  if (plan.creatorId !== user.userId && !plan.counter) throw new Forbidden('stocktake.notCounter');
  if (warehouseId !== undefined && !plan.counts) throw new BadRequest('stocktake.notPlanWarehouse');
  return plan;
}

/**
 * POST /ware/stocktake/:id/scan by a counter of the plan in one of its warehouses: an asset's
 * code or label counts its line (once: a second scan is a duplicate, ignored and said so; found
 * in another warehouse of the plan, it notes where); a code naming no asset is kept in the
 * unknown list; an asset the plan does not expect is kept with where the register has it. A
 * counted category's quantity replaces the line's earlier count. The plan is read with a share
 * lock, so scans run side by side and a submit waits for them.
 */
export async function scan(
  db: Db,
  user: AuthUser,
  id: number,
  body: StocktakeScan,
): Promise<StocktakeScanAnswerRecord> {
  return db.transaction(async (tx) => {
    const plan = await countingPlan(tx, user, id, body.warehouseId);
    const now = new Date();
    const log = (code: string, result: ScanResult, assetId: number | null = null) =>
      tx.insert(stocktakeScan).values({
        stocktakeId: id,
        warehouseId: body.warehouseId,
        counterId: user.userId,
        code: code.slice(0, 500),
        result,
        assetId,
        at: now,
      });
    /** The answer: the scanned line alone and the plan's counters (read now when not given). */
    const answer = async (
      result: ScanResult,
      code: string | null,
      lineId: number | null,
      counted?: Counters,
    ): Promise<StocktakeScanAnswerRecord> => {
      const head = { stocktakeId: id, blind: plan.blind, status: 'counting' as const };
      const line = lineId === null ? undefined : await readLine(tx, head, lineId);
      const stray =
        result === 'unknown' || result === 'elsewhere'
          ? ((await readStrays(tx, id, result, 1))[0] ?? null)
          : null;
      const counters = counted ?? (await tally(tx, id, user.userId, 0));
      return { result, code, line: line ?? null, stray, ...counters };
    };

    if (body.code === undefined) {
      // The line's earlier count, read under the row's lock: a first count adds to the counters.
      const rows = await tx.execute(sql`
        with old as (
          select id, counted from stocktake_line
          where stocktake_id = ${id} and warehouse_id = ${body.warehouseId}
            and category_id = ${body.categoryId!} and asset_id is null
          for update)
        update stocktake_line l
        set counted = ${body.quantity!}, counted_by = ${user.userId}, counted_at = ${now}
        from old where l.id = old.id
        returning l.id, old.counted is null as first`);
      const [line] = (rows as unknown as { rows: Array<{ id: string | number; first: boolean }> })
        .rows;
      if (!line) {
        const [category] = await tx
          .select({ name: assetCategory.name })
          .from(assetCategory)
          .where(eq(assetCategory.id, body.categoryId!));
        throw new BadRequest('stocktake.notCountedCategory', {
          name: category?.name ?? String(body.categoryId),
        });
      }
      await log(`#${body.categoryId}=${body.quantity}`, 'counted');
      const counters = await tally(tx, id, user.userId, line.first ? 1 : 0);
      return answer('counted', null, Number(line.id), counters);
    }

    const found = await findAsset(tx, id, body.code);
    if (!found) {
      await log(body.code, 'unknown');
      return answer('unknown', body.code, null);
    }
    if (found.lineId !== null) {
      // One statement claims the line, logs the scan and moves the counter's tally: two
      // counters scanning the same label count it once, the other's scan is logged as a
      // duplicate, and the counted figure moves with the claim.
      const [claim] = await claimLine(tx, {
        id,
        part: user.userId,
        delta: 1,
        line: found.lineId,
        elsewhere: found.lineWarehouseId === body.warehouseId ? null : body.warehouseId,
        now,
        warehouse: body.warehouseId,
        code: found.code,
        asset: found.id,
      });
      return answer(claim!.result, found.code, found.lineId, countersOf(claim));
    }
    const [earlier] = await tx
      .select({ id: stocktakeScan.id })
      .from(stocktakeScan)
      .where(
        and(
          eq(stocktakeScan.stocktakeId, id),
          eq(stocktakeScan.assetId, found.id),
          eq(stocktakeScan.result, 'elsewhere'),
        ),
      )
      .limit(1);
    await log(found.code, earlier ? 'duplicate' : 'elsewhere', found.id);
    return answer(earlier ? 'duplicate' : 'elsewhere', found.code, null);
  });
}
