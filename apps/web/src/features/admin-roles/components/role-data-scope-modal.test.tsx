import type { DataScopeKind } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { RolesPage } from '../pages/roles-page';
import { ROLE_PERMISSIONS } from '../permissions';
import { roleBackend } from '../test/role-backend';

let scope: DataScopeKind;
let refusal: string | undefined;
const server = fakeServerForEachTest(() => ({
  ...roleBackend(() => ({})),
  'GET /admin/role/2/data-scope': () => ok({ roleId: 2, dataScope: scope }),
  'PUT /admin/role/2/data-scope': ({ body }) => {
    if (refusal) return fail(404, refusal);
    scope = (body as { dataScope: DataScopeKind }).dataScope;
    return ok({ roleId: 2, dataScope: scope });
  },
}));
const saved = () => server.find('PUT', '/admin/role/2/data-scope').map((r) => r.body);

async function openScope(user: ReturnType<typeof renderPage>['user']) {
  const row = (await screen.findByRole('cell', { name: 'staff' })).closest('tr')!;
  await user.click(within(row).getByRole('button', { name: '数据权限' }));
  const dialog = await findDialog('数据权限：员工');
  await within(dialog).findAllByRole('radio');
  return dialog;
}

describe('a role’s data scope', () => {
  beforeEach(() => {
    scope = 'self';
    refusal = undefined;
  });

  it('opens on the current scope, explains each, and saves the one chosen', async () => {
    const { user } = renderPage(<RolesPage />, { permissions: Object.values(ROLE_PERMISSIONS) });
    const dialog = await openScope(user);
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(6);
    expect(within(dialog).getByRole('radio', { name: /仅本人数据/ })).toBeChecked();
    expect(within(dialog).getByText('在用户管理中为用户分配的门店的记录。')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /指定门店数据/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved()).toEqual([{ dataScope: 'stores' }]));
    expect(await screen.findByText('数据权限已保存')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('数据权限：员工')).not.toBeInTheDocument());

    const again = await openScope(user);
    expect(within(again).getByRole('radio', { name: /指定门店数据/ })).toBeChecked();
  });

  it('shows the server’s refusal and stays open', async () => {
    refusal = '角色不存在';
    const { user } = renderPage(<RolesPage />, { permissions: Object.values(ROLE_PERMISSIONS) });
    const dialog = await openScope(user);
    await user.click(within(dialog).getByRole('radio', { name: /全部数据/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('角色不存在')).toBeInTheDocument();
    expect(saved()).toEqual([{ dataScope: 'all' }]);
    expect(within(dialog).getByRole('radio', { name: /全部数据/ })).toBeChecked();
  });

  it('is offered only to those who may edit roles', async () => {
    renderPage(<RolesPage />, { permissions: [ROLE_PERMISSIONS.perm] });
    const row = (await screen.findByRole('cell', { name: 'staff' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: '分配权限' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '数据权限' })).not.toBeInTheDocument();
  });
});
