import { ASSET_HISTORY_FIELDS, ASSET_SIGNATURE_FIELD, type AssetStatus } from '@depot/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { MessagePart } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/en-US';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset, assetHistory, auditLog } from '../../db/schema';
import type { MovementLine, MovementService } from '../warehouse/movements';
import { placeOf, samePlace, type Place } from './places';

export interface Move {
  assetId: number;
  /** Where the asset must stand now: anything else is a 409 naming it, and nothing changes. */
  from: Place;
  to: Place;
}

export interface MoveContext {
  /** The document's code: the history's `source`, and its ledger rows' `source_code`. */
  source: string;
  /** The document's id: its ledger rows' `source_id` (source `assetDoc`). */
  docId: number;
  /** The movement service: an asset leaving or entering a warehouse is a ledger row. */
  movements: Pick<MovementService, 'postMovements'>;
  /**
   * The warehouse each of these assets stands in after the move (null: none), where the
   * default rule (below) does not say it: a rollback puts an asset back in the warehouse its
   * original took it out of.
   */
  warehouseAfter?: ReadonlyMap<number, number | null>;
  actor: { userId: number; username: string } | null;
  at: Date;
  /** A signature's file: one more history row per asset carrying it. */
  signatureFileId?: string;
}

/** The words of each asset status in the server's messages. */
const STATUS_WORDS: Record<AssetStatus, MessageKey> = {
  idle: 'asset.status.idle',
  awaitingPickup: 'asset.status.awaitingPickup',
  inUse: 'asset.status.inUse',
  lent: 'asset.status.lent',
  inRepair: 'asset.status.inRepair',
  damaged: 'asset.status.damaged',
  writtenOff: 'asset.status.writtenOff',
  lost: 'asset.status.lost',
};

/** The fields a move changes, in the order the asset's history lists them (fieldChanges). */
const PLACE_FIELDS = ASSET_HISTORY_FIELDS.filter(
  (f) => f === 'status' || f === 'custodianId' || f === 'deptId' || f === 'storeId',
);

/** Texts without commas, quotes or braces as one PostgreSQL array parameter. */
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** Most assets a message names; the rest are `…`. */
const NAMED_MAX = 20;

/** `code (status in words), …`: assets named with their status, for a 409's message. */
export function assetList(rows: ReadonlyArray<{ code: string; status: string }>): MessagePart[] {
  const parts = rows.slice(0, NAMED_MAX).flatMap((row, i): MessagePart[] => [
    `${i ? ', ' : ''}${row.code} (`,
    // The check constraint allows only ASSET_STATUSES.
    { key: STATUS_WORDS[row.status as AssetStatus] },
    ')',
  ]);
  return rows.length > NAMED_MAX ? [...parts, ', …'] : parts;
}

/** `code, code, …`: assets named by their codes. */
export function codeList(codes: readonly string[]): string {
  return codes.slice(0, NAMED_MAX).join(', ') + (codes.length > NAMED_MAX ? ', …' : '');
}

/**
 * The assets `where` finds and where they stand, locked for update in id order (every writer
 * locks assets in that order, so two never wait on each other).
 */
export function lockAssets(tx: Db, where: SQL | undefined) {
  return tx
    .select({
      id: asset.id,
      code: asset.code,
      status: asset.status,
      custodianId: asset.custodianId,
      deptId: asset.deptId,
      storeId: asset.storeId,
      warehouseId: asset.warehouseId,
      categoryId: asset.categoryId,
    })
    .from(asset)
    .where(where)
    .orderBy(asset.id)
    .for('update');
}

/**
 * Moves assets as one step (AREAS.md §2): each is locked and must still stand where `from`
 * says (status, custodian, department, store), else a 409 names those that moved and nothing
 * changes; then status, custodian, department and store change together, with one history row
 * per field that changed (source: the document's code) and one audit row per asset moved. A
 * signature adds a history row to every asset, moved or not (a return signed in place). An
 * asset leaving a warehouse (given to a person or a store) or entering one (a transfer into a
 * warehouse, a rollback) does so through the movement service: ledger rows naming the document
 * (issue #18, postWarehouseMoves).
 */
