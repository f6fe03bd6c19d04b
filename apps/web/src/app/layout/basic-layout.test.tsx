import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getStore, setStore } from '../../lib/storage';
import { STORAGE_NAMES } from '../../lib/storage-names';
import { usePrefsStore } from '../../stores/prefs';
import { logoutLocal, useSessionStore } from '../../stores/session';
import { fakeServerForEachTest, ok } from '../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const server = fakeServerForEachTest({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok(USER_INFO),
  'DELETE /auth/token/logout': () => ok(true),
});

async function openHome() {
  const view = renderApp('/wel/index');
  await screen.findByRole('heading', { name: '你好，管理员' });
  return view;
}

describe('signed-in layout', () => {
  beforeEach(() => {
    logoutLocal();
    useSessionStore.getState().signIn(TOKEN_SET);
    setStore({ name: STORAGE_NAMES.selectedWarehouseId, content: 3 });
  });
  afterEach(() => usePrefsStore.getState().setLanguage('zh-CN'));

  it('signs out after confirmation: server call, everything forgotten, back to /login', async () => {
    const { router } = await openHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('即将退出系统，是否继续？')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const [call] = server.find('DELETE', '/auth/token/logout');
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    const session = useSessionStore.getState();
    expect([session.accessToken, session.userInfo, session.roles]).toEqual(['', null, null]);
    expect(getStore(STORAGE_NAMES.accessToken)).toBeUndefined();
    expect(getStore(STORAGE_NAMES.userInfo)).toBeUndefined();
    expect(getStore(STORAGE_NAMES.selectedWarehouseId)).toBeUndefined();
  });

  it('stays signed in when the confirmation is cancelled', async () => {
    const { router } = await openHome();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/wel/index');
    expect(server.find('DELETE', '/auth/token/logout')).toHaveLength(0);
    expect(useSessionStore.getState().accessToken).toBe('access-1');
  });

  it('switches the whole page and its title to English', async () => {
    await openHome();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('radiogroup', { name: '语言' })).getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Hello, 管理员' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home - Depot'));
    expect(document.documentElement.lang).toBe('en-US');
  });
});
