import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../api/admin-users';
import { fakeServerForEachTest } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { USER_PERMISSIONS } from '../permissions';
import { adminUser, userBackend } from '../test/user-backend';
import { UsersPage } from './users-page';

const ALL = Object.values(USER_PERMISSIONS);
let users: AdminUser[];
const server = fakeServerForEachTest(() => userBackend(() => users));

const rowOf = async (username: string) =>
  (await screen.findByRole('cell', { name: username })).closest('tr')!;

describe('users page', () => {
  beforeEach(() => {
    users = [
      adminUser({ userId: 1, username: 'admin', nickname: '管理员' }),
      adminUser({ userId: 2, username: 'zhang', nickname: '张伟', enabled: true }),
    ];
  });

  it('creates a user and shows the temporary password once', async () => {
    const { user } = renderPage(<UsersPage />, { permissions: ALL });
    await rowOf('zhang');
    await user.click(screen.getByRole('button', { name: '新增用户' }));
    const dialog = await findDialog('新增用户');

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入用户名')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入昵称')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('用户名'), 'li.na');
    await user.type(within(dialog).getByLabelText('手机号'), 'abc');
    expect(await within(dialog).findByText('请输入正确的手机号')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('手机号'));
    // Enter in a field submits the form.
    await user.type(within(dialog).getByLabelText('昵称'), '李娜{Enter}');

    const shown = await findDialog('用户已创建');
    expect(within(shown).getByText('Tmp-7Kq2-x9')).toBeInTheDocument();
    expect(within(shown).getByText(/下次登录时必须修改/)).toBeInTheDocument();
    expect(server.find('POST', '/admin/user')[0]?.body).toMatchObject({
      username: 'li.na',
      nickname: '李娜',
      phone: '',
      email: '',
      deptId: null,
      roleIds: [],
      enabled: true,
    });

    await user.click(within(shown).getByRole('button', { name: '复制密码' }));
    expect(await navigator.clipboard.readText()).toBe('Tmp-7Kq2-x9');
    await user.click(within(shown).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText('Tmp-7Kq2-x9')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'li.na' })).toBeInTheDocument();
  });

  it('disables after confirmation, enables at once, and shows the refusal for yourself', async () => {
    const { user } = renderPage(<UsersPage />, { permissions: ALL });
    await user.click(within(await rowOf('zhang')).getByRole('switch'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/确定停用用户“张伟”吗/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.find('PUT', '/admin/user/2/enabled')).toHaveLength(1));
    expect(server.find('PUT', '/admin/user/2/enabled')[0]?.body).toEqual({ enabled: false });
    await waitFor(() =>
      expect(
        within(screen.getByRole('cell', { name: 'zhang' }).closest('tr')!).getByRole('switch'),
      ).not.toBeChecked(),
    );

    await user.click(within(await rowOf('zhang')).getByRole('switch'));
    await waitFor(() => expect(server.find('PUT', '/admin/user/2/enabled')).toHaveLength(2));
    expect(server.find('PUT', '/admin/user/2/enabled')[1]?.body).toEqual({ enabled: true });

    await user.click(within(await rowOf('admin')).getByRole('switch'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('不能停用自己')).toBeInTheDocument();
    expect(within(await rowOf('admin')).getByRole('switch')).toBeChecked();
  });

  it('resets a password after confirmation and shows the new one', async () => {
    const { user } = renderPage(<UsersPage />, { permissions: ALL });
    await user.click(within(await rowOf('zhang')).getByRole('button', { name: '重置密码' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/下次登录时必须修改密码/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.find('PUT', '/admin/user/2/reset-password')).toHaveLength(1));
    const shown = await findDialog('密码已重置');
    expect(within(shown).getByText('Reset-55pp')).toBeInTheDocument();
  });

  it('lifts a user’s sign-in locks after confirmation', async () => {
    const { user } = renderPage(<UsersPage />, { permissions: ALL });
    await user.click(within(await rowOf('zhang')).getByRole('button', { name: '解除锁定' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/不再要求该用户输入验证码/)).toBeInTheDocument();
    expect(server.find('DELETE', '/admin/user/2/lockout')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.find('DELETE', '/admin/user/2/lockout')).toHaveLength(1));
    expect(await screen.findByText('已解除登录锁定')).toBeInTheDocument();
  });

  it('offers to lift locks only with its own permission, not with editing', async () => {
    renderPage(<UsersPage />, { permissions: [USER_PERMISSIONS.edit] });
    const row = await rowOf('zhang');
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '解除锁定' })).not.toBeInTheDocument();
  });

  it('hides the buttons the user has no permission for', async () => {
    renderPage(<UsersPage />, { permissions: [] });
    const row = await rowOf('zhang');
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    for (const name of ['新增用户', '批量启用', '批量停用', '批量删除', '导出 Excel']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('exports the filtered users as .xlsx, named by the server', async () => {
    const createObjectURL = vi.fn((_: Blob) => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage(<UsersPage />, { permissions: ALL });
    await rowOf('zhang');
    await user.type(screen.getByRole('textbox', { name: '昵称' }), '张{Enter}');
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.find('GET', '/admin/user/export')[0]?.params).toEqual({ nickname: '张' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('用户.xlsx');
    expect(await screen.findByText('已导出')).toBeInTheDocument();
    click.mockRestore();
  });

  it('filters by the department chosen in the tree', async () => {
    const { user } = renderPage(<UsersPage />, { permissions: ALL });
    await rowOf('zhang');
    const tree = screen.getByRole('tree', { name: '部门' });
    expect(within(tree).getByText('总部')).toBeInTheDocument();
    await user.click(within(tree).getByText('研发部'));
    await waitFor(() =>
      expect(server.find('GET', '/admin/user/page').at(-1)?.params).toMatchObject({ deptId: 11 }),
    );
  });
});
