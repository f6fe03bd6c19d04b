import { PURCHASE_PERMISSIONS, type AfterSale, type Supplier } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { RatingCard } from '../components/rating-card';
import { AfterSaleListPage } from './after-sale-list-page';

const A = PURCHASE_PERMISSIONS.afterSale;

const RETURNED: AfterSale = {
  afterSaleId: 6,
  code: 'SH20261129000003',
  kind: 'return',
  status: 'closed',
  quantity: 2,
  receivedBack: 0,
  writtenOff: 0,
  writeOffReason: null,
  reason: '两箱 A4 纸运输中淋湿',
  credit: '236.00',
  cancelReason: null,
  suborder: { id: 9, code: 'CG20261129000004-1' },
  order: { id: 4, code: 'CG20261129000004', title: '打印耗材紧急补货' },
  supplier: { id: 2, name: '华东办公用品' },
  warehouse: { id: 4, name: '华东仓' },
  line: {
    lineId: 1,
    skuId: 7,
    skuCode: 'SKU-CON-A4',
    skuName: 'A4 复印纸',
    unit: '箱',
    unitPrice: '118.00',
    received: 10,
  },
  creator: { userId: 1, nickname: '管理员' },
  sentAt: '2026-11-29T02:00:00.000Z',
  closedAt: '2026-11-29T03:00:00.000Z',
  version: 2,
  createdAt: '2026-11-29T01:00:00.000Z',
  updatedAt: '2026-11-29T03:00:00.000Z',
};

const server = fakeServerForEachTest({
  'GET /purchase/after-sale/page': () =>
    ok({ records: [RETURNED], total: 1, current: 1, size: 10 }),
  // The supplier filter's first matches: others than the one the page was opened for.
  'GET /purchase/supplier/page': () => ok({ records: [], total: 0, current: 1, size: 20 }),
  'GET /purchase/supplier/2': () => ok({ supplierId: 2, name: '华东办公用品' } as Supplier),
});

describe('after-sales list', { timeout: 30_000 }, () => {
  it('lists the orders of a supplier opened from its page, each opening its own page', async () => {
    renderPage(<AfterSaleListPage />, {
      permissions: [A.view],
      path: '/purchase/after-order/index?supplierId=2',
    });
    const link = await screen.findByRole('link', { name: 'SH20261129000003' });
    expect(link).toHaveAttribute('href', '/purchase/purchase-order/after-order-detail?id=6');
    const row = link.closest('tr')!;
    // One column at the test's (phone) width: kind, SKU and quantity, supplier, status.
    expect(within(row).getByText('退货 · A4 复印纸 × 2')).toBeInTheDocument();
    expect(within(row).getByText('华东办公用品')).toBeInTheDocument();
    expect(within(row).getByText('已完成')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.find('GET', '/purchase/after-sale/page')[0]?.params).toMatchObject({
        supplierId: 2,
      }),
    );
    // Without the export key there is no export.
    expect(screen.queryByRole('button', { name: /导\s*出/ })).not.toBeInTheDocument();
  });

  it('offers the export to its holders', async () => {
    renderPage(<AfterSaleListPage />, { permissions: [A.view, A.export] });
    expect(await screen.findByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
  });
});

describe('supplier rating card', () => {
  it('shows the score, the on-time share and the after-sales rate, or that there are no orders', async () => {
    const { unmount } = renderPage(
      <RatingCard
        supplierId={2}
        rating={{
          suborders: 4,
          due: 3,
          onTime: 1,
          onTimeRate: 1 / 3,
          received: 14,
          afterSaleQuantity: 1,
          afterSaleRate: 1 / 14,
          score: 2.8,
        }}
      />,
      { permissions: [A.view] },
    );
    expect(await screen.findByText('2.8')).toBeInTheDocument();
    expect(screen.getByText('33.3%（3 个到期子订单中 1 个按期完成）')).toBeInTheDocument();
    expect(screen.getByText('7.1%（收货 14 件中售后 1 件）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '采购售后' })).toHaveAttribute(
      'href',
      '/purchase/after-order?supplierId=2',
    );
    unmount();
    renderPage(<RatingCard supplierId={2} rating={null} />);
    expect(await screen.findByText(/暂无/)).toBeInTheDocument();
  });

  it('names the supplier it was opened for in its filter, from the supplier’s own record', async () => {
    renderPage(<AfterSaleListPage />, {
      permissions: [A.view, PURCHASE_PERMISSIONS.supplier.view],
      path: '/purchase/after-order/index?supplierId=2',
    });
    const filter = screen.getByRole('combobox', { name: '供应商' }).closest('.ant-select');
    expect(await within(filter as HTMLElement).findByTitle('华东办公用品')).toBeInTheDocument();
  });
});
