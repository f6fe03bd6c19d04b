import { PURCHASE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { approvedOrder } from '../test/order-fixtures';
import { OrderListPage } from './order-list-page';
import { savedDownloads } from '../../../test/downloads';

const O = PURCHASE_PERMISSIONS.order;

const server = fakeServerForEachTest({
  'GET /purchase/order/page': () =>
    ok({ records: [approvedOrder], total: 1, current: 1, size: 10 }),
  'GET /purchase/order/warehouses': () => ok([{ warehouseId: 4, name: '华东仓' }]),
  'GET /purchase/order/lines/export': () => ({
    status: 200,
    data: new Blob(['PK']),
    headers: { 'content-disposition': "attachment; filename*=UTF-8''lines.xlsx" },
  }),
});

describe('work order list', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('exports the filtered orders’ lines beside the orders, only for the export key', async () => {
    const saved = savedDownloads();
    const { user } = renderPage(<OrderListPage />, {
      permissions: [O.view, O.export],
      path: '/purchase/purchase-order/index',
    });
    expect(await screen.findByRole('button', { name: /^导\s*出$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导出明细' }));
    await waitFor(() => expect(server.find('GET', '/purchase/order/lines/export')).toHaveLength(1));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('offers neither export without the key', async () => {
    renderPage(<OrderListPage />, { permissions: [O.view] });
    expect(await screen.findByText('CG20261129000012')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出明细' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^导\s*出$/ })).not.toBeInTheDocument();
  });
});
