import { decryptPassword, type CertificateView } from '@depot/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefsStore } from '../../../stores/prefs';
import { fail, fakeServerForEachTest, ok, type FakeReply } from '../../../test/fake-server';
import { CLIENT_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { FIRST_RENDER_MS } from '../../../test/waits';
import { readSignature } from '../../../test/read-signature';
import { signaturePad } from '../../../test/draw-signature';

const VIEW: CertificateView = {
  docType: 'lending',
  code: 'JY20260305000012',
  receiver: '张*明',
  assets: [
    { code: 'NB-000001', name: '联想 ThinkPad' },
    { code: 'NB-000002', name: '戴尔显示器' },
  ],
  expiresAt: '2026-03-08T02:00:00.000Z',
};
let signReply: () => FakeReply;

const server = fakeServerForEachTest({
  'GET /auth/client-config': () => ok(CLIENT_CONFIG),
  'GET /as/certificate/tok': () => ok(VIEW),
  'GET /as/certificate/used': () => fail(404, '领用凭证无效：凭证有误、已使用或已过期'),
  'POST /as/certificate/tok/sign': () => signReply(),
});

/** The pad drawn on. */
const pad = () => signaturePad('签名');

async function open(path = '/assertQrCode?code=tok') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: '资产签收' }, { timeout: FIRST_RENDER_MS });
  const user = userEvent.setup();
  return { ...view, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('用户名'), ' zhang ');
  await user.type(screen.getByLabelText('密码'), 'Depot@2026');
}

