import { describe, expect, it } from 'vitest';
import { menuItem } from '../test/menu-fixtures';
import {
  activeTrail,
  buildMenuRoutes,
  filterMenuByRoles,
  findMenuRoute,
  firstLeaf,
  iframeHref,
  menuLabel,
  menuLeaves,
  toMenuRoute,
  withIndex,
} from './menu-routes';

describe('menu → routes (SPEC §3)', () => {
  it('appends /index to a leaf page, once', () => {
    expect(toMenuRoute(menuItem({ id: 1, path: '/admin/user' })).href).toBe('/admin/user/index');
    expect(toMenuRoute(menuItem({ id: 1, path: '/wel/index' })).href).toBe('/wel/index');
    expect(withIndex('admin/user/')).toBe('/admin/user/index');
  });

  it('leaves a directory path as it is and converts its children', () => {
    const route = toMenuRoute(
      menuItem({
        id: 1,
        kind: 'directory',
        path: '/admin',
        children: [menuItem({ id: 2, path: '/admin/user' })],
      }),
    );
    expect(route.href).toBe('/admin');
    expect(route.children.map((c) => c.href)).toEqual(['/admin/user/index']);
  });

  it("adds the item's query to its address", () => {
    const route = toMenuRoute(menuItem({ id: 1, path: '/ware/plan', query: { type: '2' } }));
    expect(route.href).toBe('/ware/plan/index?type=2');
    expect(route.pathname).toBe('/ware/plan/index');
  });

  it('turns an http(s) address into /myiframe/urlPath with its fields as a query string', () => {
    const item = menuItem({
      id: 9,
      kind: 'link',
      path: 'https://example.com/a?b=1',
      label: '报表',
      labelEn: 'Report',
      query: { tab: 'x' },
    });
    const route = toMenuRoute(item);
    expect(route.external).toBe(true);
    expect(route.pathname).toBe('/myiframe/urlPath');
    const params = new URLSearchParams(route.href.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      tab: 'x',
      src: 'https://example.com/a?b=1',
      name: '报表',
      nameEn: 'Report',
    });
    expect(route.href).toBe(iframeHref(item));
    expect(toMenuRoute(menuItem({ id: 1, path: 'HTTP://example.com' })).external).toBe(true);
  });

  it('reads keepAlive and meta.isTab', () => {
    expect(toMenuRoute(menuItem({ id: 1, path: '/a', keepAlive: 1 })).keepAlive).toBe(true);
    expect(toMenuRoute(menuItem({ id: 1, path: '/a' })).keepAlive).toBe(false);
    expect(toMenuRoute(menuItem({ id: 1, path: '/a', meta: { isTab: false } })).isTab).toBe(false);
    expect(toMenuRoute(menuItem({ id: 1, path: '/a' })).isTab).toBe(true);
  });

  it('labels in the chosen language, falling back to Chinese', () => {
    const route = toMenuRoute(menuItem({ id: 1, path: '/a', label: '资产', labelEn: 'Assets' }));
    expect(menuLabel(route, 'zh-CN')).toBe('资产');
    expect(menuLabel(route, 'en-US')).toBe('Assets');
    expect(menuLabel({ label: '资产', labelEn: '' }, 'en-US')).toBe('资产');
  });
});

describe('menu roles (SPEC §6)', () => {
  const menu = [
    menuItem({ id: 1, path: '/open' }),
    menuItem({ id: 2, path: '/admins', meta: { roles: ['ROLE_ADMIN'] } }),
    menuItem({ id: 3, path: '/either', meta: { roles: ['ROLE_A', 'ROLE_B'] } }),
    menuItem({
      id: 4,
      kind: 'directory',
      path: '/dir',
      children: [menuItem({ id: 41, path: '/dir/secret', meta: { roles: ['ROLE_ADMIN'] } })],
    }),
  ];
  const ids = (roles: string[]) => filterMenuByRoles(menu, roles).map((i) => i.id);

  it("shows an item with meta.roles only when they include one of the user's roles", () => {
    expect(ids(['ROLE_ADMIN'])).toEqual([1, 2, 4]);
    expect(ids(['ROLE_B'])).toEqual([1, 3]);
    expect(ids([])).toEqual([1]);
  });

  it('drops a directory whose children are all hidden', () => {
    expect(ids(['ROLE_A'])).not.toContain(4);
  });

  it('sorts by the sort field', () => {
    const sorted = filterMenuByRoles(
      [menuItem({ id: 1, path: '/b', sort: 2 }), menuItem({ id: 2, path: '/a', sort: 1 })],
      [],
    );
    expect(sorted.map((i) => i.id)).toEqual([2, 1]);
  });
});

describe('active entry', () => {
  const routes = buildMenuRoutes(
    [
      menuItem({
        id: 1,
        kind: 'directory',
        path: '/item',
        children: [
          menuItem({ id: 11, path: '/item', group: ['/item/'] }),
          menuItem({ id: 12, path: '/item/dispatch-order', group: ['/item/dispatch'] }),
        ],
      }),
      menuItem({ id: 2, kind: 'link', path: 'https://example.com' }),
      menuItem({ id: 3, path: '/eam/repair-order', group: ['/eam/repair-order-detail'] }),
    ],
    [],
  );
  const ids = (pathname: string, search = '') =>
    activeTrail(routes, pathname, search).map((r) => r.id);

  it('is the leaf with the address, with its directory', () => {
    expect(ids('/item/index')).toEqual([1, 11]);
    expect(ids('/eam/repair-order/index')).toEqual([3]);
  });

  it('is also the entry whose group holds a prefix of the address, the longest one', () => {
    expect(ids('/eam/repair-order-detail')).toEqual([3]);
    expect(ids('/item/detail')).toEqual([1, 11]);
    expect(ids('/item/dispatch-detail')).toEqual([1, 12]);
  });

  it('matches an iframe entry by its whole address', () => {
    const link = routes[1];
    const [pathname, search] = (link?.href ?? '').split('?');
    expect(ids(pathname ?? '', `?${search}`)).toEqual([2]);
    expect(ids('/myiframe/urlPath', '?src=https%3A%2F%2Fother.example')).toEqual([]);
  });

  it('finds only real menu pages, not group matches', () => {
    expect(findMenuRoute(routes, '/item/index')?.id).toBe(11);
    expect(findMenuRoute(routes, '/eam/repair-order-detail')).toBeUndefined();
    expect(findMenuRoute(routes, '/nowhere')).toBeUndefined();
  });

  it('lists the leaves and finds the first page of a directory', () => {
    expect(menuLeaves(routes).map((r) => r.id)).toEqual([11, 12, 2, 3]);
    expect(routes[0] && firstLeaf(routes[0]).id).toBe(11);
  });
});
