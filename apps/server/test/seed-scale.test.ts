import { count, countDistinct, eq, max, min, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseScaleArgs } from '../scripts/seed-scale/args';
import { seedScale, type ScaleCounts } from '../scripts/seed-scale/index';
import { silentProgress } from '../scripts/seed-scale/progress';
import { hashPassword } from '../src/core/password-hash';
import { appUser, notice, userRole } from '../src/db/schema';
import { ADMIN_PASSWORD, bearer, engines, signIn, useTestApp, type TestApp } from './helpers';

const PASSWORD = 'Scale@test-2026';

async function tally(t: TestApp) {
  const [users] = await t.db.select({ n: count() }).from(appUser);
  const [notices] = await t.db.select({ n: count() }).from(notice);
  return { users: users!.n, notices: notices!.n };
}

async function seed(t: TestApp, counts: ScaleCounts) {
  const passwordHash = await hashPassword(PASSWORD, t.config.scryptN);
  await seedScale(t.db, counts, { passwordHash, progress: silentProgress });
}

describe('seed:scale arguments', () => {
  it('reads counts written with separators or exponents, and refuses nonsense', () => {
    expect(parseScaleArgs(['--users', '1_000', '--notices', '1e6'])).toEqual({
      users: 1000,
      notices: 1_000_000,
      orders: 0,
      help: false,
    });
    expect(() => parseScaleArgs(['--users=-5'])).toThrow('--users must be a whole number');
    expect(() => parseScaleArgs(['--notices', '1.5'])).toThrow('--notices');
    expect(() => parseScaleArgs(['--orders', 'many'])).toThrow('--orders');
    expect(() => parseScaleArgs(['--rows', '5'])).toThrow();
  });
});

describe.each(engines())('seed:scale on %s', (engine) => {
  const t = useTestApp(engine);

  it('adds exactly the users and notices asked for, on top of what is there', async () => {
    const before = await tally(t);
    await seed(t, { users: 50, notices: 2000, orders: 0 });
    expect(await tally(t)).toEqual({
      users: before.users + 50,
      notices: before.notices + 2000,
    });
    // A second run adds more; new usernames never clash with the first run's.
    await seed(t, { users: 5, notices: 100, orders: 0 });
    expect(await tally(t)).toEqual({
      users: before.users + 55,
      notices: before.notices + 2100,
    });
  });

  it('makes data that looks real: varied, skewed, spread over months, read and unread', async () => {
    const [texts] = await t.db
      .select({
        distinctTexts: countDistinct(notice.text),
        types: countDistinct(notice.type),
        oldest: min(notice.noticeTime),
        newest: max(notice.noticeTime),
      })
      .from(notice);
    expect(texts!.distinctTexts).toBeGreaterThan(1000);
    expect(texts!.types).toBeGreaterThanOrEqual(20);
    const spanDays = (texts!.newest!.getTime() - texts!.oldest!.getTime()) / 86_400_000;
    expect(spanDays).toBeGreaterThan(90);

    const statuses = await t.db
      .select({ readStatus: notice.readStatus, n: count() })
      .from(notice)
      .groupBy(notice.readStatus);
    expect(statuses.map((s) => s.readStatus).sort()).toEqual([1, 2]);

    // Heavy users: the busiest recipient has many times the median's notices.
    const perUser = await t.db
      .select({ n: count() })
      .from(notice)
      .groupBy(notice.recipientId)
      .orderBy(sql`count(*) desc`);
    const counts = perUser.map((r) => r.n);
    expect(counts[0]!).toBeGreaterThan(5 * counts[Math.floor(counts.length / 2)]!);

    // Users have departments, roles, Chinese nicknames and pinyin usernames.
    const scaleUsers = await t.db
      .select({ username: appUser.username, nickname: appUser.nickname, deptId: appUser.deptId })
      .from(appUser)
      .where(sql`${appUser.username} ~ '^[a-z]+\\.[0-9]+$'`);
    expect(scaleUsers).toHaveLength(55);
    expect(
      scaleUsers.every((u) => u.deptId !== null && /^\p{Script=Han}{2,3}$/u.test(u.nickname)),
    ).toBe(true);
    const [withRoles] = await t.db
      .select({ n: countDistinct(userRole.userId) })
      .from(userRole)
      .innerJoin(appUser, eq(appUser.id, userRole.userId))
      .where(sql`${appUser.username} ~ '^[a-z]+\\.[0-9]+$'`);
    expect(withRoles!.n).toBe(55);
  });

  it('gives users who sign in and see their notices through the API', async () => {
    // The busiest new user, signed in with the scale password.
    const [busiest] = await t.db
      .select({ id: appUser.id, username: appUser.username, n: count() })
      .from(appUser)
      .innerJoin(notice, eq(notice.recipientId, appUser.id))
      .where(sql`${appUser.username} ~ '^[a-z]+\\.[0-9]+$' and ${appUser.enabled}`)
      .groupBy(appUser.id)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const { access_token } = await signIn(t, busiest!.username, PASSWORD);
    const page = await t.app.inject({
      url: '/admin/notice/page?current=1&size=50',
      headers: bearer(access_token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.total).toBe(busiest!.n);
    expect(page.json().data.records).toHaveLength(Math.min(50, busiest!.n));
    const counts = await t.app.inject({
      url: '/admin/notice/getUserInfoCount',
      headers: bearer(access_token),
    });
    const c = counts.json().data;
    expect(c.viewAllCount).toBe(busiest!.n);
    expect(c.viewReadCount + c.viewNotReadCount).toBe(busiest!.n);

    // The administrator lists them all.
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const users = await t.app.inject({
      url: '/admin/user/page?current=1&size=10',
      headers: bearer(admin.access_token),
    });
    expect(users.statusCode).toBe(200);
    expect(users.json().data.total).toBe((await tally(t)).users);
  });
});
