import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { MENU_PERMISSIONS } from '../permissions';
import { menuBackend } from '../test/menu-backend';
import { MenusPage } from './menus-page';

const ALL = Object.values(MENU_PERMISSIONS);
const server = fakeServerForEachTest(menuBackend);

async function openCreate() {
  const view = renderPage(<MenusPage />, { permissions: ALL });
  await screen.findByText('系统管理');
  await view.user.click(screen.getByRole('button', { name: '新增菜单' }));
  return { ...view, dialog: await findDialog('新增菜单') };
}

describe('menus page', () => {
  it('loads the tree one level at a time', async () => {
    const { user } = renderPage(<MenusPage />, { permissions: ALL });
    const row = (await screen.findByText('系统管理')).closest('tr')!;
    expect(server.find('GET', '/admin/menu/tree')[0]?.params).toEqual({ lazy: true, parentId: -1 });
    expect(screen.queryByText('用户管理')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /展开/ }));
    const child = (await screen.findByText('用户管理')).closest('tr')!;
    expect(server.find('GET', '/admin/menu/tree').at(-1)?.params).toEqual({
      lazy: true,
      parentId: 1100,
    });
    await user.click(within(child).getByRole('button', { name: /展开/ }));
    expect(await screen.findByText('sys_user_add')).toBeInTheDocument();
    // 帮助 has no children: its expand button is only a (hidden) spacer.
    expect(
      within(screen.getByText('帮助').closest('tr')!).getByRole('button', { name: /展开/ }),
    ).toHaveClass('ant-table-row-expand-icon-spaced');
  });

  it('shows the fields of the chosen kind', async () => {
    const { user, dialog } = await openCreate();
    const field = (label: string) => within(dialog).queryByLabelText(label);
    // A directory: path and icon, no permission key.
    expect(field('路径')).toBeInTheDocument();
    expect(within(dialog).getByText('图标')).toBeInTheDocument();
    expect(field('权限标识')).not.toBeInTheDocument();
    expect(field('缓存页面')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '按钮' }));
    expect(field('权限标识')).toBeInTheDocument();
    expect(field('路径')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('图标')).not.toBeInTheDocument();
    expect(field('在菜单中显示')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '页面' }));
    expect(field('缓存页面')).toBeInTheDocument();
    expect(field('显示为标签页')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '添加参数' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: '外链' }));
    await user.type(field('链接地址')!, 'ftp://example.com');
    expect(await within(dialog).findByText(/http:\/\/ 或 https:\/\//)).toBeInTheDocument();
  });

  it('filters the icon picker and takes the chosen icon', async () => {
    const { user, dialog } = await openCreate();
    // The picker is named by its form label.
    await user.click(within(dialog).getByRole('button', { name: '图标' }));
    const search = await screen.findByRole('searchbox', { name: '搜索图标' });
    expect(screen.getByRole('option', { name: 'user' })).toBeInTheDocument();
    await user.type(search, 'shop');
    const options = screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'));
    expect(options).toEqual(['shop', 'shopping-cart']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('没有匹配的图标')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'cart');
    await user.click(screen.getByRole('option', { name: 'shopping-cart' }));
    expect(within(dialog).getByRole('button', { name: '图标' })).toHaveTextContent('shopping-cart');
  });

  it('creates a page with every field and reloads the signed-in sidebar', async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('radio', { name: '页面' }));
    await user.type(within(dialog).getByLabelText('菜单名称'), '资产台账');
    await user.type(within(dialog).getByLabelText('英文名称'), 'Asset ledger');
    await user.type(within(dialog).getByLabelText('路径'), '/as/asset');
    await user.click(within(dialog).getByRole('button', { name: '添加参数' }));
    await user.type(within(dialog).getByLabelText('参数名 1'), 'tab');
    await user.type(within(dialog).getByLabelText('参数值 1'), 'all');
    await user.click(within(dialog).getByLabelText('缓存页面'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(server.find('POST', '/admin/menu')).toHaveLength(1));
    expect(server.find('POST', '/admin/menu')[0]?.body).toEqual({
      parentId: -1,
      kind: 'page',
      label: '资产台账',
      labelEn: 'Asset ledger',
      path: '/as/asset',
      icon: null,
      sort: 0,
      keepAlive: 1,
      group: [],
      query: { tab: 'all' },
      permission: null,
      roles: [],
      isTab: true,
      visible: true,
      enabled: true,
    });
    expect(await screen.findByText('创建成功')).toBeInTheDocument();
    await waitFor(() => expect(server.find('GET', '/admin/menu')).toHaveLength(1));
  });

  it('asks before deleting and shows why a menu with sub-menus stays', async () => {
    const { user } = renderPage(<MenusPage />, { permissions: ALL });
    const row = (await screen.findByText('系统管理')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const confirm = await findDialog('确定删除菜单“系统管理”吗？它的授权也会一并删除。');
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该菜单有下级菜单，不能删除')).toBeInTheDocument();
  });

  it('asks before closing a form with unsaved input; closes an untouched one at once', async () => {
    const { user, dialog } = await openCreate();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '新增菜单' }));
    const again = await findDialog('新增菜单');
    expect(again).not.toBe(dialog);
    await user.type(within(again).getByLabelText('菜单名称'), '草稿');
    await user.keyboard('{Escape}');
    const ask = await findDialog('放弃未保存的修改？');
    await user.click(within(ask).getByRole('button', { name: '继续编辑' }));
    expect(within(again).getByLabelText('菜单名称')).toHaveValue('草稿');
  });
});
