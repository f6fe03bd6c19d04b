import { PERMISSIONS, PERMISSION_KEYS } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { scopeOf, signedIn } from '../../core/demo-actor';
import { daysFromToday } from '../../core/time-zone';
import type { Db } from '../../db/client';
import { createApprovalEngine } from '../approval/engine';
import { demoStep, demoTemplate } from '../approval/demo-template';
import type { FormDesignService } from '../form-design/service';
import type { NoticeService } from '../notice/service';
import { createMovements } from '../warehouse/movements';
import type { FileService } from '../files/service';
import { seedDemoAfterSales } from './after-sale-demo';
import { purchaseAmendmentHandler } from './amendment-handler';
import { purchaseOrderHandler } from './order-handler';
import { createOrderService } from './order-service';
import { sku, supplier } from './tables';
import { seedDemoTemplates } from './template-demo';
import { createTemplateService } from './template-service';
import { demoEast, grantKeeperMenus } from '../warehouse/demo-east';

const O = PERMISSIONS.purchase.order;

/**
 * Demo work orders into 华东仓 (after the purchasing and warehouse demos), through the real
 * services and the approval engine, one in each state: a draft, one awaiting the keeper's
 * approval (notice 33), one approved and split by supplier (notice 34) with one sub-order still
 * sent and the other confirmed and partly received, one closed (received in full, a line
 * cancelled with a reason), one rejected; the split one amended twice (orders.amend): 4 more
 * boxes of paper approved by the keeper, then a new supplier's line awaiting them. The keeper role gets the order page with its view and
 * receive keys. Then after-sales orders on the received ones (after-sale-demo.ts), the demo
 * purchase templates and a draft made from one (template-demo.ts).
 */
