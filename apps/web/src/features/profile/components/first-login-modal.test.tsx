import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@depot/shared';
import { setPageLoader } from '../../../lib/page-reload';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { FIRST_RENDER_MS } from '../../../test/waits';
import { resetLayout } from '../../../test/shell';

const FIRST_LOGIN: UserInfo = {
  ...USER_INFO,
  sysUser: { ...USER_INFO.sysUser, passwordUpdated: 0, phone: '13800000000', email: null },
};

let editReply: FakeReply;

const server = fakeServerForEachTest(() => ({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok(FIRST_LOGIN),
  'GET /admin/menu': () => ok([]),
  'PUT /admin/user/edit': () => editReply,
  'DELETE /auth/token/logout': () => ok(true),
}));

async function openFirstLogin() {
  renderApp('/wel/index');
  const dialog = await screen.findByRole('dialog', {}, { timeout: FIRST_RENDER_MS });
  return { dialog, user: userEvent.setup() };
}

describe('first login (SPEC §4)', () => {
  let reload: ReturnType<typeof vi.fn<(path: string) => void>>;
  let restoreLoader: () => void;

  beforeEach(() => {
    logoutLocal();
    resetLayout();
    useSessionStore.getState().signIn(TOKEN_SET);
    reload = vi.fn<(path: string) => void>();
    restoreLoader = setPageLoader(reload);
    editReply = ok(true);
  });
  afterEach(() => restoreLoader());

  it('forces the password dialog over a blurred page; Escape does not close it', async () => {
    const { dialog } = await openFirstLogin();
    expect(within(dialog).getByText('请先修改密码')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('旧密码')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('新密码')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('确认密码')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument();
    expect(screen.getByTestId('shell').style.filter).toMatch(/blur/);

    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });
    // A refused change goes out after it through the same client as the sign-out that leaving
    // starts: once its answer shows, that sign-out would have been sent (and the dialog gone).
    editReply = fail(400, '原密码错误');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('旧密码'), 'wrong-old');
    await user.type(within(dialog).getByLabelText('新密码'), 'New@2026x');
    await user.type(within(dialog).getByLabelText('确认密码'), 'New@2026x');
    await user.click(within(dialog).getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(server.find('PUT', '/admin/user/edit')).toHaveLength(1);
    expect(server.find('DELETE', '/auth/token/logout')).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('logs out and reloads when "exit login" is chosen', async () => {
    const { dialog, user } = await openFirstLogin();
    await user.click(within(dialog).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/login'));
    expect(server.find('DELETE', '/auth/token/logout')).toHaveLength(1);
    expect(useSessionStore.getState().accessToken).toBe('');
    expect(server.find('PUT', '/admin/user/edit')).toHaveLength(0);
  });

  it('checks the fields with the SPEC §5 messages', async () => {
    const { dialog, user } = await openFirstLogin();
    await user.click(within(dialog).getByRole('button', { name: '修改密码' }));
    expect(await within(dialog).findByText('请输入旧密码')).toBeInTheDocument();
    expect(await within(dialog).findByText('请输入新密码')).toBeInTheDocument();
    expect(await within(dialog).findByText('请再次输入新密码')).toBeInTheDocument();
    expect(server.find('PUT', '/admin/user/edit')).toHaveLength(0);
  });

  it('changes the password with the profile fields, then logs out and reloads', async () => {
    const { dialog, user } = await openFirstLogin();
    await user.type(within(dialog).getByLabelText('旧密码'), 'Init@123');
    await user.type(within(dialog).getByLabelText('新密码'), 'New@2026x');
    await user.type(within(dialog).getByLabelText('确认密码'), 'New@2026x');
    await user.click(within(dialog).getByRole('button', { name: '修改密码' }));

    expect(await screen.findByText('修改成功，请使用新密码重新登录')).toBeInTheDocument();
    const [edit] = server.find('PUT', '/admin/user/edit');
    expect(edit?.body).toEqual({
      username: 'admin',
      nickname: '管理员',
      phone: '13800000000',
      email: null,
      password: 'Init@123',
      newpassword1: 'New@2026x',
      newpassword2: 'New@2026x',
    });
    expect(reload).not.toHaveBeenCalled(); // the notice shows first
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/login'));
    expect(server.find('DELETE', '/auth/token/logout')).toHaveLength(1);
    expect(useSessionStore.getState().accessToken).toBe('');
  });
});
