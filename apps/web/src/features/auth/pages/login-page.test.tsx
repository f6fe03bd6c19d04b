import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED, encryptPassword, type ClientConfig } from '@depot/shared';
import { getStore } from '../../../lib/storage';
import { usePrefsStore } from '../../../stores/prefs';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { CLIENT_CONFIG, TOKEN_SET, USER_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { FIRST_RENDER_MS } from '../../../test/waits';

let config: ClientConfig;
/** Answers GET /auth/client-config instead of the configuration when set. */
let configReply: FakeReply | null;
let tokenReply: FakeReply;

const server = fakeServerForEachTest(() => ({
  'GET /auth/client-config': () => configReply ?? ok(config),
  'POST /auth/oauth/token': () => tokenReply,
  'GET /admin/user/info': () => ok(USER_INFO),
  'GET /admin/menu': () => ok([]),
}));

async function fillIn(values: { username: string; password: string; code?: string }) {
  const user = userEvent.setup();
  // Focus and paste: one change per field keeps these tests quick with the real antd.
  const enter = async (label: string, text: string) => {
    await user.click(await screen.findByLabelText(label));
    await user.paste(text);
  };
  await enter('用户名', values.username);
  await enter('密码', values.password);
  if (values.code !== undefined) await enter('验证码', values.code);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

const captchaSrc = () => screen.getByRole('img', { name: '验证码图片' }).getAttribute('src');

describe('login page', () => {
  beforeEach(() => {
    logoutLocal();
    config = { ...CLIENT_CONFIG };
    configReply = null;
    tokenReply = { status: 200, data: TOKEN_SET };
  });
  afterEach(() => usePrefsStore.getState().setLanguage('zh-CN'));

  it('sends the encrypted password with the client credentials, then opens the page asked for', async () => {
    const { router } = renderApp('/login?redirect=%2Fwel%2Findex');
    await screen.findByLabelText('用户名');
    const randomStr = new URL(captchaSrc() ?? '', 'http://x').searchParams.get('randomStr');

    await fillIn({ username: 'admin', password: 'Admin@2026', code: 'ab12' });

    // The file's first signed-in page: the shell's and antd's code is transformed as well.
    const greeting = { name: '你好，管理员' };
    expect(
      await screen.findByRole('heading', greeting, { timeout: FIRST_RENDER_MS }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wel/index');
    const [grant] = server.find('POST', '/auth/oauth/token');
    expect(grant?.params).toEqual({
      grant_type: 'password',
      username: 'admin',
      password: encryptPassword('Admin@2026', CLIENT_CONFIG.passwordKey),
      randomStr,
      code: 'ab12',
      scope: 'server',
    });
    expect(grant?.url).not.toContain('Admin%402026');
    expect(grant?.headers.get('Authorization')).toBe(`Basic ${btoa('depot:depot')}`);
    expect(server.find('GET', '/admin/user/info')[0]?.headers.get('Authorization')).toBe(
      'Bearer access-1',
    );
    expect(useSessionStore.getState().accessToken).toBe('access-1');
    expect(useSessionStore.getState().isLock).toBe(false);
    expect(getStore('access_token')).toBe('access-1');
  });

  it('goes to / (home) when no page was asked for', async () => {
    const { router } = renderApp('/login');
    await fillIn({ username: 'admin', password: 'Admin@2026', code: 'ab12' });
    await screen.findByRole('heading', { name: '你好，管理员' });
    expect(router.state.location.pathname).toBe('/wel/index');
  });

  it('shows the server message on 426 and changes the captcha', async () => {
    tokenReply = fail(426, '用户名不存在或者密码错误');
    const { router } = renderApp('/login');
    await screen.findByLabelText('用户名');
    const before = captchaSrc();

    await fillIn({ username: 'admin', password: 'wrong-pass', code: 'ab12' });

    expect(await screen.findByText('用户名不存在或者密码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(captchaSrc()).not.toBe(before);
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(useSessionStore.getState().accessToken).toBe('');
  });

  it('marks the code field on 428, without a toast, and changes the captcha', async () => {
    tokenReply = fail(428, '验证码不合法');
    renderApp('/login');
    await screen.findByLabelText('用户名');
    const before = captchaSrc();

    await fillIn({ username: 'admin', password: 'Admin@2026', code: 'zzzz' });

    expect(await screen.findByText('验证码错误，请重新输入')).toBeInTheDocument();
    expect(screen.queryByText('验证码不合法')).not.toBeInTheDocument();
    expect(captchaSrc()).not.toBe(before);
  });

  it('hides the captcha when the server turns it off and sends no code', async () => {
    config = { ...CLIENT_CONFIG, captcha: false };
    renderApp('/login');
    await screen.findByLabelText('用户名');
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '验证码图片' })).not.toBeInTheDocument();

    await fillIn({ username: 'admin', password: 'Admin@2026' });

    await screen.findByRole('heading', { name: '你好，管理员' });
    const [grant] = server.find('POST', '/auth/oauth/token');
    const sent = new URLSearchParams(grant?.url.split('?')[1]);
    expect([...sent.keys()].sort()).toEqual(['grant_type', 'password', 'scope', 'username']);
  });

  it('shows the captcha when the server asks for it although it is off, then sends it', async () => {
    config = { ...CLIENT_CONFIG, captcha: false };
    // As the server answers a challenged sign-in that came without a captcha.
    tokenReply = {
      status: 428,
      data: {
        code: 1,
        msg: '该账号近期登录尝试过多，请输入验证码',
        data: { reason: CAPTCHA_REQUIRED },
      },
    };
    renderApp('/login');
    const user = await fillIn({ username: 'admin', password: 'Admin@2026' });
    // The reason under the code field, which appears now; no code was sent the first time.
    expect(await screen.findByText('该账号近期登录尝试过多，请输入验证码')).toBeInTheDocument();
    const randomStr = new URL(captchaSrc() ?? '', 'http://x').searchParams.get('randomStr');
    tokenReply = { status: 200, data: TOKEN_SET };
    await user.click(screen.getByLabelText('验证码'));
    await user.paste('ab12');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('heading', { name: '你好，管理员' });
    const [first, second] = server.find('POST', '/auth/oauth/token');
    expect(new URLSearchParams(first?.url.split('?')[1]).has('code')).toBe(false);
    const sent = new URLSearchParams(second?.url.split('?')[1]);
    expect(sent.get('code')).toBe('ab12');
    expect(sent.get('randomStr')).toBe(randomStr);
  });

  it('says what is missing and does not call the server', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(server.find('POST', '/auth/oauth/token')).toHaveLength(0);
  });

  it('switches to English, remembered in local storage only', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    const languages = await screen.findByRole('radiogroup', { name: '语言' });
    expect(within(languages).getByRole('radio', { name: '中文' })).toBeChecked();
    // antd hides the radio input itself; people click its visible label.
    await user.click(within(languages).getByText('English'));
    expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in - Depot'));
    expect(getStore('language')).toBe('en-US');
    expect(window.sessionStorage.length).toBe(0);
    expect(server.requests().map((r) => r.path)).toEqual(['/auth/client-config']);
  });

  it('says when its configuration cannot be read, and reads it again on retry', async () => {
    configReply = { status: 502, data: null };
    renderApp('/login');
    expect(await screen.findByText('无法加载登录配置，请稍后重试。')).toBeInTheDocument();
    expect(screen.queryByLabelText('密码')).not.toBeInTheDocument();

    configReply = null;
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByLabelText('密码')).toBeInTheDocument();
    expect(screen.queryByText('无法加载登录配置，请稍后重试。')).not.toBeInTheDocument();
    const asked = server.find('GET', '/auth/client-config');
    expect(asked).toHaveLength(2);
    expect(asked[0]?.headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('sends a signed-in user from /login to home', async () => {
    useSessionStore.getState().signIn(TOKEN_SET);
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: '你好，管理员' });
    expect(router.state.location.pathname).toBe('/wel/index');
  });
});
