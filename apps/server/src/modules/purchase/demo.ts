import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { scopeOf, signedIn } from '../../core/demo-actor';
import { storeDay } from '../../core/time-zone';
import type { FileService } from '../files/service';
import type { NoticeService } from '../notice/service';
import { DEMO_SKUS, DEMO_SUPPLIERS } from './demo-data';
import { createFormDesignService } from '../form-design/service';
import { seedDemoPurchaseOrders } from './order-demo';
import { seedDemoReplenishments } from './replenishment-demo';
import { createPriceService } from './prices';
import { createQualificationService } from './qualifications';
import { sendQualificationReminders } from './reminders';
import { createSkuService } from './sku-resource';
import { createSupplierService } from './supplier-resource';

const DAY = 86_400_000;

/** A supplier's price of a SKU: the list price, a little above or below by supplier. */
const priceOf = (base: number, supplierIndex: number) =>
  (base * (1 + ((supplierIndex % 3) - 1) * 0.04)).toFixed(2);

/**
 * Demo purchasing (only with demo data on; called by seed/seed.ts), through the area's own
 * services: seven suppliers with contacts, banks and qualification files (one lapsing within
 * its reminder lead), 26 SKUs stocked as the demo asset categories, each supplier's prices,
 * the first SKUs with an older price before the current one (their price history), and the
 * last supplier disabled. Notice 35 comes from the reminder check as the server runs it. Then
 * the work orders in every state (order-demo.ts, notices 33 and 34), the warehouse purchase
 * orders in every state (replenishment-demo.ts, notices 38 and 39).
 */
export async function seedDemoPurchasing(
  tx: Db,
  ctx: {
    adminId: number;
    files: FileService;
    notices: Pick<NoticeService, 'notify'>;
    now?: Date;
  },
): Promise<void> {
  const now = ctx.now ?? new Date();
  const admin = { userId: ctx.adminId, username: 'admin' };
  const user = signedIn(
    { id: ctx.adminId, username: 'admin' },
    [],
    scopeOf(ctx.adminId, { all: true }),
  );
  const categories = await tx
    .select({ id: assetCategory.id, prefix: assetCategory.codePrefix })
    .from(assetCategory)
    .where(inArray(assetCategory.codePrefix, [...new Set(DEMO_SKUS.map((s) => s.prefix))]));
  const categoryOf = new Map(categories.map((c) => [c.prefix, c.id]));

  const skus = createSkuService(tx);
  const skuIds = new Map<string, { id: number; price: number; leadDays: number }>();
  for (const s of DEMO_SKUS) {
    const categoryId = categoryOf.get(s.prefix);
    if (categoryId === undefined) continue;
    const made = await skus.create(admin, {
      code: s.code,
      name: s.name,
      specification: s.specification,
      unit: s.unit,
      categoryId,
      enabled: true,
      remark: null,
    });
    skuIds.set(s.code, { id: made.skuId, price: s.price, leadDays: s.leadDays });
  }

  const suppliers = createSupplierService(tx);
  const prices = createPriceService(tx);
  const qualifications = createQualificationService(tx, ctx.files);
  for (const [i, d] of DEMO_SUPPLIERS.entries()) {
    const { files, skus: priced, ...fields } = d;
    const made = await suppliers.create(admin, { ...fields, enabled: true });
    for (const f of files) {
      await qualifications.add(user, made.supplierId, {
        kind: f.kind,
        number: f.number,
        validUntil: storeDay(new Date(now.getTime() + f.inDays * DAY)),
        remindDays: 30,
        fileId: null,
      });
    }
    for (const [j, code] of priced.entries()) {
      const item = skuIds.get(code);
      if (!item) continue;
      const pair = { supplierId: made.supplierId, skuId: item.id, currency: 'CNY' as const };
      // The first two SKUs of each supplier were dearer before (their price history).
      if (j < 2) {
        await prices.add(admin, {
          ...pair,
          price: (Number(priceOf(item.price, i)) * 1.08).toFixed(2),
          leadDays: item.leadDays + 3,
          validFrom: storeDay(new Date(now.getTime() - 200 * DAY)),
        });
      }
      await prices.add(admin, {
        ...pair,
        price: priceOf(item.price, i),
        leadDays: item.leadDays,
        validFrom: storeDay(new Date(now.getTime() - (40 + i * 5) * DAY)),
      });
    }
  }
  // A supplier no longer used: disabled, its prices and files kept.
  const last = await suppliers.page({ current: 1, size: 1, sort: [], q: 'SUP-CX' });
  if (last.records[0]) {
    await suppliers.update(admin, { supplierId: last.records[0].supplierId, enabled: false });
  }
  await sendQualificationReminders(tx, ctx.notices, now);
  await seedDemoPurchaseOrders(tx, {
    notices: ctx.notices,
    forms: createFormDesignService({ db: tx, files: ctx.files }),
    files: ctx.files,
  });
  await seedDemoReplenishments(tx, {
    notices: ctx.notices,
    forms: createFormDesignService({ db: tx, files: ctx.files }),
  });
}
