import { DOOR_LOCK_PERMISSIONS, type DoorLock, type DoorPassword } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { findDialog, renderPage } from '../../../test/render-page';
import { LockDetailPage } from './lock-detail-page';

const lock: DoorLock = {
  lockId: 3,
  storeId: 1,
  storeName: '上海徐汇店',
  storeCode: 'SH001',
  door: '正门',
  model: 'Yale YDM-7116',
  serialNo: 'DL-26001',
  installedOn: '2025-03-01',
  battery: 86,
  status: 'working',
  keeperId: 1,
  keeperName: '管理员',
  remark: null,
  createdAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-01T02:00:00.000Z',
};
// The signed-in test user (id 1) asked for it, and keeps the lock.
const approved: DoorPassword = {
  passwordId: 11,
  lockId: 3,
  door: '正门',
  storeName: '上海徐汇店',
  applicantId: 1,
  applicantName: '管理员',
  startsAt: '2026-03-01T01:00:00.000Z',
  endsAt: '2030-03-01T09:00:00.000Z',
  reason: '早班开门',
  state: 'awaitingSet',
  requestId: 40,
  setByName: null,
  setAt: null,
  reveals: 0,
  createdAt: '2026-03-01T00:00:00.000Z',
};
const empty = { records: [], total: 0, current: 1, size: 10 };

const server = fakeServerForEachTest({
  'GET /doorlock/3': () => ok(lock),
  'GET /doorlock/key/page': () => ok(empty),
  'GET /doorlock/password/page': () => ok({ ...empty, records: [approved], total: 1 }),
  // Twelve reveals, the newest from 10.0.0.8; the page asked for, as the server pages them.
  'GET /doorlock/3/reveals': ({ params }) => {
    const current = Number(params.current);
    const size = Number(params.size);
    const all = Array.from({ length: 12 }, (_, i) => ({
      revealId: 12 - i,
      passwordId: 11,
      userName: '管理员',
      at: `2026-03-${String(13 - i).padStart(2, '0')}T02:00:00.000Z`,
      address: `10.0.0.${8 + i}`,
    }));
    return ok({
      current,
      size,
      total: all.length,
      records: all.slice((current - 1) * size, current * size),
    });
  },
  'GET /doorlock/3/opens': () => ok(empty),
  'GET /doorlock/3/battery': () =>
    ok({
      ...empty,
      total: 2,
      records: [
        { at: '2026-03-05T02:00:00.000Z', battery: 18, byName: '仓管小王' },
        { at: '2026-03-01T02:00:00.000Z', battery: 86, byName: '管理员' },
      ],
    }),
  'POST /doorlock/password': () => ok({ ...approved, passwordId: 12, state: 'pending' }),
  'POST /doorlock/password/11/reveal': () =>
    ok({
      password: '40718263',
      startsAt: approved.startsAt,
      endsAt: approved.endsAt,
      state: 'awaitingSet',
    }),
  'POST /doorlock/password/11/confirm': () => ok({ ...approved, state: 'active' }),
});

describe('a door lock’s page', { timeout: 30_000 }, () => {
  it('asks for a password, reveals the approved one with a copy button, and shows the reveal log', async () => {
    const { user } = renderPage(<LockDetailPage />, {
      path: '/doorlockDetail?id=3',
      permissions: Object.values(DOOR_LOCK_PERMISSIONS),
    });
    expect(
      await screen.findByRole('heading', { name: '上海徐汇店 正门', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('10.0.0.8')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '申请门锁密码' }));
    const dialog = await findDialog('申请门锁密码');
    const [from, to] = within(dialog).getAllByPlaceholderText(/日期/);
    await user.click(from!);
    await user.type(from!, '2026-03-01 09:00{Enter}');
    await user.type(to!, '2026-03-01 18:00{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: '申请原因' }), '夜间盘点');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(server.find('POST', '/doorlock/password')).toHaveLength(1));
    expect(server.find('POST', '/doorlock/password')[0]!.body).toMatchObject({
      lockId: 3,
      reason: '夜间盘点',
    });

    const row = screen.getByText('早班开门').closest('tr')!;
    expect(within(row).getByText('待设置')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '查看密码' }));
    const shown = await findDialog('门锁密码');
    expect(within(shown).getByText('40718263')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: /复制|Copy/ })).toBeInTheDocument();
    expect(server.find('POST', '/doorlock/password/11/reveal')).toHaveLength(1);
  });

  it('reads the whole reveal log from the server, a page at a time', async () => {
    renderPage(<LockDetailPage />, {
      path: '/doorlockDetail?id=3',
      permissions: [DOOR_LOCK_PERMISSIONS.view],
    });
    const card = (await screen.findByText('密码查看记录')).closest('.ant-card') as HTMLElement;
    const addresses = () =>
      within(card)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.lastElementChild?.textContent);
    await waitFor(() => expect(addresses()).toHaveLength(10));
    expect(addresses()[0]).toBe('10.0.0.8');
    await userEvent.click(within(card).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(addresses()).toEqual(['10.0.0.18', '10.0.0.19']));
    expect(server.find('GET', '/doorlock/3/reveals').at(-1)!.params).toMatchObject({
      current: 2,
      size: 10,
    });
  });

  it('lets the keeper confirm the code was entered on the lock, after a confirmation', async () => {
    const { user } = renderPage(<LockDetailPage />, {
      path: '/doorlockDetail?id=3',
      permissions: Object.values(DOOR_LOCK_PERMISSIONS),
    });
    const row = (await screen.findByText('早班开门')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '密码已在锁上设置' }));
    expect(await screen.findByText('确认已在门锁键盘上输入该密码？')).toBeInTheDocument();
    expect(server.find('POST', '/doorlock/password/11/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(server.find('POST', '/doorlock/password/11/confirm')).toHaveLength(1),
    );
  });

  it('shows the battery readings, newest first, flagging a low one', async () => {
    renderPage(<LockDetailPage />, {
      path: '/doorlockDetail?id=3',
      permissions: [DOOR_LOCK_PERMISSIONS.view],
    });
    const card = (await screen.findByText('电量记录')).closest('.ant-card') as HTMLElement;
    const rows = await within(card).findAllByRole('row');
    // The header, then the two readings in the server's order.
    expect(rows.map((r) => r.textContent)).toEqual([
      '记录时间电量记录人',
      expect.stringMatching(/^2026\/03\/05 10:00:00\s*18%\s*电量低仓管小王$/),
      expect.stringMatching(/^2026\/03\/01 10:00:00\s*86%\s*管理员$/),
    ]);
  });
});
