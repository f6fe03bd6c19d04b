import { WAREHOUSE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, fail, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { CATEGORIES, TREE, WAREHOUSE_IN, page } from '../test/fixtures';
import { InPage } from './in-page';

const W = WAREHOUSE_PERMISSIONS;

const server = fakeServerForEachTest({
  'GET /ware/in/page': () => ok(page([WAREHOUSE_IN])),
  'GET /ware/in/5': () => ok(WAREHOUSE_IN),
  'GET /approval/77': () => fail(404),
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /ware/category/list': () => ok(CATEGORIES),
  'POST /ware/in': () => ok({ ...WAREHOUSE_IN, warehouseInId: 6, code: 'RK20260302000002' }),
});

describe('warehouse-in', { timeout: 30_000 }, () => {
  it('applies for a replenishment prefilled from a low-stock offer, the total as typed', async () => {
    const { user } = renderPage(<InPage />, {
      permissions: [W.warehouseIn.view, W.warehouseIn.add],
      path: '/ware/in/index?new=1&warehouseId=2&categoryId=10&quantity=2',
    });
    const dialog = await findDialog('申请入库');
    expect(within(dialog).getByRole('spinbutton', { name: '数量 1' })).toHaveValue('2');
    await user.type(within(dialog).getByRole('spinbutton', { name: '单价 1' }), '268');
    expect(await within(dialog).findByText('合计金额: 536.00')).toBeInTheDocument();
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
    expect(within(drawer).getByText('980.00', { selector: 'td' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '查看审批记录' })).toHaveAttribute(
      'href',
      '/tutor/changeoffering?id=77',
    );
    expect(screen.queryByRole('button', { name: '申请入库' })).toBeNull();
  });
});
