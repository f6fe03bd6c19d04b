import type { TokenSet } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, oauthToken } from '../../db/schema';
import { sha256 } from '../../core/digest';
import {
  basicAuth,
  bearer,
  createUser,
  engines,
  requestRefresh,
  signIn,
  useTestApp,
  type TestApp,
} from '../../../test/helpers';

async function signInFresh(t: TestApp): Promise<TokenSet> {
  const user = await createUser(t);
  return signIn(t, user.username, user.password);
}

function userInfo(t: TestApp, accessToken: string) {
  return t.app.inject({ url: '/admin/user/info', headers: bearer(accessToken) });
}

function logout(t: TestApp, accessToken: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/auth/token/logout',
    headers: bearer(accessToken),
  });
}

describe.each(engines())('sessions on %s', (engine) => {
  const t = useTestApp(engine);

  it('refresh rotates both tokens within the same sign-in', async () => {
    const first = await signInFresh(t);
    const res = await requestRefresh(t, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json<TokenSet>();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second).toMatchObject({ token_type: 'bearer', scope: 'server', user_id: first.user_id });
    expect((await userInfo(t, second.access_token)).statusCode).toBe(200);

    const rows = await t.db.select().from(oauthToken).where(eq(oauthToken.userId, first.user_id));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.familyId).toBe(rows[1]!.familyId);
    // Absolute: rotation does not extend the sign-in.
    expect(rows[0]!.refreshExpiresAt.getTime()).toBe(rows[1]!.refreshExpiresAt.getTime());
  });

  it('accepts the refresh grant in a form body too', async () => {
    const first = await signInFresh(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: {
        authorization: basicAuth(t.config),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('a rotated refresh token used again ends the whole sign-in', async () => {
    const first = await signInFresh(t);
    const second = (await requestRefresh(t, first.refresh_token)).json<TokenSet>();

    const reuse = await requestRefresh(t, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 1, data: null });

    // Every token of the family is dead, the legitimate newest one included.
    expect((await userInfo(t, second.access_token)).statusCode).toBe(401);
    expect((await userInfo(t, first.access_token)).statusCode).toBe(401);
    expect((await requestRefresh(t, second.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await requestRefresh(t, 'made-up-token');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a refresh once the sign-in is older than the refresh lifetime', async () => {
    const tokens = await signInFresh(t);
    await t.db
      .update(oauthToken)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthToken.refreshHash, sha256(tokens.refresh_token)));
    expect((await requestRefresh(t, tokens.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes at once: the access and refresh tokens stop working', async () => {
    const tokens = await signInFresh(t);
    const res = await logout(t, tokens.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: null, data: true });

    const info = await userInfo(t, tokens.access_token);
    expect(info.statusCode).toBe(401);
    expect(info.json()).toEqual({ code: 1, msg: 'please sign in again', data: null });
    expect((await requestRefresh(t, tokens.refresh_token)).statusCode).toBe(401);
  });

  it('logout ends only that sign-in, not the same user elsewhere', async () => {
    const user = await createUser(t);
    const laptop = await signIn(t, user.username, user.password);
    const phone = await signIn(t, user.username, user.password);
    await logout(t, laptop.access_token);
    expect((await userInfo(t, phone.access_token)).statusCode).toBe(200);
  });

  it('refuses an expired access token with 401', async () => {
    const tokens = await signInFresh(t);
    await t.db
      .update(oauthToken)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthToken.accessHash, sha256(tokens.access_token)));
    expect((await userInfo(t, tokens.access_token)).statusCode).toBe(401);
  });

  it('refuses a missing, malformed or unknown bearer token with 401', async () => {
    expect((await t.app.inject({ url: '/admin/user/info' })).statusCode).toBe(401);
    const basic = await t.app.inject({
      url: '/admin/user/info',
      headers: { authorization: basicAuth(t.config) },
    });
    expect(basic.statusCode).toBe(401);
    expect((await userInfo(t, 'not-a-token')).statusCode).toBe(401);
  });

  it('refuses the tokens of a user disabled after sign-in', async () => {
    const user = await createUser(t);
    const tokens = await signIn(t, user.username, user.password);
    await t.db.update(appUser).set({ enabled: false }).where(eq(appUser.id, user.id));
    expect((await userInfo(t, tokens.access_token)).statusCode).toBe(401);
    expect((await requestRefresh(t, tokens.refresh_token)).statusCode).toBe(401);
  });
});
