import {
  INBOUND_KINDS,
  RESERVATION_SOURCES,
  type MovementKind,
  type MovementSource,
  type ReservationSource,
} from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset, assetHistory } from '../../db/schema/asset';
import { isUniqueViolation } from '../../core/db-errors';
import { consumeReservations, releaseStock, reserveStock } from './reservations';
import { names, refuseShort } from './short-stock';
import { stock, stockMovement } from './tables';
import { checkThresholds, type Notify } from './thresholds';

export { ShortStockError } from './short-stock';

/*
 * The movement service (docs/warehouses.md): the only code that changes stock and the location
 * of serialised assets in warehouses, always with a ledger row in the caller's transaction, and
 * (reservations.ts) the part of stock documents hold. Stocktakes and transfers build on it.
 */

/** One line to post: a counted category's quantity, or one serialised asset (quantity 1). */
export interface MovementLine {
  warehouseId: number;
  kind: Exclude<MovementKind, 'reversal'>;
  categoryId: number;
  /** Positive: the kind says whether it comes in or goes out. */
  quantity: number;
  /** A serialised asset of the category (its quantity is 1). */
  assetId?: number | null;
  unitPrice?: string | null;
  /** The store the stock goes to (or comes back from), when one is its destination. */
  storeId?: number | null;
}

/** What made the lines: the document (its id and code), who, why. */
export interface MovementCause {
  source: MovementSource;
  sourceId?: number | null;
  sourceCode?: string | null;
  reason?: string | null;
  actorId: number | null;
  at?: Date;
  /**
   * The document's stock leaves for it: its reservations (source × source id) end first
   * (reservations.ts `consumeReservations`), so its lines take what it held.
   */
  consumesReservation?: boolean;
}

export interface PostedMovement {
  movementId: number;
  warehouseId: number;
  categoryId: number;
  assetId: number | null;
  /** Signed: + in, − out. */
  quantity: number;
  balance: number | null;
}

const isInbound = (kind: MovementKind) => INBOUND_KINDS.includes(kind);

/** Adds `delta` (> 0) to a stock row, making it if needed; the quantity after. */
async function addStock(tx: Db, warehouseId: number, categoryId: number, delta: number) {
  const [row] = await tx
    .insert(stock)
    .values({ warehouseId, categoryId, quantity: delta })
    .onConflictDoUpdate({
      target: [stock.warehouseId, stock.categoryId],
      set: { quantity: sql`${stock.quantity} + ${delta}`, updatedAt: sql`now()` },
    })
    .returning({ quantity: stock.quantity });
  return row!.quantity;
}

/**
 * Takes `delta` (> 0) from a stock row only if that much is available (not reserved): one
 * conditional statement, so two processes taking the last units cannot both succeed (the
 * second waits for the first's row lock, then finds too little). Else a 409 with the figures.
 */
