import { PERMISSIONS } from '@depot/shared';
import { count, eq } from 'drizzle-orm';
import { approvalTemplate } from '../../db/schema/approval';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { adminOf, call, newWarehouse, personWith, type Person } from '../warehouse/test-fixtures';
import {
  ORDER_KEYS,
  newOrder,
  newSku,
  newSupplier,
  orderTemplate,
  priceOf,
} from './order-fixtures';
import { purchaseOrder, purchaseTemplate } from './tables';

const TEMPLATE_KEY = PERMISSIONS.purchase.template.manage;
let counter = 0;

describe.each(areaEngines())('purchase templates on %s', (engine) => {
  const t = useTestApp(engine);

  /** A header design: a required cost centre and a number of stores at least 1. */
  async function headerDesign(admin: Person) {
    const res = await call(t, admin, 'POST', '/admin/form-design', {
      code: `po_head_${process.pid}_${++counter}`,
      name: '采购表头',
      design: {
        fields: [
          { kind: 'input', vModel: 'costCenter', label: '成本中心', required: true },
          { kind: 'number', vModel: 'stores', label: '门店数', min: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  }

  async function world() {
    const admin = await adminOf(t);
    const manager = await personWith(t, [TEMPLATE_KEY]);
    const buyer = await personWith(t, ORDER_KEYS);
    const warehouseId = await newWarehouse(t, admin);
    const supplierId = await newSupplier(t, admin);
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    await priceOf(t, admin, supplierId, a.skuId, '12.50');
    await priceOf(t, admin, supplierId, b.skuId, '3.20');
    const formDesignId = await headerDesign(admin);
    return { admin, manager, buyer, warehouseId, supplierId, a, b, formDesignId };
  }

  const templateCount = async () =>
    (await t.db.select({ n: count() }).from(purchaseTemplate))[0]!.n;

  it('adds, reads, edits, disables and copies a template; a name held by another is a 409', async () => {
    const w = await world();
    // The template page's default-warehouse picker answers a holder of the template key alone.
    const places = await call(t, w.manager, 'GET', '/purchase/order/warehouses');
    expect(places.statusCode, places.body).toBe(200);
    expect(places.json().data.map((p: { warehouseId: number }) => p.warehouseId)).toContain(
      w.warehouseId,
    );
    const name = `门店开业包 ${++counter}`;
    const made = await call(t, w.manager, 'POST', '/purchase/template', {
      name,
      remark: '新店开业采购',
      formDesignId: w.formDesignId,
      warehouseId: w.warehouseId,
      lines: [
        { skuId: w.a.skuId, supplierId: w.supplierId, quantity: 4 },
        { skuId: w.b.skuId, supplierId: w.supplierId, quantity: 10 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const template = made.json().data;
    expect(template).toMatchObject({
      name,
      enabled: true,
      lineCount: 2,
      formDesign: { id: w.formDesignId, name: '采购表头' },
      header: { designId: w.formDesignId, version: 1 },
    });
    expect(template.lines.map((l: { quantity: number; unitPrice: string }) => l)).toMatchObject([
      { skuId: w.a.skuId, quantity: 4, unitPrice: '12.50' },
      { skuId: w.b.skuId, quantity: 10, unitPrice: '3.20' },
    ]);

    const page = await call(
      t,
      w.manager,
      'GET',
      `/purchase/template/page?keyword=${encodeURIComponent(name)}`,
    );
    expect(page.json().data.records.map((r: { name: string }) => r.name)).toEqual([name]);

    const before = await templateCount();
    const taken = await call(t, w.manager, 'POST', '/purchase/template', { name });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain(name);
    expect(await templateCount()).toBe(before);

    const edited = await call(t, w.manager, 'PUT', '/purchase/template', {
      templateId: template.templateId,
      version: template.version,
      name: `${name} 改`,
      formDesignId: null,
      warehouseId: null,
      lines: [{ skuId: w.b.skuId, supplierId: w.supplierId, quantity: 6 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: `${name} 改`,
      header: null,
      warehouse: null,
      lines: [{ skuId: w.b.skuId, quantity: 6 }],
    });
    const stale = await call(t, w.manager, 'PUT', '/purchase/template', {
      templateId: template.templateId,
      version: template.version,
      name,
    });
    expect(stale.statusCode).toBe(409);

    const off = await call(
      t,
      w.manager,
      'POST',
      `/purchase/template/${template.templateId}/enabled`,
      {
        enabled: false,
        version: edited.json().data.version,
      },
    );
    expect(off.json().data.enabled).toBe(false);

    const copy = await call(t, w.manager, 'POST', `/purchase/template/${template.templateId}/copy`);
    expect(copy.json().data).toMatchObject({
      name: `${name} 改 (copy)`,
      lines: [{ skuId: w.b.skuId, quantity: 6 }],
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/purchase/template/${template.templateId}/copy`,
      headers: { ...w.manager.headers, 'accept-language': 'zh-CN' },
    });
    expect(again.json().data.name).toBe(`${name} 改（副本）`);
    const third = await call(
      t,
      w.manager,
      'POST',
      `/purchase/template/${template.templateId}/copy`,
    );
    expect(third.json().data.name).toBe(`${name} 改 (copy) 2`);
  });

  it('refuses bad lines and an unknown form with a 400 and keys other than its own with a 403', async () => {
    const w = await world();
    const before = await templateCount();
    const bad = [
      { name: ' ' },
      { name: `x ${++counter}`, formDesignId: 99_999_999 },
      {
        name: `x ${++counter}`,
        lines: [{ skuId: 99_999_999, supplierId: w.supplierId, quantity: 1 }],
      },
      {
        name: `x ${++counter}`,
        lines: [
          { skuId: w.a.skuId, supplierId: w.supplierId, quantity: 1 },
          { skuId: w.a.skuId, supplierId: w.supplierId, quantity: 2 },
        ],
      },
    ];
    for (const body of bad) {
      const res = await call(t, w.manager, 'POST', '/purchase/template', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await templateCount()).toBe(before);
    expect((await call(t, w.buyer, 'GET', '/purchase/template/page')).statusCode).toBe(403);
    expect(
      (await call(t, w.buyer, 'POST', '/purchase/template', { name: `y ${++counter}` })).statusCode,
    ).toBe(403);
  });

  it('makes an order from a template that keeps its header values; a bad header value is a 400 naming the field', async () => {
    const w = await world();
    const made = await call(t, w.admin, 'POST', '/purchase/template', {
      name: `月度补货 ${++counter}`,
      formDesignId: w.formDesignId,
      warehouseId: w.warehouseId,
      lines: [{ skuId: w.a.skuId, supplierId: w.supplierId, quantity: 3 }],
    });
    const template = made.json().data;
    // The buyer reads the template to prefill the order (order keys only).
    const read = await call(t, w.buyer, 'GET', `/purchase/template/${template.templateId}`);
    expect(read.statusCode).toBe(200);

    const body = {
      title: '月度补货',
      warehouseId: w.warehouseId,
      templateId: template.templateId,
      lines: [{ skuId: w.a.skuId, supplierId: w.supplierId, quantity: 3 }],
    };
    const orders = async () => (await t.db.select({ n: count() }).from(purchaseOrder))[0]!.n;
    const before = await orders();
    const missing = await call(t, w.buyer, 'POST', '/purchase/order', { ...body, header: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('成本中心');
    const tooFew = await call(t, w.buyer, 'POST', '/purchase/order', {
      ...body,
      header: { costCenter: 'CC-01', stores: 0 },
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().msg).toContain('门店数');
    const noTemplate = await call(t, w.buyer, 'POST', '/purchase/order', {
      ...body,
      templateId: null,
      header: { costCenter: 'CC-01' },
    });
    expect(noTemplate.statusCode).toBe(400);
    expect(await orders()).toBe(before);

    const ok = await call(t, w.buyer, 'POST', '/purchase/order', {
      ...body,
      header: { costCenter: 'CC-01', stores: 2 },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const order = ok.json().data;
    expect(order).toMatchObject({
      template: { id: template.templateId, name: template.name },
      header: { costCenter: 'CC-01', stores: 2 },
      total: '37.50',
    });
    const [row] = await t.db
      .select({ header: purchaseOrder.header, templateId: purchaseOrder.templateId })
      .from(purchaseOrder)
      .where(eq(purchaseOrder.id, order.orderId));
    expect(row).toEqual({
      header: { costCenter: 'CC-01', stores: 2 },
      templateId: template.templateId,
    });

    // A disabled template makes no more orders.
    await call(t, w.admin, 'POST', `/purchase/template/${template.templateId}/enabled`, {
      enabled: false,
      version: template.version,
    });
    const off = await call(t, w.buyer, 'POST', '/purchase/order', {
      ...body,
      header: { costCenter: 'CC-01', stores: 2 },
    });
    expect(off.statusCode).toBe(400);
  });

  it('sends its orders through the approval flow it names, whatever the flows’ conditions', async () => {
    const w = await world();
    // The flow conditions choose: the highest priority that holds (here, for any order).
    const usual = await orderTemplate(t, w.admin, w.admin.id);
    const res = await call(t, w.admin, 'POST', '/approval/template', {
      docType: 'purchaseOrder',
      name: `开业采购审批 ${++counter}`,
      priority: 1,
      steps: [{ name: '财务', approvers: { kind: 'users', userIds: [w.admin.id] }, mode: 'any' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const named: number = res.json().data.templateId;
    const amendments = await orderTemplate(t, w.admin, w.admin.id, 'purchaseAmendment');

    // The picker offers the work orders' flows only.
    const flows = await call(t, w.manager, 'GET', '/purchase/template/flows');
    expect(flows.statusCode, flows.body).toBe(200);
    const ids = flows.json().data.map((f: { approvalTemplateId: number }) => f.approvalTemplateId);
    expect(ids).toEqual(expect.arrayContaining([usual, named]));
    expect(ids).not.toContain(amendments);

    const body = {
      name: `开业包 ${++counter}`,
      warehouseId: w.warehouseId,
      lines: [{ skuId: w.a.skuId, supplierId: w.supplierId, quantity: 2 }],
    };
    // Another type's flow, or none: 400, no template made.
    const before = await templateCount();
    for (const approvalTemplateId of [amendments, 99_999_999]) {
      const bad = await call(t, w.manager, 'POST', '/purchase/template', {
        ...body,
        approvalTemplateId,
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().msg).toBe('no such approval flow for work orders');
    }
    expect(await templateCount()).toBe(before);
    const made = await call(t, w.manager, 'POST', '/purchase/template', {
      ...body,
      approvalTemplateId: named,
    });
    expect(made.statusCode, made.body).toBe(200);
    const template = made.json().data;
    expect(template.approvalTemplate).toMatchObject({ id: named, enabled: true });

    /** The flow an order's approval runs on. */
    const flowOf = async (order: { requestId: number }) =>
      (await call(t, w.admin, 'GET', `/approval/${order.requestId}`)).json().data.templateName;
    const line = { skuId: w.a.skuId, supplierId: w.supplierId, quantity: 2 };
    const fromTemplate = await newOrder(t, w.buyer, {
      warehouseId: w.warehouseId,
      templateId: template.templateId,
      lines: [line],
    });
    expect(await flowOf(fromTemplate)).toBe(template.approvalTemplate.name);
    const byHand = await newOrder(t, w.buyer, { warehouseId: w.warehouseId, lines: [line] });
    expect(await flowOf(byHand)).not.toBe(template.approvalTemplate.name);
    // A flow disabled since: the conditions choose again, and the template says so.
    await t.db
      .update(approvalTemplate)
      .set({ enabled: false })
      .where(eq(approvalTemplate.id, named));
    const again = await newOrder(t, w.buyer, {
      warehouseId: w.warehouseId,
      templateId: template.templateId,
      lines: [line],
    });
    expect(await flowOf(again)).toBe(await flowOf(byHand));
    const read = await call(t, w.manager, 'GET', `/purchase/template/${template.templateId}`);
    expect(read.json().data.approvalTemplate).toMatchObject({ id: named, enabled: false });
  });
});
