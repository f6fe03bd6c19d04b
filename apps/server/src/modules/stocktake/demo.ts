import { PERMISSIONS, PERMISSION_KEYS } from '@depot/shared';
import { scopeOf, signedIn } from '../../core/demo-actor';
import { daysFromToday } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { createApprovalEngine } from '../approval/engine';
import { demoStep, demoTemplate } from '../approval/demo-template';
import type { NoticeService } from '../notice/service';
import { createMovements } from '../warehouse/movements';
import { stocktakeHandler } from './handler';
import { createStocktakeService } from './service';
import { demoEast, grantKeeperMenus } from '../warehouse/demo-east';

const S = PERMISSIONS.warehouse.stocktake;

/**
 * A stocktake in progress in 华东仓 (after the warehouse demo): made and started by the
 * administrator, counted by the demo keeper (孙仓管) through the real services: two consumables
 * counted, one of them short, an asset scanned twice (the second ignored) and a code that names
 * nothing. The keeper role gets the stocktake page with its view and count keys. Then a spot
 * check, submitted and approved (notices 31 and 32).
 */
export async function seedDemoStocktake(
  tx: Db,
  ctx: { notices: Pick<NoticeService, 'notify'> },
): Promise<void> {
  const place = await demoEast(tx);
  if (!place) return;
  const { adminRow, keeperRow, eastId } = place;

  await grantKeeperMenus(tx, [8060, 8061, 8063, 8064]);

  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const keeper = signedIn(keeperRow, [S.view, S.count], scopeOf(keeperRow.id, { self: true }));
  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  engine.register(stocktakeHandler(createMovements(ctx.notices)));
  const stocktakes = createStocktakeService({ db: tx, engine });
  const due = daysFromToday(7);
  const plan = await stocktakes.create(admin, {
    name: '华东仓月末盘点',
    warehouseIds: [eastId],
    categoryIds: [],
    counterIds: [keeperRow.id],
    dueDate: due,
    blind: false,
    remark: '月末例行盘点',
  });
  const counting = await stocktakes.start(admin, plan.stocktakeId, plan.version);
  const counted = counting.lines.filter((l) => l.asset === null).slice(0, 2);
  for (const [i, line] of counted.entries()) {
    await stocktakes.scan(keeper, plan.stocktakeId, {
      warehouseId: eastId,
      categoryId: line.categoryId,
      // The first as booked, the second two short.
      quantity: Math.max(0, (line.book ?? 0) - (i === 0 ? 0 : 2)),
    });
  }
  const serial = counting.lines.find((l) => l.asset !== null);
  if (serial?.asset) {
    for (let i = 0; i < 2; i++) {
      await stocktakes.scan(keeper, plan.stocktakeId, {
        warehouseId: eastId,
        code: serial.asset.code,
      });
    }
  }
  await stocktakes.scan(keeper, plan.stocktakeId, { warehouseId: eastId, code: 'NB-LOST-0001' });

  // A spot check of the first consumable, one short, submitted by the administrator and
  // approved by the keeper (notices 31 and 32 from their real producer): its loss posts while
  // the monthly count is open, whose line for it is then flagged as moved during the count.
  const [spotLine] = counted;
  if (!spotLine) return;
  await demoTemplate(tx, admin, 'stocktake', '盘点差异审批', [
    demoStep('仓库保管员确认', { kind: 'warehouseKeeper' }),
  ]);
  const spot = await stocktakes.create(admin, {
    name: '华东仓耗材抽盘',
    warehouseIds: [eastId],
    categoryIds: [spotLine.categoryId],
    counterIds: [keeperRow.id],
    dueDate: due,
    blind: false,
    remark: '抽查打印耗材',
  });
  const spotCounting = await stocktakes.start(admin, spot.stocktakeId, spot.version);
  for (const line of spotCounting.lines.filter((l) => l.asset === null)) {
    await stocktakes.scan(keeper, spot.stocktakeId, {
      warehouseId: eastId,
      categoryId: line.categoryId,
      quantity: Math.max(0, (line.book ?? 0) - 1),
    });
  }
  const counted2 = await stocktakes.get(admin, spot.stocktakeId);
  const submitted = await stocktakes.submit(admin, spot.stocktakeId, counted2.version);
  const request = await engine.requestOf(tx, 'stocktake', submitted.stocktakeId);
  if (request) {
    await engine.act('approve', request.requestId, keeper, {
      version: request.version,
      comment: '已复核，确认短少',
    });
  }
}
