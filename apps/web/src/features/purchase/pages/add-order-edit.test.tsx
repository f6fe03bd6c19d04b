import { PURCHASE_PERMISSIONS, type PurchaseOrderDetail } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { approvedOrder, paper, paperPrice } from '../test/order-fixtures';
import { AddOrderPage } from './add-order-page';

const O = PURCHASE_PERMISSIONS.order;

/** The caller's draft: 10 boxes of paper at 118.00, nothing received. */
const draft: PurchaseOrderDetail = {
  ...approvedOrder,
  status: 'draft',
  expectedDate: '2026-12-10',
  remark: '月底前到货',
  total: '1180.00',
  totalUpper: '壹仟壹佰捌拾元整',
  lineCount: 1,
  requestId: null,
  lines: [{ ...approvedOrder.lines[0]!, received: 0, suborderId: null }],
  events: [],
  canSubmit: true,
  canEdit: true,
  canAmend: false,
};

const server = fakeServerForEachTest({
  'GET /purchase/order/12': () => ok(draft),
  'GET /purchase/order/13': () =>
    ok({ ...draft, orderId: 13, status: 'pending', canSubmit: false, canEdit: false }),
  'GET /purchase/sku/7': () => ok(paper),
  'GET /purchase/sku/page': () => ok({ records: [paper], total: 1, current: 1, size: 500 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/sku/7/prices': () => ok([paperPrice()]),
  'PUT /purchase/order': () => ok({ ...draft, version: 4, total: '1416.00' }),
});

describe('add-order page editing a draft', { timeout: 30_000 }, () => {
  it('opens the draft as it is and saves it at the version read with its lines replaced', async () => {
    const { user } = renderPage(<AddOrderPage />, {
      permissions: [O.view, O.add],
      path: '/purchase/purchase-order/add-order?id=12',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '修改草稿 CG20261129000012' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('华东仓耗材补货');
    const quantity = screen.getByRole('spinbutton', { name: '第 1 行数量' });
    expect(quantity).toHaveValue('10');
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(await screen.findByText('合计 ¥1,416.00（壹仟肆佰壹拾陆元整）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(server.find('PUT', '/purchase/order')).toHaveLength(1));
    expect(server.find('PUT', '/purchase/order')[0]!.body).toEqual({
      orderId: 12,
      version: 3,
      title: '华东仓耗材补货',
      warehouseId: 4,
      expectedDate: '2026-12-10',
      remark: '月底前到货',
      submit: false,
      lines: [{ skuId: 7, supplierId: 2, quantity: 12, unitPrice: '118.00' }],
    });
    expect(server.find('POST', '/purchase/order')).toHaveLength(0);
  });

  it('says a draft no longer editable cannot be edited', async () => {
    renderPage(<AddOrderPage />, {
      permissions: [O.view, O.add],
      path: '/purchase/purchase-order/add-order?id=13',
    });
    expect(
      await screen.findByText('工单 CG20261129000012 已不是你的草稿，不能修改'),
    ).toBeInTheDocument();
  });
});
