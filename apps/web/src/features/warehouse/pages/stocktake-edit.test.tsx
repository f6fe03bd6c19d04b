import { WAREHOUSE_PERMISSIONS, type Stocktake, type StocktakeDetail } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { CATEGORIES, STOCKTAKE, TREE } from '../test/fixtures';
import { StocktakeDetailPage } from './stocktake-detail-page';

const S = WAREHOUSE_PERMISSIONS.stocktake;

const DRAFT: Stocktake = {
  ...STOCKTAKE,
  status: 'draft',
  categories: [{ id: 9, name: '打印纸' }],
  remark: '先盘耗材',
  lineCount: 0,
  countedCount: 0,
  startedAt: null,
};

/** The plan as the server has it now; `refuse` answers the next edit with the server's 409. */
let current: StocktakeDetail;
let refuse: string | null;

const server = fakeServerForEachTest(() => {
  current = { ...DRAFT, lines: [] };
  refuse = null;
  return {
    'GET /ware/stocktake/4': () => ok(current),
    'GET /ware/stocktake/4/progress': () =>
      ok({ lines: 0, counted: 0, moved: 0, notFound: [], unknown: [], elsewhere: [] }),
    'GET /ware/warehouse/tree': () => ok(TREE),
    'GET /ware/category/list': () => ok(CATEGORIES),
    'GET /admin/user/list': () =>
      ok([{ userId: 7, username: 'keeper', nickname: '仓管小王', deptId: null }]),
    'PUT /ware/stocktake/4': (request) => {
      if (refuse) return fail(409, refuse);
      const body = request.body as { name: string };
      current = { ...current, name: body.name, version: current.version + 1 };
      return ok(current);
    },
  };
});

const openEdit = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(await screen.findByRole('button', { name: '编辑范围' }));
  return findDialog('编辑盘点 PD20260302000001');
};

describe('editing a draft stocktake', { timeout: 30_000 }, () => {
  it('opens the create form prefilled with the draft’s scope and saves it at its version', async () => {
    const { user } = renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.add],
      path: '/planDetail?id=4',
    });
    const dialog = await openEdit(user);
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    expect(name).toHaveValue('华东仓月末盘点');
    expect(within(dialog).getByRole('textbox', { name: '截止日期' })).toHaveValue('2026-03-31');
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('先盘耗材');
    // The chosen warehouse, category and counter show by name once their lists are read.
    expect(await within(dialog).findByTitle('华东仓')).toBeInTheDocument();
    expect(await within(dialog).findByTitle('打印纸（包）')).toBeInTheDocument();
    expect(await within(dialog).findByTitle('仓管小王 (keeper)')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '季度盘点');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    expect(await screen.findByText('盘点计划 PD20260302000001 已保存')).toBeInTheDocument();
    expect(server.find('PUT', '/ware/stocktake/4').map((r) => r.body)).toEqual([
      {
        version: 1,
        name: '季度盘点',
        warehouseIds: [2],
        categoryIds: [9],
        counterIds: [7],
        dueDate: '2026-03-31',
        blind: false,
        remark: '先盘耗材',
      },
    ]);
    // The page shows the plan as saved, the dialog closed.
    expect(await screen.findByText(/季度盘点 · 华东仓/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal and keeps what was entered', async () => {
    refuse = '盘点计划 PD20260302000001 已开始或已结束：只有草稿可以修改范围';
    const { user } = renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.add],
      path: '/planDetail?id=4',
    });
    const dialog = await openEdit(user);
    const name = within(dialog).getByRole('textbox', { name: '名称' });
    await user.clear(name);
    await user.type(name, '季度盘点');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    expect(await screen.findByText(refuse)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('季度盘点');
    expect(server.find('PUT', '/ware/stocktake/4')).toHaveLength(1);
  });

  it('offers no edit without the key to make plans, nor once counting', async () => {
    renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.count],
      path: '/planDetail?id=4',
    });
    expect(await screen.findByText('草稿')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑范围' })).not.toBeInTheDocument();
  });

  it('offers no edit on a plan being counted', async () => {
    current = { ...STOCKTAKE, lines: [] };
    renderPage(<StocktakeDetailPage />, {
      permissions: [S.view, S.add],
      path: '/planDetail?id=4',
    });
    expect(await screen.findByRole('button', { name: '提交差异审批' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑范围' })).not.toBeInTheDocument();
  });
});
