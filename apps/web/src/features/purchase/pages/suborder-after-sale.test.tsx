import {
  PURCHASE_PERMISSIONS,
  type AfterSale,
  type AfterSaleDetail,
  type SuborderDetail,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { SuborderPage } from './suborder-page';
import { suborderLine } from '../test/order-fixtures';

const O = PURCHASE_PERMISSIONS.order;
const A = PURCHASE_PERMISSIONS.afterSale;

const SUB: SuborderDetail = {
  suborderId: 9,
  code: 'CG20261129000003-1',
  orderId: 3,
  orderCode: 'CG20261129000003',
  orderTitle: '华东仓月度耗材采购',
  status: 'partlyReceived',
  supplier: { id: 2, name: '华东办公用品' },
  warehouse: { id: 4, name: '华东仓' },
  total: '3968.00',
  ordered: 26,
  received: 5,
  cancelled: 0,
  replenishment: null,
  version: 2,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T02:00:00.000Z',
  totalUpper: '叁仟玖佰陆拾捌元整',
  lines: [
    suborderLine({}),
    suborderLine({
      lineId: 2,
      skuCode: 'SKU-CON-TNR',
      skuName: '硒鼓',
      unit: '个',
      quantity: 6,
      received: 0,
    }),
  ],
  events: [],
  canConfirm: false,
  canReceive: true,
  canCancelLine: true,
};

/** An open return of 2 of the paper already made. */
const EXISTING: AfterSale = {
  afterSaleId: 4,
  code: 'SH20261129000001',
  kind: 'return',
  status: 'open',
  quantity: 2,
  receivedBack: 0,
  writtenOff: 0,
  writeOffReason: null,
  reason: '受潮',
  credit: null,
  cancelReason: null,
  suborder: { id: 9, code: SUB.code },
  order: { id: 3, code: SUB.orderCode, title: SUB.orderTitle },
  supplier: SUB.supplier,
  warehouse: SUB.warehouse,
  line: {
    lineId: 1,
    skuId: 7,
    skuCode: 'SKU-CON-A4',
    skuName: 'A4 复印纸',
    unit: '箱',
    unitPrice: '118.00',
    received: 5,
  },
  creator: null,
  sentAt: null,
  closedAt: null,
  version: 0,
  createdAt: '2026-11-29T03:00:00.000Z',
  updatedAt: '2026-11-29T03:00:00.000Z',
};

const MADE: AfterSaleDetail = {
  ...EXISTING,
  afterSaleId: 5,
  code: 'SH20261129000002',
  kind: 'repair',
  quantity: 3,
  reason: '包装破损',
  files: [],
  movements: [],
  events: [],
  canSend: true,
  canClose: false,
  canReceiveBack: false,
  canWriteOff: false,
  canCancel: true,
};

const server = fakeServerForEachTest({
  'GET /purchase/suborder/9': () => ok(SUB),
  'GET /purchase/after-sale/page': () =>
    ok({ records: [EXISTING], total: 1, current: 1, size: 100 }),
  'POST /purchase/after-sale': () => ok(MADE),
  'GET /purchase/after-sale/5': () => ok(MADE),
});

describe('after-sales on the sub-order page', { timeout: 30_000 }, () => {
  it('lists the sub-order’s after-sales orders and makes one against a received line, at most what is left', async () => {
    const { user } = renderPage(<SuborderPage />, {
      permissions: [O.view, A.view, A.add],
      path: '/purchase/purchase-order-detail?id=9',
    });
    const listed = await screen.findByRole('table', { name: '售后单' });
    expect(await within(listed).findByRole('link', { name: 'SH20261129000001' })).toHaveAttribute(
      'href',
      '/purchase/purchase-order/after-order-detail?id=4',
    );
    expect(server.find('GET', '/purchase/after-sale/page')[0]?.params).toMatchObject({
      suborderId: 9,
    });
    const lines = screen.getByRole('table', { name: '子订单明细' });
    const paper = within(lines).getByText('SKU-CON-A4 A4 复印纸').closest('tr')!;
    const toner = within(lines).getByText('SKU-CON-TNR 硒鼓').closest('tr')!;
    // Nothing of the toner came: no after-sales for it.
    expect(within(toner).queryByRole('button', { name: '售后' })).not.toBeInTheDocument();

    await user.click(within(paper).getByRole('button', { name: '售后' }));
    const dialog = await findDialog('A4 复印纸 申请售后');
    const quantity = within(dialog).getByRole('spinbutton', { name: '数量' });
    expect(quantity).toHaveValue('1');
    // 5 received, 2 already under after-sales.
    expect(within(dialog).getByText('最多 3（已收货 5，已在售后 2）')).toBeInTheDocument();
    // A reason is required: nothing is sent without one.
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/after-sale')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '维修' }));
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '包装破损');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('POST', '/purchase/after-sale')).toHaveLength(1));
    expect(server.find('POST', '/purchase/after-sale')[0]?.body).toEqual({
      lineId: 1,
      kind: 'repair',
      quantity: 3,
      reason: '包装破损',
      fileIds: [],
    });
  });

  it('offers no after-sales without its keys', async () => {
    renderPage(<SuborderPage />, {
      permissions: [O.view],
      path: '/purchase/purchase-order-detail?id=9',
    });
    expect(await screen.findByRole('table', { name: '子订单明细' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '售后' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '售后单' })).not.toBeInTheDocument();
    expect(server.find('GET', '/purchase/after-sale/page')).toHaveLength(0);
  });
});
