import { WAREHOUSE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { CATEGORIES, STOCKTAKE, TREE, page } from '../test/fixtures';
import { useSelectedWarehouse } from '../selected-warehouse';
import { StocktakeListPage } from './stocktake-list-page';
import { savedDownloads } from '../../../test/downloads';

const S = WAREHOUSE_PERMISSIONS.stocktake;

const server = fakeServerForEachTest({
  'GET /ware/stocktake/page': () => ok(page([STOCKTAKE])),
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /ware/category/list': () => ok(CATEGORIES),
  'GET /admin/user/list': () =>
    ok([{ userId: 7, username: 'keeper', nickname: '仓管小王', deptId: null }]),
  'GET /ware/stocktake/export': () => ({
    status: 200,
    data: new Blob(['xlsx']),
    headers: { 'content-disposition': "attachment; filename*=UTF-8''stocktakes.xlsx" },
  }),
  'POST /ware/stocktake': () =>
    ok({ ...STOCKTAKE, stocktakeId: 5, code: 'PD20260302000002', status: 'draft', lines: [] }),
});

describe('stocktake list', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useSelectedWarehouse.getState().select(undefined);
  });

  it('exports the plans with the list’s filters and the top bar’s warehouse, with the export key', async () => {
    useSelectedWarehouse.getState().select(2);
    const { user } = renderPage(<StocktakeListPage />, { permissions: [S.view, S.export] });
    const saved = savedDownloads();
    await screen.findByRole('link', { name: 'PD20260302000001 华东仓月末盘点' });
    expect(screen.queryByRole('button', { name: '新建盘点' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('盘点中'));
    await user.type(screen.getByRole('textbox', { name: '搜索' }), '月末{Enter}');
    await waitFor(() =>
      expect(server.find('GET', '/ware/stocktake/page').at(-1)!.params).toMatchObject({
        status: 'counting',
        keyword: '月末',
      }),
    );
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.find('GET', '/ware/stocktake/export')).toHaveLength(1));
    expect(server.find('GET', '/ware/stocktake/export')[0]!.params).toEqual({
      warehouseId: 2,
      status: 'counting',
      keyword: '月末',
    });
    await waitFor(() => expect(saved).toEqual(['stocktakes.xlsx']));
  });

  it('shows no export button without the export key', async () => {
    renderPage(<StocktakeListPage />, { permissions: [S.view, S.add] });
    await screen.findByRole('link', { name: 'PD20260302000001 华东仓月末盘点' });
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('lists plans with their progress and makes a new one', async () => {
    const { user } = renderPage(<StocktakeListPage />, { permissions: [S.view, S.add] });
    const link = await screen.findByRole('link', { name: 'PD20260302000001 华东仓月末盘点' });
    expect(link).toHaveAttribute('href', '/planDetail?id=4');
    expect(screen.getByText('已盘 5 / 12 行')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '新建盘点' }));
    const dialog = await findDialog('新建盘点');
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '季度盘点');
    await user.click(within(dialog).getByRole('combobox', { name: '仓库' }));
    await user.click(await screen.findByTitle('华东仓'));
    await user.click(within(dialog).getByRole('combobox', { name: '分类' }));
    await user.click(await screen.findByTitle('打印纸（包）'));
    await user.click(within(dialog).getByRole('combobox', { name: '盘点人' }));
    await user.click(await screen.findByTitle('仓管小王 (keeper)'));
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '先盘耗材');
    await user.type(within(dialog).getByRole('textbox', { name: '截止日期' }), '2026-04-30{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/stocktake')).toHaveLength(1));
    expect(server.find('POST', '/ware/stocktake')[0]!.body).toEqual({
      name: '季度盘点',
      warehouseIds: [2],
      categoryIds: [9],
      counterIds: [7],
      dueDate: '2026-04-30',
      blind: false,
      remark: '先盘耗材',
    });
    expect(await screen.findByText('盘点计划 PD20260302000002 已创建')).toBeInTheDocument();
  });
});
