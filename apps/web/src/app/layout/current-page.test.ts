import { describe, expect, it } from 'vitest';
import { buildMenuRoutes } from '../../lib/menu-routes';
import { menuItem } from '../../test/menu-fixtures';
import { describePage } from './current-page';

const routes = buildMenuRoutes(
  [
    menuItem({ id: 1, path: '/admin/user', label: '用户', labelEn: 'Users', keepAlive: 1 }),
    menuItem({ id: 2, path: '/popup', meta: { isTab: false } }),
  ],
  [],
);

describe('the page at an address', () => {
  it('is named after its menu entry, with its keepAlive and isTab', () => {
    expect(
      describePage({ pathname: '/admin/user/index', search: '?x=1' }, undefined, routes),
    ).toEqual({
      key: '/admin/user/index?x=1',
      label: { zh: '用户', en: 'Users' },
      isTab: true,
      keepAlive: true,
    });
    expect(describePage({ pathname: '/popup/index', search: '' }, undefined, routes).isTab).toBe(
      false,
    );
  });

  it("is named by its route's label otherwise", () => {
    const page = describePage({ pathname: '/info/index', search: '' }, { label: 'route.info' }, []);
    expect(page).toEqual({
      key: '/info/index',
      label: { key: 'route.info' },
      isTab: true,
      keepAlive: false,
    });
    const notTab = { label: 'route.info', isTab: false } as const;
    expect(describePage({ pathname: '/d', search: '' }, notTab, []).isTab).toBe(false);
  });

  it('is named by the label the page gave itself, once it has one', () => {
    const own = { zh: 'RO20260301000001', en: 'RO20260301000001' };
    const detail = { pathname: '/eam/repair-order-detail', search: '?orderId=1' };
    const handle = { label: 'route.info' } as const;
    expect(describePage(detail, handle, [], own).label).toEqual(own);
    expect(describePage(detail, handle, []).label).toEqual({ key: 'route.info' });
    const menuPage = { pathname: '/admin/user/index', search: '' };
    expect(describePage(menuPage, undefined, routes, own).label).toEqual(own);
  });

  it('is the 404 page, not a tab, when it is neither', () => {
    expect(describePage({ pathname: '/nowhere', search: '' }, undefined, routes)).toEqual({
      key: '/nowhere',
      label: { key: 'route.404' },
      isTab: false,
      keepAlive: false,
    });
  });
});
