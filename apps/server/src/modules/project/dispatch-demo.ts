import {
  PERMISSION_KEYS,
  RESERVATION_DAYS_DEFAULT,
  RESERVATION_LEAD_DAYS_DEFAULT,
  addDays,
} from '@depot/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { scopeOf, signedIn } from '../../core/demo-actor';
import { storeDay } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/users';
import { createApprovalEngine } from '../approval/engine';
import type { FileService } from '../files/service';
import { createFormDesignService } from '../form-design/service';
import type { NoticeService } from '../notice/service';
import { priceOffers } from '../purchase/order-prices';
import { purchaseOrderHandler } from '../purchase/order-handler';
import { createOrder } from '../purchase/order-write';
import { sku, supplier } from '../purchase/tables';
import { createTemplateService } from '../purchase/template-service';
import { createMovements } from '../warehouse/movements';
import { expireReservations } from '../warehouse/reservation-expiry';
import { stock, stockReservation, warehouse } from '../warehouse/tables';
import { createDispatchWrites } from './dispatch-write';
import { seedDemoMaterialDiscards } from './material-demo';
import { createSkuOrderWrites } from './sku-order-write';
import { project, projectStage } from './tables';

/**
 * Demo SKU orders and dispatches (called by seed/seed.ts after the projects and purchasing),
 * through the area's own services: on the active projects, a SKU order served from the
 * warehouse holding the most stock (its `out` ledger rows), one ordered through a purchase work
 * order (in approval), one cancelled with a reason, two open with stock reserved at that
 * warehouse; dispatches planned, dispatched (with the
 * issued materials), done (a supplier) and cancelled with a reason; material discards of the
 * issued order (material-demo.ts).
 */
