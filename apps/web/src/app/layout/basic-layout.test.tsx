import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MenuItem } from '@depot/shared';
import { getStore, setStore } from '../../lib/storage';
import { STORAGE_NAMES } from '../../lib/storage-names';
import { HOME_TAB } from '../../lib/tabs';
import { useMenuStore } from '../../stores/menu';
import { usePrefsStore } from '../../stores/prefs';
import { logoutLocal, useSessionStore } from '../../stores/session';
import { useTabsStore } from '../../stores/tabs';
import { fakeServerForEachTest, ok } from '../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../test/fixtures';
import { findTab, openShell, resetLayout, resizeTo, shellMenu } from '../../test/shell';

let menu: MenuItem[];

const server = fakeServerForEachTest(() => ({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok(USER_INFO),
  'GET /admin/menu': () => ok(menu),
  'DELETE /auth/token/logout': () => ok(true),
}));

const sidebar = () => screen.getByRole('navigation', { name: '侧边菜单' });
const shellRoot = () => screen.getByTestId('shell');

describe('signed-in shell', () => {
  beforeEach(() => {
    logoutLocal();
    resetLayout();
    menu = shellMenu();
    useSessionStore.getState().signIn(TOKEN_SET);
    setStore({ name: STORAGE_NAMES.selectedWarehouseId, content: 3 });
  });
  afterEach(() => usePrefsStore.getState().setLanguage('zh-CN'));

  describe('user menu', () => {
    it('shows nickname and username and offers home, personal info, lock and log out', async () => {
      const { user, router } = await openShell('/info/index');
      await user.click(screen.getByRole('button', { name: '管理员 admin' }));
      const lock = await screen.findByRole('menuitem', { name: '锁屏' });
      const items = within(lock.closest('ul') as HTMLElement).getAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual([
        '首页',
        '个人信息',
        '锁屏',
        '退出登录',
      ]);
      await user.click(screen.getByRole('menuitem', { name: '首页' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/wel/index'));
    });

    it('logs out after confirmation: server call, everything forgotten, back to /login', async () => {
      const { user, router } = await openShell('/info/index');
      await user.click(screen.getByRole('button', { name: '管理员 admin' }));
      await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('即将退出系统，是否继续？')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: '确定' }));

      expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      const [call] = server.find('DELETE', '/auth/token/logout');
      expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
      const session = useSessionStore.getState();
      expect([session.accessToken, session.userInfo, session.roles]).toEqual(['', null, null]);
      expect(session.permissions).toEqual({});
      expect(useMenuStore.getState().items).toEqual([]);
      expect(useTabsStore.getState().tabs).toEqual([HOME_TAB]);
      for (const name of Object.values(STORAGE_NAMES).filter((n) => n !== 'language')) {
        expect(getStore(name), name).toBeUndefined();
      }
    });

    it('stays signed in when the confirmation is cancelled', async () => {
      const { user, router } = await openShell();
      await user.click(screen.getByRole('button', { name: '管理员 admin' }));
      await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/wel/index');
      expect(server.find('DELETE', '/auth/token/logout')).toHaveLength(0);
      expect(useSessionStore.getState().accessToken).toBe('access-1');
    });
  });

  it('switches the page, the menu, the tabs and the title to English', async () => {
    const { user } = await openShell();
    await user.click(within(screen.getByRole('radiogroup', { name: '语言' })).getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Hello, 管理员' })).toBeInTheDocument();
    expect(await findTab('Home', 'Open pages')).toHaveAttribute('aria-current', 'page');
    const englishSidebar = screen.getByRole('navigation', { name: 'Side menu' });
    expect(within(englishSidebar).getByText('System')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home - Depot'));
    expect(document.documentElement.lang).toBe('en-US');
  });

  describe('sidebar', () => {
    it('opens a menu page, names the tab and the title after it', async () => {
      const { user, router } = await openShell();
      await user.click(within(sidebar()).getByText('资产管理'));
      await user.click(await within(sidebar()).findByText('资产列表'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/asset/list/index'));
      // No page is registered for it: 404 inside the layout, under its tab.
      expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
      expect(await findTab('资产列表')).toHaveAttribute('aria-current', 'page');
      await waitFor(() => expect(document.title).toBe('资产列表 - Depot'));
    });

    it('keeps one submenu open at a time', async () => {
      const { user } = await openShell();
      const system = within(sidebar()).getByRole('menuitem', { name: /系统管理/ });
      const assets = within(sidebar()).getByRole('menuitem', { name: /资产管理/ });
      await user.click(system);
      await waitFor(() => expect(system).toHaveAttribute('aria-expanded', 'true'));
      await user.click(assets);
      await waitFor(() => expect(assets).toHaveAttribute('aria-expanded', 'true'));
      expect(system).toHaveAttribute('aria-expanded', 'false');
    });

    it('opens the submenu of the page shown, also for a path in its group', async () => {
      await openShell('/admin/role-detail?id=3');
      const system = within(sidebar()).getByRole('menuitem', { name: /系统管理/ });
      expect(system).toHaveAttribute('aria-expanded', 'true');
      const role = within(sidebar()).getByRole('menuitem', { name: /角色管理/ });
      expect(role.className).toContain('ant-menu-item-selected');
    });

    it('shows an external menu address in an iframe', async () => {
      const { user, router } = await openShell();
      await user.click(within(sidebar()).getByText('外部报表'));
      const frame = await screen.findByTitle('外部报表');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', 'https://example.com/report');
      expect(router.state.location.pathname).toBe('/myiframe/urlPath');
      expect(await findTab('外部报表')).toBeInTheDocument();
    });

    it('says so when there is no menu', async () => {
      menu = [];
      await openShell();
      expect(within(sidebar()).getByText('没有发现菜单')).toBeInTheDocument();
    });

    it('hides entries whose meta.roles the user does not hold', async () => {
      menu = [
        ...shellMenu(),
        { ...shellMenu()[2]!, id: 9, path: '/secret', label: '机密', meta: { roles: ['ROLE_X'] } },
      ];
      await openShell();
      expect(within(sidebar()).getByText('我的资料')).toBeInTheDocument();
      expect(within(sidebar()).queryByText('机密')).not.toBeInTheDocument();
    });
  });

  describe('screen size', () => {
    it('exposes the screen class and collapses the sidebar on small screens', async () => {
      await openShell();
      expect(shellRoot()).toHaveAttribute('data-screen', '2');
      resizeTo(1200);
      expect(shellRoot()).toHaveAttribute('data-screen', '3');
      expect(screen.getByRole('button', { name: '收起菜单' })).toBeInTheDocument();
      resizeTo(767);
      expect(shellRoot()).toHaveAttribute('data-screen', '0');
      expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
      resizeTo(800);
      expect(shellRoot()).toHaveAttribute('data-screen', '1');
    });

    it('toggles the sidebar, showing the short title when collapsed', async () => {
      const { user } = await openShell();
      const logo = screen.getByRole('link', { name: 'Depot 管理后台' });
      expect(logo).toHaveTextContent('Depot 管理后台');
      await user.click(screen.getByRole('button', { name: '收起菜单' }));
      expect(logo).toHaveTextContent(/^D$/);
      await user.click(screen.getByRole('button', { name: '展开菜单' }));
      expect(logo).toHaveTextContent('Depot 管理后台');
    });

    it('collapses the sidebar after a menu click on a small screen', async () => {
      const { user, router } = await openShell();
      resizeTo(900);
      await user.click(screen.getByRole('button', { name: '展开菜单' }));
      await user.click(within(sidebar()).getByText('我的资料'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));
      expect(screen.getByRole('button', { name: '展开菜单' })).toBeInTheDocument();
    });
  });
});
