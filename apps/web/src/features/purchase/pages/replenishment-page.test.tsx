import {
  PURCHASE_PERMISSIONS,
  type ReplenishmentDetail,
  type ReplenishmentOrder,
} from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { ReplenishmentListPage } from './replenishment-list-page';
import { ReplenishmentPage } from './replenishment-page';

const R = PURCHASE_PERMISSIONS.replenishment;
const O = PURCHASE_PERMISSIONS.order;

const HEAD: ReplenishmentOrder = {
  replenishmentId: 5,
  code: 'BH20261129000005',
  status: 'submitted',
  warehouse: { id: 4, name: '华东仓' },
  applicant: { userId: 8, nickname: '仓管小李' },
  neededBy: '2026-12-10',
  remark: '月底补货',
  reason: null,
  lineCount: 2,
  quantity: 14,
  version: 1,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T01:10:00.000Z',
};

const SUBMITTED: ReplenishmentDetail = {
  ...HEAD,
  lines: [
    {
      lineId: 1,
      skuId: 7,
      skuCode: 'SKU-CON-A4',
      skuName: 'A4 复印纸',
      specification: '70g 500张/包',
      unit: '箱',
      quantity: 10,
      supplier: { id: 2, name: '华东办公用品' },
      ordered: 0,
      received: 0,
      cancelled: 0,
      offer: { supplierId: 2, supplierName: '华东办公用品', unitPrice: '118.00' },
    },
  ],
  orders: [],
  events: [
    {
      eventId: 1,
      action: 'create',
      fromStatus: null,
      toStatus: 'draft',
      note: null,
      user: { userId: 8, nickname: '仓管小李' },
      at: '2026-11-29T01:00:00.000Z',
    },
  ],
  canSubmit: false,
  canCancel: false,
  canDecline: true,
  canOrder: true,
};

let current = SUBMITTED;
const server = fakeServerForEachTest(() => {
  current = SUBMITTED;
  return {
    'GET /purchase/replenishment/page': () =>
      ok({ records: [HEAD], total: 1, current: 1, size: 10 }),
    'GET /purchase/replenishment/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
    'GET /purchase/replenishment/5': () => ok(current),
    'POST /purchase/replenishment/5/decline': () => {
      current = {
        ...SUBMITTED,
        status: 'declined',
        reason: '库存够用',
        canDecline: false,
        canOrder: false,
      };
      return ok(current);
    },
  };
});

describe('warehouse purchase orders', { timeout: 30_000 }, () => {
  it('lists the requests with their status and links each to its page', async () => {
    renderPage(<ReplenishmentListPage />, {
      permissions: [R.view, R.add, R.export],
      path: '/purchase/warehouse-order/index',
    });
    const table = await screen.findByRole('table', { name: '仓库采购单列表' });
    const link = await within(table).findByRole('link', { name: 'BH20261129000005' });
    expect(link).toHaveAttribute('href', '/orderdetail?id=5');
    expect(within(table).getByText('已提交')).toBeInTheDocument();
    expect(within(table).getByText(/2 行 \/ 14 件/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建仓库采购单' })).toBeInTheDocument();
    expect(server.find('GET', '/purchase/replenishment/page').length).toBeGreaterThan(0);
  });

  it('hides raising a request from a reader without the key', async () => {
    renderPage(<ReplenishmentListPage />, {
      permissions: [R.view],
      path: '/purchase/warehouse-order/index',
    });
    await screen.findByRole('link', { name: 'BH20261129000005' });
    expect(screen.queryByRole('button', { name: '新建仓库采购单' })).not.toBeInTheDocument();
  });

  it('shows a request to a purchaser, who declines it only with a reason', async () => {
    const { user } = renderPage(<ReplenishmentPage />, {
      permissions: [R.view, O.view, O.add],
      path: '/orderdetail?id=5',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '仓库采购单 BH20261129000005' }),
    ).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: '明细' });
    expect(within(lines).getByText('华东办公用品（¥118.00）')).toBeInTheDocument();
    expect(screen.getByText('尚未生成采购工单')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '生成采购工单' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /拒\s*绝/ }));
    const dialog = await findDialog('拒绝仓库采购单 BH20261129000005？');
    await user.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    expect(server.find('POST', '/purchase/replenishment/5/decline')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '原因（必填）' }), '库存够用');
    await user.click(within(dialog).getByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() =>
      expect(server.find('POST', '/purchase/replenishment/5/decline')).toHaveLength(1),
    );
    expect(server.find('POST', '/purchase/replenishment/5/decline')[0]?.body).toEqual({
      version: 1,
      reason: '库存够用',
    });
    expect(await screen.findByText('已拒绝')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '生成采购工单' })).not.toBeInTheDocument();
  });

  it('says so when the request is not the caller’s to see', async () => {
    renderPage(<ReplenishmentPage />, { permissions: [R.view], path: '/orderdetail?id=99' });
    expect(await screen.findByText('仓库采购单不存在或无权查看')).toBeInTheDocument();
  });
});
