import type { DoorLock } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
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
    ok([{ storeId: 1, code: 'SH001', name: '上海徐汇店', region: '华东', entCode: 'DEPOT' }]),
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
});
