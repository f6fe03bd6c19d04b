import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedStatement } from '../../db/named-statement';
import { placeholder } from './tally';

/** How a scanned text names an asset: its label's token, its id or its code. */
export type ReferenceKind = 'qrToken' | 'assetId' | 'code';

/** An asset named by a scan: `value` is looked up as `kind` says. */
export interface ScannedReference {
  kind: ReferenceKind;
  value: string | number;
}

/** A label's token: a UUID (36 of its letters and dashes in another order are not one). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a scanned or typed text names: a label's QR holds the asset page's address with its
 * token (`…/as/asset-detail?qr=<token>`), an address with `?id=` names an asset by id, anything
 * else is an asset code (upper-cased; at most 32 characters, as codes are kept). null: an
 * address naming nothing.
 */
export function scannedReference(text: string): ScannedReference | null {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('/')) {
    let address: URL;
    try {
      address = new URL(trimmed, 'http://depot.invalid');
    } catch {
      return null;
    }
    const qr = address.searchParams.get('qr')?.trim();
    if (qr) return UUID.test(qr) ? { kind: 'qrToken', value: qr.toLowerCase() } : null;
    const id = Number(address.searchParams.get('id'));
    return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? { kind: 'assetId', value: id } : null;
  }
  return { kind: 'code', value: trimmed.toUpperCase().slice(0, 32) };
}

/** The asset `a` is the one `value` names as `kind` says (`value` may be a placeholder). */
const names: Record<ReferenceKind, (value: unknown) => SQL> = {
  qrToken: (value) => sql`a.qr_token = ${value}::uuid`,
  assetId: (value) => sql`a.id = ${value}::int`,
  code: (value) => sql`a.code = ${value}`,
};

/** The asset found: its line in the plan, when the plan expects it. */
export interface FoundAsset {
  id: number;
  code: string;
  lineId: number | null;
  lineWarehouseId: number | null;
}

/**
 * The asset `reference` names, with plan `plan`'s line for it (when the plan expects it), as
 * a query; `value`: the reference's value or a placeholder for it.
 */
export const assetAndLine = (plan: unknown, kind: ReferenceKind, value: unknown) =>
  sql`select a.id, a.code, l.id as "lineId", l.warehouse_id as "lineWarehouseId"
    from asset a
    left join stocktake_line l on l.stocktake_id = ${plan} and l.asset_id = a.id
    where ${names[kind](value)}`;

type AssetRow = Omit<FoundAsset, 'lineId'> & { lineId: string | number | null };

/** The lookup of each kind, built once. */
const lookups = Object.fromEntries(
  (Object.keys(names) as ReferenceKind[]).map((kind) => [
    kind,
    preparedStatement<AssetRow, { plan: number; ref: string | number }>(
      'stocktake_scan_asset',
      assetAndLine(placeholder('plan'), kind, placeholder('ref')),
    ),
  ]),
) as Record<
  ReferenceKind,
  (db: Db, values: { plan: number; ref: string | number }) => Promise<AssetRow[]>
>;

/** A row of assetAndLine with its line id as a number. */
export const foundAsset = (row: AssetRow): FoundAsset => ({
  ...row,
  lineId: row.lineId === null ? null : Number(row.lineId),
});

/** The asset `reference` names, with the plan's line for it: null when it names none. */
export async function findAsset(
  tx: Db,
  planId: number,
  reference: ScannedReference,
): Promise<FoundAsset | null> {
  const [row] = await lookups[reference.kind](tx, { plan: planId, ref: reference.value });
  return row ? foundAsset(row) : null;
}
