import { WAREHOUSE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { CATEGORIES, MOVEMENT, STOCK_ROW, TREE, page } from '../test/fixtures';
import { useSelectedWarehouse } from '../selected-warehouse';
import { StockPage } from './stock-page';

const W = WAREHOUSE_PERMISSIONS;

/** Paper the warehouse has none of yet, five packs on their way from a transfer. */
const PAPER_ON_ITS_WAY = {
  ...STOCK_ROW,
  categoryId: 11,
  categoryName: '打印纸',
  unit: '包',
  quantity: 0,
  available: 0,
  minQuantity: null,
  below: false,
  inTransit: 5,
  updatedAt: null,
};

/** Glue with 3 of its 12 reserved by two SKU orders. */
const GLUE_HELD = {
  ...STOCK_ROW,
  categoryId: 12,
  categoryName: '密封胶',
  unit: '支',
  quantity: 12,
  reserved: 3,
  available: 9,
  minQuantity: null,
  below: false,
};

const HOLDERS = [
  {
    id: 1,
    source: 'skuOrder',
    sourceId: 41,
    sourceCode: 'WL20261130000004',
    title: '收口条与密封胶',
    projectName: '北京朝阳店翻新',
    quantity: 2,
    reservedBy: { userId: 1, nickname: '管理员' },
    reservedAt: '2026-11-30T02:00:00.000Z',
    expiresAt: '2026-12-14T12:00:00.000Z',
  },
  {
    id: 2,
    source: 'skuOrder',
    sourceId: 42,
    sourceCode: 'WL20261130000005',
    title: '二次进场补料',
    projectName: '上海徐汇店翻新',
    quantity: 1,
    reservedBy: { userId: 1, nickname: '管理员' },
    reservedAt: '2026-11-30T03:00:00.000Z',
    expiresAt: '2026-12-02T12:00:00.000Z',
  },
];

const server = fakeServerForEachTest({
  'GET /ware/stock/page': () => ok(page([STOCK_ROW, PAPER_ON_ITS_WAY, GLUE_HELD])),
  'GET /ware/stock/reservations': () => ok(HOLDERS),
  'GET /ware/stock/assets': () => ok(page([])),
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /ware/category/list': () => ok(CATEGORIES),
  'GET /admin/store/list': () =>
    ok([{ storeId: 3, code: 'SH-XH', name: '上海徐汇店', region: '华东', entCode: 'DEMO' }]),
  'GET /ware/threshold/3/replenish': () =>
    ok({
      thresholdId: 3,
      warehouseId: 2,
      warehouseName: '华东仓',
      kind: 'category',
      categoryId: 10,
      categoryName: '硒鼓',
      model: null,
      current: 8,
      minQuantity: 10,
      shortfall: 2,
    }),
  'POST /ware/stock/out': () => ok([MOVEMENT]),
});

describe('stock', { timeout: 30_000 }, () => {
  afterEach(() => useSelectedWarehouse.getState().select(undefined));

  it('marks a row below its threshold', async () => {
    renderPage(<StockPage />, { permissions: [W.stock.view] });
    const row = (await screen.findByText('硒鼓')).closest('tr')!;
    expect(within(row).getByText('低于预警')).toBeInTheDocument();
    expect(within(row).getByText('8 个')).toBeInTheDocument();
  });

  it('opens a low-stock notice’s offer: a warehouse-in prefilled with the shortfall', async () => {
    const { user, router } = renderPage(<StockPage />, {
      permissions: [W.stock.view, W.warehouseIn.add],
      path: '/ware/stock/index?id=3',
    });
    expect(await screen.findByText('库存预警：硒鼓')).toBeInTheDocument();
    expect(screen.getByText(/建议补货 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '申请补货入库' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/ware/in/index?new=1&warehouseId=2&categoryId=10&quantity=2',
      ),
    );
  });

  it('shows quantity, reserved and available, and which documents hold the reserved part', async () => {
    const { user } = renderPage(<StockPage />, { permissions: [W.stock.view] });
    const glue = (await screen.findByText('密封胶')).closest('tr')!;
    expect(within(glue).getByText('12 支')).toBeInTheDocument();
    // On a phone (the tests' width) under the quantity; on a desk in their own columns.
    expect(within(glue).getByText('预留 3 支')).toBeInTheDocument();
    expect(within(glue).getByText('可用 9 支')).toBeInTheDocument();
    // Nothing reserved: a plain 0, nothing to open.
    const toner = screen.getByText('硒鼓').closest('tr')!;
    expect(within(toner).queryByRole('button', { name: /查看预留/ })).toBeNull();
    await user.click(within(glue).getByRole('button', { name: '查看预留 3 的单据' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('华东仓 · 密封胶 的预留')).toBeInTheDocument();
    expect(server.find('GET', '/ware/stock/reservations')[0]!.params).toEqual({
      warehouseId: 2,
      categoryId: 12,
    });
    expect(
      await within(drawer).findByText('预留 3 支，可用 9 支：预留的只随占用它的单据出库'),
    ).toBeInTheDocument();
    const holders = within(drawer).getByRole('table');
    expect(within(holders).getByRole('link', { name: 'WL20261130000004' })).toHaveAttribute(
      'href',
      '/project/product/sku-order-detail?id=41',
    );
    expect(
      within(holders).getByText('项目物料单 · 北京朝阳店翻新 · 收口条与密封胶'),
    ).toBeInTheDocument();
    expect(within(holders).getByText('2 支')).toBeInTheDocument();
    // When each hold lapses, written as the page's language writes times (not the browser's).
    expect(within(holders).getByRole('columnheader', { name: '到期时间' })).toBeInTheDocument();
    expect(within(holders).getByText(/^2026\/12\/14 \d{2}:00:00$/)).toBeInTheDocument();
    expect(within(holders).getByRole('link', { name: 'WL20261130000005' })).toBeInTheDocument();
    expect(within(holders).getByText('1 支')).toBeInTheDocument();
  });

  it('shows per row what is in transit to the warehouse', async () => {
    renderPage(<StockPage />, { permissions: [W.stock.view] });
    const paper = (await screen.findByText('打印纸')).closest('tr')!;
    expect(within(paper).getByText('在途 5 包')).toBeInTheDocument();
    expect(within(paper).getByText('0 包')).toBeInTheDocument();
    const toner = screen.getByText('硒鼓').closest('tr')!;
    expect(within(toner).queryByText(/在途/)).toBeNull();
  });

  it('asks the as-of stock by day', async () => {
    const { user } = renderPage(<StockPage />, { permissions: [W.stock.view] });
    await screen.findByText('硒鼓');
    await user.type(screen.getByRole('textbox', { name: /截至日期/ }), '2026-01-05{Enter}');
    await waitFor(() =>
      expect(server.find('GET', '/ware/stock/page').at(-1)!.params).toMatchObject({
        asOf: '2026-01-05',
      }),
    );
  });

  it('issues stock from the top bar’s warehouse to a store', async () => {
    useSelectedWarehouse.getState().select(2);
    const { user } = renderPage(<StockPage />, { permissions: [W.stock.view, W.stock.out] });
    await screen.findByText('硒鼓');
    await user.click(screen.getByRole('button', { name: '出库' }));
    const dialog = await findDialog('出库类型');
    await user.click(within(dialog).getByRole('combobox', { name: '分类 1' }));
    await user.click(await screen.findByTitle('硒鼓（个）'));
    await user.type(within(dialog).getByRole('spinbutton', { name: '数量 1' }), '3');
    await user.click(within(dialog).getByRole('combobox', { name: '发往门店' }));
    await user.click(await screen.findByTitle('上海徐汇店'));
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '门店领用');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/stock/out')).toHaveLength(1));
    expect(server.find('POST', '/ware/stock/out')[0]!.body).toEqual({
      warehouseId: 2,
      kind: 'out',
      storeId: 3,
      reason: '门店领用',
      lines: [{ categoryId: 10, quantity: 3 }],
    });
  });

  it('names no store when stock goes back to its supplier', async () => {
    useSelectedWarehouse.getState().select(2);
    const { user } = renderPage(<StockPage />, { permissions: [W.stock.view, W.stock.out] });
    await screen.findByText('硒鼓');
    await user.click(screen.getByRole('button', { name: '出库' }));
    const dialog = await findDialog('出库类型');
    await user.click(within(dialog).getByRole('combobox', { name: '发往门店' }));
    await user.click(await screen.findByTitle('上海徐汇店'));
    // A return to the supplier: the store field goes, and nothing names a store.
    await user.click(within(dialog).getByRole('combobox', { name: '出库类型' }));
    await user.click(await screen.findByTitle('退供应商'));
    expect(within(dialog).queryByRole('combobox', { name: '发往门店' })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: '分类 1' }));
    await user.click(await screen.findByTitle('硒鼓（个）'));
    await user.type(within(dialog).getByRole('spinbutton', { name: '数量 1' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '质量问题');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/stock/out')).toHaveLength(1));
    expect(server.find('POST', '/ware/stock/out')[0]!.body).toEqual({
      warehouseId: 2,
      kind: 'returnToSupplier',
      storeId: null,
      reason: '质量问题',
      lines: [{ categoryId: 10, quantity: 2 }],
    });
  });
});
