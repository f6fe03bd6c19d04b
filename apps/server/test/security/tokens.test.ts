/**
 * A token that stopped being valid is refused everywhere at once: after signing out, after a
 * rotated refresh token was presented again (the whole sign-in is revoked), for a disabled or
 * deleted user, after an administrator reset the password, and once it expired. Every route
 * that needs a sign-in answers 401 (all of them, from the app's own route list) and changes
 * nothing, and the websocket handshake is refused with 401.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, bearer, engines, requestRefresh, signIn, useTestApp } from '../helpers';
import {
  listenForSockets,
  openSocket,
  refusedStatus,
} from '../../src/modules/notice/test-fixtures';
import { ROTATION_GRACE_MS } from '../../src/modules/auth/token-store';
import { plainActor, type Actor } from './actors';
import { changedTables, databaseDigest } from './db-digest';
import { addressFor } from './path-params';
import { routeCollector } from './route-list';
import { sampleValid } from './schema-arbitrary';

describe.each(engines())('tokens that stopped working on %s', (engine) => {
  const list = routeCollector();
  const t = useTestApp(engine, { build: { onRoute: list.collect } });
  let base: string;
  let admin: { authorization: string };

  beforeAll(async () => {
    base = await listenForSockets(t.app);
    admin = bearer((await signIn(t, 'admin', ADMIN_PASSWORD)).access_token);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * Calls every route that needs a sign-in with `token` (on records that exist, with a body
   * its schema accepts) and the websocket handshake: what did not answer 401, and which
   * tables changed.
   */
  async function refusedEverywhere(token: string) {
    const guarded = list.routes().filter((r) => r.auth !== 'public');
    expect(guarded.length).toBeGreaterThan(50);
    const before = await databaseDigest(t);
    const accepted: string[] = [];
    for (const route of guarded) {
      const body = route.method !== 'GET' && route.body ? sampleValid(route.body) : undefined;
      const res = await t.app.inject({
        method: route.method,
        url: addressFor(route),
        headers: bearer(token),
        ...(body === undefined || body === null ? {} : { payload: body as object }),
      });
      if (res.statusCode !== 401) accepted.push(`${route.name}: ${res.statusCode}`);
    }
    const socket = await refusedStatus(base, { token });
    if (socket !== 401) accepted.push(`websocket handshake: ${socket}`);
    return { accepted, changed: changedTables(before, await databaseDigest(t)) };
  }

  /** A user signed in, with a socket open and identified. */
  async function signedInWithSocket(): Promise<Actor & { closed: Promise<{ code: number }> }> {
    const actor = await plainActor(t);
    expect(
      (await t.app.inject({ url: '/admin/user/info', headers: actor.headers })).statusCode,
    ).toBe(200);
    const socket = await openSocket(base, { token: actor.token, identifyAs: actor.id });
    return { ...actor, closed: socket.closed };
  }

  it('refuses a signed-out token on every route and the websocket, and closes its socket', async () => {
    const actor = await signedInWithSocket();
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/auth/token/logout',
      headers: actor.headers,
    });
    expect(out.statusCode).toBe(200);
    expect((await actor.closed).code).toBe(4401);
    expect(await refusedEverywhere(actor.token)).toEqual({ accepted: [], changed: [] });
    expect((await requestRefresh(t, actor.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the whole sign-in when a rotated refresh token comes back: every token of it is refused', async () => {
    const actor = await plainActor(t);
    const rotated = await requestRefresh(t, actor.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<{ access_token: string; refresh_token: string }>();
    // The thief (or the victim) presents the old refresh token again.
    expect((await requestRefresh(t, actor.refreshToken)).statusCode).toBe(401);
    expect(await refusedEverywhere(fresh.access_token)).toEqual({ accepted: [], changed: [] });
    // The replaced access token's grace period ended with the family.
    expect(await refusedEverywhere(actor.token)).toEqual({ accepted: [], changed: [] });
    expect((await requestRefresh(t, fresh.refresh_token)).statusCode).toBe(401);
  });

  it('lets a replaced access token finish its requests for seconds after a refresh, then refuses it everywhere', async () => {
    // Someone copied the access token; its owner's client refreshes as usual.
    const victim = await plainActor(t);
    const stolen = victim.token;
    const rotated = await requestRefresh(t, victim.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const fresh = bearer(rotated.json<{ access_token: string }>().access_token);
    // Within the grace, requests sent just before the switch still answer.
    const inFlight = await t.app.inject({ url: '/admin/user/info', headers: bearer(stolen) });
    expect(inFlight.statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ROTATION_GRACE_MS + 1000 });
    expect(await refusedEverywhere(stolen)).toEqual({ accepted: [], changed: [] });
    expect((await t.app.inject({ url: '/admin/user/info', headers: fresh })).statusCode).toBe(200);
  });

  it('refuses the tokens of a user an administrator disabled, and closes their socket', async () => {
    const actor = await signedInWithSocket();
    const off = await t.app.inject({
      method: 'PUT',
      url: `/admin/user/${actor.id}/enabled`,
      headers: admin,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await actor.closed).code).toBe(4401);
    expect(await refusedEverywhere(actor.token)).toEqual({ accepted: [], changed: [] });
    expect((await requestRefresh(t, actor.refreshToken)).statusCode).toBe(401);
  });

  it('refuses the tokens of a deleted user and of one whose password an administrator reset', async () => {
    const deleted = await plainActor(t);
    const reset = await plainActor(t);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/admin/user/${deleted.id}`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(200);
    const newPassword = await t.app.inject({
      method: 'PUT',
      url: `/admin/user/${reset.id}/reset-password`,
      headers: admin,
      payload: {},
    });
    expect(newPassword.statusCode).toBe(200);
    for (const actor of [deleted, reset]) {
      expect(await refusedEverywhere(actor.token)).toEqual({ accepted: [], changed: [] });
      expect((await requestRefresh(t, actor.refreshToken)).statusCode).toBe(401);
    }
  });

  it('refuses an expired access token everywhere; an expired sign-in cannot be refreshed', async () => {
    const actor = await plainActor(t);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (t.config.accessTokenTtl + 1) * 1000 });
    expect(await refusedEverywhere(actor.token)).toEqual({ accepted: [], changed: [] });
    // The sign-in itself is still live: its refresh token gets a new pair.
    expect((await requestRefresh(t, actor.refreshToken)).statusCode).toBe(200);

    const later = await plainActor(t);
    vi.setSystemTime(Date.now() + (t.config.refreshTokenTtl + 1) * 1000);
    expect(await refusedEverywhere(later.token)).toEqual({ accepted: [], changed: [] });
    expect((await requestRefresh(t, later.refreshToken)).statusCode).toBe(401);
  });
});
