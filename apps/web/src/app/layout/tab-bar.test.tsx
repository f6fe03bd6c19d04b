import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, useSessionStore } from '../../stores/session';
import { fakeServerForEachTest, ok } from '../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../test/fixtures';
import { findTab, openShell, resetLayout, shellMenu, tab, tabBar } from '../../test/shell';

fakeServerForEachTest({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok(USER_INFO),
  'GET /admin/menu': () => ok(shellMenu()),
});

const tabNames = () =>
  within(tabBar())
    .getAllByRole('link')
    .map((link) => link.textContent);
const closeButton = (name: string) =>
  within(tabBar()).queryByRole('button', { name: `关闭“${name}”` });

describe('tab bar', () => {
  beforeEach(() => {
    logoutLocal();
    resetLayout();
    useSessionStore.getState().signIn(TOKEN_SET);
  });

  it('opens a tab per page, closes, and offers close others and close all', async () => {
    const { user, router } = await openShell();
    expect(tabNames()).toEqual(['首页']);
    expect(closeButton('首页')).toBeNull(); // the only tab left cannot be closed

    for (const [path, name] of [
      ['/info/index', '我的资料'],
      ['/admin/user/index', '用户管理'],
      ['/admin/role/index', '角色管理'],
    ] as const) {
      await router.navigate(path);
      await findTab(name);
    }
    expect(tabNames()).toEqual(['首页', '我的资料', '用户管理', '角色管理']);
    expect(tab('角色管理')).toHaveAttribute('aria-current', 'page');
    expect(tab('用户管理')).not.toHaveAttribute('aria-current');

    // Closing the active tab opens the previous one.
    await user.click(closeButton('角色管理') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user/index'));
    expect(tabNames()).toEqual(['首页', '我的资料', '用户管理']);

    // Clicking a tab shows its page.
    await user.click(tab('我的资料'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));

    // Right click: close others keeps that tab and home.
    fireEvent.contextMenu(tab('用户管理'));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(tabNames()).toEqual(['首页', '用户管理']));
    expect(router.state.location.pathname).toBe('/admin/user/index');

    // More: close all returns to the home tab.
    await user.click(screen.getByRole('button', { name: '更多' }));
    const closeAll = await screen.findAllByRole('menuitem', { name: '关闭全部' });
    await user.click(closeAll.at(-1) as HTMLElement);
    await waitFor(() => expect(tabNames()).toEqual(['首页']));
    expect(router.state.location.pathname).toBe('/wel/index');
  });

  it('closing the first tab while it is shown opens the new first one', async () => {
    const { user, router } = await openShell();
    await router.navigate('/admin/user/index');
    await findTab('用户管理');
    await router.navigate('/wel/index');
    await waitFor(() => expect(tab('首页')).toHaveAttribute('aria-current', 'page'));
    await user.click(closeButton('首页') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/user/index'));
    expect(tabNames()).toEqual(['用户管理']);
  });

  it('keeps a keep-alive page as it was while its tab is hidden, until it is closed', async () => {
    const { user, router } = await openShell('/info/index');
    const nickname = await screen.findByLabelText('昵称');
    await user.clear(nickname);
    await user.type(nickname, '小王');

    await user.click(tab('首页'));
    await screen.findByRole('heading', { name: '你好，管理员' });
    expect(screen.queryByLabelText('昵称')).not.toBeVisible();

    await user.click(tab('我的资料'));
    await waitFor(() => expect(screen.getByLabelText('昵称')).toBeVisible());
    expect(screen.getByLabelText('昵称')).toHaveValue('小王');

    // Closed and opened again: a fresh page.
    await user.click(closeButton('我的资料') as HTMLElement);
    await waitFor(() => expect(screen.queryByLabelText('昵称')).not.toBeInTheDocument());
    expect(tabNames()).toEqual(['首页']);
    await router.navigate('/info/index');
    expect(await screen.findByLabelText('昵称')).toHaveValue('管理员');
  });

  it('comes back after a reload from session storage', async () => {
    const first = await openShell('/admin/user/index');
    await waitFor(() => expect(tabNames()).toEqual(['首页', '用户管理']));
    first.unmount();
    await openShell('/wel/index');
    expect(tabNames()).toEqual(['首页', '用户管理']);
  });
});
