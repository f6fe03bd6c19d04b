/**
 * Password guessing against one account from many addresses at once: the per-address rate
 * limit cannot see it, so the lockout alone must keep the guesses that reach scrypt within
 * its allowance, however many arrive together. Verifications are counted at the password
 * check itself (`BuildOptions.verifyPassword` wraps the real scrypt one), not by timing.
 */
import { encryptPassword } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { verifyPassword, type PasswordVerifier } from '../../src/core/password-hash';
import { drawCaptcha, type CaptchaImage } from '../../src/modules/auth/captcha';
import {
  ADDRESS_CHALLENGE_AFTER,
  CHALLENGE_AFTER,
  MAX_FAILURES,
} from '../../src/modules/auth/lockout';
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
  // The captcha drawn last, read as a person reads it; the waits asked for, recorded.
  let lastDrawn: CaptchaImage | null = null;
  const waits: number[] = [];
  // Behind a proxy, with the per-address limit on as in production.
  const t = useTestApp(engine, {
    config: { trustProxy: true, rateLimit: 600 },
    build: {
      verifyPassword: counting,
      captcha: () => (lastDrawn = drawCaptcha()),
      signInPause: async (ms) => {
        waits.push(ms);
      },
    },
  });

  async function captchaFor(randomStr: string) {
    await t.app.inject({ url: '/code', query: { randomStr } });
    return { randomStr, code: lastDrawn!.text };
  }

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

  it(`lets at most ${CHALLENGE_AFTER} of ${ATTEMPTS} wrong passwords from ${ATTEMPTS} addresses reach scrypt; the right one still signs in, with the captcha`, async () => {
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
    // Every guess is refused as a wrong password, or asked for the captcha it lacks; the
    // address limit never came into it.
    expect(new Set(statuses)).toEqual(new Set([426, 428]));
    expect(statuses.filter((s) => s === 428).length).toBeGreaterThanOrEqual(
      ATTEMPTS - CHALLENGE_AFTER,
    );
    expect(verifications).toBeGreaterThan(0);
    expect(verifications).toBeLessThanOrEqual(CHALLENGE_AFTER);

    // The user, from an address that made no guesses: asked for the captcha, then let in,
    // after the first step of the slow-down (the guesses refused for their missing captcha
    // were never checked, so they count nowhere).
    const checked = verifications;
    const asked = await requestPasswordGrant(t, victim.username, victim.password);
    expect(asked.statusCode).toBe(428);
    expect(asked.json().msg).toMatch(/enter the verification code/);
    expect(verifications).toBe(checked);
    waits.length = 0;
    const right = await requestPasswordGrant(
      t,
      victim.username,
      victim.password,
      await captchaFor('home-1'),
    );
    expect(right.statusCode).toBe(200);
    expect(waits).toEqual([250]);
    expect(verifications).toBe(checked + 1);
    // A thousand sign-ins: a few seconds when idle, over 30 s on PGlite on a loaded machine.
  }, 120_000);

  it(`counts an unknown username the same way: at most ${MAX_FAILURES} checks`, async () => {
    verifications = 0;
    const statuses = await inWaves(100, (n) =>
      requestPasswordGrant(t, 'no-such-user-anywhere', `guess-${n}`),
    );
    expect(new Set(statuses)).toEqual(new Set([426]));
    expect(verifications).toBeLessThanOrEqual(MAX_FAILURES);
  });

  /** A password grant from `address` behind the proxy. */
  function guessFrom(address: string, username: string, password: string, extra = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: basicAuth(t.config), 'x-forwarded-for': address },
      query: {
        grant_type: 'password',
        scope: 'server',
        username,
        password: encryptPassword(password, t.config.passwordKey),
        ...extra,
      },
    });
  }

  it(`lets one address try at most ${ADDRESS_CHALLENGE_AFTER} wrong passwords at 200 usernames at once before asking it for the captcha`, async () => {
    verifications = 0;
    const statuses = await inWaves(200, (n) =>
      guessFrom('198.51.100.200', `sprayed-user-${n}`, 'Winter2026!'),
    );
    expect(new Set(statuses)).toEqual(new Set([426, 428]));
    expect(statuses.filter((s) => s === 426).length).toBeLessThanOrEqual(ADDRESS_CHALLENGE_AFTER);
    expect(verifications).toBeGreaterThan(0);
    expect(verifications).toBeLessThanOrEqual(ADDRESS_CHALLENGE_AFTER);
  });

  it(`lets one address with solved captchas try at most ${MAX_FAILURES} of 50 guesses sent at once at one username`, async () => {
    const victim = await createUser(t);
    const solved = [];
    for (let n = 0; n < 50; n++) solved.push(await captchaFor(`spray-${victim.id}-${n}`));
    verifications = 0;
    const statuses = await Promise.all(
      solved.map((captcha, n) =>
        guessFrom('198.51.100.201', victim.username, `guess-${n}`, captcha),
      ),
    );
    expect(new Set(statuses.map((s) => s.statusCode))).toEqual(new Set([426]));
    expect(verifications).toBeLessThanOrEqual(MAX_FAILURES);
    // Its lock is its own: the user signs in from elsewhere (with the captcha: the username
    // has had its five wrong passwords).
    const home = await guessFrom(
      '192.0.2.80',
      victim.username,
      victim.password,
      await captchaFor(`home-${victim.id}`),
    );
    expect(home.statusCode).toBe(200);
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

    // The lock screen's own lock holds for the right password there too, while signing in
    // (a counter of its own) stays open to the user.
    const checked = verifications;
    const signInAgain = await requestPasswordGrant(t, victim.username, victim.password);
    expect(signInAgain.statusCode).toBe(200);
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/auth/unlock',
      headers: bearer(access_token),
      payload: { password: victim.password },
    });
    expect(unlock.statusCode).toBe(400);
    expect(unlock.json().msg).toMatch(/locked/);
    expect(verifications).toBe(checked + 1);
  });
});
