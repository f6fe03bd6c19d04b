/**
 * While a user's password must be changed (the first one, or an administrator's reset), the
 * server answers only user info, the password change, sign-out and the client config; every
 * other route refuses with 403 and `data.reason` 'passwordChangeRequired' (the web client
 * opens its forced dialog on it) and changes nothing. After the change the same sign-in works.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { noticeConfig } from '../../src/db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  DEMO_PASSWORD,
  engines,
  signIn,
  useTestApp,
  useVariantApp,
  type TestApp,
} from '../helpers';
import { plainActor } from './actors';
import { changedTables, databaseDigest } from './db-digest';
import { addressFor } from './path-params';
import { routeCollector } from './route-list';
import { sampleValid } from './schema-arbitrary';

const SWITCHES = { messageNotifiStatus: 0, voiceNotifiStatus: 0 } as const;
const REFUSAL = {
  code: 1,
  msg: 'change your password before you go on',
  data: { reason: 'passwordChangeRequired' },
};
/** What a user whose password must change may still call. */
const STILL_ANSWERED = [
  'GET /admin/user/info',
  'PUT /admin/user/edit',
  'DELETE /auth/token/logout',
];

describe.each(engines())('a password that must be changed on %s', (engine) => {
  const list = routeCollector();
  const t = useTestApp(engine, { build: { onRoute: list.collect } });
  // Another process on the same database, with its own memory of sign-ins.
  const other = useVariantApp(t);
  let admin: { authorization: string };

  beforeAll(async () => {
    admin = bearer((await signIn(t, 'admin', ADMIN_PASSWORD)).access_token);
  });

  function setSwitches(app: TestApp['app'], token: string, language = 'en-US') {
    return app.inject({
      method: 'PUT',
      url: '/admin/noticeconfig/setInfoOnOrOff',
      headers: { ...bearer(token), 'accept-language': language },
      payload: SWITCHES,
    });
  }

  function changePassword(token: string, username: string, from: string, to: string) {
    return t.app.inject({
      method: 'PUT',
      url: '/admin/user/edit',
      headers: bearer(token),
      payload: {
        username,
        nickname: username,
        phone: null,
        email: null,
        password: from,
        newpassword1: to,
        newpassword2: to,
      },
    });
  }

  async function switchesOf(userId: number) {
    return t.db.select().from(noticeConfig).where(eq(noticeConfig.userId, userId));
  }

  it('refuses the first-login staff until the password is changed, then answers the same sign-in', async () => {
    const staff = await signIn(t, 'staff', DEMO_PASSWORD);
    const refused = await setSwitches(t.app, staff.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
    const zh = await setSwitches(t.app, staff.access_token, 'zh-CN');
    expect(zh.json()).toEqual({ ...REFUSAL, msg: '请先修改密码再继续操作' });
    expect(await switchesOf(staff.user_id)).toEqual([]);
    // The forced dialog's own calls still answer.
    const info = await t.app.inject({
      url: '/admin/user/info',
      headers: bearer(staff.access_token),
    });
    expect(info.json().data.sysUser.passwordUpdated).toBe(0);
    expect((await t.app.inject({ url: '/auth/client-config' })).statusCode).toBe(200);

    const changed = await changePassword(
      staff.access_token,
      'staff',
      DEMO_PASSWORD,
      'Fresh-pass-1',
    );
    expect(changed.statusCode).toBe(200);
    expect((await setSwitches(t.app, staff.access_token)).statusCode).toBe(200);
    expect(await switchesOf(staff.user_id)).toMatchObject([SWITCHES]);
  });

  it('refuses a user whose password an administrator reset, until they change it', async () => {
    const actor = await plainActor(t);
    expect((await setSwitches(t.app, actor.token)).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/admin/user/${actor.id}/reset-password`,
      headers: admin,
      payload: { password: 'Temp-pass-1' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await signIn(t, actor.username, 'Temp-pass-1');
    const refused = await setSwitches(t.app, again.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);

    expect(
      (await changePassword(again.access_token, actor.username, 'Temp-pass-1', 'Mine-again-1'))
        .statusCode,
    ).toBe(200);
    expect((await setSwitches(t.app, again.access_token)).statusCode).toBe(200);
  });

  it('answers at once in another process that remembered the refused sign-in', async () => {
    const actor = await plainActor(t);
    await t.app.inject({
      method: 'PUT',
      url: `/admin/user/${actor.id}/reset-password`,
      headers: admin,
      payload: { password: 'Temp-pass-2' },
    });
    const tokens = await signIn(t, actor.username, 'Temp-pass-2');
    // The other process resolves the sign-in (and remembers it) while it must still change.
    expect((await setSwitches(other.app, tokens.access_token)).statusCode).toBe(403);
    await changePassword(tokens.access_token, actor.username, 'Temp-pass-2', 'Mine-again-2');
    expect((await setSwitches(other.app, tokens.access_token)).statusCode).toBe(200);
  });

  it('refuses every other signed-in route, changing nothing', async () => {
    const actor = await plainActor(t);
    await t.app.inject({
      method: 'PUT',
      url: `/admin/user/${actor.id}/reset-password`,
      headers: admin,
      payload: { password: 'Temp-pass-3' },
    });
    const { access_token } = await signIn(t, actor.username, 'Temp-pass-3');
    const guarded = list
      .routes()
      .filter((r) => r.auth !== 'public' && !STILL_ANSWERED.includes(r.name));
    expect(guarded.length).toBeGreaterThan(50);
    const before = await databaseDigest(t);
    const answered: string[] = [];
    for (const route of guarded) {
      const body = route.method !== 'GET' && route.body ? sampleValid(route.body) : undefined;
      const res = await t.app.inject({
        method: route.method,
        url: addressFor(route),
        headers: bearer(access_token),
        ...(body === undefined || body === null ? {} : { payload: body as object }),
      });
      if (res.statusCode !== 403 || res.json().data?.reason !== 'passwordChangeRequired') {
        answered.push(`${route.name}: ${res.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
    expect(changedTables(before, await databaseDigest(t))).toEqual([]);
  });
});