export async function seedDemoPurchaseOrders(
  tx: Db,
  ctx: {
    notices: Pick<NoticeService, 'notify'>;
    forms: FormDesignService;
    files: Pick<FileService, 'readable'>;
  },
): Promise<void> {
  const place = await demoEast(tx);
  const skus = await tx.select({ id: sku.id, code: sku.code }).from(sku);
  const sellers = await tx
    .select({ id: supplier.id, code: supplier.code })
    .from(supplier)
    .where(eq(supplier.enabled, true));
  const skuId = (code: string) => skus.find((s) => s.code === code)?.id;
  const supplierId = (code: string) => sellers.find((s) => s.code === code)?.id;
  const pairs = {
    paper: [skuId('SKU-CON-A4'), supplierId('SUP-HD')],
    toner: [skuId('SKU-CON-TNR'), supplierId('SUP-HD')],
    receipt: [skuId('SKU-CON-RCP'), supplierId('SUP-SM')],
    chair: [skuId('SKU-CHR-MTG'), supplierId('SUP-MJ')],
    scanner: [skuId('SKU-POS-SCN'), supplierId('SUP-SM')],
  } as const;
  if (!place) return;
  const { adminRow, keeperRow, eastId } = place;
  if (Object.values(pairs).some(([s, p]) => s === undefined || p === undefined)) return;
  const line = (name: keyof typeof pairs, quantity: number) => ({
    skuId: pairs[name][0]!,
    supplierId: pairs[name][1]!,
    quantity,
  });

  await grantKeeperMenus(tx, [8530, 8531, 8533]);

  const admin = signedIn(adminRow, PERMISSION_KEYS, scopeOf(adminRow.id, { all: true }));
  const keeper = signedIn(keeperRow, [O.view, O.receive], scopeOf(keeperRow.id, { self: true }));
  const engine = createApprovalEngine({ db: tx, notices: ctx.notices });
  engine.register(purchaseOrderHandler);
  engine.register(purchaseAmendmentHandler);
  const templates = createTemplateService({ db: tx, forms: ctx.forms });
  const movements = createMovements(ctx.notices);
  const orders = createOrderService({
    db: tx,
    engine,
    movements,
    templates,
    notices: ctx.notices,
  });
  await demoTemplate(tx, admin, 'purchaseOrder', '采购工单审批', [
    demoStep('收货仓库保管员确认', { kind: 'warehouseKeeper' }),
  ]);
  await demoTemplate(tx, admin, 'purchaseAmendment', '采购工单变更审批', [
    demoStep('收货仓库保管员确认', { kind: 'warehouseKeeper' }),
  ]);
  const decide = async (
    orderId: number,
    action: 'approve' | 'reject',
    comment: string,
    docType: 'purchaseOrder' | 'purchaseAmendment' = 'purchaseOrder',
  ) => {
    const request = await engine.requestOf(tx, docType, orderId);
    if (request)
      await engine.act(action, request.requestId, keeper, { version: request.version, comment });
  };
  const expectedDate = daysFromToday(10);
  const base = { warehouseId: eastId, expectedDate, remark: null, templateId: null, header: {} };

  await orders.create(admin, {
    ...base,
    title: '下季度办公家具',
    lines: [line('chair', 12)],
    submit: false,
  });
  await orders.create(admin, {
    ...base,
    title: '门店收银耗材补货',
    lines: [line('receipt', 40), line('scanner', 2)],
    submit: true,
  });
  const split = await orders.create(admin, {
    ...base,
    title: '华东仓月度耗材采购',
    lines: [line('paper', 20), line('toner', 6), line('receipt', 30)],
    submit: true,
  });
  await decide(split.orderId, 'approve', '同意采购');
  const [, partly] = (await orders.get(admin, split.orderId)).suborders;
  if (partly) {
    const confirmed = await orders.confirm(admin, partly.suborderId, partly.version);
    await orders.receive(keeper, partly.suborderId, {
      version: confirmed.version,
      lines: [{ lineId: confirmed.lines[0]!.lineId, quantity: 10 }],
    });
  }
  // Amended once (approved: 4 more boxes of paper), then again (pending: a new supplier's line).
  const current = await orders.get(admin, split.orderId);
  const paperLine = current.lines.find((l) => l.skuId === pairs.paper[0]);
  if (current.status === 'approved' && paperLine) {
    const first = await orders.amend(admin, split.orderId, {
      version: current.version,
      reason: '新店提前开业，复印纸加 4 箱',
      lines: [{ lineId: paperLine.lineId, quantity: paperLine.quantity + 4 }],
      newLines: [],
    });
    const [raised] = first.amendments;
    if (raised) await decide(raised.amendmentId, 'approve', '同意加量', 'purchaseAmendment');
    const amended = await orders.get(admin, split.orderId);
    if (amended.canAmend) {
      await orders.amend(admin, split.orderId, {
        version: amended.version,
        reason: '仓库会议室补 4 把椅子，随本单采购',
        lines: [],
        newLines: [line('chair', 4)],
      });
    }
  }
  const done = await orders.create(admin, {
    ...base,
    title: '打印耗材紧急补货',
    lines: [line('paper', 10), line('toner', 4)],
    submit: true,
  });
  await decide(done.orderId, 'approve', '同意');
  const [whole] = (await orders.get(admin, done.orderId)).suborders;
  if (whole) {
    const confirmed = await orders.confirm(admin, whole.suborderId, whole.version);
    const [paper, toner] = confirmed.lines;
    const received = await orders.receive(keeper, whole.suborderId, {
      version: confirmed.version,
      lines: [
        { lineId: paper!.lineId, quantity: 10 },
        { lineId: toner!.lineId, quantity: 2 },
      ],
    });
    await orders.cancelLine(admin, whole.suborderId, toner!.lineId, {
      version: received.version,
      reason: '供应商缺货，余量改下月采购',
    });
  }
  const rejected = await orders.create(admin, {
    ...base,
    title: '会议室椅子更换',
    lines: [line('chair', 30)],
    submit: true,
  });
  await decide(rejected.orderId, 'reject', '预算已用完，下季度再议');
  await seedDemoAfterSales(tx, {
    admin,
    orders,
    movements,
    files: ctx.files,
    partlyId: partly?.suborderId,
    closedId: whole?.suborderId,
  });
  await seedDemoTemplates({
    admin,
    forms: ctx.forms,
    templates,
    orders,
    warehouseId: eastId,
    opening: [line('receipt', 20), line('scanner', 1), line('chair', 6)],
    monthly: [line('paper', 10), line('toner', 2)],
    makeFlow: (name, steps) => demoTemplate(tx, admin, 'purchaseOrder', name, steps),
  });
}
