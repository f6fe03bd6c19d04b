import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServerForEachTest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { ROLE_PERMISSIONS } from '../permissions';
import { roleBackend } from '../test/role-backend';
import { RolesPage } from './roles-page';

const ALL = Object.values(ROLE_PERMISSIONS);
let grants: Record<number, number[]> = {};
const server = fakeServerForEachTest(() => roleBackend(() => grants));

const treeItem = (name: string) =>
  screen.getByText(name).closest('.ant-tree-treenode') as HTMLElement;
const checkboxOf = (name: string) =>
  treeItem(name).querySelector('.ant-tree-checkbox') as HTMLElement;
const saved = () => server.find('PUT', '/admin/role/2/menus').at(-1)?.body;

async function openPermissions() {
  const view = renderPage(<RolesPage />, { permissions: ALL });
  const row = (await screen.findByRole('cell', { name: 'staff' })).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: '分配权限' }));
  await screen.findByText('PostgreSQL 文档');
  return view;
}

describe('roles page', () => {
  beforeEach(() => {
    grants = { 2: [9000, 9010] };
  });

  it('shows the granted menus and saves a checked button with its page and directory', async () => {
    const { user } = await openPermissions();
    expect(checkboxOf('PostgreSQL 文档')).toHaveClass('ant-tree-checkbox-checked');
    expect(checkboxOf('帮助')).toHaveClass('ant-tree-checkbox-checked');
    expect(checkboxOf('系统管理')).not.toHaveClass('ant-tree-checkbox-checked');

    await user.click(screen.getByRole('button', { name: '展开全部' }));
    await user.click(checkboxOf('新增'));
    expect(checkboxOf('新增')).toHaveClass('ant-tree-checkbox-checked');
    expect(checkboxOf('用户管理')).toHaveClass('ant-tree-checkbox-indeterminate');
    expect(checkboxOf('系统管理')).toHaveClass('ant-tree-checkbox-indeterminate');

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toEqual({ menuIds: [1100, 1110, 1111, 9000, 9010] }));
    expect(await screen.findByText('权限已保存')).toBeInTheDocument();
  });

  it('checks and unchecks everything at once', async () => {
    const { user } = await openPermissions();
    await user.click(screen.getByRole('button', { name: '全选' }));
    expect(screen.getByText('已选 7 项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saved()).toEqual({ menuIds: [1100, 1110, 1111, 1112, 1180, 9000, 9010] }),
    );
  });

  it('unchecking the last child of a directory takes the directory away', async () => {
    const { user } = await openPermissions();
    await user.click(screen.getByRole('button', { name: '全不选' }));
    expect(checkboxOf('帮助')).not.toHaveClass('ant-tree-checkbox-checked');
    await user.click(checkboxOf('审计日志'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved()).toEqual({ menuIds: [1100, 1180] }));
  });

  it('asks before closing the tree with unsaved checks', async () => {
    const { user } = await openPermissions();
    await user.click(screen.getByRole('button', { name: '全选' }));
    await user.keyboard('{Escape}');
    const ask = await findDialog('放弃未保存的修改？');
    await user.click(within(ask).getByRole('button', { name: '放弃' }));
    await waitFor(() => expect(screen.queryByText('PostgreSQL 文档')).not.toBeInTheDocument());
    expect(server.find('PUT', '/admin/role/2/menus')).toHaveLength(0);
  });

  it('shows the server refusal of a taken code and keeps the form open', async () => {
    const { user } = renderPage(<RolesPage />, { permissions: ALL });
    await screen.findByRole('cell', { name: 'staff' });
    await user.click(screen.getByRole('button', { name: '新增角色' }));
    const dialog = await findDialog('新增角色');
    await user.type(within(dialog).getByLabelText('角色名称'), '员工');
    await user.type(within(dialog).getByLabelText('角色编码'), '1abc');
    expect(await within(dialog).findByText(/角色编码须以字母开头/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('角色编码'));
    await user.type(within(dialog).getByLabelText('角色编码'), 'staff{Enter}');
    expect(await screen.findByText('角色编码 staff 已被使用')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('角色编码')).toHaveValue('staff');
  });

  it('asks before deleting and shows why a held role cannot go', async () => {
    const { user } = renderPage(<RolesPage />, { permissions: ALL });
    const row = (await screen.findByRole('cell', { name: 'staff' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await findDialog('确定删除角色“员工”吗？');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该角色仍有 3 个用户，不能删除')).toBeInTheDocument();
  });

  it('hides what the user may not do', async () => {
    renderPage(<RolesPage />, { permissions: [] });
    const row = (await screen.findByRole('cell', { name: 'staff' })).closest('tr')!;
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增角色' })).not.toBeInTheDocument();
  });
});
