import { PERMISSION_KEYS } from '@depot/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { scopeOf, signedIn } from '../../core/demo-actor';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import type { NoticeService } from '../notice/service';
import { createMovements } from '../warehouse/movements';
import { warehouse } from '../warehouse/tables';
import { createTransferService } from './service';
import { demoEast, grantKeeperMenus } from '../warehouse/demo-east';

/**
 * Transfers out of 华东仓 (after the warehouse and stocktake demos), through the real service:
 * two toners sent to the first store warehouse under it and received there, five packs of
 * paper on their way to the next one (in transit: the keeper of 华东仓 may still cancel it).
 * The keeper role gets the transfer page with its three keys.
 */
export async function seedDemoTransfers(
  tx: Db,
  ctx: { notices: Pick<NoticeService, 'notify'> },
): Promise<void> {
  const place = await demoEast(tx);
  if (!place) return;
  const { adminRow, eastId } = place;
  const stores = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(and(eq(warehouse.parentId, eastId), eq(warehouse.level, 'store')))
    .orderBy(asc(warehouse.sort), asc(warehouse.id))
    .limit(2);
  const categories = await tx
    .select({ id: assetCategory.id, name: assetCategory.name })
    .from(assetCategory)
    .where(
      and(inArray(assetCategory.name, ['硒鼓', '打印纸']), eq(assetCategory.tracking, 'count')),
    );
  const toner = categories.find((c) => c.name === '硒鼓');
  const paper = categories.find((c) => c.name === '打印纸');
  const [first, second] = stores;
  if (!first || !second || !toner || !paper) return;

  await grantKeeperMenus(tx, [8070, 8071, 8072, 8073, 8074]);

  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const transfers = createTransferService({ db: tx, movements: createMovements(ctx.notices) });
  const received = await transfers.send(admin, {
    fromWarehouseId: eastId,
    toWarehouseId: first.id,
    lines: [{ categoryId: toner.id, quantity: 2 }],
    remark: '门店打印机更换硒鼓',
  });
  await transfers.receive(admin, received.transferId, { version: received.version });
  await transfers.send(admin, {
    fromWarehouseId: eastId,
    toWarehouseId: second.id,
    lines: [{ categoryId: paper.id, quantity: 5 }],
    remark: '月初办公用纸配送',
  });
}