export async function seedDemoMaterials(
  tx: Db,
  ctx: { files: FileService; notices: Pick<NoticeService, 'notify'>; now?: Date },
): Promise<void> {
  const [adminRow] = await tx
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(eq(appUser.username, 'admin'));
  const open = await tx
    .select({ id: project.id, name: project.name })
    .from(project)
    .where(eq(project.status, 'active'))
    .orderBy(asc(project.id));
  if (!adminRow || open.length === 0) return;
  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const day = (n: number) => addDays(storeDay(ctx.now), n);
  const movements = createMovements(ctx.notices);
  const skuOrders = createSkuOrderWrites({
    db: tx,
    movements,
    reservationDays: RESERVATION_DAYS_DEFAULT,
  });
  const dispatches = createDispatchWrites(tx);
  const stagesOf = (projectId: number) =>
    tx
      .select({ id: projectStage.id, status: projectStage.status })
      .from(projectStage)
      .where(eq(projectStage.projectId, projectId))
      .orderBy(asc(projectStage.seq));
  const first = open[0]!;
  const second = open[1] ?? first;
  const stagesA = await stagesOf(first.id);
  const stagesB = await stagesOf(second.id);
  const later = (stages: { id: number; status: string }[]) =>
    (stages.find((s) => s.status !== 'done') ?? stages.at(-1))!.id;

  // Served from stock: the enabled warehouse with the most of enabled SKUs' categories, two
  // SKUs of different categories, a few of each.
  const held = await tx
    .select({
      warehouseId: stock.warehouseId,
      skuId: sku.id,
      categoryId: sku.categoryId,
      available: sql<number>`${stock.quantity} - ${stock.reserved}`.mapWith(Number),
    })
    .from(stock)
    .innerJoin(sku, eq(sku.categoryId, stock.categoryId))
    .innerJoin(warehouse, eq(warehouse.id, stock.warehouseId))
    .where(and(eq(sku.enabled, true), eq(warehouse.enabled, true)))
    .orderBy(desc(sql`${stock.quantity} - ${stock.reserved}`), asc(sku.id));
  const fromId = held.find((h) => h.available >= 4)?.warehouseId;
  const picked: { skuId: number; quantity: number }[] = [];
  const categories = new Set<number>();
  for (const h of held) {
    if (h.warehouseId !== fromId || h.available < 4 || categories.has(h.categoryId)) continue;
    categories.add(h.categoryId);
    picked.push({ skuId: h.skuId, quantity: Math.min(3, Math.floor(h.available / 2)) });
    if (picked.length === 2) break;
  }
  let issued: number | null = null;
  if (fromId !== undefined && picked.length) {
    const order = await skuOrders.add(admin, {
      projectId: first.id,
      stageId: later(stagesA),
      title: '饰面施工辅材',
      neededBy: day(1),
      note: '从仓库领用',
      lines: picked,
    });
    const done = await skuOrders.issue(admin, {
      id: order.id,
      version: order.version,
      warehouseId: fromId,
    });
    issued = done.id;
    // Some of what it took to the site discarded (approved) and some in approval.
    await seedDemoMaterialDiscards(tx, ctx, done.id);
  }

  // Through purchasing: a SKU some supplier prices, into the same (or any enabled) warehouse.
  const skus = await tx
    .select({ id: sku.id })
    .from(sku)
    .where(eq(sku.enabled, true))
    .orderBy(asc(sku.id));
  const offers = await priceOffers(
    tx,
    skus.map((s) => s.id),
  );
  const priced = skus
    .map((s) => ({ skuId: s.id, offer: offers.get(s.id)?.[0] }))
    .filter((s) => s.offer !== undefined)
    .slice(0, 2);
  const [anyOpen] = await tx
    .select({ id: warehouse.id })
    .from(warehouse)
    .where(eq(warehouse.enabled, true))
    .orderBy(asc(warehouse.id))
    .limit(1);
  const into = fromId === undefined ? anyOpen : { id: fromId };
  let ordered: number | null = null;
  if (priced.length && into) {
    const order = await skuOrders.add(admin, {
      projectId: second.id,
      stageId: later(stagesB),
      title: '门头灯箱与五金',
      neededBy: day(7),
      note: '仓库无货，转采购',
      lines: priced.map((p) => ({ skuId: p.skuId, quantity: 6 })),
    });
    const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
    engine.register(purchaseOrderHandler);
    const templates = createTemplateService({
      db: tx,
      forms: createFormDesignService({ db: tx, files: ctx.files }),
    });
    await createOrder(tx, engine, templates, ctx.notices, admin, {
      title: `项目物料 ${order.code}`,
      warehouseId: into.id,
      expectedDate: day(7),
      remark: null,
      submit: true,
      templateId: null,
      header: {},
      replenishmentId: null,
      fromLowStock: false,
      skuOrderId: order.id,
      lines: priced.map((p) => ({ skuId: p.skuId, supplierId: p.offer!.supplierId, quantity: 6 })),
    });
    ordered = order.id;
  }

  // One cancelled before it was served.
  if (skus.length) {
    const order = await skuOrders.add(admin, {
      projectId: first.id,
      stageId: null,
      title: '备用瓷砖',
      neededBy: null,
      note: null,
      lines: [{ skuId: skus[0]!.id, quantity: 2 }],
    });
    await skuOrders.cancel(admin, {
      id: order.id,
      version: order.version,
      reason: '设计改用现有库存材料',
    });
  }

  // Reserved and not yet issued (docs/warehouses.md "Reservations"): one of each SKU the issued
  // order took, held at its warehouse for an open order of the first project, and one of the
  // first for the second project's, so the stock page lists two documents on that row. The
  // issue left at least 2 of each (it took at most half of 4 or more).
  if (fromId !== undefined && picked.length) {
    const holds = [
      { projectId: first.id, title: '收口条与密封胶', lines: picked },
      { projectId: second.id, title: '二次进场补料', lines: picked.slice(0, 1) },
    ];
    for (const hold of holds) {
      const order = await skuOrders.add(admin, {
        projectId: hold.projectId,
        stageId: null,
        title: hold.title,
        neededBy: day(3),
        note: '已在仓库预留，进场当天领用',
        lines: hold.lines.map((l) => ({ skuId: l.skuId, quantity: 1 })),
      });
      await skuOrders.reserve(admin, { id: order.id, version: order.version, warehouseId: fromId });
    }
    // Terms (notices 53, 54): a hold of one unit made yesterday for a day has lapsed and is let
    // go by the expiry check; then an order asking more of the last SKU than is left holds what
    // there is for two days (its shortfall shown), and is told it lapses soon.
    const last = picked.slice(-1).map((l) => l.skuId);
    /** An open order of the first project asking `quantity` of the last SKU, reserved so. */
    const heldFor = async (
      title: string,
      note: string,
      quantity: number,
      terms: { days: number; partial?: boolean },
    ) => {
      const order = await skuOrders.add(admin, {
        projectId: first.id,
        stageId: null,
        title,
        neededBy: day(terms.days),
        note,
        lines: last.map((skuId) => ({ skuId, quantity })),
      });
      await skuOrders.reserve(admin, {
        id: order.id,
        version: order.version,
        warehouseId: fromId,
        ...terms,
      });
      return order;
    };
    const lapsed = await heldFor('临时周转材料', '预留一天，过期未领', 1, { days: 1 });
    await tx
      .update(stockReservation)
      .set({
        reservedAt: sql`${stockReservation.reservedAt} - interval '1 day'`,
        expiresAt: sql`${stockReservation.expiresAt} - interval '1 day'`,
      })
      .where(
        and(eq(stockReservation.source, 'skuOrder'), eq(stockReservation.sourceId, lapsed.id)),
      );
    await expireReservations(tx, ctx.notices, RESERVATION_LEAD_DAYS_DEFAULT);
    await heldFor('外立面补料', '库存不足，先预留现有数量', 50, { days: 2, partial: true });
    await expireReservations(tx, ctx.notices, RESERVATION_LEAD_DAYS_DEFAULT);
  }

  // Dispatches in every state.
  const crew = (over: Partial<Parameters<typeof dispatches.add>[1]>) =>
    dispatches.add(admin, {
      projectId: first.id,
      stageId: later(stagesA),
      kind: 'crew',
      crew: '华建装饰一队',
      supplierId: null,
      contact: '王工',
      phone: '13800000001',
      plannedStart: day(1),
      plannedEnd: day(4),
      skuOrderId: null,
      note: null,
      ...over,
    });
  await crew({
    projectId: second.id,
    stageId: later(stagesB),
    skuOrderId: ordered,
    crew: '鑫城安装队',
  });
  const sent = await crew({ skuOrderId: issued, plannedStart: day(0), note: '带辅材进场' });
  await dispatches.dispatch(admin, { id: sent.id, version: sent.version, note: '上午九点进场' });
  const [supplierRow] = await tx
    .select({ id: supplier.id })
    .from(supplier)
    .where(eq(supplier.enabled, true))
    .orderBy(asc(supplier.id))
    .limit(1);
  if (supplierRow) {
    const install = await dispatches.add(admin, {
      projectId: first.id,
      stageId: stagesA[0]!.id,
      kind: 'supplier',
      crew: null,
      supplierId: supplierRow.id,
      contact: '供应商安装师傅',
      phone: null,
      plannedStart: day(-6),
      plannedEnd: day(-5),
      skuOrderId: null,
      note: '灯具安装',
    });
    const going = await dispatches.dispatch(admin, {
      id: install.id,
      version: install.version,
      note: null,
    });
    await dispatches.finish(admin, {
      id: going.id,
      version: going.version,
      note: '安装完成，已调试',
    });
  }
  const dropped = await crew({ crew: '临时木工班', plannedStart: day(3), plannedEnd: day(5) });
  await dispatches.cancel(admin, {
    id: dropped.id,
    version: dropped.version,
    reason: '木作改为工厂预制，无需现场木工',
  });
}
