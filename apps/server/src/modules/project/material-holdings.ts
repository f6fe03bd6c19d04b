import type { MaterialHoldingRecord } from '@depot/shared';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sku } from '../purchase/tables';
import {
  projectMaterialDiscard,
  projectMaterialDiscardLine,
  projectSkuOrder,
  projectSkuOrderLine,
} from './tables';

/*
 * What a project holds of its materials (docs/projects.md "Discarding materials"), by SKU order
 * line: what the line took out of a warehouse (its `out` movement; an order returned put it all
 * back), less what approved material discards took off. Received purchases land in a warehouse
 * and a dispatch adds nothing, so the SKU orders' issued lines are the whole of it.
 */

/** The columns naming a SKU order line: its order and its SKU. */
export const skuOrderLineFacts = {
  skuOrderLineId: projectSkuOrderLine.id,
  skuOrderId: projectSkuOrder.id,
  skuOrderCode: projectSkuOrder.code,
  skuOrderTitle: projectSkuOrder.title,
  skuCode: sku.code,
  skuName: sku.name,
  unit: sku.unit,
};

const discarded = (status: 'approved' | 'pending', except: number | null) =>
  sql<number>`coalesce(sum(${projectMaterialDiscardLine.quantity}) filter (where ${
    projectMaterialDiscard.status
  } = ${status}${
    except === null ? sql`` : sql` and ${projectMaterialDiscard.id} <> ${except}`
  }), 0)::int`;

/**
 * Each issued line of project `projectId`'s SKU orders not returned, in order: issued,
 * discarded (approved), held, pending (in approval) and available. `except`: a material discard
 * not to count (the one being approved). Read under the project's lock, the figures stand until
 * the transaction ends (a return and a new discard lock the project too).
 */
export async function readHoldings(
  tx: Db,
  projectId: number,
  except: number | null = null,
): Promise<MaterialHoldingRecord[]> {
  const rows = await tx
    .select({
      ...skuOrderLineFacts,
      issued: projectSkuOrderLine.quantity,
      discarded: discarded('approved', except),
      pending: discarded('pending', except),
    })
    .from(projectSkuOrderLine)
    .innerJoin(projectSkuOrder, eq(projectSkuOrder.id, projectSkuOrderLine.skuOrderId))
    .innerJoin(sku, eq(sku.id, projectSkuOrderLine.skuId))
    .leftJoin(
      projectMaterialDiscardLine,
      eq(projectMaterialDiscardLine.skuOrderLineId, projectSkuOrderLine.id),
    )
    .leftJoin(
      projectMaterialDiscard,
      eq(projectMaterialDiscard.id, projectMaterialDiscardLine.discardId),
    )
    .where(
      and(
        eq(projectSkuOrder.projectId, projectId),
        isNotNull(projectSkuOrderLine.movementId),
        ne(projectSkuOrder.status, 'returned'),
      ),
    )
    .groupBy(projectSkuOrderLine.id, projectSkuOrder.id, sku.id)
    .orderBy(asc(projectSkuOrder.id), asc(projectSkuOrderLine.sort));
  return rows.map((r) => {
    const held = r.issued - Number(r.discarded);
    const pending = Number(r.pending);
    return { ...r, discarded: Number(r.discarded), held, pending, available: held - pending };
  });
}

/**
 * The first approved material discard that took materials of SKU order `skuOrderId` off the
 * project, with its code, or null. Such an order can no longer be returned: its return reverses
 * each line's whole issue, and would put back into the warehouse what was discarded.
 */
export async function approvedDiscardOf(tx: Db, skuOrderId: number): Promise<string | null> {
  const [row] = await tx
    .select({ code: projectMaterialDiscard.code })
    .from(projectMaterialDiscardLine)
    .innerJoin(
      projectMaterialDiscard,
      eq(projectMaterialDiscard.id, projectMaterialDiscardLine.discardId),
    )
    .innerJoin(
      projectSkuOrderLine,
      eq(projectSkuOrderLine.id, projectMaterialDiscardLine.skuOrderLineId),
    )
    .where(
      and(
        eq(projectSkuOrderLine.skuOrderId, skuOrderId),
        eq(projectMaterialDiscard.status, 'approved'),
      ),
    )
    .orderBy(asc(projectMaterialDiscard.id))
    .limit(1);
  return row?.code ?? null;
}
