import { encryptPassword, type TokenSet } from '@depot/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, loginLog, oauthToken } from '../../db/schema';
import { hashPassword } from '../../core/password-hash';
import { sha256 } from '../../core/digest';
import {
  ADMIN_PASSWORD,
  basicAuth,
  bearer,
  createUser,
  DEMO_PASSWORD,
  engines,
  requestPasswordGrant,
  signIn,
  useTestApp,
} from '../../../test/helpers';

describe.each(engines())('password grant on %s', (engine) => {
  const t = useTestApp(engine);

  it('hands the web client its settings before sign-in', async () => {
    const res = await t.app.inject({ url: '/auth/client-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      msg: null,
      data: {
        clientId: 'depot',
        clientSecret: 'depot',
        passwordKey: 'depot-login-key!',
        captcha: false,
        demoMode: false,
      },
    });
  });

  it('signs in with the encrypted password in the query string', async () => {
    const res = await requestPasswordGrant(t, 'admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<TokenSet>();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'bearer',
      expires_in: t.config.accessTokenTtl,
      scope: 'server',
      user_id: expect.any(Number),
      username: 'admin',
    });
    // Only hashes are stored.
    const [row] = await t.db
      .select()
      .from(oauthToken)
      .where(eq(oauthToken.accessHash, sha256(body.access_token)));
    expect(row?.refreshHash).toBe(sha256(body.refresh_token));
    const stored = JSON.stringify(await t.db.select().from(oauthToken));
    expect(stored).not.toContain(body.access_token);
  });

  it('signs in with the fields in a form body', async () => {
    const form = new URLSearchParams({
      grant_type: 'password',
      scope: 'server',
      username: 'staff',
      password: encryptPassword(DEMO_PASSWORD, t.config.passwordKey),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: {
        authorization: basicAuth(t.config),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<TokenSet>().username).toBe('staff');
  });

  it('refuses wrong or missing client credentials with 401', async () => {
    const wrong = await requestPasswordGrant(
      { app: t.app, config: { ...t.config, clientSecret: 'not-the-secret' } },
      'admin',
      ADMIN_PASSWORD,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 1, msg: 'invalid client credentials', data: null });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      query: {
        grant_type: 'password',
        scope: 'server',
        username: 'admin',
        password: encryptPassword(ADMIN_PASSWORD, t.config.passwordKey),
      },
    });
    expect(missing.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown user alike: 426, same msg', async () => {
    const user = await createUser(t);
    const wrongPassword = await requestPasswordGrant(t, user.username, 'not-my-password');
    const unknownUser = await requestPasswordGrant(t, 'nobody-by-this-name', 'whatever');
    expect(wrongPassword.statusCode).toBe(426);
    expect(unknownUser.statusCode).toBe(426);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json()).toEqual({
      code: 1,
      msg: 'username does not exist or password wrong',
      data: null,
    });
  });

  it('treats a password that does not decrypt as a wrong password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: basicAuth(t.config) },
      query: { grant_type: 'password', scope: 'server', username: 'admin', password: '%%%' },
    });
    expect(res.statusCode).toBe(426);
  });

  it('locks this address out of a username after five wrong passwords, even against the right one', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await requestPasswordGrant(t, user.username, `wrong-${i}`);
      expect(res.json().msg).toBe('username does not exist or password wrong');
    }
    const locked = await requestPasswordGrant(t, user.username, user.password);
    expect(locked.statusCode).toBe(426);
    expect(locked.json().msg).toMatch(/locked, try again in 15 minute/);

    // Another user is not affected.
    await expect(signIn(t, 'staff', DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it('counts failures of unknown usernames too, so a lock reveals nothing', async () => {
    for (let i = 0; i < 5; i++) await requestPasswordGrant(t, 'ghost', 'x');
    const res = await requestPasswordGrant(t, 'ghost', 'x');
    expect(res.json().msg).toMatch(/locked/);
  });

  it('tells a disabled user with the right password that the account is disabled', async () => {
    const user = await createUser(t, { enabled: false });
    const wrong = await requestPasswordGrant(t, user.username, 'not-it');
    expect(wrong.json().msg).toBe('username does not exist or password wrong');
    const right = await requestPasswordGrant(t, user.username, user.password);
    expect(right.statusCode).toBe(426);
    expect(right.json().msg).toMatch(/disabled/);
  });

  it('writes every attempt to the login log', async () => {
    const user = await createUser(t);
    await requestPasswordGrant(t, user.username, 'wrong');
    await signIn(t, user.username, user.password);
    const rows = await t.db
      .select()
      .from(loginLog)
      .where(eq(loginLog.username, user.username))
      .orderBy(desc(loginLog.id));
    expect(rows.map((r) => r.result)).toEqual(['success', 'BAD_CREDENTIALS']);
    expect(rows[0]).toMatchObject({ userId: user.id, grantType: 'password', ip: '127.0.0.1' });
  });

  it('answers 400 naming the missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: basicAuth(t.config) },
      query: { grant_type: 'password', scope: 'server', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 1, msg: 'username: Required', data: null });
  });

  it('rehashes a password made with another cost at the next sign-in', async () => {
    const user = await createUser(t);
    const older = await hashPassword(user.password, 2048);
    await t.db.update(appUser).set({ passwordHash: older }).where(eq(appUser.id, user.id));
    await signIn(t, user.username, user.password);
    const [row] = await t.db.select().from(appUser).where(eq(appUser.id, user.id));
    expect(row?.passwordHash).toMatch(new RegExp(`^scrypt\\$${t.config.scryptN}\\$8\\$1\\$`));
  });

  it('accepts the access token it issued', async () => {
    const tokens = await signIn(t, 'admin', ADMIN_PASSWORD);
    const res = await t.app.inject({
      url: '/admin/user/info',
      headers: bearer(tokens.access_token),
    });
    expect(res.statusCode).toBe(200);
  });
});
