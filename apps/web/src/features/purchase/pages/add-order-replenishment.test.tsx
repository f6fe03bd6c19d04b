import { PURCHASE_PERMISSIONS, type ReplenishmentDetail } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { paper, paperPrice } from '../test/order-fixtures';
import { AddOrderPage } from './add-order-page';

const O = PURCHASE_PERMISSIONS.order;
const R = PURCHASE_PERMISSIONS.replenishment;

const REQUEST: ReplenishmentDetail = {
  replenishmentId: 5,
  code: 'BH20261129000005',
  status: 'submitted',
  warehouse: { id: 4, name: '华东仓' },
  applicant: { userId: 8, nickname: '仓管小李' },
  neededBy: '2026-12-10',
  remark: null,
  reason: null,
  lineCount: 1,
  quantity: 12,
  version: 1,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:10:00.000Z',
  lines: [
    {
      lineId: 1,
      skuId: 7,
      skuCode: 'SKU-CON-A4',
      skuName: 'A4 复印纸',
      specification: null,
      unit: '箱',
      quantity: 12,
      supplier: null,
      ordered: 0,
      received: 0,
      cancelled: 0,
      offer: { supplierId: 2, supplierName: '华东办公用品', unitPrice: '118.00' },
    },
  ],
  orders: [],
  events: [],
  canSubmit: false,
  canCancel: false,
  canDecline: true,
  canOrder: true,
};

const server = fakeServerForEachTest({
  'GET /purchase/replenishment/5': () => ok(REQUEST),
  'GET /purchase/sku/7': () => ok(paper),
  'GET /purchase/sku/page': () =>
    ok({ records: [{ ...paper, supplierCount: 1 }], total: 1, current: 1, size: 500 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/sku/7/prices': () => ok([paperPrice()]),
  'POST /purchase/order': () => ok({ orderId: 12, code: 'CG20261129000012', status: 'pending' }),
});

describe('add-order page from a warehouse purchase order', { timeout: 30_000 }, () => {
  it('fills in the open lines at the offered supplier and price, and sends the request with it', async () => {
    const { user } = renderPage(<AddOrderPage />, {
      permissions: [O.view, O.add, R.view],
      path: '/purchase/purchase-order/add-order?replenishmentId=5',
    });
    expect(
      await screen.findByText('来自仓库采购单 BH20261129000005，收货仓库为其仓库'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue(
      '华东仓 补货（BH20261129000005）',
    );
    expect(screen.getByRole('combobox', { name: '收货仓库' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: '第 1 行单价' })).toHaveValue('118.00');
    expect(await screen.findByText('合计 ¥1,416.00（壹仟肆佰壹拾陆元整）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交审批' }));
    await waitFor(() => expect(server.find('POST', '/purchase/order')).toHaveLength(1));
    expect(server.find('POST', '/purchase/order')[0]!.body).toEqual({
      title: '华东仓 补货（BH20261129000005）',
      warehouseId: 4,
      expectedDate: '2026-12-10',
      remark: null,
      submit: true,
      replenishmentId: 5,
      lines: [{ skuId: 7, supplierId: 2, quantity: 12, unitPrice: '118.00' }],
    });
  });
});
