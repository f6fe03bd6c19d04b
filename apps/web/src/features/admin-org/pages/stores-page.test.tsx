import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../api/admin-org';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage, findDialog } from '../../../test/render-page';
import { ENTERPRISE_LIST } from '../test/org-fixtures';
import { StoresPage } from './stores-page';

const STORE: Store = {
  storeId: 5,
  code: 'SH-001',
  name: '徐汇店',
  address: '上海市徐汇区漕溪北路 1 号',
  region: '华东',
  entId: 2,
  entCode: 'SH',
  entName: '上海公司',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

const server = fakeServerForEachTest({
  'GET /as/enterprise/list': () => ok(ENTERPRISE_LIST),
  'GET /admin/store/page': ({ params }) =>
    ok({ records: [STORE], total: 1, current: params.current, size: params.size }),
  'POST /admin/store': ({ body }) => ok({ ...STORE, ...(body as object), storeId: 6 }),
});

// Whole pages with the real antd: a step takes a few hundred ms in jsdom, seconds on a busy
// machine running many test files at once.
describe('stores page', () => {
  it('sends the filters as query parameters, from the first page', async () => {
    const { user } = renderPage(<StoresPage />, { permissions: ['sys_store_view'] });
    const table = await screen.findByRole('table', { name: '门店列表' });
    await within(table).findByText('徐汇店');
    expect(server.find('GET', '/admin/store/page')[0]?.params).toEqual({ current: 1, size: 10 });

    for (const [name, text] of [
      ['门店编码', 'SH'],
      ['门店名称', '徐汇'],
      ['区域', '华东'],
    ]) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('combobox', { name: '所属企业' }));
    await user.click(within(await screen.findByRole('tree')).getByText('上海公司'));
    await user.click(screen.getByRole('button', { name: '查询' }));

    await waitFor(() => expect(server.find('GET', '/admin/store/page')).toHaveLength(2));
    const last = server.find('GET', '/admin/store/page')[1];
    expect(last?.params).toEqual({
      code: 'SH',
      name: '徐汇',
      region: '华东',
      entCode: 'SH',
      current: 1,
      size: 10,
    });
    expect(last?.url).toContain('entCode=SH');
  });

  it('adds a store with its enterprise; no buttons without the permissions', async () => {
    const { user } = renderPage(<StoresPage />, { permissions: ['sys_store_add'] });
    const table = await screen.findByRole('table', { name: '门店列表' });
    await within(table).findByText('徐汇店');
    expect(within(table).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增门店' }));
    const dialog = await findDialog('新增门店');
    await user.click(within(dialog).getByLabelText('门店编码'));
    await user.paste('BJ-002');
    await user.click(within(dialog).getByLabelText('门店名称'));
    await user.paste('朝阳店');
    await user.click(within(dialog).getByLabelText('所属企业'));
    const trees = await screen.findAllByRole('tree');
    await user.click(within(trees.at(-1) as HTMLElement).getByText('北京公司'));
    await user.type(within(dialog).getByLabelText('地址'), ' {Enter}');
    await screen.findByText('新增成功');
    expect(server.find('POST', '/admin/store')[0]?.body).toEqual({
      code: 'BJ-002',
      name: '朝阳店',
      entCode: 'BJ',
      region: null,
      address: null,
    });
  });
});
