import { WARE_ORDER_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { row, workOrder } from '../test/orders';
import { WorkOrderListPage } from './order-list-page';

const pending = workOrder();
const done = workOrder({
  orderId: 6,
  code: 'WO2026112800006',
  status: 'done',
  kind: 'install',
  worker: { userId: 7, nickname: '王师傅' },
});

const server = fakeServerForEachTest({
  'GET /ware/order/page': () =>
    ok({ records: [row(pending), row(done)], total: 2, current: 1, size: 10 }),
  'GET /ware/order/workers': () => ok([{ userId: 7, username: 'tech_wang', nickname: '王师傅' }]),
  'GET /admin/store/list': () =>
    ok([{ storeId: 1, code: 'SH001', name: '上海徐汇店', region: '华东', entCode: 'DEPOT' }]),
  'GET /as/asset/page': () => ok({ records: [], total: 0, current: 1, size: 20 }),
  'GET /ware/order/draft': () =>
    ok({
      sourceDocId: 12,
      sourceCode: 'LY20261128000012',
      kind: 'deliver',
      storeId: 1,
      address: '徐汇区漕溪北路 1 号',
      assets: [{ assetId: 31, code: 'AS0031', name: '收银台', model: null, status: 'inUse' }],
    }),
  'POST /ware/order': () => ok(workOrder({ orderId: 9, code: 'WO2026112800009' })),
  'GET /ware/order/export': () => ({
    status: 200,
    data: new Blob(['xlsx']),
    headers: { 'content-disposition': "attachment; filename*=UTF-8''work-orders.xlsx" },
  }),
});

const ALL = Object.values(WARE_ORDER_PERMISSIONS);

describe('work order list', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists orders with their status and worker, and filters on the server', async () => {
    const { user } = renderPage(<WorkOrderListPage />, { permissions: ALL });
    const first = (await screen.findByRole('link', { name: 'WO2026112800005' })).closest('tr')!;
    expect(within(first).getByText('待派工')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'WO2026112800006' }).closest('tr')!;
    expect(within(second).getByText('已完成')).toBeInTheDocument();
    expect(within(second).getByText('王师傅')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '工单编号' }), '0006');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(server.find('GET', '/ware/order/page').at(-1)!.params).toMatchObject({
        code: '0006',
        current: 1,
      }),
    );
  });

  it('exports the filtered list', async () => {
    const { user } = renderPage(<WorkOrderListPage />, { permissions: ALL });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    // jsdom cannot follow the download link; the file is what the server sent.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await screen.findByRole('link', { name: 'WO2026112800005' });
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.find('GET', '/ware/order/export')).toHaveLength(1));
    expect(await screen.findByText('已导出 work-orders.xlsx')).toBeInTheDocument();
  });

  it('hides new and export without their keys', async () => {
    renderPage(<WorkOrderListPage />, { permissions: [WARE_ORDER_PERMISSIONS.view] });
    await screen.findByRole('link', { name: 'WO2026112800005' });
    expect(screen.queryByRole('button', { name: '新建工单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('opens the new order filled from an approved asset document (?fromDoc=)', async () => {
    const { user, router } = renderPage(<WorkOrderListPage />, {
      permissions: ALL,
      path: '/ware/order/index?fromDoc=12',
    });
    const dialog = await findDialog('新建仓库工单');
    expect(
      within(dialog).getByText('来自单据 LY20261128000012，已带入门店与资产'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('AS0031 收银台')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/order')).toHaveLength(1));
    expect(server.find('POST', '/ware/order')[0]!.body).toMatchObject({
      kind: 'deliver',
      storeId: 1,
      assetIds: [31],
      sourceDocId: 12,
      address: '徐汇区漕溪北路 1 号',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/wareorderdetail'));
    expect(router.state.location.search).toBe('?id=9');
  });

  it('refuses a new order without a store', async () => {
    const { user } = renderPage(<WorkOrderListPage />, { permissions: ALL });
    await user.click(await screen.findByRole('button', { name: '新建工单' }));
    const dialog = await findDialog('新建仓库工单');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    expect(await within(dialog).findByText('请填写门店')).toBeInTheDocument();
    expect(server.find('POST', '/ware/order')).toHaveLength(0);
  });
});
