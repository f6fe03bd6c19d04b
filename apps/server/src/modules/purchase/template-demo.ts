import type { ApprovalStep } from '@depot/shared';
import type { AuthUser } from '../../core/fastify-types';
import { demoStep } from '../approval/demo-template';
import type { FormDesignService } from '../form-design/service';
import type { OrderService } from './order-service';
import type { TemplateService } from './template-service';

type Line = { skuId: number; supplierId: number; quantity: number };

/** Where the demo's flows come from: the engine's template resource, as the console makes one. */
type MakeFlow = (name: string, steps: ApprovalStep[]) => Promise<{ templateId: number }>;

/**
 * Demo purchase templates (after the demo orders, through the real services): 门店开业耗材包
 * with a designed header form (cost centre, store, opening day) into 华东仓, approved by a flow
 * of its own (门店开业采购审批: the keeper, then the administrator), and 月度办公耗材 without
 * either; and a draft order made from the first, its header filled in.
 */
export async function seedDemoTemplates(ctx: {
  admin: AuthUser;
  forms: FormDesignService;
  templates: TemplateService;
  orders: OrderService;
  warehouseId: number;
  opening: Line[];
  monthly: Line[];
  makeFlow: MakeFlow;
}): Promise<void> {
  const { admin, forms, templates, orders } = ctx;
  const openingFlow = await ctx.makeFlow('门店开业采购审批', [
    demoStep('收货仓库保管员确认', { kind: 'warehouseKeeper' }),
    demoStep('管理员审批', { kind: 'users', userIds: [admin.userId] }),
  ]);
  const design = await forms.create(admin, {
    code: 'purchase-order-header',
    name: '采购工单表头',
    design: {
      fields: [
        { kind: 'input', vModel: 'costCenter', label: '成本中心', required: true },
        { kind: 'input', vModel: 'storeName', label: '开业门店', required: true },
        { kind: 'date', vModel: 'openingDay', label: '开业日期' },
      ],
    },
  });
  const opening = await templates.create(admin, {
    name: '门店开业耗材包',
    remark: '新店开业前两周下单，按门店填写成本中心',
    enabled: true,
    formDesignId: design.id,
    warehouseId: ctx.warehouseId,
    approvalTemplateId: openingFlow.templateId,
    lines: ctx.opening,
  });
  await templates.create(admin, {
    name: '月度办公耗材',
    remark: '每月初补货',
    enabled: true,
    formDesignId: null,
    warehouseId: null,
    approvalTemplateId: null,
    lines: ctx.monthly,
  });
  await orders.create(admin, {
    title: '静安寺店开业耗材',
    warehouseId: ctx.warehouseId,
    expectedDate: null,
    remark: null,
    templateId: opening.templateId,
    header: { costCenter: 'CC-SH-021', storeName: '静安寺店' },
    lines: ctx.opening,
    submit: false,
  });
}
