import { DOOR_LOCK_PERMISSIONS, type DoorKey, type DoorLock } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { EkeyPage } from './ekey-page';

const lock = { lockId: 3, storeName: '上海徐汇店', door: '正门' } as DoorLock;
const BACK = { lockId: 9, storeName: '上海静安店', door: '后门' } as DoorLock;
const key: DoorKey = {
  keyId: 7,
  lockId: 3,
  door: '正门',
  storeName: '上海徐汇店',
  userId: 5,
  userName: '王芳',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2026-06-01T01:00:00.000Z',
  schedule: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' },
  state: 'valid',
  issuedByName: '管理员',
  revokedAt: null,
  revokedByName: null,
  revokeReason: null,
  createdAt: '2026-03-01T01:00:00.000Z',
};

const server = fakeServerForEachTest({
  // The first matches of nothing typed hold one lock; the back door is found by searching.
  'GET /doorlock/page': ({ params }) =>
    ok({
      records: params.q
        ? [lock, BACK].filter((l) => `${l.storeName} ${l.door}`.includes(String(params.q)))
        : [lock],
      total: 1,
      current: 1,
      size: 20,
    }),
  'GET /doorlock/9': () => ok(BACK),
  'GET /doorlock/key/page': () => ok({ records: [key], total: 1, current: 1, size: 10 }),
  'GET /admin/user/list': () =>
    ok([{ userId: 5, username: 'wangfang', nickname: '王芳', deptId: null }]),
  'POST /doorlock/key': () => ok({ ...key, keyId: 8 }),
  'POST /doorlock/key/7/revoke': () => ok({ ...key, state: 'revoked', revokeReason: '员工离职' }),
});

describe('electronic keys', { timeout: 30_000 }, () => {
  it('lists keys with their weekly schedule and revokes one with a reason', async () => {
    const { user } = renderPage(<EkeyPage />, {
      permissions: Object.values(DOOR_LOCK_PERMISSIONS),
    });
    const row = (await screen.findByText('王芳')).closest('tr')!;
    expect(within(row).getByText('有效')).toBeInTheDocument();
    expect(within(row).getByText(/周一 周二 周三 周四 周五 09:00–18:00/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /撤\s*销/ }));
    const dialog = await findDialog('撤销 王芳 的电子钥匙');
    await user.type(within(dialog).getByRole('textbox', { name: '撤销原因' }), '员工离职');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/doorlock/key/7/revoke')).toHaveLength(1));
    expect(server.find('POST', '/doorlock/key/7/revoke')[0]!.body).toEqual({ reason: '员工离职' });
  });

  it('issues a key for a lock, a holder and a window', async () => {
    const { user } = renderPage(<EkeyPage />, {
      permissions: Object.values(DOOR_LOCK_PERMISSIONS),
    });
    await user.click(await screen.findByRole('button', { name: '发放钥匙' }));
    const dialog = await findDialog('发放钥匙');
    await user.click(within(dialog).getByRole('combobox', { name: '门锁' }));
    await user.click(await screen.findByTitle('上海徐汇店 正门'));
    await user.click(within(dialog).getByRole('combobox', { name: '持有人' }));
    await user.click(await screen.findByTitle('王芳 (wangfang)'));
    const [from, to] = within(dialog).getAllByPlaceholderText(/日期/);
    await user.click(from!);
    await user.type(from!, '2026-03-01 09:00{Enter}');
    await user.type(to!, '2026-03-31 18:00{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/doorlock/key')).toHaveLength(1));
    expect(server.find('POST', '/doorlock/key')[0]!.body).toMatchObject({
      lockId: 3,
      userId: 5,
      schedule: null,
    });
  });

  it('finds a lock on the server by what is typed, and names the lock the page was opened for', async () => {
    const { user } = renderPage(<EkeyPage />, {
      permissions: Object.values(DOOR_LOCK_PERMISSIONS),
      path: '/doorlockEkey?lockId=9',
    });
    // Opened for the back door: the filter names it, though it is not among the first matches.
    const filter = await screen.findByRole('combobox', { name: '门锁' });
    const select = filter.closest('.ant-select') as HTMLElement;
    expect(await within(select).findByTitle('上海静安店 后门')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '发放钥匙' }));
    const dialog = await findDialog('发放钥匙');
    const box = within(dialog).getByRole('combobox', { name: '门锁' });
    await user.click(box);
    await user.type(box, '静安');
    await waitFor(() =>
      expect(server.find('GET', '/doorlock/page').map((c) => c.params.q)).toContain('静安'),
    );
  });
});
