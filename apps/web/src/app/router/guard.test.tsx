import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@depot/shared';
import { getStore } from '../../lib/storage';
import { useMenuStore } from '../../stores/menu';
import { logoutLocal, useSessionStore } from '../../stores/session';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../test/fixtures';
import { MENU } from '../../test/menu-fixtures';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER_MS } from '../../test/waits';

let userInfoReply: FakeReply;
/** When set, the user info is answered only once this settles. */
let userInfoGate: Promise<unknown> | null = null;
/** Called when the menu is asked for. */
let onMenuAsked: (() => void) | null = null;

const server = fakeServerForEachTest(() => ({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': async () => {
    await userInfoGate;
    return userInfoReply;
  },
  'GET /admin/menu': () => {
    onMenuAsked?.();
    return ok(MENU);
  },
}));

const userInfoCalls = () => server.find('GET', '/admin/user/info').length;

describe('route guard (SPEC §2)', () => {
  beforeEach(() => {
    logoutLocal();
    userInfoReply = ok(USER_INFO);
    userInfoGate = null;
    onMenuAsked = null;
  });

  describe('without a token', () => {
    it('sends a signed-in page to /login, remembering it', async () => {
      const { router } = renderApp('/wel/index');
      // The file's first render: its code is transformed and imported as well.
      const signIn = { name: '登录' };
      expect(
        await screen.findByRole('button', signIn, { timeout: FIRST_RENDER_MS }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe('?redirect=%2Fwel%2Findex');
      expect(userInfoCalls()).toBe(0);
    });

    // Looked up in the pages registry, which loads only then: a menu address written without
    // its /index, and a page with no menu entry.
    it.each(['/admin/user', '/as/asset-detail?id=7'])(
      'sends the signed-in page %s to /login, remembering it',
      async (path) => {
        const { router } = renderApp(path);
        await screen.findByRole('button', { name: '登录' });
        expect(router.state.location.pathname).toBe('/login');
        expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
      },
    );

    it('sends / to /login', async () => {
      const { router } = renderApp('/');
      await screen.findByRole('button', { name: '登录' });
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe('');
    });

    it.each([
      ['/404', '抱歉，您访问的页面不存在。'],
      ['/403', '抱歉，您没有权限访问此页面。'],
      ['/401', '抱歉，请先登录后再访问此页面。'],
      ['/500', '抱歉，系统出错了。'],
      // No such certificate on this fake server: the page says so, without signing in.
      [
        '/assertQrCode?code=CERT-0042',
        '此凭证无效：可能有误、已使用或已过期。请向资产保管员重新获取。',
      ],
    ])('opens the open route %s', async (path, text) => {
      const { router } = renderApp(path);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
    });

    it('sends /lock to /login: there is nothing to unlock', async () => {
      const { router } = renderApp('/lock');
      await screen.findByRole('button', { name: '登录' });
      expect(router.state.location.pathname).toBe('/login');
    });

    it('sends an unknown path to /404', async () => {
      const { router } = renderApp('/no/such/page');
      expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/404');
      await waitFor(() => expect(document.title).toBe('页面不存在 - Depot'));
    });
  });

  describe('with a token', () => {
    beforeEach(() => useSessionStore.getState().signIn(TOKEN_SET));

    it('asks for the user info and the menu at once, not one after the other', async () => {
      // The user info is held until the menu has been asked for (or 2 s have passed).
      userInfoGate = Promise.race([
        new Promise<void>((resolve) => (onMenuAsked = resolve)),
        new Promise<void>((resolve) => setTimeout(resolve, 2_000)),
      ]).then(() => server.find('GET', '/admin/menu').length);
      renderApp('/wel/index');
      expect(await screen.findByRole('heading', { name: '你好，管理员' })).toBeInTheDocument();
      // Menus asked for before the user info was answered.
      expect(await userInfoGate).toBe(1);
    });

    it('loads the user info first, then sends / to the home page', async () => {
      const { router } = renderApp('/');
      expect(await screen.findByRole('heading', { name: '你好，管理员' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/wel/index');
      expect(userInfoCalls()).toBe(1);
      const session = useSessionStore.getState();
      expect(session.roles).toEqual(['ROLE_ADMIN']);
      expect(session.permissions).toEqual({ sys_user_add: true, sys_user_del: true });
      await waitFor(() => expect(document.title).toBe('首页 - Depot'));
    });

    it('loads the menu with the user info, once per page load', async () => {
      const { router } = renderApp('/wel/index');
      await screen.findByRole('heading', { name: '你好，管理员' });
      const [menuCall] = server.find('GET', '/admin/menu');
      expect(menuCall?.params).toEqual({ parentId: -1 });
      expect(menuCall?.headers.get('Authorization')).toBe('Bearer access-1');
      expect(useMenuStore.getState().items).toEqual(MENU);
      await router.navigate('/info/index');
      expect(server.find('GET', '/admin/menu')).toHaveLength(1);
    });

    it('sends an unknown path to /404 (SPEC §2)', async () => {
      const { router } = renderApp('/no/such/page');
      expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
      await waitFor(() => expect(document.title).toBe('页面不存在 - Depot'));
    });

    it('says 403 inside the layout for a page the user’s menu does not give them', async () => {
      const { router } = renderApp('/as/asset/index');
      expect(await screen.findByText('403')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/as/asset/index');
      expect(screen.getByRole('navigation', { name: '侧边菜单' })).toBeInTheDocument();
    });

    it('sends every navigation to /lock while the screen is locked', async () => {
      useSessionStore.getState().setLock(true);
      const { router } = renderApp('/info/index');
      expect(await screen.findByRole('button', { name: '解锁' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/lock');
      expect(router.state.location.search).toBe('?redirect=%2Finfo%2Findex');
      await router.navigate('/wel/index');
      expect(router.state.location.pathname).toBe('/lock');
      expect(userInfoCalls()).toBe(0);
    });

    it('sends /lock on to the page when the screen is not locked', async () => {
      const { router } = renderApp('/lock?redirect=%2Finfo%2Findex');
      await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));
    });

    it('does not load the user info again once the roles are loaded', async () => {
      const { router } = renderApp('/wel/index');
      await screen.findByRole('heading', { name: '你好，管理员' });
      await router.navigate('/');
      await router.navigate('/wel/index');
      expect(userInfoCalls()).toBe(1);
    });

    it('greets by username when the user has no nickname', async () => {
      const nameless: UserInfo = { ...USER_INFO, sysUser: { ...USER_INFO.sysUser, nickname: '' } };
      userInfoReply = ok(nameless);
      renderApp('/wel/index');
      expect(await screen.findByRole('heading', { name: '你好，admin' })).toBeInTheDocument();
    });

    it.each([
      ['a rejected token', fail(401, '令牌无效')],
      ['a server error', fail(500)],
    ])('signs out locally and goes to /login when the user info fails (%s)', async (_, reply) => {
      userInfoReply = reply;
      const { router } = renderApp('/wel/index');
      expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(useSessionStore.getState().accessToken).toBe('');
      expect(getStore('access_token')).toBeUndefined();
    });
  });
});
