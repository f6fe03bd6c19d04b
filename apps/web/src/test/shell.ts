import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '@depot/shared';
import { useLayoutStore } from '../stores/layout';
import { renderApp } from './render-app';
import { FIRST_RENDER_MS } from './waits';

/** Opens the signed-in shell at a path and waits for its sidebar. */
export async function openShell(path = '/wel/index') {
  const view = renderApp(path);
  // The first test of a file also waits for the shell's code to be transformed and imported.
  await screen.findByRole('navigation', { name: '侧边菜单' }, { timeout: FIRST_RENDER_MS });
  return { ...view, user: userEvent.setup() };
}

/** The tab bar: a navigation of the open pages' links, the shown one `aria-current="page"`. */
export const tabBar = (name = '已打开的页面') => screen.getByRole('navigation', { name });

/** The tab of an open page, by its name. */
export const tab = (name: string, bar?: string) => within(tabBar(bar)).getByRole('link', { name });

/**
 * The tab of an open page once it is there. The shell opens a page's tab in an effect after
 * the page is drawn, so a test that has just seen the page waits for its tab with this.
 */
export const findTab = async (name: string, bar = '已打开的页面') =>
  within(await screen.findByRole('navigation', { name: bar })).findByRole('link', { name });

/** Sets the window width as a resize would, and lets the shell follow. */
export function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

/** A wide screen with the sidebar open, as each test starts. */
export function resetLayout() {
  window.innerWidth = 1024;
  useLayoutStore.setState({ screen: 2, collapsed: false });
}

/** Menu of the shell tests: a directory of two pages, the profile page (kept alive), a link. */
export function shellMenu(): MenuItem[] {
  const base = { icon: null, group: [], query: null, meta: {}, children: [] };
  const page = (
    id: number,
    path: string,
    label: string,
    labelEn: string,
    extra: Partial<MenuItem> = {},
  ): MenuItem => ({
    ...base,
    id,
    parentId: -1,
    kind: 'page',
    path,
    label,
    labelEn,
    sort: id,
    keepAlive: 0,
    ...extra,
  });
  return [
    page(1, '/admin', '系统管理', 'System', {
      kind: 'directory',
      children: [
        page(11, '/admin/user', '用户管理', 'Users', { parentId: 1 }),
        page(12, '/admin/role', '角色管理', 'Roles', { parentId: 1, group: ['/admin/role-'] }),
      ],
    }),
    page(2, '/asset', '资产管理', 'Assets', {
      kind: 'directory',
      children: [page(21, '/asset/list', '资产列表', 'Asset list', { parentId: 2 })],
    }),
    page(3, '/info', '我的资料', 'My profile', { keepAlive: 1 }),
    page(4, 'https://example.com/report', '外部报表', 'External report', { kind: 'link' }),
  ];
}
