import { WAREHOUSE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { useSelectedWarehouse } from '../selected-warehouse';
import { CATEGORIES, MOVEMENT, TREE, page } from '../test/fixtures';
import { LedgerPage } from './ledger-page';

const reversal = { ...MOVEMENT, movementId: 42, kind: 'reversal', quantity: 6, reversalOf: 41 };
/** A pick-up that took a serialised asset out of the warehouse (issue #18). */
const pickedUp = {
  ...MOVEMENT,
  movementId: 43,
  categoryName: '笔记本电脑',
  unit: '台',
  assetId: 501,
  assetCode: 'ZC0501',
  quantity: -1,
  balance: null,
  source: 'assetDoc',
  sourceId: 12,
  sourceCode: 'LY20260302000001',
  reason: null,
  // Picked up by a person: no store.
  storeId: null,
  storeName: null,
};
/** Rows a transfer and a SKU order posted: undone on their documents, not by hand. */
const byDocument = (movementId: number, quantity: number, source: string, sourceCode: string) => ({
  ...MOVEMENT,
  movementId,
  quantity,
  source,
  sourceId: movementId,
  sourceCode,
  reason: null,
  storeId: null,
  storeName: null,
});
const transferred = byDocument(44, -2, 'transfer', 'DB20260302000001');
const issuedToProject = byDocument(45, -3, 'skuOrder', 'WL20260302000001');

const server = fakeServerForEachTest({
  'GET /ware/movement/page': () => ok(page([MOVEMENT, pickedUp, transferred, issuedToProject])),
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /ware/category/list': () => ok(CATEGORIES),
  'GET /admin/store/list': () =>
    ok([{ storeId: 3, code: 'SH-XH', name: '上海徐汇店', region: '华东', entCode: 'DEMO' }]),
  'GET /ware/movement/export': () => ({
    status: 200,
    data: new Blob(['xlsx']),
    headers: { 'content-disposition': "attachment; filename*=UTF-8''stock-ledger.xlsx" },
  }),
  'POST /ware/movement/41/reverse': () => ok(reversal),
});

describe('stock ledger', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useSelectedWarehouse.getState().select(undefined);
  });

  it('reverses a movement with a reason, once confirmed', async () => {
    const { user } = renderPage(<LedgerPage />, {
      permissions: [WAREHOUSE_PERMISSIONS.ledger.view, WAREHOUSE_PERMISSIONS.ledger.reverse],
    });
    const row = (await screen.findByText('-6 包')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '冲销' }));
    const dialog = await findDialog('冲销流水 41');
    // No reason: refused before any call.
    await user.click(within(dialog).getByRole('button', { name: /冲\s*销/ }));
    expect(await within(dialog).findByText('请输入原因')).toBeInTheDocument();
    expect(server.find('POST', '/ware/movement/41/reverse')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '重复录入');
    await user.click(within(dialog).getByRole('button', { name: /冲\s*销/ }));
    await waitFor(() => expect(server.find('POST', '/ware/movement/41/reverse')).toHaveLength(1));
    expect(server.find('POST', '/ware/movement/41/reverse')[0]!.body).toEqual({
      reason: '重复录入',
    });
    expect(await screen.findByText('已冲销')).toBeInTheDocument();
  });

  it('links an asset document’s row to the document, undone only by rolling it back; a transfer’s and a SKU order’s on theirs', async () => {
    renderPage(<LedgerPage />, {
      permissions: [WAREHOUSE_PERMISSIONS.ledger.view, WAREHOUSE_PERMISSIONS.ledger.reverse],
    });
    const row = (await screen.findByText('-1 台')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'LY20260302000001' })).toHaveAttribute(
      'href',
      '/as/doc-detail?id=12',
    );
    expect(within(row).getByText('资产单据')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '冲销' })).toBeNull();
    expect(within(row).getByText('请回退其单据来撤销')).toBeInTheDocument();
    // A row posted by hand names no document and keeps its reverse button.
    const manual = screen.getByText('-6 包').closest('tr')!;
    expect(within(manual).getByText('手工登记')).toBeInTheDocument();
    expect(within(manual).queryByRole('link')).toBeNull();
    expect(within(manual).getByRole('button', { name: '冲销' })).toBeInTheDocument();
    // A transfer's and a SKU order's rows say where they are undone instead.
    const transfer = screen.getByText('-2 包').closest('tr')!;
    expect(within(transfer).queryByRole('button', { name: '冲销' })).toBeNull();
    expect(within(transfer).getByText('请在调拨单上取消或退回未收部分')).toBeInTheDocument();
    const skuOrder = screen.getByText('-3 包').closest('tr')!;
    expect(within(skuOrder).queryByRole('button', { name: '冲销' })).toBeNull();
    expect(within(skuOrder).getByText('请退回其物料单来撤销')).toBeInTheDocument();
  });

  it('shows the store a row went to, filters and exports by it', async () => {
    const { user } = renderPage(<LedgerPage />, {
      permissions: [WAREHOUSE_PERMISSIONS.ledger.view, WAREHOUSE_PERMISSIONS.ledger.export],
    });
    const row = (await screen.findByText('-6 包')).closest('tr')!;
    expect(within(row).getByText('上海徐汇店')).toBeInTheDocument();
    // The pick-up names no store: its cell is empty.
    const picked = screen.getByText('-1 台').closest('tr')!;
    expect(within(picked).queryByText('上海徐汇店')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: '门店' }));
    await user.click(await screen.findByTitle('上海徐汇店'));
    await user.type(screen.getByRole('textbox', { name: '单据' }), '{Enter}');
    await waitFor(() =>
      expect(server.find('GET', '/ware/movement/page').at(-1)!.params).toMatchObject({
        storeId: 3,
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(server.find('GET', '/ware/movement/export')).toHaveLength(1));
    expect(server.find('GET', '/ware/movement/export')[0]!.params).toEqual({ storeId: 3 });
  });

  it('shows no reverse button without the key, and reads the top bar’s warehouse', async () => {
    useSelectedWarehouse.getState().select(2);
    renderPage(<LedgerPage />, { permissions: [WAREHOUSE_PERMISSIONS.ledger.view] });
    const row = (await screen.findByText('-6 包')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '冲销' })).toBeNull();
    expect(server.find('GET', '/ware/movement/page')[0]!.params).toMatchObject({ warehouseId: 2 });
  });
});
