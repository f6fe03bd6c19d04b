import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '@depot/shared';
import { setPageLoader } from '../../../lib/page-reload';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { movableClock } from '../../../test/clock';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { openShell, resetLayout } from '../../../test/shell';
import { waitForText } from '../../../test/waits';

let editReply: FakeReply;
let nickname: string;

const server = fakeServerForEachTest(() => ({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok({ ...USER_INFO, sysUser: { ...USER_INFO.sysUser, nickname } }),
  'GET /admin/menu': () => ok([]),
  'PUT /admin/user/edit': () => editReply,
  'DELETE /auth/token/logout': () => ok(true),
}));

async function openProfile() {
  const shell = await openShell('/info/index');
  await screen.findByLabelText('昵称');
  const passwordCard = screen.getByText('修改密码', { selector: '.ant-card-head-title' });
  const passwordSection = passwordCard.closest('.ant-card') as HTMLElement;
  return { ...shell, passwordSection };
}

describe('personal information page', () => {
  let reload: ReturnType<typeof vi.fn<(path: string) => void>>;
  let restoreLoader: () => void;

  beforeEach(() => {
    logoutLocal();
    resetLayout();
    editReply = ok(true);
    nickname = '管理员';
    useSessionStore.getState().signIn(TOKEN_SET);
    reload = vi.fn<(path: string) => void>();
    restoreLoader = setPageLoader(reload);
  });
  afterEach(() => restoreLoader());

  it('shows the profile with a read-only username and saves nickname, phone and email', async () => {
    const { user } = await openProfile();
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('用户名')).toHaveAttribute('readonly');
    await user.clear(screen.getByLabelText('昵称'));
    await user.type(screen.getByLabelText('昵称'), '  小王 ');
    await user.type(screen.getByLabelText('邮箱'), 'wang@example.com');
    nickname = '小王';
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.find('PUT', '/admin/user/edit')[0]?.body).toEqual({
      username: 'admin',
      nickname: '小王',
      phone: null,
      email: 'wang@example.com',
    });
    await waitFor(() => expect(useSessionStore.getState().userInfo?.nickname).toBe('小王'));
    expect(screen.getByRole('button', { name: '小王 admin' })).toBeInTheDocument();
  });

  it('checks nickname and email before saving', async () => {
    const { user } = await openProfile();
    await user.clear(screen.getByLabelText('昵称'));
    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
    expect(server.find('PUT', '/admin/user/edit')).toHaveLength(0);
  });

  it('words every password rule as SPEC §5 does', async () => {
    const clock = movableClock();
    const { user, passwordSection } = await openProfile();
    const section = within(passwordSection);
    const submit = () => user.click(section.getByRole('button', { name: '修改密码' }));
    const pause = () => clock.skip(DEBOUNCE_MS); // past the click debounce

    await submit();
    await waitForText(section, '请输入旧密码');
    expect(section.getByText('请输入新密码')).toBeInTheDocument();
    expect(section.getByText('请再次输入新密码')).toBeInTheDocument();

    await user.type(section.getByLabelText('旧密码'), '12345');
    await waitForText(section, '不能为空且不少于6位');

    await user.type(section.getByLabelText('旧密码'), '6');
    await user.type(section.getByLabelText('新密码'), '123456');
    await user.type(section.getByLabelText('确认密码'), '123456');
    pause();
    await submit();
    await waitForText(section, '新密码不能与旧密码相同');

    await user.clear(section.getByLabelText('新密码'));
    await user.type(section.getByLabelText('新密码'), 'abcdefg');
    await user.clear(section.getByLabelText('确认密码'));
    await user.type(section.getByLabelText('确认密码'), 'abcdefx');
    pause();
    await submit();
    await waitForText(section, '两次输入的密码不一致');
    expect(section.queryByText('新密码不能与旧密码相同')).not.toBeInTheDocument();
    expect(server.find('PUT', '/admin/user/edit')).toHaveLength(0);
  });

  it("shows the server's message when the change fails", async () => {
    editReply = fail(400, '原密码错误');
    const { user, passwordSection } = await openProfile();
    const section = within(passwordSection);
    await user.type(section.getByLabelText('旧密码'), 'wrong-old');
    await user.type(section.getByLabelText('新密码'), 'New@2026x');
    await user.type(section.getByLabelText('确认密码'), 'New@2026x');
    await user.click(section.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('原密码错误')).toBeInTheDocument();
    expect(screen.getAllByText('原密码错误')).toHaveLength(1); // one toast, not two
    expect(reload).not.toHaveBeenCalled();
    expect(useSessionStore.getState().accessToken).toBe('access-1');
  });

  it('says "modify failed" when the server gives no reason', async () => {
    editReply = ok(false);
    const { user, passwordSection } = await openProfile();
    const section = within(passwordSection);
    await user.type(section.getByLabelText('旧密码'), 'Old@2026x');
    await user.type(section.getByLabelText('新密码'), 'New@2026x');
    await user.type(section.getByLabelText('确认密码'), 'New@2026x');
    await user.click(section.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('修改失败')).toBeInTheDocument();
  });

  it('signs out and reloads two seconds after a successful change', async () => {
    const { user, passwordSection } = await openProfile();
    const section = within(passwordSection);
    await user.type(section.getByLabelText('旧密码'), 'Old@2026x');
    await user.type(section.getByLabelText('新密码'), 'New@2026x');
    await user.type(section.getByLabelText('确认密码'), 'New@2026x');
    await user.click(section.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('修改成功，请使用新密码重新登录')).toBeInTheDocument();
    const sent = Date.now();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/login'));
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1500);
    expect(server.find('DELETE', '/auth/token/logout')).toHaveLength(1);
  });
});
