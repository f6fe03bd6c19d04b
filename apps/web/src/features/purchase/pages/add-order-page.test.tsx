import { PURCHASE_PERMISSIONS, type Sku, type SupplierPrice } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { AddOrderPage } from './add-order-page';

const O = PURCHASE_PERMISSIONS.order;

const paper: Sku = {
  skuId: 7,
  code: 'SKU-CON-A4',
  name: 'A4 复印纸',
  specification: '70g 500 张 × 5 包',
  unit: '箱',
  categoryId: 3,
  categoryName: '办公耗材',
  enabled: true,
  remark: null,
  supplierCount: 2,
  lowestPrice: '118.00',
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};

const price = (over: Partial<SupplierPrice>): SupplierPrice => ({
  priceId: 1,
  supplierId: 2,
  supplierCode: 'SUP-HD',
  supplierName: '华东办公用品',
  skuId: 7,
  skuCode: 'SKU-CON-A4',
  skuName: 'A4 复印纸',
  unit: '箱',
  price: '118.00',
  currency: 'CNY',
  leadDays: 3,
  validFrom: '2026-01-01',
  createdByName: '管理员',
  createdAt: '2026-01-01T02:00:00.000Z',
  ...over,
});

const server = fakeServerForEachTest({
  'GET /purchase/sku/page': () => ok({ records: [paper], total: 1, current: 1, size: 500 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/sku/7/prices': () =>
    ok([
      price({ priceId: 3 }),
      price({ priceId: 2, price: '125.00', validFrom: '2025-06-01' }),
      price({ priceId: 4, supplierId: 5, supplierName: '晨曦文具', price: '121.50' }),
    ]),
  'POST /purchase/order': () => ok({ orderId: 12, code: 'CG20261129000012', status: 'pending' }),
});

describe('add-order page', { timeout: 30_000 }, () => {
  it('fills in the chosen supplier’s current price, shows the total in words and submits', async () => {
    const { user } = renderPage(<AddOrderPage />, {
      permissions: [O.view, O.add],
      path: '/purchase/purchase-order/add-order',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '新建采购工单' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '标题' }), '华东仓耗材补货');
    await user.click(screen.getByRole('combobox', { name: '收货仓库' }));
    await user.click(await screen.findByTitle('华东仓'));
    await user.click(screen.getByRole('combobox', { name: '第 1 行 SKU' }));
    await user.click(await screen.findByTitle('SKU-CON-A4 A4 复印纸'));
    await user.click(screen.getByRole('combobox', { name: '第 1 行供应商' }));
    // Each supplier once, at its current price (the older, dearer one is history).
    expect(screen.queryByTitle('华东办公用品 ¥125.00')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('华东办公用品 ¥118.00'));
    expect(screen.getByRole('spinbutton', { name: '第 1 行单价' })).toHaveValue('118.00');
    await user.type(screen.getByRole('spinbutton', { name: '第 1 行数量' }), '20');
    expect(await screen.findByText('合计 ¥2360.00（贰仟叁佰陆拾元整）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(server.find('POST', '/purchase/order')).toHaveLength(1));
    expect(server.find('POST', '/purchase/order')[0]!.body).toEqual({
      title: '华东仓耗材补货',
      warehouseId: 4,
      expectedDate: null,
      remark: null,
      submit: true,
      lines: [{ skuId: 7, supplierId: 2, quantity: 20, unitPrice: '118.00' }],
    });
  });

  it('sends nothing while a line lacks its supplier', async () => {
    const { user } = renderPage(<AddOrderPage />, {
      permissions: [O.view, O.add],
      path: '/purchase/purchase-order/add-order',
    });
    await screen.findByRole('heading', { level: 1, name: '新建采购工单' });
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请选择供应商')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/order')).toHaveLength(0);
  });
});
