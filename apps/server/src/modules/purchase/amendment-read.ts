import {
  toChineseAmount,
  type PurchaseAmendmentLineRecord,
  type PurchaseAmendmentRecord,
} from '@depot/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { personOf } from '../../core/people';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { appUser } from '../../db/schema/users';
import { lineGoodsColumns } from './line-columns';
import {
  purchaseOrder,
  purchaseOrderAmendment,
  purchaseOrderAmendmentLine,
  sku,
  supplier,
} from './tables';

/** The amendments of an order (newest first), or one amendment, each with its lines. */
export async function readAmendments(
  db: Db,
  by: { orderId: number } | { amendmentId: number },
): Promise<PurchaseAmendmentRecord[]> {
  const heads = await db
    .select({
      amendmentId: purchaseOrderAmendment.id,
      code: purchaseOrderAmendment.code,
      orderId: purchaseOrderAmendment.orderId,
      orderCode: purchaseOrder.code,
      // The check constraint allows only PURCHASE_AMENDMENT_STATUSES.
      status: sql<PurchaseAmendmentRecord['status']>`${purchaseOrderAmendment.status}`,
      reason: purchaseOrderAmendment.reason,
      applicant: personOf(appUser),
      totalBefore: purchaseOrderAmendment.totalBefore,
      totalAfter: purchaseOrderAmendment.totalAfter,
      difference: purchaseOrderAmendment.difference,
      requestId: purchaseOrderAmendment.requestId,
      createdAt: purchaseOrderAmendment.createdAt,
    })
    .from(purchaseOrderAmendment)
    .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseOrderAmendment.orderId))
    .innerJoin(appUser, eq(appUser.id, purchaseOrderAmendment.applicantId))
    .where(
      'orderId' in by
        ? eq(purchaseOrderAmendment.orderId, by.orderId)
        : eq(purchaseOrderAmendment.id, by.amendmentId),
    )
    .orderBy(desc(purchaseOrderAmendment.id));
  if (!heads.length) return [];
  const lines = await db
    .select({
      amendmentId: purchaseOrderAmendmentLine.amendmentId,
      lineId: purchaseOrderAmendmentLine.lineId,
      ...lineGoodsColumns,
      quantityBefore: purchaseOrderAmendmentLine.quantityBefore,
      quantityAfter: purchaseOrderAmendmentLine.quantityAfter,
      unitPriceBefore: purchaseOrderAmendmentLine.unitPriceBefore,
      unitPriceAfter: purchaseOrderAmendmentLine.unitPriceAfter,
      amountDelta: purchaseOrderAmendmentLine.amountDelta,
    })
    .from(purchaseOrderAmendmentLine)
    .innerJoin(sku, eq(sku.id, purchaseOrderAmendmentLine.skuId))
    .innerJoin(supplier, eq(supplier.id, purchaseOrderAmendmentLine.supplierId))
    .where(
      inIntArray(
        purchaseOrderAmendmentLine.amendmentId,
        heads.map((h) => h.amendmentId),
      ),
    )
    .orderBy(asc(purchaseOrderAmendmentLine.sort), asc(purchaseOrderAmendmentLine.id));
  return heads.map((h) => ({
    ...h,
    totalAfterUpper: toChineseAmount(h.totalAfter),
    lines: lines
      .filter((l) => l.amendmentId === h.amendmentId)
      .map(({ amendmentId: _, ...l }): PurchaseAmendmentLineRecord => l),
  }));
}
