import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    ok([
      category({ categoryId: 1, name: 'IT 设备', codePrefix: 'IT' }),
      category({ categoryId: 2, parentId: 1, name: '笔记本电脑', codePrefix: 'NB' }),
    ]),
  'GET /admin/store/list': () =>
    ok([{ storeId: 4, code: 'SH001', name: '上海徐汇店', region: '华东', entCode: 'DEPOT' }]),
  'GET /admin/user/list': () =>
    ok([{ userId: 7, username: 'wang', nickname: '王师傅', deptId: 3 }]),
  'GET /admin/dept/list': () =>
    ok([{ deptId: 3, parentId: 0, name: '运维服务部', entCode: 'DEPOT', sort: 0 }]),
});

const lastParams = () => server.find('GET', '/as/asset/page').at(-1)?.params;

/** Every media query of a wide screen matches (jsdom's match none: a phone). */
function wideScreen() {
  const media = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...media(query),
    matches: true,
  }));
}

describe('asset register', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists assets with their status, holder and place, each code opening the asset', async () => {
    wideScreen();
    renderPage(<AssetsPage />, { permissions: ALL });
    const link = await screen.findByRole('link', { name: 'NB-000001' });
    expect(link).toHaveAttribute('href', '/as/asset-detail?id=1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('在用')).toBeInTheDocument();
    expect(within(row).getByText('王师傅')).toBeInTheDocument();
    expect(within(row).getByText('上海徐汇店')).toBeInTheDocument();
    expect(within(row).getByText('8,999.00')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '编辑' })).toHaveAttribute(
      'href',
      '/as/asset-form?id=1',
    );
    const lost = (await screen.findByRole('link', { name: 'NB-000002' })).closest('tr')!;
    expect(within(lost).getByText('丢失')).toBeInTheDocument();
    for (const name of ['登记资产', '导出 Excel', '导入', '打印标签']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it(
    'sends every filter to the server: category subtree, statuses, place, holder and days',
    { timeout: 60_000 },
    async () => {
      const { user } = renderPage(<AssetsPage />, { permissions: ALL });
      await screen.findByRole('link', { name: 'NB-000001' });

      await user.click(screen.getByRole('combobox', { name: '资产分类' }));
      await user.click(await screen.findByTitle('IT 设备 (IT)'));
      await user.click(screen.getByRole('combobox', { name: '状态' }));
      await user.click(await screen.findByTitle('闲置'));
      await user.click(await screen.findByTitle('维修'));
      await user.click(screen.getByRole('combobox', { name: '所在门店' }));
      await user.click(await screen.findByTitle('上海徐汇店'));
      await user.click(screen.getByRole('combobox', { name: '保管人' }));
      await user.click(await screen.findByTitle('王师傅 (wang)'));
      await user.click(screen.getByRole('combobox', { name: '使用部门' }));
      await user.click(await screen.findByTitle('运维服务部'));
      const [purchasedFrom, purchasedTo, expiresFrom, expiresTo] = screen
        .getAllByRole('textbox')
        .filter((box) => box.closest('.ant-picker-range'));
      await user.type(purchasedFrom!, '2025-01-01{Enter}');
      await user.type(purchasedTo!, '2025-12-31{Enter}');
      await user.type(expiresFrom!, '2026-01-01{Enter}');
      await user.type(expiresTo!, '2026-06-30{Enter}');
      await user.type(screen.getByRole('textbox', { name: '搜索' }), 'ThinkPad{Enter}');

      await waitFor(() =>
        expect(lastParams()).toEqual({
          current: 1,
          size: 10,
          q: 'ThinkPad',
          categoryId: 1,
          status: ['idle', 'inRepair'],
          storeId: 4,
          custodianId: 7,
          deptId: 3,
          purchasedFrom: '2025-01-01',
          purchasedTo: '2025-12-31',
          expiresFrom: '2026-01-01',
          expiresTo: '2026-06-30',
        }),
      );
      expect(server.find('GET', '/as/asset/page').at(-1)?.url).toContain(
        'status=idle&status=inRepair',
      );
    },
  );

  it('sorts on the server by the column chosen', async () => {
    wideScreen();
    const { user } = renderPage(<AssetsPage />, { permissions: ALL });
    await screen.findByRole('link', { name: 'NB-000001' });
    await user.click(screen.getByRole('columnheader', { name: /到期日期/ }));
    await waitFor(() => expect(lastParams()?.sort).toBe('expiryDate,asc'));
    await user.click(screen.getByRole('columnheader', { name: /购置价格/ }));
    await waitFor(() => expect(lastParams()?.sort).toBe('price,asc'));
  });

  it('on a phone shows each asset in one column, without sideways scrolling', async () => {
    renderPage(<AssetsPage />, { permissions: ALL });
    const link = await screen.findByRole('link', { name: 'NB-000001' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toContain('资产');
    expect(headers).not.toContain('序列号');
    const cell = link.closest('td')!;
    expect(within(cell).getByText('在用')).toBeInTheDocument();
    expect(within(cell).getByText('王师傅 · 上海徐汇店')).toBeInTheDocument();
    expect(within(cell).getByRole('link', { name: '编辑' })).toBeInTheDocument();
  });

  it('shows no buttons without their keys', async () => {
    renderPage(<AssetsPage />, { permissions: [ASSET_PERMISSIONS.asset.view] });
    await screen.findByRole('link', { name: 'NB-000001' });
    for (const name of ['登记资产', '导出 Excel', '导入', '打印标签']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: '编辑' })).not.toBeInTheDocument();
  });
});
