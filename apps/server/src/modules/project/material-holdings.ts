import type { MaterialHoldingRecord } from '@depot/shared';
import { and, asc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
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
 * line: what the line took out of a warehouse (its `out` movement; an order returned put back all
 * it still held), less what approved material discards took off. Received purchases land in a warehouse
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
  }), 0)::int`.mapWith(Number);

/**
 * Each line of the SKU orders `where` picks, in order, with its quantity, its issue's movement
 * and what material discards took of it: `discarded` by approved ones, `pending` by those in
 * approval; `except`: a material discard not to count (the one being approved).
 */
function linesWithDiscards(tx: Db, where: SQL | undefined, except: number | null = null) {
  return tx
    .select({
      ...skuOrderLineFacts,
      quantity: projectSkuOrderLine.quantity,
      movementId: projectSkuOrderLine.movementId,
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
    .where(where)
    .groupBy(projectSkuOrderLine.id, projectSkuOrder.id, sku.id)
    .orderBy(asc(projectSkuOrder.id), asc(projectSkuOrderLine.sort));
}

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
  const rows = await linesWithDiscards(
    tx,
    and(
      eq(projectSkuOrder.projectId, projectId),
      isNotNull(projectSkuOrderLine.movementId),
      ne(projectSkuOrder.status, 'returned'),
    ),
    except,
  );
  return rows.map(({ quantity, movementId: _movement, ...r }) => {
    const held = quantity - r.discarded;
    return { ...r, issued: quantity, held, available: held - r.pending };
  });
}

/**
 * SKU order `skuOrderId`'s lines in order, each with its issue's movement, what material
 * discards took of it (approved: `discarded`; in approval: `discardPending`) and `returnable`:
 * what a return puts back, issued less discarded (0 for a line not issued).
 */
export async function readLineDiscards(tx: Db, skuOrderId: number) {
  const rows = await linesWithDiscards(tx, eq(projectSkuOrderLine.skuOrderId, skuOrderId));
  return rows.map((r) => ({
    skuOrderLineId: r.skuOrderLineId,
    movementId: r.movementId,
    discarded: r.discarded,
    discardPending: r.pending,
    returnable: r.movementId === null ? 0 : r.quantity - r.discarded,
  }));
}

/**
 * The material discards in approval of project `projectId` (asking for a line of its SKU order
 * `skuOrderId`, when given), oldest first, with their codes.
 */
export function pendingMaterialDiscards(
  tx: Db,
  projectId: number,
  skuOrderId: number | null = null,
): Promise<Array<{ id: number; code: string }>> {
  const ofOrder =
    skuOrderId === null
      ? undefined
      : sql`exists (select 1 from ${projectMaterialDiscardLine}
          join ${projectSkuOrderLine} on ${projectSkuOrderLine.id} = ${projectMaterialDiscardLine.skuOrderLineId}
          where ${projectMaterialDiscardLine.discardId} = ${projectMaterialDiscard.id}
          and ${projectSkuOrderLine.skuOrderId} = ${skuOrderId})`;
  return tx
    .select({ id: projectMaterialDiscard.id, code: projectMaterialDiscard.code })
    .from(projectMaterialDiscard)
    .where(
      and(
        eq(projectMaterialDiscard.projectId, projectId),
        eq(projectMaterialDiscard.status, 'pending'),
        ofOrder,
      ),
    )
    .orderBy(asc(projectMaterialDiscard.id));
}
