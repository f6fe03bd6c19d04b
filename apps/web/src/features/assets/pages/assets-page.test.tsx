import { ASSET_PERMISSIONS } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { asset, category } from '../test/asset-fixtures';
import { AssetsPage } from './assets-page';

const ALL = Object.values(ASSET_PERMISSIONS.asset);
/** The laptops' design: a select, a switch, a date, and what the list cannot show (rich text). */
const LAPTOP_FIELDS = {
  designId: 5,
  version: 2,
  design: {
    fields: [
      {
        kind: 'select',
        vModel: 'os',
        label: '操作系统',
        options: [
          { label: 'Windows 11', value: 'win11' },
          { label: 'macOS', value: 'mac' },
        ],
      },
      { kind: 'switch', vModel: 'touch', label: '触摸屏' },
      { kind: 'date', vModel: 'checkedOn', label: '盘点日期' },
      { kind: 'richText', vModel: 'notes', label: '维护记录' },
    ],
  },
};
const CUSTOM = { os: 'win11', touch: true, checkedOn: 1_767_268_800_000, notes: '<p>换过电池</p>' };

const server = fakeServerForEachTest({
  'GET /as/category/2/design': () => ok(LAPTOP_FIELDS),
  'GET /as/asset/page': () =>
    ok({
      records: [
        asset({ assetId: 1, custom: CUSTOM }),
        asset({ assetId: 2, status: 'lost', custodianName: null }),
      ],
      total: 2,
      current: 1,
      size: 10,
    }),
  'GET /as/category/list': () =>
    ok([
      category({ categoryId: 1, name: 'IT 设备', codePrefix: 'IT' }),
      category({
        categoryId: 2,
        parentId: 1,
        name: '笔记本电脑',
        codePrefix: 'NB',
        formDesignId: 5,
      }),
    ]),
  'GET /admin/store/list': () =>
    ok([{ storeId: 4, code: 'SH001', name: '上海徐汇店', region: '华东', entCode: 'DEPOT' }]),
  'GET /admin/user/list': () =>
    ok([{ userId: 7, username: 'wang', nickname: '王师傅', deptId: 3 }]),
  'GET /admin/dept/list': () =>
    ok([{ deptId: 3, parentId: 0, name: '运维服务部', entCode: 'DEPOT', sort: 0 }]),
});

