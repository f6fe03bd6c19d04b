import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { ENTERPRISE_LIST, HQ_DEPTS } from '../test/org-fixtures';
import { DepartmentsPage } from './departments-page';

const ALL = ['sys_dept_add', 'sys_dept_edit', 'sys_dept_del'];

const server = fakeServerForEachTest({
  'GET /as/enterprise/list': () => ok(ENTERPRISE_LIST),
  'GET /admin/dept/tree': ({ params }) => ok(params.entCode === 'HQ' ? HQ_DEPTS : []),
  'POST /admin/dept': ({ body }) => ok({ deptId: 99, ...(body as object) }),
  'PUT /admin/dept': ({ body }) => ok(body),
  'DELETE /admin/dept/11': () => fail(409, '部门下还有用户，不能删除'),
});

async function openPage(permissions = ALL) {
  const view = renderPage(<DepartmentsPage />, { permissions });
  const table = await screen.findByRole('table', { name: '部门列表' });
  await within(table).findByText('财务部');
  return { ...view, table };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name).closest('tr') as HTMLElement;

// Whole pages with the real antd: a step takes a few hundred ms in jsdom, seconds on a busy
// machine running many test files at once.
describe('departments page', () => {
  it("shows the first top-level enterprise's tree, expanded", async () => {
    const { table } = await openPage();
    expect(server.find('GET', '/admin/dept/tree')[0]?.params).toEqual({ entCode: 'HQ' });
    expect(within(table).getByText('总经办')).toBeInTheDocument();
    expect(screen.getByLabelText('所属企业')).toBeInTheDocument();
  });

  it('adds a top department (with its enterprise) and a child (under its parent) by Enter', async () => {
    const { table, user } = await openPage();

    await user.click(screen.getByRole('button', { name: '新增部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新增部门' });
    await user.type(within(dialog).getByLabelText('部门名称'), '采购部{Enter}');
    await screen.findByText('新增成功');
    expect(server.find('POST', '/admin/dept')[0]?.body).toEqual({
      name: '采购部',
      parentId: 0,
      sort: 0,
      entCode: 'HQ',
    });
    await waitFor(() => expect(server.find('GET', '/admin/dept/tree')).toHaveLength(2));

    await user.click(within(rowOf(table, '总经办')).getByRole('button', { name: '新增下级' }));
    const child = await screen.findByRole('dialog', { name: '新增下级部门' });
    await user.type(within(child).getByLabelText('部门名称'), '出纳组{Enter}');
    await waitFor(() => expect(server.find('POST', '/admin/dept')).toHaveLength(2));
    expect(server.find('POST', '/admin/dept')[1]?.body).toEqual({
      name: '出纳组',
      parentId: 10,
      sort: 0,
    });
  });

  it('renames a department keeping its parent', async () => {
    const { table, user } = await openPage();
    await user.click(within(rowOf(table, '财务部')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑部门' });
    const name = within(dialog).getByLabelText('部门名称');
    expect(name).toHaveValue('财务部');
    await user.clear(name);
    await user.type(name, '财务中心');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByText('保存成功');
    expect(server.find('PUT', '/admin/dept')[0]?.body).toEqual({
      deptId: 11,
      name: '财务中心',
      parentId: 10,
      sort: 0,
    });
  });

  it("asks before deleting and shows the server's 409 message", async () => {
    const { table, user } = await openPage();
    await user.click(within(rowOf(table, '财务部')).getByRole('button', { name: '删除' }));
    const question = await screen.findByText('确定删除“财务部”吗？');
    expect(server.find('DELETE', '/admin/dept/11')).toHaveLength(0);
    const popup = question.closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('部门下还有用户，不能删除')).toBeInTheDocument();
    expect(server.find('DELETE', '/admin/dept/11')).toHaveLength(1);
  });

  it('hides the buttons the user may not use', async () => {
    const { table } = await openPage([]);
    expect(screen.queryByRole('button', { name: '新增部门' })).not.toBeInTheDocument();
    for (const name of ['新增下级', '编辑', '删除']) {
      expect(within(table).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '折叠全部' })).toBeInTheDocument();
  });
});
