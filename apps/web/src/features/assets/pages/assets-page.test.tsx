import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { asset, category } from '../test/asset-fixtures';
import { AssetsPage } from './assets-page';

const ALL = Object.values(ASSET_PERMISSIONS.asset);
const server = fakeServerForEachTest({
  'GET /as/asset/page': () =>
    ok({
      records: [asset({ assetId: 1 }), asset({ assetId: 2, status: 'lost', custodianName: null })],
      total: 2,
      current: 1,
      size: 10,
    }),
  'GET /as/category/list': () =>
    ok([category({ categoryId: 1 }), category({ categoryId: 2, parentId: 1 })]),
  'GET /admin/store/list': () => ok([]),
});

describe('asset register', { timeout: 30_000 }, () => {
  it('lists assets with their status, holder and place, each code opening the asset', async () => {
    renderPage(<AssetsPage />, { permissions: ALL });
    const link = await screen.findByRole('link', { name: 'NB-000001' });
    expect(link).toHaveAttribute('href', '/as/asset-detail?id=1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('在用')).toBeInTheDocument();
    expect(within(row).getByText('王师傅')).toBeInTheDocument();
    expect(within(row).getByText('上海徐汇店')).toBeInTheDocument();
    const lost = (await screen.findByRole('link', { name: 'NB-000002' })).closest('tr')!;
    expect(within(lost).getByText('丢失')).toBeInTheDocument();
    for (const name of ['登记资产', '导出 Excel', '导入', '打印标签']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('sends the search to the server and shows no buttons without their keys', async () => {
    const { user } = renderPage(<AssetsPage />, { permissions: [ASSET_PERMISSIONS.asset.view] });
    await screen.findByRole('link', { name: 'NB-000001' });
    expect(screen.queryByRole('button', { name: '登记资产' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出 Excel' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('编码、名称或序列号'), 'ThinkPad{Enter}');
    await waitFor(() =>
      expect(server.find('GET', '/as/asset/page').at(-1)?.params).toMatchObject({ q: 'ThinkPad' }),
    );
  });
});