describe('the receiver’s signing page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    signReply = () => ok(null);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    usePrefsStore.getState().setLanguage('zh-CN');
  });

  it('shows only what the receiver needs: the document, their masked name, validity, assets', async () => {
    await open();
    expect(await screen.findByText('借用单 JY20260305000012')).toBeInTheDocument();
    expect(screen.getByText('张*明')).toBeInTheDocument();
    expect(screen.getByText('有效期至')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '资产（2 项）' })).toBeInTheDocument();
    const assets = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(assets).toEqual(['NB-000001 联想 ThinkPad', 'NB-000002 戴尔显示器']);
    // Drawn without antd, as the sign-in page is.
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('signs with the encrypted password and the drawn signature, by mouse and by touch', async () => {
    const { user } = await open();
    await fill(user);
    const box = await pad();
    // A mouse stroke across the left half, then a finger's dot on the right.
    await user.pointer([
      { keys: '[MouseLeft>]', target: box, coords: { clientX: 30, clientY: 50 } },
      { target: box, coords: { clientX: 90, clientY: 50 } },
      { target: box, coords: { clientX: 150, clientY: 50 } },
      { keys: '[/MouseLeft]', target: box },
    ]);
    await user.pointer([
      { keys: '[TouchA>]', target: box, coords: { clientX: 250, clientY: 20 } },
      { keys: '[/TouchA]', target: box },
    ]);
    expect(box.querySelectorAll('path, circle')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '确认签收' }));

    expect(await screen.findByRole('heading', { name: '签收完成' })).toBeInTheDocument();
    expect(
      screen.getByText('借用单 JY20260305000012 的 2 项资产已由您签收，可以关闭此页面。'),
    ).toBeInTheDocument();
    const body = server.find('POST', '/as/certificate/tok/sign')[0]?.body as {
      username: string;
      password: string;
      signature: string;
    };
    expect(body.username).toBe('zhang');
    expect(decryptPassword(body.password, CLIENT_CONFIG.passwordKey)).toBe('Depot@2026');
    // The pad is 600 × 200 units shown at 300 × 100: a CSS pixel is two units.
    const image = readSignature(body.signature);
    expect(image).toMatchObject({ width: 600, height: 200 });
    expect(image.black(60, 100)).toBe(true);
    expect(image.black(180, 100)).toBe(true);
    expect(image.black(300, 100)).toBe(true);
    expect(image.black(500, 40)).toBe(true);
    expect(image.black(400, 100)).toBe(false);
    expect(image.black(60, 180)).toBe(false);
  });

  it('asks for the username, the password and a signature, and clears the pad', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: '确认签收' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请先在框内签名')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveFocus();

    await fill(user);
    const box = await pad();
    // A tap leaves a dot, not a signature (the server would refuse it as blank): still asked.
    await user.pointer([
      { keys: '[MouseLeft>]', target: box, coords: { clientX: 100, clientY: 50 } },
      { keys: '[/MouseLeft]', target: box },
    ]);
    expect(box.querySelectorAll('path, circle')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '确认签收' }));
    expect(await screen.findByText('请先在框内签名')).toBeInTheDocument();
    expect(server.find('POST', '/as/certificate/tok/sign')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '清除签名' }));
    await user.pointer([
      { keys: '[MouseLeft>]', target: box, coords: { clientX: 10, clientY: 10 } },
      { target: box, coords: { clientX: 40, clientY: 40 } },
      { keys: '[/MouseLeft]', target: box },
    ]);
    expect(screen.queryByText('请先在框内签名')).toBeNull();
    await user.click(screen.getByRole('button', { name: '清除签名' }));
    expect(box.querySelectorAll('path, circle')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确认签收' }));
    expect(await screen.findByText('请先在框内签名')).toBeInTheDocument();
    expect(server.find('POST', '/as/certificate/tok/sign')).toHaveLength(0);
    // The pad says it is the one part a keyboard cannot do.
    expect(box).toHaveAttribute('aria-description', expect.stringContaining('无法用键盘操作'));
  });

  it('says a wrong password as the server does, and ends when no tries are left', async () => {
    signReply = () => ({
      status: 426,
      data: {
        code: 1,
        msg: '用户名或密码错误，或您不是这些资产的领用人，还可尝试 2 次',
        data: { triesLeft: 2 },
      },
    });
    const { user } = await open();
    await fill(user);
    const box = await pad();
    await user.pointer([
      { keys: '[MouseLeft>]', target: box, coords: { clientX: 10, clientY: 10 } },
      { target: box, coords: { clientX: 40, clientY: 40 } },
      { keys: '[/MouseLeft]', target: box },
    ]);
    await user.click(screen.getByRole('button', { name: '确认签收' }));
    expect(
      await screen.findByText('用户名或密码错误，或您不是这些资产的领用人，还可尝试 2 次'),
    ).toBeInTheDocument();
    // The password is typed again; the name and the signature stay.
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(screen.getByLabelText('用户名')).toHaveValue(' zhang ');
    expect(box.querySelectorAll('path, circle')).toHaveLength(1);

    signReply = () => ({
      status: 426,
      data: { code: 1, msg: '用户名或密码错误次数过多，此凭证已失效', data: { triesLeft: 0 } },
    });
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '确认签收' }));
    expect(
      await screen.findByText('此凭证无效：可能有误、已使用或已过期。请向资产保管员重新获取。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认签收' })).toBeNull();
  });

  it('says one clear thing for a wrong, used or expired token, and for a link without one', async () => {
    const used = await open('/assertQrCode?code=used');
    expect(
      await screen.findByText('此凭证无效：可能有误、已使用或已过期。请向资产保管员重新获取。'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('用户名')).toBeNull();
    used.unmount();

    await open('/assertQrCode');
    expect(await screen.findByText('链接中没有凭证编号，请重新扫描二维码。')).toBeInTheDocument();
  });

  it('speaks English when asked', async () => {
    const { user } = await open();
    await screen.findByText('借用单 JY20260305000012');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign for assets' })).toBeInTheDocument();
    expect(screen.getByText('Lending JY20260305000012')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assets (2)' })).toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Confirm receipt' }).closest('form')!;
    expect(within(form).getByLabelText('Username')).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Signature' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
  });
});
