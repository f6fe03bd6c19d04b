import { describe, expect, it } from 'vitest';
import { buildMenuRoutes } from '../../lib/menu-routes';
import { menuItem } from '../../test/menu-fixtures';
import { pageTrail } from './active-trail';

const routes = buildMenuRoutes(
  [
    menuItem({
      id: 1,
      kind: 'directory',
      path: '/eam',
      children: [
        menuItem({ id: 11, parentId: 1, path: '/eam/repair-order' }),
        menuItem({ id: 12, parentId: 1, path: '/eam/other', group: ['/eam/other-detail'] }),
      ],
    }),
  ],
  [],
);
const ids = (trail: { id: number }[]) => trail.map((route) => route.id);

describe('the menu entries a page highlights', () => {
  it('are those of its own address first', () => {
    const at = { pathname: '/eam/repair-order/index', search: '' };
    expect(ids(pageTrail(routes, at, '/eam/other'))).toEqual([1, 11]);
    const grouped = { pathname: '/eam/other-detail', search: '?id=1' };
    expect(ids(pageTrail(routes, grouped, '/eam/repair-order'))).toEqual([1, 12]);
  });

  it("are those of the entry its route names when no entry leads to it (a list's detail)", () => {
    const detail = { pathname: '/eam/repair-order-detail', search: '?orderId=7' };
    expect(ids(pageTrail(routes, detail, '/eam/repair-order'))).toEqual([1, 11]);
    expect(ids(pageTrail(routes, detail, undefined))).toEqual([]);
    expect(ids(pageTrail(routes, detail, '/not/in/menu'))).toEqual([]);
  });
});
