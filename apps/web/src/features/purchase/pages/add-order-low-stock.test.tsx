import { PURCHASE_PERMISSIONS, type ReplenishmentSuggestion } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { paper, paperLabel, paperPrice } from '../test/order-fixtures';
import { AddOrderPage } from './add-order-page';

const O = PURCHASE_PERMISSIONS.order;

/** 华东仓 is 6 short of office consumables, sold as paper (118.00) or a dearer pad (130.00). */
const shortfall: ReplenishmentSuggestion = {
  thresholdId: 1,
  category: { id: 3, name: '办公耗材' },
  unit: '箱',
  current: 4,
  minQuantity: 10,
  shortfall: 6,
  skus: [
    {
      skuId: 8,
      code: 'SKU-CON-PAD',
      name: '便签本',
      specification: null,
      unit: '本',
      offer: { supplierId: 5, supplierName: '晨曦文具', unitPrice: '130.00' },
    },
    {
      skuId: 7,
      code: paper.code,
      name: paper.name,
      specification: paper.specification,
      unit: paper.unit,
      offer: { supplierId: 2, supplierName: '华东办公用品', unitPrice: '118.00' },
    },
  ],
};

let suggestions: ReplenishmentSuggestion[] = [];

const server = fakeServerForEachTest({
  'GET /purchase/sku/7': () => ok(paper),
  'GET /purchase/sku/page': () =>
    ok({ records: [{ ...paper, supplierCount: 2 }], total: 1, current: 1, size: 500 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/sku/7/prices': () => ok([paperPrice()]),
  'GET /purchase/replenishment/suggestions': () => ok(suggestions),
  'POST /purchase/order': () => ok({ orderId: 12, code: 'CG20261129000012', status: 'pending' }),
});

async function openWithWarehouse() {
  const page = renderPage(<AddOrderPage />, {
    permissions: [O.view, O.add],
    path: '/purchase/purchase-order/add-order',
  });
  const { user } = page;
  await screen.findByRole('heading', { level: 1, name: '新建采购工单' });
  const fill = screen.getByRole('button', { name: '按低库存建议填入' });
  // Nothing to read before a warehouse is chosen.
  expect(fill).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: '标题' }), '华东仓补货');
  await user.click(screen.getByRole('combobox', { name: '收货仓库' }));
  await user.click(await screen.findByTitle('华东仓'));
  await waitFor(() => expect(fill).toBeEnabled());
  return { ...page, fill };
}

describe('add-order page: fill in from low stock', { timeout: 30_000 }, () => {
  it('fills a line per shortfall at the cheapest offer, lets it be edited and marks the order', async () => {
    suggestions = [shortfall];
    const { user, fill } = await openWithWarehouse();
    await user.click(fill);
    expect(await screen.findByText('办公耗材：现有 4，预警值 10，缺 6')).toBeInTheDocument();
    expect(server.find('GET', '/purchase/replenishment/suggestions')[0]!.params).toEqual({
      warehouseId: 4,
    });
    // The paper's offer is the cheaper one: its SKU, supplier and price, the shortfall as quantity.
    expect(await screen.findByTitle(paperLabel)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '第 1 行数量' })).toHaveValue('6');
    expect(screen.getByRole('spinbutton', { name: '第 1 行单价' })).toHaveValue('118.00');
    expect(await screen.findByText('合计 ¥708.00（柒佰零捌元整）')).toBeInTheDocument();

    const quantity = screen.getByRole('spinbutton', { name: '第 1 行数量' });
    await user.clear(quantity);
    await user.type(quantity, '8');
    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(server.find('POST', '/purchase/order')).toHaveLength(1));
    expect(server.find('POST', '/purchase/order')[0]!.body).toEqual({
      title: '华东仓补货',
      warehouseId: 4,
      expectedDate: null,
      remark: null,
      submit: true,
      fromLowStock: true,
      lines: [{ skuId: 7, supplierId: 2, quantity: 8, unitPrice: '118.00' }],
    });
  });

  it('says when nothing is low and leaves the lines and the order as they were', async () => {
    suggestions = [];
    const { user, fill } = await openWithWarehouse();
    await user.click(fill);
    expect(await screen.findByText('该仓库没有低于预警值的库存')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '第 1 行数量' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请选择 SKU')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/order')).toHaveLength(0);
  });
});
