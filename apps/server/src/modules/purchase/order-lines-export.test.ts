import { PERMISSIONS } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { areaEngines, useTestApp } from '../../../test/helpers';
import { cellText, readXlsx } from '../../core/excel/xlsx-reader';
import { adminOf, call, newWarehouse, personWith } from '../warehouse/test-fixtures';
import {
  ORDER_KEYS,
  decide,
  newOrder,
  newSku,
  newSupplier,
  orderTemplate,
  priceOf,
} from './order-fixtures';

/**
 * The work orders' lines as Excel (#19 "Excel export of orders and lines"): one row a line of
 * the orders the list's filters select, with the order and sub-order it belongs to.
 */
describe.each(areaEngines())('purchase order lines export on %s', (engine) => {
  const t = useTestApp(engine);

  it('exports each line of the filtered orders with its sub-order, in both languages; 403 without the key', async () => {
    const admin = await adminOf(t);
    const buyer = await personWith(t, ORDER_KEYS);
    await orderTemplate(t, admin, admin.id);
    const here = await newWarehouse(t, admin);
    const there = await newWarehouse(t, admin);
    const s1 = await newSupplier(t, admin);
    const s2 = await newSupplier(t, admin);
    const a = await newSku(t, admin);
    const b = await newSku(t, admin);
    await priceOf(t, admin, s1, a.skuId, '12.50');
    await priceOf(t, admin, s2, b.skuId, '3.20');
    const split = await newOrder(t, buyer, {
      title: '明细导出 甲',
      warehouseId: here,
      lines: [
        { skuId: a.skuId, supplierId: s1, quantity: 5 },
        { skuId: b.skuId, supplierId: s2, quantity: 4 },
      ],
    });
    await decide(t, admin, split.requestId, 'approve');
    const draft = await newOrder(t, buyer, {
      title: '明细导出 乙',
      warehouseId: there,
      submit: false,
      lines: [{ skuId: a.skuId, supplierId: s1, quantity: 2 }],
    });

    const sheetOf = async (query: string, language = 'zh-CN') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/purchase/order/lines/export?${query}`,
        headers: { ...buyer.headers, 'accept-language': language },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const sheet = await readXlsx(res.rawPayload, 15);
      return { header: sheet.header, rows: sheet.rows.map((r) => r.cells.map(cellText)) };
    };
    const inHere = await sheetOf(`warehouseId=${here}`);
    expect(inHere.header.slice(0, 6)).toEqual([
      '工单编号',
      '标题',
      '状态',
      '收货仓库',
      '子订单',
      '供应商',
    ]);
    expect(inHere.header.slice(9)).toEqual([
      '订购数量',
      '单价',
      '金额',
      '已收',
      '已取消',
      '取消原因',
    ]);
    // The approved order's two lines, each on its supplier's sub-order, in the order's order.
    expect(inHere.rows.map((r) => [r[0], r[1], r[2], r[4], r[9], r[10], r[11], r[12]])).toEqual([
      [split.code, '明细导出 甲', '已审批', `${split.code}-1`, '5', '12.50', '62.50', '0'],
      [split.code, '明细导出 甲', '已审批', `${split.code}-2`, '4', '3.20', '12.80', '0'],
    ]);
    // The keyword reads both orders, newest first; a draft's line has no sub-order yet.
    const both = await sheetOf(`keyword=${encodeURIComponent('明细导出')}`, 'en-US');
    expect(both.header[2]).toBe('Status');
    expect(both.header[9]).toBe('Ordered');
    expect(both.rows.map((r) => [r[0], r[2], r[4], r[9]])).toEqual([
      [draft.code, 'Draft', '', '2'],
      [split.code, 'Approved', `${split.code}-1`, '5'],
      [split.code, 'Approved', `${split.code}-2`, '4'],
    ]);

    const viewer = await personWith(t, [PERMISSIONS.purchase.order.view]);
    const refused = await call(t, viewer, 'GET', '/purchase/order/lines/export');
    expect(refused.statusCode).toBe(403);
  });
});
