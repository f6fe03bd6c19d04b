import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OnlineSession } from '../../../api/admin-logs';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage, findDialog } from '../../../test/render-page';
import { OnlinePage } from './online-page';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

function session(familyId: string, userId: number, username: string): OnlineSession {
  return {
    familyId,
    userId,
    username,
    nickname: `${username} 昵称`,
    clientId: 'depot',
    ip: '10.0.0.8',
    userAgent: CHROME,
    signedInAt: '2026-11-22T01:00:00.000Z',
    lastUsedAt: '2026-11-22T02:00:00.000Z',
    expiresAt: '2026-11-23T01:00:00.000Z',
  };
}

// The signed-in user of renderPage is admin (userId 1).
const SESSIONS = [session('fam-admin', 1, 'admin'), session('fam-li', 7, 'li')];

const server = fakeServerForEachTest({
  'GET /admin/online/page': ({ params }) =>
    ok({ records: SESSIONS, total: 2, current: params.current, size: params.size }),
  'DELETE /admin/online/fam-li': () => ok(true),
  'DELETE /admin/online/fam-admin': () => ok(true),
});

async function openPage(permissions: string[]) {
  const view = renderPage(<OnlinePage />, { permissions });
  const table = await screen.findByRole('table', { name: '在线用户列表' });
  await within(table).findByText('li');
  return { ...view, table };
}

const rowOf = (table: HTMLElement, username: string) =>
  within(table).getByText(username).closest('tr') as HTMLElement;

describe('online sessions page', () => {
  it("marks the user's own sign-ins and shortens the user agent", async () => {
    const { table } = await openPage(['sys_online_view']);
    expect(within(rowOf(table, 'admin')).getByText('本人')).toBeInTheDocument();
    expect(within(rowOf(table, 'li')).queryByText('本人')).not.toBeInTheDocument();
    expect(within(rowOf(table, 'li')).getByText('Chrome 120 · Windows')).toBeInTheDocument();
  });

  it('asks before a force sign-out, then ends that sign-in and reloads the list', async () => {
    const { table, user } = await openPage(['sys_online_view', 'sys_online_kick']);
    await user.click(within(table).getByRole('button', { name: '强制下线 li' }));
    const dialog = await findDialog('确定让用户 li 的这次登录立即下线吗？');
    expect(within(dialog).queryByText(/您本人的登录/)).not.toBeInTheDocument();
    expect(server.find('DELETE', '/admin/online/fam-li')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '强制下线' }));
    expect(await screen.findByText('已强制下线')).toBeInTheDocument();
    expect(server.find('DELETE', '/admin/online/fam-li')).toHaveLength(1);
    await waitFor(() => expect(server.find('GET', '/admin/online/page')).toHaveLength(2));
  });

  it('warns that ending your own sign-in may sign you out; cancel changes nothing', async () => {
    const { table, user } = await openPage(['sys_online_view', 'sys_online_kick']);
    await user.click(within(table).getByRole('button', { name: '强制下线 admin' }));
    const dialog = await findDialog('确定让用户 admin 的这次登录立即下线吗？');
    expect(within(dialog).getByText(/这是您本人的登录/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText(/这是您本人的登录/)).not.toBeInTheDocument());
    expect(server.find('DELETE', '/admin/online/fam-admin')).toHaveLength(0);
  });

  it('has no force sign-out without sys_online_kick', async () => {
    const { table } = await openPage(['sys_online_view']);
    expect(within(table).queryByRole('button', { name: /强制下线/ })).not.toBeInTheDocument();
  });

  it('searches by username', async () => {
    const { user } = await openPage(['sys_online_view']);
    await user.type(screen.getByRole('textbox', { name: '用户名' }), 'li{Enter}');
    await waitFor(() => expect(server.find('GET', '/admin/online/page')).toHaveLength(2));
    expect(server.find('GET', '/admin/online/page')[1]?.params).toEqual({
      username: 'li',
      current: 1,
      size: 10,
    });
  });
});
