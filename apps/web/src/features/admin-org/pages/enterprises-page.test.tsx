import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { ENTERPRISE_TREE } from '../test/org-fixtures';
import { EnterprisesPage } from './enterprises-page';

const server = fakeServerForEachTest({
  'GET /admin/enterprise/tree': () => ok(ENTERPRISE_TREE),
  'POST /admin/enterprise': ({ body }) => ok({ entId: 9, ...(body as object) }),
  'PUT /admin/enterprise': ({ body }) => ok(body),
  'DELETE /admin/enterprise/1': () => fail(409, '企业下还有下级企业，不能删除'),
});

const ALL = ['sys_ent_add', 'sys_ent_edit', 'sys_ent_del'];

async function openPage(permissions = ALL) {
  const view = renderPage(<EnterprisesPage />, { permissions });
  const table = await screen.findByRole('table', { name: '企业列表' });
  await within(table).findByText('上海公司');
  return { ...view, table };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;

// Whole pages with the real antd: a step takes a few hundred ms in jsdom, seconds on a busy
// machine running many test files at once.
describe('enterprises page', () => {
  it('collapses and expands the whole tree', async () => {
    const { table, user } = await openPage();
    await user.click(screen.getByRole('button', { name: '折叠全部' }));
    await waitFor(() => expect(within(table).queryByText('上海公司')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expect(await within(table).findByText('上海公司')).toBeInTheDocument();
  });

  it('adds a sub-enterprise after checking its code', async () => {
    const { table, user } = await openPage();
    await user.click(within(rowOf(table, '北京公司')).getByRole('button', { name: '新增下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增下级企业' });
    await user.type(within(dialog).getByLabelText('企业编码'), 'BJ 01');
    await user.type(within(dialog).getByLabelText('企业名称'), '北京一分公司{Enter}');
    expect(await within(dialog).findByText(/编码只能包含字母/)).toBeInTheDocument();
    expect(server.find('POST', '/admin/enterprise')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('企业编码'));
    await user.type(within(dialog).getByLabelText('企业编码'), 'BJ-01{Enter}');
    await screen.findByText('新增成功');
    expect(server.find('POST', '/admin/enterprise')[0]?.body).toEqual({
      code: 'BJ-01',
      name: '北京一分公司',
      parentCode: 'BJ',
      sort: 0,
    });
  });

  it("shows the server's message when an enterprise in use is deleted", async () => {
    const { table, user } = await openPage();
    await user.click(within(rowOf(table, '总部')).getByRole('button', { name: '删除' }));
    const question = await screen.findByText('确定删除“总部”吗？');
    const popup = question.closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('企业下还有下级企业，不能删除')).toBeInTheDocument();
  });

  it('offers only what the user may do', async () => {
    const { table } = await openPage(['sys_ent_edit']);
    expect(screen.queryByRole('button', { name: '新增企业' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '新增下级' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: '编辑' })).toHaveLength(3);
  });
});
