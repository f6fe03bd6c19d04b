import { WAREHOUSE_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, fail, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { TREE } from '../test/fixtures';
import { WarehousesPage } from './warehouses-page';

const server = fakeServerForEachTest({
  'GET /ware/warehouse/tree': () => ok(TREE),
  'GET /as/enterprise/list': () =>
    ok([{ entId: 1, code: 'DEPOT', name: '德宝', parentCode: null }]),
  'GET /admin/user/list': () =>
    ok([{ userId: 7, username: 'staff', nickname: '仓管小王', deptId: null }]),
  'GET /admin/store/list': () => ok([]),
  'POST /ware/warehouse': () => fail(409, '仓库编码 WH-EAST 已被使用'),
});

describe('warehouses', { timeout: 30_000 }, () => {
  it('shows the tree with its keepers', async () => {
    renderPage(<WarehousesPage />, { permissions: [WAREHOUSE_PERMISSIONS.warehouse.view] });
    const row = (await screen.findByText('华东仓')).closest('tr')!;
    expect(within(row).getByText(/仓管小王/)).toBeInTheDocument();
    expect(within(row).getByText('区域仓')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增仓库' })).toBeNull();
  });

  it('adds a warehouse below another and shows the refusal', async () => {
    const { user } = renderPage(<WarehousesPage />, {
      permissions: Object.values(WAREHOUSE_PERMISSIONS.warehouse),
    });
    const row = (await screen.findByText('上海中央仓')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '新增下级' }));
    const dialog = await findDialog('新增仓库');
    await user.type(within(dialog).getByRole('textbox', { name: '编码' }), 'WH-EAST');
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '华东二仓');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/ware/warehouse')).toHaveLength(1));
    expect(server.find('POST', '/ware/warehouse')[0]!.body).toMatchObject({
      parentId: 1,
      code: 'WH-EAST',
      name: '华东二仓',
      level: 'regional',
      enterpriseId: 1,
    });
    expect(await screen.findByText('仓库编码 WH-EAST 已被使用')).toBeInTheDocument();
  });
});
