import { and, eq } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { Db } from '../../db/client';
import { warehouseScope } from '../warehouse/scope';
import { warehouse } from '../warehouse/tables';
import { codeList } from './move-assets';

/**
 * The warehouse a transfer names as its destination (docs/asset-documents.md, "Transfers into a
 * warehouse"): it must exist, be enabled and be one the caller's warehouse scope sees (else a
 * 400 calling it unknown, whichever it is, so another scope's warehouse is not told apart), and
 * none of the assets (`rows`, locked) may stand in it already (a 400 naming them).
 */
export async function checkWarehouseTarget(
  tx: Db,
  user: AuthUser,
  warehouseId: number,
  rows: ReadonlyArray<{ code: string; warehouseId: number | null }>,
): Promise<void> {
  const [found] = await tx
    .select({ name: warehouse.name })
    .from(warehouse)
    .where(
      and(eq(warehouse.id, warehouseId), eq(warehouse.enabled, true), warehouseScope(user.scope)),
    );
  if (!found) throw new BadRequest('assetDoc.unknownWarehouse');
  const there = rows.filter((r) => r.warehouseId === warehouseId).map((r) => r.code);
  if (there.length) {
    throw new BadRequest('assetDoc.alreadyInWarehouse', {
      warehouse: found.name,
      codes: codeList(there.sort()),
    });
  }
}
