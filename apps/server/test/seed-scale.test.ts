import { count, countDistinct, eq, inArray, max, min, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseScaleArgs } from '../scripts/seed-scale/args';
import { SCALE_CATEGORIES, type ScaleCategory } from '../scripts/seed-scale/asset-tree';
import { seedScale, type ScaleCounts } from '../scripts/seed-scale/index';
import { silentProgress } from '../scripts/seed-scale/progress';
import { hashPassword } from '../src/core/password-hash';
import { ASSET_STATUSES, validateFormData, type FormDesign } from '@depot/shared';
import {
  appUser,
  asset,
  assetCategory,
  assetCodeCounter,
  assetHistory,
  formDesignVersion,
  notice,
  repairCodeCounter,
  repairOrder,
  repairPause,
  repairTimeline,
  userRole,
} from '../src/db/schema';
import { stock, stockMovement, warehouse } from '../src/modules/warehouse/tables';
import { ADMIN_PASSWORD, bearer, engines, signIn, useTestApp, type TestApp } from './helpers';
import { storeDay } from '../src/core/time-zone';

const PASSWORD = 'Scale@test-2026';

const prefixesOf = (nodes: ScaleCategory[]): string[] =>
  nodes.flatMap((n) => [n.prefix, ...prefixesOf(n.children ?? [])]);
const SCALE_PREFIXES = prefixesOf(SCALE_CATEGORIES);

async function tally(t: TestApp) {
  const [users] = await t.db.select({ n: count() }).from(appUser);
  const [notices] = await t.db.select({ n: count() }).from(notice);
  const [orders] = await t.db.select({ n: count() }).from(repairOrder);
  return { users: users!.n, notices: notices!.n, orders: orders!.n };
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
      assets: 0,
      movements: 0,
      help: false,
    });
    expect(parseScaleArgs(['--movements', '1e7']).movements).toBe(10_000_000);
    expect(parseScaleArgs(['--assets', '1e6']).assets).toBe(1_000_000);
    expect(() => parseScaleArgs(['--users=-5'])).toThrow('--users must be a whole number');
    expect(() => parseScaleArgs(['--notices', '1.5'])).toThrow('--notices');
    expect(() => parseScaleArgs(['--orders', 'many'])).toThrow('--orders');
    expect(() => parseScaleArgs(['--assets', '-1'])).toThrow('--assets');
    expect(() => parseScaleArgs(['--rows', '5'])).toThrow();
  });
});

