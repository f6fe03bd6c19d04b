import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEBOUNCE_MS } from '@depot/shared';
import { getStore } from '../../../lib/storage';
import { STORAGE_NAMES } from '../../../lib/storage-names';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { movableClock } from '../../../test/clock';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { openShell, resetLayout, shellMenu } from '../../../test/shell';

let unlockReply = ok(true);

const server = fakeServerForEachTest({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok(USER_INFO),
  'GET /admin/menu': () => ok(shellMenu()),
  'DELETE /auth/token/logout': () => ok(true),
  'POST /auth/unlock': () => unlockReply,
});

describe('lock screen', () => {
  beforeEach(() => {
    logoutLocal();
    resetLayout();
    unlockReply = ok(true);
    useSessionStore.getState().signIn(TOKEN_SET);
  });

  it('locks from the user menu and unlocks with the password, back to the page', async () => {
    const clock = movableClock();
    const { user, router } = await openShell('/info/index');
    await user.click(screen.getByRole('button', { name: '管理员 admin' }));
    await user.click(await screen.findByRole('menuitem', { name: '锁屏' }));

    expect(await screen.findByRole('heading', { name: '管理员' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lock');
    expect(useSessionStore.getState().isLock).toBe(true);
    expect(getStore(STORAGE_NAMES.isLock)).toBe(true);

    expect(router.state.location.search).toBe('?redirect=%2Finfo%2Findex');

    unlockReply = fail(400, '密码错误');
    await user.type(screen.getByLabelText('登录密码'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    expect(await screen.findAllByText('密码错误')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/lock');

    unlockReply = ok(true);
    clock.skip(DEBOUNCE_MS); // a second click, later
    await user.type(screen.getByLabelText('登录密码'), 'Admin@2026');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));
    expect(useSessionStore.getState().isLock).toBe(false);
    const calls = server.find('POST', '/auth/unlock');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('says the password is required without calling the server', async () => {
    useSessionStore.getState().setLock(true);
    renderApp('/lock');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '解锁' }));
    expect(await screen.findByText('请输入登录密码')).toBeInTheDocument();
    expect(server.find('POST', '/auth/unlock')).toHaveLength(0);
  });

  it('logs out from the lock screen after confirmation', async () => {
    useSessionStore.getState().setLock(true);
    const { router } = renderApp('/lock');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.find('DELETE', '/auth/token/logout')).toHaveLength(1);
    expect(useSessionStore.getState().isLock).toBe(false);
  });
});
