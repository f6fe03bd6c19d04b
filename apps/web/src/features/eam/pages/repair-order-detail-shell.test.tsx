import { EAM_PERMISSIONS, type MenuItem } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { menuItem } from '../../../test/menu-fixtures';
import { findTab, openShell, resetLayout, tab } from '../../../test/shell';
import { eamBackend, type EamData } from '../test/eam-backend';
import { repairOrder, subOrder } from '../test/eam-fixtures';

// The menu as the server seeds it, but without `group` paths: the detail routes themselves
// name the list's entry (handle.menu).
const MENU: MenuItem[] = [
  menuItem({
    id: 6000,
    kind: 'directory',
    path: '/eam',
    label: '维修管理',
    labelEn: 'Repair orders',
    children: [
      menuItem({
        id: 6010,
        parentId: 6000,
        path: '/eam/repair-order',
        label: '维修工单',
        labelEn: 'Repair orders',
      }),
    ],
  }),
  menuItem({ id: 7000, path: '/admin/user', label: '用户管理', labelEn: 'Users' }),
];

let data: EamData;
fakeServerForEachTest(() => ({
  ...eamBackend(() => data),
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok({ ...USER_INFO, permissions: Object.values(EAM_PERMISSIONS) }),
  'GET /admin/menu': () => ok(MENU),
}));

const sidebar = () => screen.getByRole('navigation', { name: '侧边菜单' });

describe('repair-order detail pages in the shell', { timeout: 30_000 }, () => {
  beforeEach(() => {
    logoutLocal();
    resetLayout();
    useSessionStore.getState().signIn(TOKEN_SET);
    data = {
      orders: [repairOrder({ orderId: 5, status: 'in_progress' })],
      subOrders: [subOrder({ subOrderId: 9, orderId: 5 })],
      timeline: [],
    };
  });

  it("open as tabs named with the order's code, with the list's menu entry highlighted", async () => {
    const { user } = await openShell('/eam/repair-order-detail?orderId=5');
    expect(await findTab('RO20260302000005')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('RO20260302000005 - Depot'));
    const entry = within(sidebar()).getByRole('menuitem', { name: /维修工单/ });
    expect(entry.className).toContain('ant-menu-item-selected');
    expect(within(sidebar()).getByRole('menuitem', { name: /维修管理/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(await screen.findByRole('link', { name: '水电' }));
    expect(await findTab('RO20260302000005 · 水电')).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('menuitem', { name: /维修工单/ }).className).toContain(
      'ant-menu-item-selected',
    );
    // The order's tab keeps its name.
    expect(tab('RO20260302000005')).toBeInTheDocument();
  });
});
