import type { SupplierPriceCreate, SupplierPriceRecord } from '@depot/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { BadRequest, Conflict } from '../../core/errors';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { sku, supplier, supplierPrice } from './tables';

const columns = {
  priceId: supplierPrice.id,
  supplierId: supplierPrice.supplierId,
  supplierCode: supplier.code,
  supplierName: supplier.name,
  skuId: supplierPrice.skuId,
  skuCode: sku.code,
  skuName: sku.name,
  unit: sku.unit,
  price: supplierPrice.price,
  // The check constraint allows only PURCHASE_CURRENCIES.
  currency: sql<SupplierPriceRecord['currency']>`${supplierPrice.currency}`,
  leadDays: supplierPrice.leadDays,
  validFrom: supplierPrice.validFrom,
  createdByName: appUser.nickname,
  createdAt: supplierPrice.createdAt,
};

const selectPrices = (tx: Db) =>
  tx
    .select(columns)
    .from(supplierPrice)
    .innerJoin(supplier, eq(supplier.id, supplierPrice.supplierId))
    .innerJoin(sku, eq(sku.id, supplierPrice.skuId))
    .leftJoin(appUser, eq(appUser.id, supplierPrice.createdBy))
    .$dynamic();

/** The newest first: the latest valid-from, then the latest row of that day. */
const newestFirst = [desc(supplierPrice.validFrom), desc(supplierPrice.id)];

/**
 * Supplier prices (supplier × SKU): a price is never changed, a new one is a new row, so the
 * rows are the price history. A pair's current price is its latest row valid from today or
 * before; a pair priced only from a later day shows that first price.
 */
export function createPriceService(db: Db) {
  async function one(tx: Db, id: number): Promise<SupplierPriceRecord> {
    const [row] = await selectPrices(tx).where(eq(supplierPrice.id, id));
    return row!;
  }

  return {
    /**
     * Adds a price (audited): both the supplier and the SKU must exist and be enabled (400),
     * and a price equal to the pair's newest one (price and lead time, valid from the same
     * day or earlier) is refused as unchanged (409). Concurrent adds of one pair queue on the
     * supplier's row.
     */
    async add(actor: Actor, body: SupplierPriceCreate, now = new Date()) {
      const validFrom = body.validFrom ?? storeDay(now);
      return db.transaction(async (tx) => {
        const [seller] = await tx
          .select({ enabled: supplier.enabled })
          .from(supplier)
          .where(eq(supplier.id, body.supplierId))
          .for('update');
        if (!seller) throw new BadRequest('purchase.unknownSupplier');
        if (!seller.enabled) throw new BadRequest('purchase.supplierDisabled');
        const [item] = await tx
          .select({ enabled: sku.enabled })
          .from(sku)
          .where(eq(sku.id, body.skuId));
        if (!item) throw new BadRequest('purchase.unknownSku');
        if (!item.enabled) throw new BadRequest('purchase.skuDisabled');
        const [latest] = await tx
          .select({
            price: supplierPrice.price,
            leadDays: supplierPrice.leadDays,
            validFrom: supplierPrice.validFrom,
          })
          .from(supplierPrice)
          .where(
            and(eq(supplierPrice.supplierId, body.supplierId), eq(supplierPrice.skuId, body.skuId)),
          )
          .orderBy(...newestFirst)
          .limit(1);
        if (
          latest &&
          latest.validFrom <= validFrom &&
          Number(latest.price) === Number(body.price) &&
          latest.leadDays === body.leadDays
        ) {
          throw new Conflict('purchase.priceUnchanged');
        }
        const [row] = await tx
          .insert(supplierPrice)
          .values({
            supplierId: body.supplierId,
            skuId: body.skuId,
            price: body.price,
            currency: body.currency,
            leadDays: body.leadDays,
            validFrom,
            createdBy: actor.userId,
          })
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'create',
          entity: 'supplierPrice',
          entityId: row!.id,
          after: row,
        });
        return one(tx, row!.id);
      });
    },

    /** A SKU's prices, newest first (of one supplier when asked): its price history. */
    history(skuId: number, supplierId?: number): Promise<SupplierPriceRecord[]> {
      const conditions: Array<SQL | undefined> = [
        eq(supplierPrice.skuId, skuId),
        supplierId === undefined ? undefined : eq(supplierPrice.supplierId, supplierId),
      ];
      return selectPrices(db)
        .where(and(...conditions))
        .orderBy(...newestFirst)
        .limit(500);
    },

    /** The SKUs a supplier prices, each with its current price and lead time, by SKU code. */
    async ofSupplier(supplierId: number, now = new Date()): Promise<SupplierPriceRecord[]> {
      const today = storeDay(now);
      const current = db
        .selectDistinctOn([supplierPrice.skuId], { id: supplierPrice.id })
        .from(supplierPrice)
        .where(eq(supplierPrice.supplierId, supplierId))
        .orderBy(
          supplierPrice.skuId,
          sql`${supplierPrice.validFrom} > ${today}::date`,
          sql`case when ${supplierPrice.validFrom} <= ${today}::date then ${supplierPrice.validFrom} end desc nulls last`,
          supplierPrice.validFrom,
          desc(supplierPrice.id),
        );
      return selectPrices(db)
        .where(sql`${supplierPrice.id} in (${current})`)
        .orderBy(sku.code, sku.id);
    },
  };
}
export type PriceService = ReturnType<typeof createPriceService>;
