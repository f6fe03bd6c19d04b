import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  basicAuth,
  bearer,
  createUser,
  engines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { CAPTCHA_REQUIRED, encryptPassword } from '@depot/shared';
import { auditLog, role, roleMenu } from '../../db/schema';
import { drawCaptcha, type CaptchaImage } from './captcha';
import { ADDRESS_CHALLENGE_AFTER } from './lockout';

/** Issue #15: guesses lock out the guessing address, not the user; an admin lifts a lock. */
describe.each(engines())('sign-in throttling on %s', (engine) => {
  let lastDrawn: CaptchaImage | null = null;
  const waits: number[] = [];
  const t = useTestApp(engine, {
    config: { trustProxy: true },
    build: {
      captcha: () => (lastDrawn = drawCaptcha()),
      signInPause: async (ms) => {
        waits.push(ms);
      },
    },
  });

  let captchas = 0;
  /** A sign-in from `address` (as the proxy says), with a solved captcha when asked. */
  async function signInFrom(address: string, username: string, password: string, solve = false) {
    let captcha = {};
    if (solve) {
      const randomStr = `r-${address}-${++captchas}`;
      await t.app.inject({ url: '/code', query: { randomStr } });
      captcha = { randomStr, code: lastDrawn!.text };
    }
    return t.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: basicAuth(t.config), 'x-forwarded-for': address },
      query: {
        grant_type: 'password',
        scope: 'server',
        username,
        password: encryptPassword(password, t.config.passwordKey),
        ...captcha,
      },
    });
  }

  it('locks the guessing address only; the user elsewhere is asked for the captcha, and gets in', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom('198.51.100.7', user.username, `guess-${i}`)).statusCode).toBe(426);
    }
    const attacker = await signInFrom('198.51.100.7', user.username, user.password, true);
    expect(attacker.statusCode).toBe(426);
    expect(attacker.json().msg).toMatch(/locked/);

    const asked = await signInFrom('192.0.2.44', user.username, user.password);
    expect(asked.statusCode).toBe(428);
    // The client learns it from the answer: it shows the captcha with this message.
    expect(asked.json()).toEqual({
      code: 1,
      msg: expect.stringMatching(/verification code/),
      data: { reason: CAPTCHA_REQUIRED },
    });
    waits.length = 0;
    const home = await signInFrom('192.0.2.44', user.username, user.password, true);
    expect(home.statusCode).toBe(200);
    // Challenged at the allowance: the first step of the slow-down, nothing more (the attempt
    // refused for its missing captcha and the locked-out one were counted nowhere).
    expect(waits).toEqual([250]);
    // The right password does not forgive the guesses: the username stays challenged.
    expect((await signInFrom('192.0.2.44', user.username, user.password)).statusCode).toBe(428);
  });

  it('slows each further challenged guess down, doubling up to 4 s', async () => {
    const user = await createUser(t);
    waits.length = 0;
    for (let i = 0; i < 11; i++) {
      await signInFrom(`203.0.113.${i}`, user.username, `guess-${i}`, true);
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000]);
  });

  it('signs in ten at once with the right password, from one address, without a captcha or a wait', async () => {
    const user = await createUser(t);
    waits.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signInFrom('192.0.2.60', user.username, user.password)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(waits).toEqual([]);
    // And gave every place back: five wrong ones later are still allowed before the lock.
    for (let i = 0; i < 4; i++) {
      expect((await signInFrom('192.0.2.60', user.username, `guess-${i}`)).statusCode).toBe(426);
    }
    expect((await signInFrom('192.0.2.60', user.username, user.password)).statusCode).toBe(200);
  });

  it(`asks an address for the captcha after ${ADDRESS_CHALLENGE_AFTER} wrong passwords at any usernames`, async () => {
    const address = '198.51.100.20';
    for (let i = 0; i < ADDRESS_CHALLENGE_AFTER; i++) {
      const res = await signInFrom(address, `sprayed-${i}`, 'Summer2026!');
      expect(res.statusCode).toBe(426);
      expect(res.json().msg).not.toMatch(/locked/);
    }
    const user = await createUser(t);
    expect((await signInFrom(address, user.username, user.password)).statusCode).toBe(428);
    expect((await signInFrom(address, user.username, user.password, true)).statusCode).toBe(200);
    // Another address signs the same user in as usual.
    expect((await signInFrom('192.0.2.61', user.username, user.password)).statusCode).toBe(200);
  });

  it('lets whoever holds sys_user_unlock lift a user’s locks, audited; editing users is not enough', async () => {
    const admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) await signInFrom('198.51.100.9', user.username, `guess-${i}`);
    expect((await signInFrom('198.51.100.9', user.username, user.password)).statusCode).toBe(426);
    expect((await signInFrom('192.0.2.9', user.username, user.password)).statusCode).toBe(428);

    /** A user whose role holds exactly these button menus. */
    async function holding(code: string, menuIds: number[]) {
      const [made] = await t.db.insert(role).values({ code, name: code }).returning();
      await t.db.insert(roleMenu).values(menuIds.map((menuId) => ({ roleId: made!.id, menuId })));
      const holder = await createUser(t, { roles: [code] });
      return (await signIn(t, holder.username, holder.password)).access_token;
    }
    const lift = (token: string, id = user.id) =>
      t.app.inject({ method: 'DELETE', url: `/admin/user/${id}/lockout`, headers: bearer(token) });
    // 1110 the users page, 1113 its edit button, 1117 its lift-lock button.
    const editor = await holding(`editor_${engine}`, [1110, 1113]);
    expect((await lift(editor)).statusCode).toBe(403);
    const unlocker = await holding(`unlocker_${engine}`, [1110, 1117]);
    expect((await lift(unlocker, 999_999)).statusCode).toBe(404);

    expect((await lift(unlocker)).statusCode).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'lift-lockout' });
    // The locked-out address and the other one sign in at once, without a captcha.
    expect((await signInFrom('198.51.100.9', user.username, user.password)).statusCode).toBe(200);
    expect((await signInFrom('192.0.2.9', user.username, user.password)).statusCode).toBe(200);
    expect((await lift(admin)).statusCode).toBe(200);
  });
});
