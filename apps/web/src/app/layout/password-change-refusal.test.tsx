import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http } from '../../api/http';
import { logoutLocal, useSessionStore } from '../../stores/session';
import { fakeServerForEachTest, fail, ok, type FakeReply } from '../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetLayout } from '../../test/shell';
import { FIRST_RENDER_MS } from '../../test/waits';

const REFUSAL = '请先修改密码再继续操作';

/** The server's answer to every call but a few while the password must be changed. */
const passwordChangeRequired = (): FakeReply => ({
  status: 403,
  data: { code: 1, msg: REFUSAL, data: { reason: 'passwordChangeRequired' } },
});

fakeServerForEachTest({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  // Read as passwordUpdated 1: the server knows better (an administrator reset it since).
  'GET /admin/user/info': () => ok(USER_INFO),
  'GET /admin/menu': () => ok([]),
  'PUT /admin/noticeconfig/setInfoOnOrOff': passwordChangeRequired,
  'GET /admin/user/page': () => fail(403, '当前操作没有权限'),
  'DELETE /auth/token/logout': () => ok(true),
});

/** A call a page of the signed-in shell makes; its failure is the client's to show. */
async function call(request: Promise<unknown>) {
  await request.catch(() => undefined);
}

describe('a call refused until the password is changed', () => {
  beforeEach(() => {
    logoutLocal();
    resetLayout();
    useSessionStore.getState().signIn(TOKEN_SET);
  });

  it('opens the forced password dialog instead of showing an error; any other 403 is shown', async () => {
    renderApp('/wel/index');
    await screen.findByTestId('shell', {}, { timeout: FIRST_RENDER_MS });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await call(http.put('/admin/noticeconfig/setInfoOnOrOff', { messageNotifiStatus: 0 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请先修改密码')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('新密码')).toBeInTheDocument();
    expect(screen.getByTestId('shell').style.filter).toMatch(/blur/);

    // A later refusal of another kind is toasted: had the first been, it would be there too.
    await call(http.get('/admin/user/page'));
    expect(await screen.findByText('当前操作没有权限')).toBeInTheDocument();
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
  });
});
