import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { App, ConfigProvider } from 'antd';
import { FeedbackBridge } from '../components/feedback-bridge';
import { registerNavigate } from '../lib/navigation';
import { getStore, setStore } from '../lib/storage';
import { STORAGE_NAMES } from '../lib/storage-names';
import { logoutLocal, useSessionStore } from '../stores/session';
import { fail, fakeServerForEachTest, ok } from '../test/fake-server';
import { TOKEN_SET, USER_INFO } from '../test/fixtures';
import { TEST_THEME } from '../test/theme';
import { isApiError } from './api-error';
import { http } from './http';

/** antd's App with the bridge, as the providers mount it: the client toasts through it. */
function mountToasts() {
  render(
    <ConfigProvider theme={TEST_THEME}>
      <App>
        <FeedbackBridge />
      </App>
    </ConfigProvider>,
  );
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('http client', () => {
  let navigate: Mock<Parameters<typeof registerNavigate>[0]>;

  beforeEach(() => {
    logoutLocal();
    navigate = vi.fn<Parameters<typeof registerNavigate>[0]>();
    registerNavigate(navigate);
    mountToasts();
  });

  describe('bearer token', () => {
    const server = fakeServerForEachTest({ 'GET /admin/thing': () => ok(1) });

    it('is sent when signed in', async () => {
      useSessionStore.getState().signIn(TOKEN_SET);
      await http.get('/admin/thing');
      expect(server.lastRequest()?.headers.get('Authorization')).toBe('Bearer access-1');
    });

    it('is not sent when the call turns it off', async () => {
      useSessionStore.getState().signIn(TOKEN_SET);
      await http.get('/admin/thing', { withToken: false });
      expect(server.lastRequest()?.headers.has('Authorization')).toBe(false);
    });

    it('goes with the current language, so server messages can follow it', async () => {
      await http.get('/admin/thing');
      expect(server.lastRequest()?.headers.get('Accept-Language')).toBe('zh-CN');
    });

    it('is not sent when signed out', async () => {
      await http.get('/admin/thing');
      expect(server.lastRequest()?.headers.has('Authorization')).toBe(false);
    });
  });

  describe('query string', () => {
    const server = fakeServerForEachTest({ 'GET /admin/thing': () => ok(1) });

    it('repeats the key for each array item', async () => {
      await http.get('/admin/thing', { params: { ids: [1, 2, 3], name: 'a b' } });
      expect(server.lastRequest()?.url).toBe('/admin/thing?ids=1&ids=2&ids=3&name=a%20b');
    });
  });

  describe('failures', () => {
    fakeServerForEachTest({
      'GET /ok': () => ok('fine'),
      'GET /code-one': () => ({ status: 200, data: { code: 1, msg: '库存不足', data: null } }),
      'GET /with-msg': () => fail(426, '用户名不存在或者密码错误'),
      'GET /no-msg': () => fail(423),
      'GET /unknown-status': () => ({ status: 418, data: 'teapot' }),
      'GET /gateway': () => ({ status: 502, data: '<html>' }),
      'GET /stopping': () => ({
        status: 503,
        data: { error: 'Service Unavailable', message: 'Service Unavailable', statusCode: 503 },
      }),
      'GET /unavailable-envelope': () => fail(503, '系统维护中，请于 22:00 后再试'),
      'GET /server-error': () => ({ status: 500, data: 'oops' }),
      'GET /captcha': () => fail(428, '验证码不合法'),
      'GET /expired': () => fail(401, '令牌已过期'),
      'GET /file': () => ({ status: 200, data: new Blob(['x']) }),
      'GET /file/too-many': () => ({
        status: 400,
        data: new Blob([JSON.stringify({ code: 1, msg: '一次最多打印 5000 张标签', data: null })]),
      }),
      'GET /file/no-font': () => ({
        status: 503,
        data: new Blob([JSON.stringify({ code: 1, msg: '服务器缺少中文字体', data: null })]),
      }),
    });

    it('resolves a 200 with code 0', async () => {
      const response = await http.get('/ok');
      expect(response.data).toEqual({ code: 0, msg: null, data: 'fine' });
    });

    it('treats code 1 as a failure even with status 200, showing its msg', async () => {
      const error = await rejection(http.get('/code-one'));
      expect(isApiError(error) && error.code).toBe(1);
      expect(await screen.findByText('库存不足')).toBeInTheDocument();
    });

    it("shows the body's msg when there is one", async () => {
      const error = await rejection(http.get('/with-msg'));
      expect(isApiError(error) && error.status).toBe(426);
      expect(await screen.findByText('用户名不存在或者密码错误')).toBeInTheDocument();
    });

    it('falls back to the catalogue message of the status', async () => {
      await rejection(http.get('/no-msg'));
      expect(await screen.findByText('演示环境不能操作')).toBeInTheDocument();
    });

    it('uses the default catalogue message for other statuses, 500 too', async () => {
      await rejection(http.get('/unknown-status'));
      expect(await screen.findByText('系统未知错误，请反馈给管理员')).toBeInTheDocument();
      const error = await rejection(http.get('/server-error'));
      expect(isApiError(error) && error.status).toBe(500);
    });

    it("shows the network message for a proxy's 502 while the server is down", async () => {
      const error = await rejection(http.get('/gateway'));
      expect(isApiError(error) && error.status).toBe(502);
      expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeInTheDocument();
      expect(screen.queryByText('系统未知错误，请反馈给管理员')).not.toBeInTheDocument();
    });

    it('shows the network message for a 503 of a stopping server, its msg when it sends one', async () => {
      await rejection(http.get('/stopping'));
      expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeInTheDocument();
      await rejection(http.get('/unavailable-envelope'));
      expect(await screen.findByText('系统维护中，请于 22:00 后再试')).toBeInTheDocument();
    });

    it('rejects 428 without a toast so the caller handles it', async () => {
      const error = await rejection(http.get('/captcha'));
      expect(isApiError(error) && error.status).toBe(428);
      // A failure after it that does toast: once its toast shows, one for the 428 would too.
      await rejection(http.get('/no-msg'));
      expect(await screen.findByText('演示环境不能操作')).toBeInTheDocument();
      expect(screen.queryByText('验证码不合法')).not.toBeInTheDocument();
      expect(screen.queryByText('验证码错误，请重新输入')).not.toBeInTheDocument();
    });

    it('signs out locally on 401 and goes to /login', async () => {
      useSessionStore.getState().signIn(TOKEN_SET);
      useSessionStore.getState().setUserInfo(USER_INFO);
      setStore({ name: STORAGE_NAMES.selectedWarehouseId, content: 7 });
      await rejection(http.get('/expired'));
      const session = useSessionStore.getState();
      expect(session.accessToken).toBe('');
      expect(session.userInfo).toBeNull();
      expect(session.permissions).toEqual({});
      expect(getStore(STORAGE_NAMES.accessToken)).toBeUndefined();
      expect(getStore(STORAGE_NAMES.selectedWarehouseId)).toBeUndefined();
      expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/login/), { replace: true });
      expect(await screen.findByText('令牌已过期')).toBeInTheDocument();
    });

    it('passes binary downloads through untouched', async () => {
      const response = await http.get('/file', { responseType: 'blob' });
      expect(response.data).toBeInstanceOf(Blob);
    });

    it("shows the msg of a failed download's envelope, not its status's text", async () => {
      const refused = await rejection(http.get('/file/too-many', { responseType: 'blob' }));
      expect(isApiError(refused) && refused.status).toBe(400);
      expect(await screen.findByText('一次最多打印 5000 张标签')).toBeInTheDocument();
      // A 503 with Depot's envelope is Depot's answer, not a proxy's: its reason shows.
      await rejection(http.get('/file/no-font', { responseType: 'blob' }));
      expect(await screen.findByText('服务器缺少中文字体')).toBeInTheDocument();
    });
  });

  describe('no answer', () => {
    beforeEach(() => {
      const previous = http.defaults.adapter;
      http.defaults.adapter = () => Promise.reject(new Error('connect ECONNREFUSED'));
      return () => {
        http.defaults.adapter = previous;
      };
    });

    it('shows a network message and rejects with status 0', async () => {
      const error = await rejection(http.get('/anything'));
      expect(isApiError(error) && error.status).toBe(0);
      await waitFor(() =>
        expect(screen.getByText('网络连接失败，请检查网络后重试')).toBeInTheDocument(),
      );
    });
  });
});
