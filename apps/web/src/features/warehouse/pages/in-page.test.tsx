import { WAREHOUSE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, fail, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { CATEGORIES, TREE, WAREHOUSE_IN, page } from '../test/fixtures';
import { useSelectedWarehouse } from '../selected-warehouse';
import { InPage } from './in-page';
import { savedDownloads } from '../../../test/downloads';

const W = WAREHOUSE_PERMISSIONS;

const server = fakeServerForEachTest({
  'GET /ware/in/page': () => ok(page([WAREHOUSE_IN])),
  'GET /ware/in/5': () => ok(WAREHOUSE_IN),
  'GET /approval/77': () => fail(404),
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /ware/category/list': () => ok(CATEGORIES),
  'POST /ware/in': () => ok({ ...WAREHOUSE_IN, warehouseInId: 6, code: 'RK20260302000002' }),
  'GET /ware/in/export': () => ({
    status: 200,
    data: new Blob(['xlsx']),
    headers: { 'content-disposition': "attachment; filename*=UTF-8''warehouse-ins.xlsx" },
  }),
});

describe('warehouse-in', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useSelectedWarehouse.getState().select(undefined);
  });

  it('exports the list with its filters, the top bar’s warehouse and order, with the export key', async () => {
    useSelectedWarehouse.getState().select(2);
    const { user } = renderPage(<InPage />, {
      permissions: [W.warehouseIn.view, W.warehouseIn.export],
      path: '/ware/in/index#sort=code,asc',
    });
    const saved = savedDownloads();
    await screen.findByRole('button', { name: WAREHOUSE_IN.code });
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已入库'));
    await user.type(screen.getByRole('textbox', { name: '搜索' }), '华东{Enter}');
    await waitFor(() =>
      expect(server.find('GET', '/ware/in/page').at(-1)!.params).toMatchObject({
        status: 'done',
        keyword: '华东',
      }),
    );
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.find('GET', '/ware/in/export')).toHaveLength(1));
    // The list's filters and order go along; its page does not.
    expect(server.find('GET', '/ware/in/export')[0]!.params).toEqual({
      warehouseId: 2,
      status: 'done',
      keyword: '华东',
      sort: 'code,asc',
    });
    await waitFor(() => expect(saved).toEqual(['warehouse-ins.xlsx']));
  });

  it('shows no export button without the export key', async () => {
    renderPage(<InPage />, { permissions: [W.warehouseIn.view, W.warehouseIn.add] });
    await screen.findByRole('button', { name: WAREHOUSE_IN.code });
    expect(screen.getByRole('button', { name: '申请入库' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('applies for a replenishment prefilled from a low-stock offer, the total as typed', async () => {
    const { user } = renderPage(<InPage />, {
      permissions: [W.warehouseIn.view, W.warehouseIn.add],
      path: '/ware/in/index?new=1&warehouseId=2&categoryId=10&quantity=2',
    });
    const dialog = await findDialog('申请入库');
    expect(within(dialog).getByRole('spinbutton', { name: '数量 1' })).toHaveValue('2');
    await user.type(within(dialog).getByRole('spinbutton', { name: '单价 1' }), '268');
    expect(await within(dialog).findByText('合计金额: ¥536.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/in')).toHaveLength(1));
    expect(server.find('POST', '/ware/in')[0]!.body).toEqual({
      warehouseId: 2,
      source: 'purchase',
      sourceRef: null,
      fromStoreId: null,
      supplier: null,
      remark: null,
      lines: [{ categoryId: 10, quantity: 2, unitPrice: '268.00' }],
      assetIds: [],
    });
    expect(await screen.findByText('入库单 RK20260302000002 已提交审批')).toBeInTheDocument();
  });

  it('shows a warehouse-in with its lines and a way to its approval', async () => {
    const { user } = renderPage(<InPage />, { permissions: [W.warehouseIn.view] });
    await user.click(await screen.findByRole('button', { name: 'RK20260302000001' }));
    const drawer = await findDialog('入库单 RK20260302000001');
    expect(within(drawer).getByText('¥980.00', { selector: 'td' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '查看审批记录' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=77',
    );
    expect(screen.queryByRole('button', { name: '申请入库' })).toBeNull();
  });
});