export async function moveAssets(tx: Db, moves: readonly Move[], ctx: MoveContext): Promise<void> {
  if (!moves.length) return;
  const ids = moves.map((m) => m.assetId);
  const rows = await lockAssets(tx, inIntArray(asset.id, ids));
  const now = new Map(rows.map((r) => [r.id, r]));
  const moved = moves
    .filter((m) => {
      const row = now.get(m.assetId);
      return !row || !samePlace(placeOf(row), m.from);
    })
    .map((m) => now.get(m.assetId) ?? { code: `#${m.assetId}`, status: 'lost' });
  if (moved.length) throw new Conflict('assetDoc.assetsMoved', { assets: assetList(moved) });

  // An asset a document gives to a person or a store leaves its warehouse (issue #18); one a
  // transfer puts in a warehouse, or a rollback puts back, enters one (`warehouseAfter`). The
  // ledger says so: the movement service moves it (postWarehouseMoves, below). An asset going
  // from one warehouse to another may keep its place (idle, no custodian, no store): it moves.
  const all = moves.map((m) => {
    const warehouseId = now.get(m.assetId)?.warehouseId ?? null;
    const leaves = m.to.custodianId !== null || m.to.storeId !== null;
    const after = ctx.warehouseAfter?.has(m.assetId)
      ? ctx.warehouseAfter.get(m.assetId)!
      : leaves
        ? null
        : warehouseId;
    return {
      id: m.assetId,
      before: { ...m.from, warehouseId },
      after: { ...m.to, warehouseId: after },
      changing: !samePlace(m.from, m.to),
      moving: !samePlace(m.from, m.to) || warehouseId !== after,
    };
  });
  const moving = all.filter((w) => w.moving);
  if (!moving.length && !ctx.signatureFileId) return;
  // Every row the move writes comes from this one parameter, in one statement: the assets'
  // new places, one history row per field that changed (and the signature's), one audit row
  // per asset moved. 500 assets as rows of parameters took longer to build and parse than to
  // write (over 10,000 parameters for the history alone).
  const written = ctx.signatureFileId ? all : moving;
  const at = ctx.at.toISOString();
  const actorId = ctx.actor?.userId ?? null;
  const file = ctx.signatureFileId ?? null;
  await tx.execute(sql`
    with v as (
      select (e.item ->> 'id')::int as id, e.item -> 'before' as before,
             e.item -> 'after' as after, (e.item ->> 'changing')::boolean as changing,
             (e.item ->> 'moving')::boolean as moving, e.n
      from jsonb_array_elements(${JSON.stringify(written)}::jsonb) with ordinality as e(item, n)
    ), moved as (
      update ${asset} set status = v.after ->> 'status',
        custodian_id = (v.after ->> 'custodianId')::int, dept_id = (v.after ->> 'deptId')::int,
        store_id = (v.after ->> 'storeId')::int, version = ${asset.version} + 1,
        updated_at = ${at}::timestamptz
      from v where ${asset.id} = v.id and v.changing
      returning ${asset.id}
    ), history as (
      insert into ${assetHistory} (asset_id, field, before, after, source, actor_id, at)
      select v.id, f.field, nullif(f.before, 'null'::jsonb), nullif(f.after, 'null'::jsonb),
             ${ctx.source}::varchar, ${actorId}::int, ${at}::timestamptz
      from v cross join lateral (
        select k.field, v.before -> k.field as before, v.after -> k.field as after, k.i
        from unnest(${textArray(PLACE_FIELDS)}::text[])
          with ordinality as k(field, i)
        where (v.before -> k.field) is distinct from (v.after -> k.field)
        union all
        select ${ASSET_SIGNATURE_FIELD}::varchar, null, to_jsonb(${file}::text),
               ${PLACE_FIELDS.length + 1}::bigint
        where ${file}::text is not null
      ) as f
      order by v.n, f.i
    )
    insert into ${auditLog} (actor_id, actor_name, action, entity, entity_id, before, after,
                             created_at)
    select ${actorId}::int, ${ctx.actor?.username ?? null}::varchar, 'document', 'asset',
           v.id::text, v.before,
           v.after || jsonb_build_object('document', ${ctx.source}::text, 'signatureFileId',
                                         ${file}::text),
           ${at}::timestamptz
    from v where v.moving
    order by v.n`);
  await postWarehouseMoves(
    tx,
    written.flatMap((w) => {
      const row = now.get(w.id)!;
      return w.before.warehouseId === w.after.warehouseId
        ? []
        : [
            {
              assetId: w.id,
              categoryId: row.categoryId,
              from: w.before.warehouseId,
              to: w.after.warehouseId,
              // The store it goes to when it leaves, or comes back from when it returns.
              store: w.after.warehouseId === null ? w.after.storeId : w.before.storeId,
            },
          ];
    }),
    ctx,
  );
}

/**
 * The ledger rows of assets leaving or entering a warehouse (source `assetDoc`, the document's
 * id and code), through the movement service: it moves them (`warehouse_id`, a history row
 * each) and checks the thresholds. Those leaving go first, in their own posting, so an asset
 * leaving one warehouse for another is out of the first before it is in the second. An asset
 * going from one warehouse straight to another (a transfer into a warehouse, or its rollback)
 * is a `transferOut`/`transferIn` pair, as the warehouses' own transfers post; one leaving for
 * a person or a store is `out`, one coming from none is `in`; those name the store it goes to
 * or comes back from, if any. Each pair sums to nothing, so the ledger still sums to what each
 * warehouse holds.
 */
async function postWarehouseMoves(
  tx: Db,
  changes: ReadonlyArray<{
    assetId: number;
    categoryId: number;
    from: number | null;
    to: number | null;
    store: number | null;
  }>,
  ctx: MoveContext,
): Promise<void> {
  const line = (
    c: (typeof changes)[number],
    warehouseId: number,
    kind: 'in' | 'out' | 'transferIn' | 'transferOut',
  ): MovementLine => ({
    warehouseId,
    kind,
    categoryId: c.categoryId,
    quantity: 1,
    assetId: c.assetId,
    // Between two warehouses no store is its destination.
    storeId: kind === 'in' || kind === 'out' ? c.store : null,
  });
  const between = (c: (typeof changes)[number]) => c.from !== null && c.to !== null;
  const outs = changes.flatMap((c) =>
    c.from === null ? [] : [line(c, c.from, between(c) ? 'transferOut' : 'out')],
  );
  const ins = changes.flatMap((c) =>
    c.to === null ? [] : [line(c, c.to, between(c) ? 'transferIn' : 'in')],
  );
  const cause = {
    source: 'assetDoc' as const,
    sourceId: ctx.docId,
    sourceCode: ctx.source,
    actorId: ctx.actor?.userId ?? null,
    at: ctx.at,
  };
  if (outs.length) await ctx.movements.postMovements(tx, outs, cause);
  if (ins.length) await ctx.movements.postMovements(tx, ins, cause);
}
