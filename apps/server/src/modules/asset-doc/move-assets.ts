import { ASSET_SIGNATURE_FIELD, type AssetStatus } from '@depot/shared';
import { sql } from 'drizzle-orm';
import type { MessagePart } from '../../core/i18n';
import type { MessageKey } from '../../core/messages/en-US';
import { Conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { asset, assetHistory, auditLog } from '../../db/schema';
import { fieldChanges } from '../asset/asset-history';
import { placeOf, samePlace, type Place } from './places';

export interface Move {
  assetId: number;
  /** Where the asset must stand now: anything else is a 409 naming it, and nothing changes. */
  from: Place;
  to: Place;
}

export interface MoveContext {
  /** The document's code: the history's `source`. */
  source: string;
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
 * Moves assets as one step (AREAS.md §2): each is locked and must still stand where `from`
 * says (status, custodian, department, store), else a 409 names those that moved and nothing
 * changes; then status, custodian, department and store change together, with one history row
 * per field that changed (source: the document's code) and one audit row per asset moved. A
 * signature adds a history row to every asset, moved or not (a return signed in place).
 */
export async function moveAssets(tx: Db, moves: readonly Move[], ctx: MoveContext): Promise<void> {
  if (!moves.length) return;
  const ids = moves.map((m) => m.assetId);
  const rows = await tx
    .select({
      id: asset.id,
      code: asset.code,
      status: asset.status,
      custodianId: asset.custodianId,
      deptId: asset.deptId,
      storeId: asset.storeId,
    })
    .from(asset)
    .where(inIntArray(asset.id, ids))
    .orderBy(asset.id)
    .for('update');
  const now = new Map(rows.map((r) => [r.id, r]));
  const moved = moves
    .filter((m) => {
      const row = now.get(m.assetId);
      return !row || !samePlace(placeOf(row), m.from);
    })
    .map((m) => now.get(m.assetId) ?? { code: `#${m.assetId}`, status: 'lost' });
  if (moved.length) throw new Conflict('assetDoc.assetsMoved', { assets: assetList(moved) });

  const changing = moves.filter((m) => !samePlace(m.from, m.to));
  if (!changing.length && !ctx.signatureFileId) return;
  const values = changing.map((m) => ({
    id: m.assetId,
    status: m.to.status,
    custodian_id: m.to.custodianId,
    dept_id: m.to.deptId,
    store_id: m.to.storeId,
  }));
  if (values.length) {
    await tx.execute(sql`
    update ${asset} set status = v.status, custodian_id = v.custodian_id, dept_id = v.dept_id,
      store_id = v.store_id, version = ${asset.version} + 1, updated_at = ${ctx.at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id int, status varchar, custodian_id int, dept_id int, store_id int)
    where ${asset.id} = v.id`);
  }

  const history = (ctx.signatureFileId ? moves : changing).flatMap((m) => [
    ...fieldChanges(m.from, m.to).map((c) => ({
      assetId: m.assetId,
      field: c.field,
      before: c.before,
      after: c.after,
      source: ctx.source,
      actorId: ctx.actor?.userId ?? null,
      at: ctx.at,
    })),
    ...(ctx.signatureFileId
      ? [
          {
            assetId: m.assetId,
            field: ASSET_SIGNATURE_FIELD,
            before: null,
            after: ctx.signatureFileId,
            source: ctx.source,
            actorId: ctx.actor?.userId ?? null,
            at: ctx.at,
          },
        ]
      : []),
  ]);
  if (history.length) await tx.insert(assetHistory).values(history);
  if (!changing.length) return;
  await tx.insert(auditLog).values(
    changing.map((m) => ({
      actorId: ctx.actor?.userId ?? null,
      actorName: ctx.actor?.username ?? null,
      action: 'document',
      entity: 'asset',
      entityId: String(m.assetId),
      before: m.from,
      after: { ...m.to, document: ctx.source, signatureFileId: ctx.signatureFileId ?? null },
      createdAt: ctx.at,
    })),
  );
}
