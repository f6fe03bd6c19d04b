import type { ReservationOutcome, ReservationSource } from '@depot/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { refuseShort } from './short-stock';
import { stock, stockReservation } from './tables';

/*
 * Reservations (docs/warehouses.md "Reservations"): a document holds part of a stock row
 * (`stock.reserved`) until the stock leaves for it or it lets it go, each hold a row of
 * `stock_reservation`. Part of the movement service (movements.ts hands these out and consumes
 * a document's holds when it posts the document's outbound lines): in the caller's
 * transaction, after the caller locked its document. Every stock row a call touches is locked
 * first, in one statement in warehouse, category order, so two calls never wait on each other
 * in a circle, whatever warehouses they let go and take.
 */

/** The document holding the stock: its kind, id and code. */
export interface ReservationHolder {
  source: ReservationSource;
  sourceId: number;
  sourceCode: string;
}

/** A stock row (warehouse × counted category) and a quantity of it. */
export interface StockPart {
  warehouseId: number;
  categoryId: number;
  quantity: number;
}

type StockKey = Pick<StockPart, 'warehouseId' | 'categoryId'>;
type OpenRow = StockPart & { id: number };

const keyOf = (k: StockKey) => `${k.warehouseId}:${k.categoryId}`;
const byStockRow = (a: StockKey, b: StockKey) =>
  a.warehouseId - b.warehouseId || a.categoryId - b.categoryId;

/** `parts` summed per stock row, in warehouse, category order. */
function merged(parts: readonly StockPart[]): StockPart[] {
  const sums = new Map<string, StockPart>();
  for (const p of parts) {
    const sum = sums.get(keyOf(p)) ?? {
      warehouseId: p.warehouseId,
      categoryId: p.categoryId,
      quantity: 0,
    };
    sum.quantity += p.quantity;
    sums.set(keyOf(p), sum);
  }
  return [...sums.values()].sort(byStockRow);
}

/** Locks the existing stock rows of `keys` for update, in warehouse, category order. */
export async function lockStockRows(tx: Db, keys: readonly StockKey[]): Promise<void> {
  const distinct = merged(keys.map((k) => ({ ...k, quantity: 0 })));
  if (!distinct.length) return;
  const pairs = sql.join(
    distinct.map((k) => sql`(${k.warehouseId}::int, ${k.categoryId}::int)`),
    sql`, `,
  );
  await tx
    .select({ warehouseId: stock.warehouseId })
    .from(stock)
    .where(sql`(${stock.warehouseId}, ${stock.categoryId}) in (${pairs})`)
    .orderBy(asc(stock.warehouseId), asc(stock.categoryId))
    .for('update');
}

/** The holder's open reservations, locked, in warehouse, category order. */
function openOf(tx: Db, holder: Pick<ReservationHolder, 'source' | 'sourceId'>) {
  return tx
    .select({
      id: stockReservation.id,
      warehouseId: stockReservation.warehouseId,
      categoryId: stockReservation.categoryId,
      quantity: stockReservation.quantity,
    })
    .from(stockReservation)
    .where(
      and(
        eq(stockReservation.source, holder.source),
        eq(stockReservation.sourceId, holder.sourceId),
        isNull(stockReservation.outcome),
      ),
    )
    .orderBy(asc(stockReservation.warehouseId), asc(stockReservation.categoryId))
    .for('update');
}

/**
 * The reserved part of each stock row falls by the holds `rows` that ended (their stock rows
 * already locked), one statement per stock row.
 */
export async function lowerReserved(tx: Db, rows: readonly StockPart[], at: Date): Promise<void> {
  for (const row of merged(rows)) {
    await tx
      .update(stock)
      .set({ reserved: sql`${stock.reserved} - ${row.quantity}`, updatedAt: at })
      .where(and(eq(stock.warehouseId, row.warehouseId), eq(stock.categoryId, row.categoryId)));
  }
}

/** Closes `rows` (their stock rows already locked): each stock row's reserved part falls. */
async function close(
  tx: Db,
  rows: readonly OpenRow[],
  outcomeOf: (row: OpenRow) => ReservationOutcome,
  actorId: number | null,
  at: Date,
): Promise<void> {
  await lowerReserved(tx, rows, at);
  for (const outcome of ['issued', 'released'] as const) {
    const ids = rows.filter((r) => outcomeOf(r) === outcome).map((r) => r.id);
    if (!ids.length) continue;
    await tx
      .update(stockReservation)
      .set({ outcome, closedBy: actorId, closedAt: at })
      .where(inIntArray(stockReservation.id, ids));
  }
}

