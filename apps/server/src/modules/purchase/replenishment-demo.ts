import { PERMISSIONS, PERMISSION_KEYS, type ReplenishmentCreate } from '@depot/shared';
import { scopeOf, signedIn } from '../../core/demo-actor';
import { daysFromToday } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { createApprovalEngine } from '../approval/engine';
import type { FormDesignService } from '../form-design/service';
import type { NoticeService } from '../notice/service';
import { demoEast, grantKeeperMenus } from '../warehouse/demo-east';
import { createMovements } from '../warehouse/movements';
import { purchaseOrderHandler } from './order-handler';
import { createOrderService } from './order-service';
import { readSuggestions } from './replenishment-read';
import {
  createReplenishment,
  declineReplenishment,
  type ReplenishmentNotices,
} from './replenishment-write';
import { sku } from './tables';
import { createTemplateService } from './template-service';

const R = PERMISSIONS.purchase.replenishment;
const O = PERMISSIONS.purchase.order;

/**
 * Demo warehouse purchase orders of 华东仓 raised by its keeper (after the work order demo, whose
 * flow template the keeper approves), through the real services and the engine: a draft; one
 * submitted from the warehouse's low-stock shortfall when it has one (notice 38 to the
 * purchasers); one ordered, its work order approved and its first sub-order partly received
 * (notice 39 to the keeper); one declined with a reason (notice 39). The keeper role gets the
 * list with its view and add keys.
 */
export async function seedDemoReplenishments(
  tx: Db,
  ctx: { notices: Pick<NoticeService, 'notify'> & ReplenishmentNotices; forms: FormDesignService },
): Promise<void> {
  const place = await demoEast(tx);
  if (!place) return;
  const { adminRow, keeperRow, eastId } = place;
  const skus = await tx.select({ id: sku.id, code: sku.code }).from(sku);
  const skuId = (code: string) => skus.find((s) => s.code === code)?.id;
  const [paper, toner, receipt, chair] = [
    'SKU-CON-A4',
    'SKU-CON-TNR',
    'SKU-CON-RCP',
    'SKU-CHR-MTG',
  ].map(skuId);
  if (!paper || !toner || !receipt || !chair) return;

  await grantKeeperMenus(tx, [8540, 8541, 8542]);
  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const keeper = signedIn(
    keeperRow,
    [R.view, R.add, O.view, O.receive],
    scopeOf(keeperRow.id, { self: true }),
  );
  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  engine.register(purchaseOrderHandler);
  const orders = createOrderService({
    db: tx,
    engine,
    movements: createMovements(ctx.notices),
    templates: createTemplateService({ db: tx, forms: ctx.forms }),
    notices: ctx.notices,
  });
  const neededBy = daysFromToday(14);
  const raise = (body: Omit<ReplenishmentCreate, 'warehouseId' | 'neededBy'>) =>
    createReplenishment(tx, ctx.notices, keeper, { warehouseId: eastId, neededBy, ...body });

  await raise({
    remark: '下月收银纸备货',
    lines: [{ skuId: receipt, quantity: 50, supplierId: null }],
    submit: false,
  });
  // From the warehouse's low-stock shortfalls (one SKU of each short category), if any.
  const short = await readSuggestions(tx, keeper.scope, eastId);
  await raise({
    remark: short.length ? '低库存补货' : '季度办公耗材补货',
    lines: short.length
      ? short.slice(0, 20).map((s) => ({
          skuId: s.skus[0]!.skuId,
          quantity: s.shortfall,
          supplierId: null,
        }))
      : [
          { skuId: paper, quantity: 15, supplierId: null },
          { skuId: toner, quantity: 3, supplierId: null },
        ],
    submit: true,
  });

  const ordered = await raise({
    remark: '门店开业前备货',
    lines: [
      { skuId: paper, quantity: 8, supplierId: null },
      { skuId: receipt, quantity: 20, supplierId: null },
    ],
    submit: true,
  });
  const lines = ordered.lines.flatMap((l) =>
    l.offer ? [{ skuId: l.skuId, supplierId: l.offer.supplierId, quantity: l.quantity }] : [],
  );
  if (lines.length) {
    const order = await orders.create(admin, {
      title: `华东仓补货（${ordered.code}）`,
      warehouseId: eastId,
      expectedDate: neededBy,
      remark: null,
      templateId: null,
      header: {},
      lines,
      submit: true,
      replenishmentId: ordered.replenishmentId,
    });
    const request = await engine.requestOf(tx, 'purchaseOrder', order.orderId);
    if (request) {
      await engine.act('approve', request.requestId, keeper, {
        version: request.version,
        comment: '同意补货',
      });
    }
    const [first] = (await orders.get(admin, order.orderId)).suborders;
    if (first) {
      const confirmed = await orders.confirm(admin, first.suborderId, first.version);
      await orders.receive(keeper, first.suborderId, {
        version: confirmed.version,
        lines: [{ lineId: confirmed.lines[0]!.lineId, quantity: 1 }],
      });
    }
  }

  const declined = await raise({
    remark: '会议室椅子更换',
    lines: [{ skuId: chair, quantity: 4, supplierId: null }],
    submit: true,
  });
  await declineReplenishment(tx, ctx.notices, admin, declined.replenishmentId, {
    version: declined.version,
    reason: '本季度已统一采购，下季度再议',
  });
}
