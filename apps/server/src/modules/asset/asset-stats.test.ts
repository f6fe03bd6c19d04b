import { ASSET_STATUSES, type AssetStats } from '@depot/shared';
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday as dayFromToday } from '../../core/time-zone';
import { appUser, asset, assetCategory, userStore } from '../../db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  DEMO_PASSWORD,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';

/** `GET /as/asset/stats`, the home panel's figures, within the caller's data scope. */
describe.each(areaEngines())('asset stats on %s', (engine) => {
  const t = useTestApp(engine);
  let admin = '';
  let manager = '';
  let managerStores: number[] = [];

  const statsOf = async (token: string) => {
    const res = await t.app.inject({ url: '/as/asset/stats', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: AssetStats }>().data;
  };

  /** Sets the expiry (days from today) and status of the assets of `ids`, in order. */
  const expire = async (rows: Array<{ id: number; days: number; status?: string }>) => {
    for (const row of rows) {
      await t.db
        .update(asset)
        .set({ expiryDate: dayFromToday(row.days), status: row.status ?? 'inUse' })
        .where(eq(asset.id, row.id));
    }
  };

  beforeAll(async () => {
    admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    manager = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
    const [me] = await t.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'manager'));
    managerStores = (
      await t.db
        .select({ id: userStore.storeId })
        .from(userStore)
        .where(eq(userStore.userId, me!.id))
    ).map((s) => s.id);
    // Nothing expires in the window but what the tests set.
    await t.db.update(asset).set({ expiryDate: dayFromToday(400) });
  });

  it('counts every asset by status and by top-level category, subtrees included', async () => {
    const stats = await statsOf(admin);
    const total = await t.db.$count(asset);
    expect(stats.byStatus.map((s) => s.status)).toEqual([...ASSET_STATUSES]);
    const perStatus = await t.db
      .select({ status: asset.status, n: count() })
      .from(asset)
      .groupBy(asset.status);
    for (const { status, count: n } of stats.byStatus) {
      expect(n, status).toBe(perStatus.find((p) => p.status === status)?.n ?? 0);
    }
    expect(stats.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(total);

    const tops = await t.db
      .select({ id: assetCategory.id, name: assetCategory.name })
      .from(assetCategory)
      .where(isNull(assetCategory.parentId));
    expect(stats.byCategory.map((c) => c.categoryId).sort()).toEqual(tops.map((c) => c.id).sort());
    expect(stats.byCategory.reduce((sum, c) => sum + c.count, 0)).toBe(total);
    // Most first; the IT group counts its laptops, desktops and printers.
    const counts = stats.byCategory.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [it] = await t.db
      .select({ n: count() })
      .from(asset)
      .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
      .where(inArray(assetCategory.codePrefix, ['NB', 'PC', 'PRT']));
    expect(stats.byCategory.find((c) => c.name === 'IT 设备')?.count).toBe(it!.n);
  });

  it('lists what expires within 30 days, the soonest first, at most ten, not written off or lost', async () => {
    const ids = (await t.db.select({ id: asset.id }).from(asset).orderBy(asset.id).limit(16)).map(
      (r) => r.id,
    );
    await expire([
      { id: ids[0]!, days: 12 },
      { id: ids[1]!, days: 0 },
      { id: ids[2]!, days: 30 },
      { id: ids[3]!, days: 31 },
      { id: ids[4]!, days: -1 },
      { id: ids[5]!, days: 3, status: 'writtenOff' },
      { id: ids[6]!, days: 4, status: 'lost' },
      ...ids.slice(7).map((id, i) => ({ id, days: 20 + (i % 3) })),
    ]);
    const stats = await statsOf(admin);
    expect(stats.expiringSoon).toHaveLength(10);
    expect(stats.expiringSoon.slice(0, 2).map((a) => a.assetId)).toEqual([ids[1], ids[0]]);
    const days = stats.expiringSoon.map((a) => a.expiryDate);
    expect(days).toEqual([...days].sort());
    const shown = stats.expiringSoon.map((a) => a.assetId);
    for (const hidden of [ids[3], ids[4], ids[5], ids[6]]) expect(shown).not.toContain(hidden);
    const [first] = await t.db.select().from(asset).where(eq(asset.id, ids[1]!));
    expect(stats.expiringSoon[0]).toEqual({
      assetId: first!.id,
      code: first!.code,
      name: first!.name,
      expiryDate: dayFromToday(0),
    });
  });

  it('gives a store manager the counts and expiries of their store only', async () => {
    const theirs = await t.db
      .select({ id: asset.id, status: asset.status })
      .from(asset)
      .where(inArray(asset.storeId, managerStores));
    const elsewhere = await t.db
      .select({ id: asset.id })
      .from(asset)
      .where(sql`${asset.storeId} is null or ${asset.storeId} not in ${managerStores}`)
      .limit(1);
    expect(theirs.length).toBeGreaterThan(0);
    await expire([
      { id: theirs[0]!.id, days: 1 },
      { id: elsewhere[0]!.id, days: 0 },
    ]);
    const stats = await statsOf(manager);
    expect(stats.byStatus.reduce((sum, s) => sum + s.count, 0)).toBe(theirs.length);
    expect(stats.byStatus.find((s) => s.status === 'inUse')!.count).toBe(
      (
        await t.db
          .select({ status: asset.status })
          .from(asset)
          .where(inArray(asset.storeId, managerStores))
      ).filter((a) => a.status === 'inUse').length,
    );
    expect(stats.byCategory.reduce((sum, c) => sum + c.count, 0)).toBe(theirs.length);
    expect(stats.expiringSoon.map((a) => a.assetId)).toContain(theirs[0]!.id);
    expect(stats.expiringSoon.map((a) => a.assetId)).not.toContain(elsewhere[0]!.id);
    // The administrator's figures, kept apart, still see both.
    const all = (await statsOf(admin)).expiringSoon.map((a) => a.assetId);
    expect(all).toEqual(expect.arrayContaining([theirs[0]!.id, elsewhere[0]!.id]));
  });

  it('counts a newly registered asset at once', async () => {
    const before = await statsOf(admin);
    const [laptops] = await t.db
      .select({ id: assetCategory.id })
      .from(assetCategory)
      .where(eq(assetCategory.codePrefix, 'NB'));
    const made = await t.app.inject({
      method: 'POST',
      url: '/as/asset',
      headers: bearer(admin),
      payload: { name: '新笔记本', categoryId: laptops!.id, custom: { memoryGb: 16 } },
    });
    expect(made.statusCode, made.body).toBe(200);
    const after = await statsOf(admin);
    const idle = (s: AssetStats) => s.byStatus.find((x) => x.status === 'idle')!.count;
    expect(idle(after)).toBe(idle(before) + 1);
    const group = (s: AssetStats) => s.byCategory.find((c) => c.name === 'IT 设备')!.count;
    expect(group(after)).toBe(group(before) + 1);
  });

  it('is refused without the key to view assets', async () => {
    const user = await createUser(t, { roles: [] });
    const token = (await signIn(t, user.username, user.password)).access_token;
    const res = await t.app.inject({ url: '/as/asset/stats', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });
});