async function takeStock(tx: Db, warehouseId: number, categoryId: number, delta: number) {
  const [row] = await tx
    .update(stock)
    .set({ quantity: sql`${stock.quantity} - ${delta}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(stock.warehouseId, warehouseId),
        eq(stock.categoryId, categoryId),
        sql`${stock.quantity} - ${stock.reserved} >= ${delta}`,
      ),
    )
    .returning({ quantity: stock.quantity });
  if (row) return row.quantity;
  return refuseShort(tx, warehouseId, categoryId, delta);
}

/** Rows per statement when many rows go in at once (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

const chunksOf = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/**
 * Locates serialised assets in a warehouse (`inbound`) or takes them out of one, each with its
 * history rows; a 409 for the first that is already there or no longer there. The assets are
 * distinct, locked in one statement in id order (so two postings never wait on each other in a
 * circle), then moved by one update per warehouse and direction, their history in bulk.
 */
async function moveAssets(
  tx: Db,
  lines: ReadonlyArray<{ assetId: number; warehouseId: number; inbound: boolean; source: string }>,
  ctx: { actorId: number | null; at: Date },
) {
  const rows = await tx
    .select({
      id: asset.id,
      code: asset.code,
      warehouseId: asset.warehouseId,
      storeId: asset.storeId,
    })
    .from(asset)
    .where(
      inIntArray(
        asset.id,
        lines.map((l) => l.assetId),
      ),
    )
    .orderBy(asset.id)
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const line of lines) {
    const before = byId.get(line.assetId);
    if (!before || (before.warehouseId === line.warehouseId) === line.inbound) {
      const { warehouse: name } = await names(tx, line.warehouseId, 0);
      throw new Conflict(line.inbound ? 'warehouse.assetAlreadyThere' : 'warehouse.assetNotThere', {
        code: before?.code ?? String(line.assetId),
        warehouse: name,
      });
    }
  }
  const groups = new Map<string, { after: number | null; inbound: boolean; ids: number[] }>();
  for (const line of lines) {
    const after = line.inbound ? line.warehouseId : null;
    const key = `${after}:${line.inbound}`;
    const group = groups.get(key) ?? { after, inbound: line.inbound, ids: [] };
    group.ids.push(line.assetId);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    await tx
      .update(asset)
      .set({
        warehouseId: group.after,
        // A warehouse is the asset's place: it leaves its store for it.
        ...(group.inbound ? { storeId: null } : {}),
        version: sql`${asset.version} + 1`,
        updatedAt: ctx.at,
      })
      .where(inIntArray(asset.id, group.ids));
  }
  const history = lines.flatMap((line) => {
    const before = byId.get(line.assetId)!;
    const after = line.inbound ? line.warehouseId : null;
    return [
      { field: 'warehouseId', before: before.warehouseId, after },
      ...(line.inbound && before.storeId !== null
        ? [{ field: 'storeId', before: before.storeId, after: null }]
        : []),
    ].map((change) => ({
      assetId: line.assetId,
      ...change,
      source: line.source.slice(0, 40),
      actorId: ctx.actorId,
      at: ctx.at,
    }));
  });
  for (const chunk of chunksOf(history)) await tx.insert(assetHistory).values(chunk);
}

/** `n` new ledger ids, in order: rows inserted in bulk keep the order of their lines. */
async function ledgerIds(tx: Db, n: number): Promise<number[]> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('stock_movement', 'id'))::bigint as id
        from generate_series(1, ${n}::int)`,
  );
  const rows = (result as unknown as { rows: Array<{ id: string | number }> }).rows;
  return rows.map((r) => Number(r.id));
}

/** The service over `notices` (low-stock notices go out in the posting transaction). */
export function createMovements(notices: Notify) {
  /**
   * Posts `lines` in `tx`: each counted line changes its stock row (an outbound one only if
   * the quantity is there: else a 409 with the figures, and the caller's transaction rolls
   * back), each asset line the asset's warehouse; one ledger row per line; then the thresholds
   * of what changed are checked (thresholds.ts). Rows are changed in warehouse and category
   * order, so two postings never wait on each other in a circle.
   */
  async function postMovements(
    tx: Db,
    lines: readonly MovementLine[],
    cause: MovementCause,
  ): Promise<PostedMovement[]> {
    const at = cause.at ?? new Date();
    const ordered = [...lines].sort(
      (a, b) =>
        a.warehouseId - b.warehouseId ||
        a.categoryId - b.categoryId ||
        (a.assetId ?? 0) - (b.assetId ?? 0),
    );
    // Many distinct assets move in one go; an asset named twice (out of one warehouse and into
    // another) moves line by line, in order.
    const assetLines = ordered.flatMap((line) =>
      line.assetId
        ? [
            {
              assetId: line.assetId,
              warehouseId: line.warehouseId,
              inbound: isInbound(line.kind),
              source: cause.sourceCode ?? line.kind,
            },
          ]
        : [],
    );
    if (cause.consumesReservation) {
      const source = cause.source as ReservationSource;
      if (!RESERVATION_SOURCES.includes(source) || cause.sourceId == null)
        throw new Error(`${cause.source} holds no reservations`);
      const counted = ordered.filter((l) => !l.assetId && !isInbound(l.kind));
      await consumeReservations(
        tx,
        { source, sourceId: cause.sourceId },
        counted,
        cause.actorId,
        at,
      );
    }
    const moveCtx = { actorId: cause.actorId, at };
    if (new Set(assetLines.map((l) => l.assetId)).size === assetLines.length) {
      if (assetLines.length) await moveAssets(tx, assetLines, moveCtx);
    } else {
      for (const line of assetLines) await moveAssets(tx, [line], moveCtx);
    }
    const posted: PostedMovement[] = [];
    // A run of counted lines coming into the same stock row one after another (a delivery of
    // 500 SKUs stocked as a few categories) adds its sum in one statement; each line's balance
    // is what it would have been line by line. Outbound lines are taken one by one, each
    // checked, in their place in the order.
    const balances: number[] = [];
    const inRun = (line: MovementLine, first: MovementLine) =>
      !line.assetId &&
      isInbound(line.kind) &&
      line.warehouseId === first.warehouseId &&
      line.categoryId === first.categoryId;
    for (let i = 0; i < ordered.length;) {
      const first = ordered[i]!;
      let end = i + 1;
      if (inRun(first, first)) {
        while (end < ordered.length && inRun(ordered[end]!, first)) end++;
        const run = ordered.slice(i, end);
        const sum = run.reduce((n, line) => n + line.quantity, 0);
        let balance = (await addStock(tx, first.warehouseId, first.categoryId, sum)) - sum;
        for (const [k, line] of run.entries()) {
          balance += line.quantity;
          balances[i + k] = balance;
        }
      } else if (!first.assetId) {
        balances[i] = await takeStock(tx, first.warehouseId, first.categoryId, first.quantity);
      }
      i = end;
    }
    ordered.forEach((line, i) => {
      const inbound = isInbound(line.kind);
      const quantity = line.assetId ? 1 : line.quantity;
      posted.push({
        movementId: 0,
        warehouseId: line.warehouseId,
        categoryId: line.categoryId,
        assetId: line.assetId ?? null,
        quantity: inbound ? quantity : -quantity,
        balance: line.assetId ? null : balances[i]!,
      });
    });
    // The ledger rows, in the lines' order, a thousand per statement.
    const ids = await ledgerIds(tx, posted.length);
    const ledger = posted.map((row, i) => {
      row.movementId = ids[i]!;
      const line = ordered[i]!;
      return {
        id: row.movementId,
        warehouseId: line.warehouseId,
        kind: line.kind,
        categoryId: line.categoryId,
        assetId: row.assetId,
        quantity: row.quantity,
        balance: row.balance,
        unitPrice: line.unitPrice ?? null,
        source: cause.source,
        sourceId: cause.sourceId ?? null,
        sourceCode: cause.sourceCode ?? null,
        reason: cause.reason ?? null,
        storeId: line.storeId ?? null,
        actorId: cause.actorId,
        at,
      };
    });
    for (const chunk of chunksOf(ledger)) await tx.insert(stockMovement).values(chunk);
    await checkThresholds(tx, notices, posted);
    return posted;
  }

  /**
   * Reverses movement `movementId` in `tx`: a `reversal` row of the opposite quantity pointing
   * at it (naming its store, if it names one), its stock (or asset) put back. A reversal is never reversed, a movement is reversed
   * once (409 each, the unique index catching a race), and a reversal that would take more
   * than the warehouse has is refused like any outbound line.
   */
  async function reverseMovement(
    tx: Db,
    movementId: number,
    actorId: number | null,
    reason: string,
  ): Promise<PostedMovement> {
    const [original] = await tx
      .select()
      .from(stockMovement)
      .where(eq(stockMovement.id, movementId));
    if (!original) throw new Error(`movement ${movementId} does not exist`);
    if (original.kind === 'reversal') {
      throw new Conflict('warehouse.reverseReversal', { id: movementId });
    }
    const [earlier] = await tx
      .select({ id: stockMovement.id })
      .from(stockMovement)
      .where(eq(stockMovement.reversalOfId, movementId));
    if (earlier) throw new Conflict('warehouse.alreadyReversed', { id: movementId });
    const at = new Date();
    const inbound = original.quantity < 0;
    let balance: number | null = null;
    const size = Math.abs(original.quantity);
    if (original.assetId) {
      const source = original.sourceCode ?? 'reversal';
      await moveAssets(
        tx,
        [{ assetId: original.assetId, warehouseId: original.warehouseId, inbound, source }],
        { actorId, at },
      );
    } else {
      balance = inbound
        ? await addStock(tx, original.warehouseId, original.categoryId, size)
        : await takeStock(tx, original.warehouseId, original.categoryId, size);
    }
    try {
      const [row] = await tx
        .insert(stockMovement)
        .values({
          warehouseId: original.warehouseId,
          kind: 'reversal',
          categoryId: original.categoryId,
          assetId: original.assetId,
          quantity: -original.quantity,
          balance,
          unitPrice: original.unitPrice,
          source: 'reversal',
          sourceId: original.sourceId,
          sourceCode: original.sourceCode,
          reason,
          // What comes back from a store (or goes to it again) names it as the original does.
          storeId: original.storeId,
          reversalOfId: original.id,
          actorId,
          at,
        })
        .returning({ id: stockMovement.id });
      const posted: PostedMovement = {
        movementId: row!.id,
        warehouseId: original.warehouseId,
        categoryId: original.categoryId,
        assetId: original.assetId,
        quantity: -original.quantity,
        balance,
      };
      await checkThresholds(tx, notices, [posted]);
      return posted;
    } catch (error) {
      if (isUniqueViolation(error))
        throw new Conflict('warehouse.alreadyReversed', { id: movementId });
      throw error;
    }
  }

  return { postMovements, reverseMovement, reserveStock, releaseStock };
}

export type MovementService = ReturnType<typeof createMovements>;
