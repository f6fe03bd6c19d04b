import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoginLogRecord } from '../../../api/admin-logs';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderPage } from '../../../test/render-page';
import { LoginLogPage } from './login-log-page';

const RECORDS: LoginLogRecord[] = [
  {
    id: 2,
    userId: null,
    username: 'ghost',
    grantType: 'password',
    result: 'BAD_CREDENTIALS',
    ip: '10.0.0.9',
    userAgent: 'curl/8.5.0',
    createdAt: '2026-11-22T03:00:00.000Z',
  },
  {
    id: 1,
    userId: 1,
    username: 'admin',
    grantType: 'refresh_token',
    result: 'success',
    ip: '10.0.0.8',
    userAgent: null,
    createdAt: '2026-11-22T02:00:00.000Z',
  },
];

const server = fakeServerForEachTest({
  'GET /admin/login-log/page': ({ params }) =>
    ok({ records: RECORDS, total: 2, current: params.current, size: params.size }),
});

describe('sign-in log page', () => {
  it('shows results and sign-in types in words, and filters failures of one type', async () => {
    const { user } = renderPage(<LoginLogPage />, { permissions: ['sys_loginlog_view'] });
    const table = await screen.findByRole('table', { name: '登录日志列表' });
    const ghost = (await within(table).findByText('ghost')).closest('tr') as HTMLElement;
    expect(within(ghost).getByText('用户名或密码错误')).toBeInTheDocument();
    expect(within(ghost).getByText('密码登录')).toBeInTheDocument();
    expect(within(ghost).getByText('curl 8')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '结果' }));
    await user.click(await screen.findByTitle('失败'));
    await user.click(screen.getByRole('combobox', { name: '登录方式' }));
    await user.click(await screen.findByTitle('密码登录', { exact: true }));
    await user.type(screen.getByRole('textbox', { name: 'IP 地址' }), '10.0.0.9{Enter}');

    await waitFor(() => expect(server.find('GET', '/admin/login-log/page')).toHaveLength(2));
    expect(server.find('GET', '/admin/login-log/page')[1]?.params).toEqual({
      success: false,
      grantType: 'password',
      ip: '10.0.0.9',
      current: 1,
      size: 10,
    });
  });
});