const lastParams = () => server.find('GET', '/as/asset/page').at(-1)?.params;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

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
    expect(within(row).getByText('¥8,999.00')).toBeInTheDocument();
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

  it('opens with the statuses and expiry days its address names, as a home to-do links to it', async () => {
    renderPage(<AssetsPage />, {
      permissions: ALL,
      path: '/as/asset/index?status=idle&status=inUse&status=bogus&expiresFrom=2026-11-25&expiresTo=2026-12-25&q=x',
    });
    await screen.findByRole('link', { name: 'NB-000001' });
    expect(server.find('GET', '/as/asset/page')[0]?.params).toEqual({
      current: 1,
      size: 10,
      status: ['idle', 'inUse'],
      expiresFrom: '2026-11-25',
      expiresTo: '2026-12-25',
    });
    // The filter bar shows the days, so the user sees why the list is short.
    const days = screen
      .getAllByRole('textbox')
      .filter((box) => box.closest('.ant-picker-range'))
      .map((box) => (box as HTMLInputElement).value);
    expect(days).toEqual(['', '', '2026-11-25', '2026-12-25']);
  });

  it('sorts on the server by the column chosen', async () => {
    wideScreen();
    const { user } = renderPage(<AssetsPage />, { permissions: ALL });
    await screen.findByRole('link', { name: 'NB-000001' });
    await user.click(screen.getByRole('columnheader', { name: /到期日期/ }));
    await waitFor(() => expect(lastParams()?.sort).toBe('expiryDate,asc'));
    await user.click(screen.getByRole('columnheader', { name: /购置价格/ }));
    await waitFor(() => expect(lastParams()?.sort).toBe('price,asc'));
  });

  it('hides and shows columns from the column chooser, and remembers them', async () => {
    wideScreen();
    const first = renderPage(<AssetsPage />, { permissions: ALL });
    const { user } = first;
    await screen.findByRole('link', { name: 'NB-000001' });
    expect(headers()).toContain('保管人');
    expect(headers()).not.toContain('供应商');

    // By keyboard: opening it focuses the first column; Space hides it, Escape closes.
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const name = await screen.findByRole('checkbox', { name: '资产名称' });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(headers()).not.toContain('资产名称'));
    await user.click(screen.getByRole('checkbox', { name: '保管人' }));
    await user.click(screen.getByRole('checkbox', { name: '供应商' }));
    await user.click(screen.getByRole('checkbox', { name: '保修截止' }));
    await waitFor(() => expect(headers()).not.toContain('保管人'));
    const row = screen.getByRole('link', { name: 'NB-000001' }).closest('tr')!;
    expect(within(row).getByText('京东企业购')).toBeInTheDocument();
    expect(within(row).getByText('2027-05-01')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: /列设置/ })).toHaveFocus());

    // Remembered on this browser: a new visit shows the same columns.
    first.unmount();
    renderPage(<AssetsPage />, { permissions: ALL });
    await screen.findByRole('link', { name: 'NB-000001' });
    expect(headers()).toEqual(expect.arrayContaining(['供应商', '保修截止']));
    expect(headers()).not.toContain('保管人');
    expect(headers()).not.toContain('资产名称');
  });

  it('without a category filter offers the built-in columns only', async () => {
    wideScreen();
    const { user } = renderPage(<AssetsPage />, { permissions: ALL });
    await screen.findByRole('link', { name: 'NB-000001' });
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const chooser = await screen.findByRole('group', { name: '显示的列' });
    const choices = within(chooser)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(choices).toEqual(expect.arrayContaining(['供应商', '保修截止', '型号', '登记时间']));
    expect(choices).not.toContain('操作系统');
    expect(headers()).not.toContain('操作系统');
    expect(server.find('GET', '/as/category/2/design')).toHaveLength(0);
  });

  it(
    'filtered by a designed category shows its fields in words and sorts by them on the server',
    { timeout: 60_000 },
    async () => {
      wideScreen();
      const { user } = renderPage(<AssetsPage />, { permissions: ALL });
      await screen.findByRole('link', { name: 'NB-000001' });
      await user.click(screen.getByRole('combobox', { name: '资产分类' }));
      await user.click(await screen.findByTitle('笔记本电脑 (NB)'));
      await user.click(screen.getByRole('button', { name: /查\s*询/ }));

      await waitFor(() => expect(headers()).toContain('操作系统'));
      expect(headers()).toEqual(expect.arrayContaining(['触摸屏', '盘点日期']));
      expect(headers()).not.toContain('维护记录');
      const row = screen.getByRole('link', { name: 'NB-000001' }).closest('tr')!;
      expect(within(row).getByText('Windows 11')).toBeInTheDocument();
      expect(within(row).getByText('是')).toBeInTheDocument();
      expect(within(row).getByText('2026-01-01')).toBeInTheDocument();

      await user.click(screen.getByRole('columnheader', { name: /操作系统/ }));
      await waitFor(() =>
        expect(lastParams()).toMatchObject({ categoryId: 2, sort: 'custom.os,asc' }),
      );

      // Without the filter the field's column goes, and so does its sort (the server refuses it).
      await user.click(screen.getByRole('button', { name: /重\s*置/ }));
      await waitFor(() => expect(headers()).not.toContain('操作系统'));
      await waitFor(() => expect(lastParams()?.categoryId).toBeUndefined());
      expect(lastParams()?.sort).toBeUndefined();
    },
  );

  it('on a phone shows each asset in one column, without sideways scrolling', async () => {
    renderPage(<AssetsPage />, { permissions: ALL });
    const link = await screen.findByRole('link', { name: 'NB-000001' });
    expect(headers()).toContain('资产');
    expect(headers()).not.toContain('序列号');
    expect(screen.queryByRole('button', { name: /列设置/ })).not.toBeInTheDocument();
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
