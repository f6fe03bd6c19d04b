import type { TokenSet } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captcha } from '../../db/schema';
import { ADMIN_PASSWORD, engines, requestPasswordGrant, useTestApp } from '../../../test/helpers';
import { drawCaptcha, type CaptchaImage } from './captcha';

describe.each(engines())('sign-in captcha on %s', (engine) => {
  // The real generator, watched: the test reads the answer as a person reads the image.
  let last: CaptchaImage | null = null;
  const t = useTestApp(engine, {
    config: { captcha: true },
    build: {
      captcha: () => {
        last = drawCaptcha();
        return last;
      },
    },
  });

  async function fetchCaptcha(randomStr: string): Promise<string> {
    const res = await t.app.inject({ url: '/code', query: { randomStr } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg/);
    return last!.text;
  }

  it('says the captcha is on in the client config', async () => {
    const res = await t.app.inject({ url: '/auth/client-config' });
    expect(res.json().data.captcha).toBe(true);
  });

  it('signs in with the right code, in any letter case', async () => {
    const code = await fetchCaptcha('r-ok');
    const res = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, {
      randomStr: 'r-ok',
      code: code.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TokenSet>().username).toBe('admin');
  });

  it('answers 428 for a wrong code', async () => {
    const code = await fetchCaptcha('r-wrong');
    const res = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, {
      randomStr: 'r-wrong',
      code: `${code}x`,
    });
    expect(res.statusCode).toBe(428);
    expect(res.json()).toEqual({
      code: 1,
      msg: 'wrong verification code, enter again',
      data: null,
    });
  });

  it('answers 428 for a missing code or captcha id', async () => {
    await fetchCaptcha('r-missing');
    const noCode = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, {
      randomStr: 'r-missing',
    });
    expect(noCode.statusCode).toBe(428);
    const noId = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, { code: 'abcd' });
    expect(noId.statusCode).toBe(428);
  });

  it('accepts a code once only', async () => {
    const code = await fetchCaptcha('r-once');
    const first = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, {
      randomStr: 'r-once',
      code,
    });
    expect(first.statusCode).toBe(200);
    const again = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, {
      randomStr: 'r-once',
      code,
    });
    expect(again.statusCode).toBe(428);
  });

  it('burns the code on a wrong guess, so it cannot be guessed at leisure', async () => {
    const code = await fetchCaptcha('r-burn');
    await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, { randomStr: 'r-burn', code: 'zzzz' });
    const right = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, {
      randomStr: 'r-burn',
      code,
    });
    expect(right.statusCode).toBe(428);
  });

  it('refuses an expired code', async () => {
    const code = await fetchCaptcha('r-old');
    await t.db
      .update(captcha)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captcha.randomStr, 'r-old'));
    const res = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD, {
      randomStr: 'r-old',
      code,
    });
    expect(res.statusCode).toBe(428);
  });

  it('checks the captcha before the password, so guessing needs a new image each time', async () => {
    const res = await requestPasswordGrant(t, 'admin', 'wrong password', {
      randomStr: 'never-issued',
      code: 'abcd',
    });
    expect(res.statusCode).toBe(428);
  });

  it('asks for the captcha id', async () => {
    const res = await t.app.inject({ url: '/code' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('randomStr: Required');
  });
});