/** How a document reserves: until when, and whether a short part holds what is available. */
export interface ReserveTerms {
  /** When the holds lapse (the expiry timer lets them go then: reservation-expiry.ts). */
  expiresAt: Date;
  /** A part asking for more than is available holds what is (the rest is its shortfall). */
  partial?: boolean;
}

/** What is available (quantity − reserved) of each of `parts`' stock rows: 0 with no row. */
async function availableOf(tx: Db, parts: readonly StockPart[]): Promise<Map<string, number>> {
  const pairs = sql.join(
    parts.map((k) => sql`(${k.warehouseId}::int, ${k.categoryId}::int)`),
    sql`, `,
  );
  const rows = await tx
    .select({
      warehouseId: stock.warehouseId,
      categoryId: stock.categoryId,
      available: sql<number>`${stock.quantity} - ${stock.reserved}`.mapWith(Number),
    })
    .from(stock)
    .where(sql`(${stock.warehouseId}, ${stock.categoryId}) in (${pairs})`);
  return new Map(rows.map((r) => [keyOf(r), r.available]));
}

/**
 * Reserves `parts` for `holder` until `terms.expiresAt`, in place of whatever it held before
 * (let go as `released`, before the new holds are counted, so moving a hold to another
 * warehouse or changing it at the same one needs no more than is available there). A part
 * asking for more than is available (quantity − reserved) is the 409 with the figures (have,
 * asked) and the caller's transaction rolls back, nothing changed; with `terms.partial` it
 * holds what is available instead (none: no hold for it), and only nothing available for any
 * part is that 409. Answers what is held, per stock row in warehouse, category order.
 */
export async function reserveStock(
  tx: Db,
  holder: ReservationHolder,
  parts: readonly StockPart[],
  actorId: number | null,
  terms: ReserveTerms,
): Promise<StockPart[]> {
  const at = new Date();
  const open = await openOf(tx, holder);
  const wanted = merged(parts);
  await lockStockRows(tx, [...open, ...wanted]);
  await close(tx, open, () => 'released', actorId, at);
  if (!wanted.length) return [];
  let held = wanted;
  if (terms.partial) {
    // The rows are locked: what is available stays so until the transaction ends.
    const available = await availableOf(tx, wanted);
    held = wanted
      .map((p) => ({ ...p, quantity: Math.min(p.quantity, available.get(keyOf(p)) ?? 0) }))
      .filter((p) => p.quantity > 0);
    if (!held.length) {
      const first = wanted[0]!;
      await refuseShort(tx, first.warehouseId, first.categoryId, first.quantity);
    }
  }
  for (const part of held) {
    const [taken] = await tx
      .update(stock)
      .set({ reserved: sql`${stock.reserved} + ${part.quantity}`, updatedAt: at })
      .where(
        and(
          eq(stock.warehouseId, part.warehouseId),
          eq(stock.categoryId, part.categoryId),
          sql`${stock.quantity} - ${stock.reserved} >= ${part.quantity}`,
        ),
      )
      .returning({ reserved: stock.reserved });
    if (!taken) await refuseShort(tx, part.warehouseId, part.categoryId, part.quantity);
  }
  await tx.insert(stockReservation).values(
    held.map((part) => ({
      ...part,
      source: holder.source,
      sourceId: holder.sourceId,
      sourceCode: holder.sourceCode,
      reservedBy: actorId,
      reservedAt: at,
      expiresAt: terms.expiresAt,
    })),
  );
  return held;
}

/** Lets go of everything `holder` holds (`released`); how many holds there were. */
export async function releaseStock(
  tx: Db,
  holder: Pick<ReservationHolder, 'source' | 'sourceId'>,
  actorId: number | null,
): Promise<number> {
  const open = await openOf(tx, holder);
  await lockStockRows(tx, open);
  await close(tx, open, () => 'released', actorId, new Date());
  return open.length;
}

/**
 * Before `holder`'s outbound `lines` are taken: its holds end, each `issued` where a line takes
 * that stock row and `released` elsewhere (served from another warehouse than reserved at). The
 * stock rows of both are locked first, in order; the lines then take the units as available
 * stock, the reserved part having fallen by the holds.
 */
export async function consumeReservations(
  tx: Db,
  holder: Pick<ReservationHolder, 'source' | 'sourceId'>,
  lines: readonly StockKey[],
  actorId: number | null,
  at: Date,
): Promise<void> {
  const open = await openOf(tx, holder);
  if (!open.length) return;
  await lockStockRows(tx, [...open, ...lines]);
  const taken = new Set(lines.map(keyOf));
  await close(tx, open, (r) => (taken.has(keyOf(r)) ? 'issued' : 'released'), actorId, at);
}
