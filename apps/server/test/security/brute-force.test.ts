/**
 * Password guessing against one account from many addresses at once: the per-address rate
 * limit cannot see it, so the lockout alone must keep the guesses that reach scrypt within
 * its allowance, however many arrive together. Verifications are counted at the password
 * check itself (`BuildOptions.verifyPassword` wraps the real scrypt one), not by timing.
 */
import { encryptPassword } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { verifyPassword, type PasswordVerifier } from '../../src/core/password-hash';
import { MAX_FAILURES } from '../../src/modules/auth/lockout';
import {
  basicAuth,
  bearer,
  createUser,
  engines,
  requestPasswordGrant,
  signIn,
  useTestApp,
} from '../helpers';

const ATTEMPTS = 1_000;
/** Requests in flight together: enough that many pass the lock check before any fails. */
const TOGETHER = 50;

/** A different client address for every attempt. */
const addressOf = (n: number) => `198.51.${(n >> 8) & 255}.${n & 255}`;
const proxiedAddressOf = (n: number) => `203.0.${(n >> 8) & 255}.${n & 255}`;

describe.each(engines())('password guessing on %s', (engine) => {
  let verifications = 0;
  const counting: PasswordVerifier = (stored, password) => {
    verifications++;
    return verifyPassword(stored, password);
  };
  // Behind a proxy, with the per-address limit on as in production.
  const t = useTestApp(engine, {
    config: { trustProxy: true, rateLimit: 600 },
    build: { verifyPassword: counting },
  });

  /** `count` requests, `TOGETHER` at a time; their statuses. */
  async function inWaves(count: number, send: (n: number) => Promise<{ statusCode: number }>) {
    const statuses: number[] = [];
    for (let start = 0; start < count; start += TOGETHER) {
      const wave = Array.from({ length: Math.min(TOGETHER, count - start) }, (_, i) =>
        send(start + i),
      );
      statuses.push(...(await Promise.all(wave)).map((res) => res.statusCode));
    }
    return statuses;
  }

  it(`lets at most ${MAX_FAILURES} of ${ATTEMPTS} wrong passwords from ${ATTEMPTS} addresses reach scrypt, then refuses the right one`, async () => {
    const victim = await createUser(t);
    verifications = 0;
    const statuses = await inWaves(ATTEMPTS, (n) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/oauth/token',
        remoteAddress: addressOf(n),
        headers: { authorization: basicAuth(t.config), 'x-forwarded-for': proxiedAddressOf(n) },
        query: {
          grant_type: 'password',
          scope: 'server',
          username: victim.username,
          password: encryptPassword(`guess-${n}`, t.config.passwordKey),
        },
      }),
    );
    // Every guess is refused as a wrong password or a locked account; the address limit
    // never came into it.
    expect(new Set(statuses)).toEqual(new Set([426]));
    expect(verifications).toBeGreaterThan(0);
    expect(verifications).toBeLessThanOrEqual(MAX_FAILURES);

    const checked = verifications;
    const right = await requestPasswordGrant(t, victim.username, victim.password);
    expect(right.statusCode).toBe(426);
    expect(right.json().msg).toMatch(/locked, try again in 1[45] minute/);
    // While locked, not even the right password is checked.
    expect(verifications).toBe(checked);
  });

  it(`counts an unknown username the same way: at most ${MAX_FAILURES} checks`, async () => {
    verifications = 0;
    const statuses = await inWaves(100, (n) =>
      requestPasswordGrant(t, 'no-such-user-anywhere', `guess-${n}`),
    );
    expect(new Set(statuses)).toEqual(new Set([426]));
    expect(verifications).toBeLessThanOrEqual(MAX_FAILURES);
  });

  it(`lets at most ${MAX_FAILURES} guesses on the lock screen of a stolen session reach scrypt`, async () => {
    const victim = await createUser(t);
    const { access_token } = await signIn(t, victim.username, victim.password);
    verifications = 0;
    const statuses = await inWaves(100, (n) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/unlock',
        remoteAddress: addressOf(n),
        headers: bearer(access_token),
        payload: { password: `guess-${n}` },
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(verifications).toBeLessThanOrEqual(MAX_FAILURES);

    // The same lock holds for signing in and for the right password on the lock screen.
    const checked = verifications;
    const signInAgain = await requestPasswordGrant(t, victim.username, victim.password);
    expect(signInAgain.json().msg).toMatch(/locked/);
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/auth/unlock',
      headers: bearer(access_token),
      payload: { password: victim.password },
    });
    expect(unlock.statusCode).toBe(400);
    expect(unlock.json().msg).toMatch(/locked/);
    expect(verifications).toBe(checked);
  });
});
