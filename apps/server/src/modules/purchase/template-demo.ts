import type { AuthUser } from '../../core/fastify-types';
import type { FormDesignService } from '../form-design/service';
import type { OrderService } from './order-service';
import type { TemplateService } from './template-service';

type Line = { skuId: number; supplierId: number; quantity: number };

/**
 * Demo purchase templates (after the demo orders, through the real services): 门店开业耗材包
 * with a designed header form (cost centre, store, opening day) into 华东仓, and 月度办公耗材
 * without one; and a draft order made from the first, its header filled in.
 */
export async function seedDemoTemplates(ctx: {
  admin: AuthUser;
  forms: FormDesignService;
  templates: TemplateService;
  orders: OrderService;
  warehouseId: number;
  opening: Line[];
  monthly: Line[];
}): Promise<void> {
  const { admin, forms, templates, orders } = ctx;
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
    lines: ctx.opening,
  });
  await templates.create(admin, {
    name: '月度办公耗材',
    remark: '每月初补货',
    enabled: true,
    formDesignId: null,
    warehouseId: null,
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
