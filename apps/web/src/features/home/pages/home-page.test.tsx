import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { openShell, resetLayout, shellMenu } from '../../../test/shell';

fakeServerForEachTest({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /admin/user/info': () => ok({ ...USER_INFO, roles: ['ROLE_ADMIN', 'ROLE_WAREHOUSE'] }),
  'GET /admin/menu': () => ok(shellMenu()),
});

describe('home page', () => {
  beforeEach(() => {
    logoutLocal();
    resetLayout();
    useSessionStore.getState().signIn(TOKEN_SET);
  });

  it("greets the user and lists their roles and their menu's pages", async () => {
    const { user, router } = await openShell('/wel/index');
    expect(await screen.findByRole('heading', { name: '你好，管理员' })).toBeInTheDocument();
    const roles = screen.getByRole('list', { name: '我的角色' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['ROLE_ADMIN', 'ROLE_WAREHOUSE']);
    const shortcuts = screen.getByRole('navigation', { name: '快捷入口' });
    const links = within(shortcuts).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '用户管理',
      '角色管理',
      '资产列表',
      '我的资料',
      '外部报表',
    ]);
    await user.click(within(shortcuts).getByRole('link', { name: '资产列表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asset/list/index'));
  });
});