describe.each(engines())('seed:scale on %s', (engine) => {
  const t = useTestApp(engine);

  it('adds exactly the users, notices and orders asked for, on top of what is there', async () => {
    const before = await tally(t);
    await seed(t, { users: 50, notices: 2000, orders: 200, assets: 0, movements: 0 });
    expect(await tally(t)).toEqual({
      users: before.users + 50,
      notices: before.notices + 2000,
      orders: before.orders + 200,
    });
    // A second run adds more; new usernames and order codes never clash with the first run's.
    await seed(t, { users: 5, notices: 100, orders: 30, assets: 0, movements: 0 });
    expect(await tally(t)).toEqual({
      users: before.users + 55,
      notices: before.notices + 2100,
      orders: before.orders + 230,
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

  it('makes repair orders whose codes, clocks, pauses and timelines agree', async () => {
    const orders = await t.db.select().from(repairOrder);
    const statuses = new Set(orders.map((o) => o.status));
    expect(statuses.has('completed') && statuses.has('in_progress')).toBe(true);
    const now = Date.now();
    for (const o of orders) {
      // RO + the stores' submit date + a 6-digit sequence.
      const day = storeDay(o.submitTime).replaceAll('-', '');
      expect(o.code).toMatch(new RegExp(`^RO${day}\\d{6}$`));
      const times = [o.submitTime, o.dispatchTime, o.startTime, o.completionTime]
        .filter((x): x is Date => x !== null)
        .map((x) => x.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(now);
      expect(o.dispatchTime === null).toBe(
        ['submitted'].includes(o.status) || (o.status === 'cancelled' && o.assigneeId === null),
      );
      expect(o.completionTime !== null).toBe(o.status === 'completed');
      expect(o.pausedSince !== null).toBe(o.status === 'paused');
    }
    // The server's counters are past every seeded code, so its next code is new.
    const counters = await t.db.select().from(repairCodeCounter);
    for (const o of orders) {
      const day = storeDay(o.submitTime);
      const counter = counters.find((c) => c.day === day);
      expect(counter!.lastValue).toBeGreaterThanOrEqual(Number(o.code.slice(-6)));
    }
    const [openPauses] = await t.db
      .select({ n: count() })
      .from(repairPause)
      .where(sql`${repairPause.endedAt} is null`);
    expect(openPauses!.n).toBe(orders.filter((o) => o.status === 'paused').length);
    const [created] = await t.db
      .select({ n: countDistinct(repairTimeline.orderId) })
      .from(repairTimeline)
      .where(eq(repairTimeline.action, 'create'));
    expect(created!.n).toBe(orders.length);
  });

  it('gives users who sign in and see their notices through the API', async () => {
    // The busiest new user who has changed their first password (one who has not is refused
    // everything but the change), signed in with the scale password.
    const [busiest] = await t.db
      .select({ id: appUser.id, username: appUser.username, n: count() })
      .from(appUser)
      .innerJoin(notice, eq(notice.recipientId, appUser.id))
      .where(
        sql`${appUser.username} ~ '^[a-z]+\\.[0-9]+$' and ${appUser.enabled}
            and ${appUser.passwordUpdated} = 1`,
      )
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

    // Repair orders list, open with their timeline, and new ones get fresh codes.
    const auth = bearer(admin.access_token);
    const list = await t.app.inject({
      url: '/eam/repair-order/page?current=1&size=20',
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.total).toBe((await tally(t)).orders);
    const [paused] = await t.db
      .select({ id: repairOrder.id })
      .from(repairOrder)
      .where(eq(repairOrder.status, 'in_progress'))
      .limit(1);
    const detail = await t.app.inject({ url: `/eam/repair-order/${paused!.id}`, headers: auth });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.timeline.map((e: { action: string }) => e.action)).toContain('start');
    const [place] = await t.db
      .select({ id: repairOrder.storeId, typeId: repairOrder.typeId })
      .from(repairOrder)
      .limit(1);
    const made = await t.app.inject({
      method: 'POST',
      url: '/eam/repair-order',
      headers: auth,
      payload: { storeId: place!.id, typeId: place!.typeId, remark: '新报修' },
    });
    expect(made.statusCode).toBe(200);
    const codes = await t.db.select({ code: repairOrder.code }).from(repairOrder);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('makes assets over a category tree, with codes, holders, designed fields and history', async () => {
    const [before] = await t.db.select({ n: count() }).from(asset);
    await seed(t, { users: 0, notices: 0, orders: 0, assets: 600, movements: 0 });
    // A second run adds to the same tree, its codes following on.
    await seed(t, { users: 0, notices: 0, orders: 0, assets: 150, movements: 0 });
    const scale = await t.db
      .select({ a: asset, prefix: assetCategory.codePrefix, designId: assetCategory.formDesignId })
      .from(asset)
      .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
      .where(inArray(assetCategory.codePrefix, SCALE_PREFIXES));
    const [after] = await t.db.select({ n: count() }).from(asset);
    expect(after!.n - before!.n).toBe(750);
    expect(scale).toHaveLength(750);
    const categories = await t.db
      .select()
      .from(assetCategory)
      .where(inArray(assetCategory.codePrefix, SCALE_PREFIXES));
    expect(SCALE_PREFIXES).toHaveLength(40);
    expect(categories).toHaveLength(40);
    const parents = new Set(categories.map((c) => c.parentId));
    // Assets sit in leaves; six categories have designed fields (two share one design).
    expect(scale.every(({ a }) => !parents.has(a.categoryId))).toBe(true);
    expect(categories.filter((c) => c.formDesignId !== null)).toHaveLength(6);

    const codes = new Set(scale.map(({ a }) => a.code));
    expect(codes.size).toBe(750);
    for (const { a, prefix, designId } of scale) {
      expect(a.code).toMatch(new RegExp(`^${prefix}-\\d{6}$`));
      expect(a.custodianId !== null).toBe(a.status === 'inUse' || a.status === 'lent');
      expect(a.expiryDate! > a.purchaseDate!).toBe(true);
      expect(a.formVersion !== null).toBe(designId !== null);
    }
    // Every status but awaiting pick-up, which only a lending or pick-up's approval gives.
    expect(new Set(scale.map(({ a }) => a.status)).size).toBe(ASSET_STATUSES.length - 1);
    // Designed fields hold values their design accepts.
    const designs = await t.db.select().from(formDesignVersion);
    for (const { a, designId } of scale.filter((s) => s.designId !== null)) {
      const design = designs.find((d) => d.designId === designId)!.design as FormDesign;
      expect(validateFormData(design, a.custom).errors).toEqual([]);
      expect(Object.keys(a.custom as object).length).toBeGreaterThan(0);
    }
    // The server's next code follows the seeded ones; each asset's history says what it got.
    const [counter] = await t.db
      .select()
      .from(assetCodeCounter)
      .where(eq(assetCodeCounter.prefix, 'SNB'));
    const laptops = scale.filter((s) => s.prefix === 'SNB').map(({ a }) => Number(a.code.slice(4)));
    expect(counter!.lastValue).toBe(Math.max(...laptops));
    const [history] = await t.db
      .select({ n: countDistinct(assetHistory.assetId) })
      .from(assetHistory)
      .where(
        inArray(
          assetHistory.assetId,
          scale.map(({ a }) => a.id),
        ),
      );
    expect(history!.n).toBe(750);

    // The list finds a top-level group's subtree.
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    const group = categories.find((c) => c.codePrefix === 'SIT')!;
    const below = new Set([group.id]);
    for (let grew = true; grew;) {
      grew = false;
      for (const c of categories) {
        if (c.parentId !== null && below.has(c.parentId) && !below.has(c.id)) {
          below.add(c.id);
          grew = true;
        }
      }
    }
    const page = await t.app.inject({
      url: `/as/asset/page?current=1&size=10&categoryId=${group.id}&sort=purchaseDate,desc`,
      headers: bearer(admin.access_token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.total).toBe(scale.filter(({ a }) => below.has(a.categoryId)).length);
  });

  it('makes ledger rows in scale warehouses whose balances run on and end at the stock', async () => {
    await seed(t, { users: 0, notices: 0, orders: 0, assets: 0, movements: 1_000 });
    // A second run goes on with every warehouse × category's sequence.
    await seed(t, { users: 0, notices: 0, orders: 0, assets: 0, movements: 300 });
    const rows = await t.db
      .select({
        warehouseId: stockMovement.warehouseId,
        categoryId: stockMovement.categoryId,
        quantity: stockMovement.quantity,
        balance: stockMovement.balance,
        kind: stockMovement.kind,
        sourceCode: stockMovement.sourceCode,
      })
      .from(stockMovement)
      .innerJoin(warehouse, eq(warehouse.id, stockMovement.warehouseId))
      .where(sql`${warehouse.code} like 'SW%'`)
      .orderBy(stockMovement.id);
    expect(rows).toHaveLength(1_300);
    expect(new Set(rows.map((r) => r.warehouseId)).size).toBe(20);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['purchaseIn', 'in', 'out']));
    expect(
      rows.filter((r) => r.kind !== 'out').every((r) => /^(CG|RK)\d{14}$/.test(r.sourceCode!)),
    ).toBe(true);
    // Each row's balance is the one before it plus its quantity, never below zero, and the
    // last one is the warehouse's stock.
    const running = new Map<string, number>();
    for (const r of rows) {
      const key = `${r.warehouseId}:${r.categoryId}`;
      const now = (running.get(key) ?? 0) + r.quantity;
      expect(r.balance).toBe(now);
      expect(now).toBeGreaterThanOrEqual(0);
      running.set(key, now);
    }
    const stocks = await t.db
      .select({
        warehouseId: stock.warehouseId,
        categoryId: stock.categoryId,
        quantity: stock.quantity,
      })
      .from(stock)
      .innerJoin(warehouse, eq(warehouse.id, stock.warehouseId))
      .where(sql`${warehouse.code} like 'SW%'`);
    expect(new Map(stocks.map((s) => [`${s.warehouseId}:${s.categoryId}`, s.quantity]))).toEqual(
      running,
    );
  });
});
