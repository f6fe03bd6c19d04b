import { PERMISSIONS, PERMISSION_KEYS } from '@depot/shared';
import { eq, inArray } from 'drizzle-orm';
import { scopeOf, signedIn } from '../../core/demo-actor';
import type { Db } from '../../db/client';
import { menu, roleMenu } from '../../db/schema/menu';
import { appUser, role } from '../../db/schema/users';
import { warehouse } from '../warehouse/tables';
import { createResourceService } from '../../core/resource/resource-service';
import { createApprovalEngine } from '../approval/engine';
import { templateResource } from '../approval/template-resource';
import type { NoticeService } from '../notice/service';
import { createMovements } from '../warehouse/movements';
import { stocktakeHandler } from './handler';
import { createStocktakeService } from './service';

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
  const users = await tx
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(inArray(appUser.username, ['admin', 'keeper']));
  const adminRow = users.find((u) => u.username === 'admin');
  const keeperRow = users.find((u) => u.username === 'keeper');
  const [east] = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(eq(warehouse.code, 'WH-EAST'));
  if (!adminRow || !keeperRow || !east) return;

  const [keeperRole] = await tx
    .select({ id: role.id })
    .from(role)
    .where(eq(role.code, 'warehouse_keeper'));
  if (keeperRole) {
    const granted = await tx
      .select({ id: menu.id })
      .from(menu)
      .where(inArray(menu.id, [8060, 8061, 8063]));
    if (granted.length) {
      await tx
        .insert(roleMenu)
        .values(granted.map((m) => ({ roleId: keeperRole.id, menuId: m.id })))
        .onConflictDoNothing();
    }
  }

  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const keeper = signedIn(keeperRow, [S.view, S.count], scopeOf(keeperRow.id, { self: true }));
  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  engine.register(stocktakeHandler(createMovements(ctx.notices)));
  const stocktakes = createStocktakeService({ db: tx, engine });
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const plan = await stocktakes.create(admin, {
    name: '华东仓月末盘点',
    warehouseIds: [east.id],
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
      warehouseId: east.id,
      categoryId: line.categoryId,
      // The first as booked, the second two short.
      quantity: Math.max(0, (line.book ?? 0) - (i === 0 ? 0 : 2)),
    });
  }
  const serial = counting.lines.find((l) => l.asset !== null);
  if (serial?.asset) {
    for (let i = 0; i < 2; i++) {
      await stocktakes.scan(keeper, plan.stocktakeId, {
        warehouseId: east.id,
        code: serial.asset.code,
      });
    }
  }
  await stocktakes.scan(keeper, plan.stocktakeId, { warehouseId: east.id, code: 'NB-LOST-0001' });

  // A spot check of the first consumable, one short, submitted by the administrator and
  // approved by the keeper (notices 31 and 32 from their real producer): its loss posts while
  // the monthly count is open, whose line for it is then flagged as moved during the count.
  const [spotLine] = counted;
  if (!spotLine) return;
  await createResourceService(tx, templateResource).create(admin, {
    docType: 'stocktake',
    name: '盘点差异审批',
    priority: 0,
    enabled: true,
    condition: { minAmount: null, maxAmount: null, categoryIds: [], enterpriseIds: [] },
    steps: [
      {
        name: '仓库保管员确认',
        approvers: { kind: 'warehouseKeeper' },
        mode: 'any',
        whenEmpty: 'admin',
        whenApplicant: 'skip',
        timeoutHours: null,
        timeoutAction: 'remind',
      },
    ],
  });
  const spot = await stocktakes.create(admin, {
    name: '华东仓耗材抽盘',
    warehouseIds: [east.id],
    categoryIds: [spotLine.categoryId],
    counterIds: [keeperRow.id],
    dueDate: due,
    blind: false,
    remark: '抽查打印耗材',
  });
  const spotCounting = await stocktakes.start(admin, spot.stocktakeId, spot.version);
  for (const line of spotCounting.lines.filter((l) => l.asset === null)) {
    await stocktakes.scan(keeper, spot.stocktakeId, {
      warehouseId: east.id,
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
