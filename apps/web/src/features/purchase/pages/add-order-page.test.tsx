import { PURCHASE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { REMOTE_SELECT_SIZE } from '../../../components/remote-select';
import { paper, paperLabel, paperPrice } from '../test/order-fixtures';
import { AddOrderPage } from './add-order-page';

const O = PURCHASE_PERMISSIONS.order;

const server = fakeServerForEachTest({
  'GET /purchase/sku/page': () =>
    ok({ records: [{ ...paper, supplierCount: 2 }], total: 1, current: 1, size: 500 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/sku/7/prices': () =>
    ok([
      paperPrice({ priceId: 3 }),
      paperPrice({ priceId: 2, price: '125.00', validFrom: '2025-06-01' }),
      paperPrice({ priceId: 4, supplierId: 5, supplierName: '晨曦文具', price: '121.50' }),
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
    // The SKU is searched on the server by what is typed: the first matches of enabled SKUs.
    await user.type(screen.getByRole('combobox', { name: '第 1 行 SKU' }), 'A4');
    await waitFor(() =>
      expect(server.find('GET', '/purchase/sku/page').at(-1)!.params).toMatchObject({
        q: 'A4',
        enabled: true,
        size: REMOTE_SELECT_SIZE,
      }),
    );
    await user.click(await screen.findByTitle(paperLabel));
    await user.click(screen.getByRole('combobox', { name: '第 1 行供应商' }));
    // Each supplier once, at its current price (the older, dearer one is history).
    expect(screen.queryByTitle('华东办公用品 ¥125.00')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('华东办公用品 ¥118.00'));
    expect(screen.getByRole('spinbutton', { name: '第 1 行单价' })).toHaveValue('118.00');
    await user.type(screen.getByRole('spinbutton', { name: '第 1 行数量' }), '20');
    expect(await screen.findByText('合计 ¥2,360.00（贰仟叁佰陆拾元整）')).toBeInTheDocument();

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
