import { DOOR_LOCK_PERMISSIONS, type DoorLock } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { LockListPage } from './lock-list-page';

const lock = (lockId: number, battery: number, serialNo: string): DoorLock => ({
  lockId,
  storeId: 1,
  storeName: '上海徐汇店',
  storeCode: 'SH001',
  door: lockId === 1 ? '正门' : '后门（仓库）',
  model: 'Yale YDM-7116',
  serialNo,
  installedOn: '2025-03-01',
  battery,
  status: 'working',
  keeperId: 1,
  keeperName: '管理员',
  remark: null,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
});

const server = fakeServerForEachTest({
  'GET /doorlock/page': () =>
    ok({
      records: [lock(1, 86, 'DL-26001'), lock(2, 12, 'DL-26002')],
      total: 2,
      current: 1,
      size: 10,
    }),
  'GET /admin/store/list': () =>
    ok([
      { storeId: 1, code: 'SH001', name: '上海徐汇店', region: '华东', entCode: 'DEPOT' },
      { storeId: 2, code: 'SH002', name: '上海浦东店', region: '华东', entCode: 'DEPOT' },
    ]),
  'GET /admin/user/list': () =>
    ok([{ userId: 1, username: 'admin', nickname: '管理员', deptId: null }]),
  'POST /doorlock': () => ok({ ...lock(1, 90, 'DL-9'), lockId: 9, storeId: 2 }),
  'PUT /doorlock': () => ok(lock(1, 80, 'DL-26001')),
  'DELETE /doorlock/2': () => ok(true),
  'POST /doorlock/open/import': ({ params }) =>
    String(params.dryRun) === 'true'
      ? ok({
          dryRun: true,
          rows: 2,
          imported: 0,
          errors: [
            {
              row: 3,
              column: 'method',
              key: 'doorlock.import.oneOf',
              message: '须为以下之一：电子钥匙、密码、门卡、机械钥匙',
            },
          ],
        })
      : ok({ dryRun: false, rows: 2, imported: 2, errors: [] }),
});

const xlsx = (name: string) =>
  new File(['PK'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('the door lock list', { timeout: 30_000 }, () => {
  it('shows each lock’s battery, flagging a low one, and filters by text', async () => {
    const { user } = renderPage(<LockListPage />);
    const low = (await screen.findByText('DL-26002')).closest('tr')!;
    expect(within(low).getByText('12%')).toBeInTheDocument();
    expect(within(low).getByText('电量低')).toBeInTheDocument();
    const fine = screen.getByText('DL-26001').closest('tr')!;
    expect(within(fine).queryByText('电量低')).toBeNull();
    expect(within(fine).getByText('正常')).toBeInTheDocument();
    expect(within(fine).getByRole('link', { name: '正门' })).toHaveAttribute(
      'href',
      '/doorlockDetail?id=1',
    );
    await user.type(screen.getByRole('textbox', { name: '搜索' }), 'DL-26002{Enter}');
    await waitFor(() =>
      expect(server.find('GET', '/doorlock/page').some((r) => r.params.q === 'DL-26002')).toBe(
        true,
      ),
    );
  });

  it('adds a lock at the chosen store, edits one, and deletes one only once confirmed', async () => {
    const { user } = renderPage(<LockListPage />, {
      permissions: Object.values(DOOR_LOCK_PERMISSIONS),
    });
    await screen.findByText('DL-26001');
    await user.click(screen.getByRole('button', { name: '新增门锁' }));
    const add = await findDialog('新增门锁');
    await user.click(within(add).getByRole('combobox', { name: '门店' }));
    await user.click(await screen.findByTitle('上海浦东店'));
    await user.type(within(add).getByRole('textbox', { name: '门' }), ' 侧门 ');
    await user.type(within(add).getByRole('textbox', { name: '型号' }), 'Yale YDM-7116');
    await user.type(within(add).getByRole('textbox', { name: '序列号' }), 'DL-9');
    await user.type(within(add).getByRole('spinbutton', { name: '电量' }), '90');
    await user.click(within(add).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/doorlock')).toHaveLength(1));
    expect(server.find('POST', '/doorlock')[0]!.body).toEqual({
      storeId: 2,
      door: '侧门',
      model: 'Yale YDM-7116',
      serialNo: 'DL-9',
      installedOn: null,
      battery: 90,
      status: 'working',
      keeperId: null,
      remark: null,
    });
    expect(await screen.findByText('门锁已保存')).toBeInTheDocument();

    const row = screen.getByText('DL-26001').closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = await findDialog('编辑门锁');
    const door = within(edit).getByRole('textbox', { name: '门' });
    expect(door).toHaveValue('正门');
    await user.clear(door);
    await user.type(door, '前门');
    await user.click(within(edit).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('PUT', '/doorlock')).toHaveLength(1));
    expect(server.find('PUT', '/doorlock')[0]!.body).toMatchObject({
      lockId: 1,
      door: '前门',
      installedOn: '2025-03-01',
      keeperId: 1,
    });

    const other = screen.getByText('DL-26002').closest('tr')!;
    await user.click(within(other).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/删除门锁“上海徐汇店 后门（仓库）”/)).toBeInTheDocument();
    expect(server.find('DELETE', '/doorlock/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(server.find('DELETE', '/doorlock/2')).toHaveLength(1));
  });

  it('shows no add, edit or delete buttons without their keys', async () => {
    renderPage(<LockListPage />, { permissions: [DOOR_LOCK_PERMISSIONS.view] });
    const row = (await screen.findByText('DL-26001')).closest('tr')!;
    expect(screen.queryByRole('button', { name: '新增门锁' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('checks an open-log file first and names each bad row’s column in the user’s words', async () => {
    const { user } = renderPage(<LockListPage />, {
      permissions: [DOOR_LOCK_PERMISSIONS.view, DOOR_LOCK_PERMISSIONS.import],
    });
    await user.click(await screen.findByRole('button', { name: '导入开门记录' }));
    const dialog = await findDialog('导入开门记录');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // A vendor's CSV is offered beside the workbook.
    expect(input.accept).toContain('.csv');
    await user.upload(input, xlsx('vendor-export.xlsx'));
    const report = await within(dialog).findByRole('table');
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([['3', '开门方式', '须为以下之一：电子钥匙、密码、门卡、机械钥匙']]);
    const calls = server.find('POST', '/doorlock/open/import');
    expect(calls).toHaveLength(1);
    expect(String(calls[0]!.params.dryRun)).toBe('true');
    expect(within(dialog).getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('shows no import buttons without the import key', async () => {
    renderPage(<LockListPage />, { permissions: [DOOR_LOCK_PERMISSIONS.view] });
    await screen.findByText('DL-26002');
    expect(screen.queryByRole('button', { name: '导入门锁' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导入开门记录' })).not.toBeInTheDocument();
  });
});
