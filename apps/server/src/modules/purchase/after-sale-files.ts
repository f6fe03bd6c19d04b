import { PERMISSIONS } from '@depot/shared';
import { and, eq, exists, sql } from 'drizzle-orm';
import { storedFile } from '../../db/schema/files';
import type { FileReadRule } from '../files/service';
import { orderScope } from './order-read';
import { purchaseAfterSale, purchaseOrder, purchaseSuborder } from './tables';

/**
 * Whoever sees an after-sales order (its order's warehouse in their scope, the view key)
 * reads its photos and reports through GET /admin/files/:id (files/service.ts asks every rule).
 */
export const afterSaleFileReadRule: FileReadRule = (tx, user) =>
  user.permissions.includes(PERMISSIONS.purchase.afterSale.view)
    ? exists(
        tx
          .select({ one: sql`1` })
          .from(purchaseAfterSale)
          .innerJoin(purchaseSuborder, eq(purchaseSuborder.id, purchaseAfterSale.suborderId))
          .innerJoin(purchaseOrder, eq(purchaseOrder.id, purchaseSuborder.orderId))
          .where(
            and(
              sql`${purchaseAfterSale.fileIds} @> jsonb_build_array(${storedFile.id})`,
              orderScope(user.scope),
            ),
          ),
      )
    : undefined;
