import type { StoreItem } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../api/admin-users';
import { fail, fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { UsersPage } from '../pages/users-page';
import { USER_PERMISSIONS } from '../permissions';
import { adminUser, userBackend } from '../test/user-backend';

const STORES: StoreItem[] = [
  { storeId: 1, code: 'SH001', name: '上海一店', region: '华东', entCode: 'HQ' },
  { storeId: 2, code: 'SH002', name: '上海二店', region: '华东', entCode: 'HQ' },
  { storeId: 3, code: 'BJ001', name: '北京一店', region: '华北', entCode: 'HQ' },
];
let users: AdminUser[];
let assigned: number[];
let refusal: string | undefined;
const server = fakeServerForEachTest(() => ({
  ...userBackend(() => users),
  'GET /admin/store/list': () => ok(STORES),
  'GET /admin/user/2/stores': () => ok({ userId: 2, storeIds: assigned }),
  'PUT /admin/user/2/stores': ({ body }) => {
    if (refusal) return fail(400, refusal);
    assigned = (body as { storeIds: number[] }).storeIds;
    return ok({ userId: 2, storeIds: assigned });
  },
}));
const saved = () => server.find('PUT', '/admin/user/2/stores').map((r) => r.body);

/** Opens zhang's stores dialog once it shows the stores assigned now. */
async function openStores(permissions: readonly string[] = Object.values(USER_PERMISSIONS)) {
  const view = renderPage(<UsersPage />, { permissions });
  const row = (await screen.findByRole('cell', { name: 'zhang' })).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: '分配门店' }));
  const dialog = await findDialog('分配门店：张伟');
  await within(dialog).findByRole('combobox');
  return { ...view, dialog };
}
/** An option of the open store list (antd draws them outside the dialog). */
const optionOf = (label: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
/** The stores the select shows as chosen. */
const chosen = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-select-selection-item')].map((tag) => tag.textContent);

describe('assigning stores to a user', () => {
  beforeEach(() => {
    users = [adminUser({ userId: 2, username: 'zhang', nickname: '张伟' })];
    assigned = [1];
    refusal = undefined;
  });

  it('opens on the current stores, finds another by code and saves the new set', async () => {
    const { user, dialog } = await openStores();
    expect(chosen(dialog)).toEqual(['上海一店 (SH001)']);

    await user.type(within(dialog).getByRole('combobox'), 'BJ');
    const option = await optionOf('北京一店 (BJ001)');
    expect(document.querySelector('.ant-select-item-option[title="上海二店 (SH002)"]')).toBeNull();
    await user.click(option);
    await user.click(dialog.querySelector<HTMLElement>('.ant-select-selection-item-remove')!);
    expect(chosen(dialog)).toEqual(['北京一店 (BJ001)']);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved()).toEqual([{ storeIds: [3] }]));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('分配门店：张伟')).not.toBeInTheDocument());

    // Opened again, it shows what was saved.
    const row = screen.getByRole('cell', { name: 'zhang' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '分配门店' }));
    const again = await findDialog('分配门店：张伟');
    await waitFor(() => expect(chosen(again)).toEqual(['北京一店 (BJ001)']));
  });

  it('saves no stores at all', async () => {
    const { user, dialog } = await openStores();
    await user.click(dialog.querySelector<HTMLElement>('.ant-select-selection-item-remove')!);
    expect(chosen(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved()).toEqual([{ storeIds: [] }]));
  });

  it('shows the server’s refusal and stays open', async () => {
    refusal = '以下门店不存在：2';
    const { user, dialog } = await openStores();
    await user.type(within(dialog).getByRole('combobox'), 'SH002');
    const option = await optionOf('上海二店 (SH002)');
    await user.click(option);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('以下门店不存在：2')).toBeInTheDocument();
    expect(saved()).toEqual([{ storeIds: [1, 2] }]);
    expect(chosen(dialog)).toEqual(['上海一店 (SH001)', '上海二店 (SH002)']);
    expect(screen.getByText('分配门店：张伟')).toBeInTheDocument();
  });

  it('is offered only to those who may edit users', async () => {
    renderPage(<UsersPage />, { permissions: [USER_PERMISSIONS.reset] });
    const row = (await screen.findByRole('cell', { name: 'zhang' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: '重置密码' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '分配门店' })).not.toBeInTheDocument();
  });
});
