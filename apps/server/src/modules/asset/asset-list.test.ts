import { assetSchema, type Asset, type Page } from '@depot/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf } from '../../core/envelope';
import { pageSchema } from '../../core/pagination';
import type { Db } from '../../db/client';
import {
  appUser,
  asset,
  assetCategory,
  changeVersion,
  department,
  formDesign,
  store,
  userStore,
} from '../../db/schema';
import {
  ADMIN_PASSWORD,
  bearer,
  DEMO_PASSWORD,
  areaEngines,
  signIn,
  useTestApp,
  useVariantApp,
  type TestApp,
} from '../../../test/helpers';

/** An asset as the wire carries it: times as ISO text, nothing more than the schema names. */
const wireAsset = assetSchema
  .extend({ createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() })
  .strict();

type Harness = Pick<TestApp, 'app'>;

/**
 * The asset list keeps its totals and pages per change_version of `asset` (asset-list.ts,
 * drizzle/0014): whoever writes, from whichever process, the next page shows it. Sorting by
 * a designed field of the filtered category (issue #16) is allowed only while its design has it.
 */
describe.each(areaEngines())('asset list on %s', (engine) => {
  const t = useTestApp(engine);
  /** Another server process on the same database, with its own memory. */
  const other = useVariantApp(t);
  let admin = '';
  let itId = 0;
  let laptopsId = 0;

  const get = (h: Harness, url: string, token = admin) =>
    h.app.inject({ url, headers: bearer(token) });
  const listOf = async (query: string, h: Harness = t, token = admin) => {
    const res = await get(h, `/as/asset/page?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Page<Asset> }>().data;
  };
  const version = async (db: Db) => {
    const [row] = await db
      .select({ version: changeVersion.version })
      .from(changeVersion)
      .where(eq(changeVersion.area, 'asset'));
    return Number(row?.version ?? 0);
  };
  const categoryOf = async (prefix: string) => {
    const [row] = await t.db
      .select({ id: assetCategory.id })
      .from(assetCategory)
      .where(eq(assetCategory.codePrefix, prefix));
    return row!.id;
  };

  beforeAll(async () => {
    admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    itId = await categoryOf('IT');
    laptopsId = await categoryOf('NB');
  });

  it('answers the documented shape, each record as the asset’s own page shows it', async () => {
    const res = await get(t, '/as/asset/page?size=5');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const strict = envelopeOf(pageSchema(wireAsset).strict()).strict();
    const parsed = strict.safeParse(res.json());
    expect(parsed.error?.issues ?? []).toEqual([]);
    const page = parsed.data!.data;
    expect(page).toMatchObject({ current: 1, size: 5, total: await t.db.$count(asset) });
    expect(page.records).toHaveLength(5);
    for (const record of page.records) {
      const detail = await get(t, `/as/asset/${record.assetId}`);
      const { history: _history, ...own } = detail.json().data;
      expect(record).toEqual(own);
    }
  });

  it('shows an asset another process registered or edited, on the next page asked for', async () => {
    const query = `categoryId=${itId}&size=5`;
    const before = await listOf(query);
    // Asked again: the same answer (now from memory).
    expect(await listOf(query)).toEqual(before);
    const made = await other.app.inject({
      method: 'POST',
      url: '/as/asset',
      headers: bearer(admin),
      payload: { name: '新登记笔记本', categoryId: laptopsId, custom: { memoryGb: 16 } },
    });
    expect(made.statusCode, made.body).toBe(200);
    const after = await listOf(query);
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0]!.name).toBe('新登记笔记本');
    await other.app.inject({
      method: 'PUT',
      url: '/as/asset',
      headers: bearer(admin),
      payload: { assetId: made.json().data.assetId, version: 0, name: '改过名的笔记本' },
    });
    expect((await listOf(query)).records[0]!.name).toBe('改过名的笔记本');
  });

  it('shows a category, store, department or custodian renamed in SQL; a password change moves nothing', async () => {
    const query = `categoryId=${itId}&size=50`;
    const held = (await listOf(query)).records.find(
      (a) => a.custodianId !== null && a.storeId !== null && a.deptId !== null,
    )!;
    const rename = async (write: () => Promise<unknown>, read: (a: Asset) => unknown) => {
      await write();
      const now = (await listOf(query)).records.find((a) => a.assetId === held.assetId)!;
      return read(now);
    };
    expect(
      await rename(
        () =>
          t.db
            .update(assetCategory)
            .set({ name: '改名分类' })
            .where(eq(assetCategory.id, held.categoryId)),
        (a) => a.categoryName,
      ),
    ).toBe('改名分类');
    expect(
      await rename(
        () => t.db.update(store).set({ name: '改名门店' }).where(eq(store.id, held.storeId!)),
        (a) => a.storeName,
      ),
    ).toBe('改名门店');
    expect(
      await rename(
        () =>
          t.db.update(department).set({ name: '改名部门' }).where(eq(department.id, held.deptId!)),
        (a) => a.deptName,
      ),
    ).toBe('改名部门');
    expect(
      await rename(
        () =>
          t.db
            .update(appUser)
            .set({ nickname: '改名保管人' })
            .where(eq(appUser.id, held.custodianId!)),
        (a) => a.custodianName,
      ),
    ).toBe('改名保管人');
    const start = await version(t.db);
    await t.db.update(appUser).set({ passwordUpdated: 1 }).where(eq(appUser.id, held.custodianId!));
    expect(await version(t.db)).toBe(start);
  });

  it('follows the category tree: a subtree moved in SQL moves its assets with it', async () => {
    const furniture = await categoryOf('FUR');
    const before = await listOf(`categoryId=${itId}&size=1`);
    const moved = await listOf(`categoryId=${furniture}&size=1`);
    await t.db.update(assetCategory).set({ parentId: itId }).where(eq(assetCategory.id, furniture));
    expect((await listOf(`categoryId=${itId}&size=1`)).total).toBe(before.total + moved.total);
    await t.db.update(assetCategory).set({ parentId: null }).where(eq(assetCategory.id, furniture));
    expect((await listOf(`categoryId=${itId}&size=1`)).total).toBe(before.total);
  });

  it('sorts a category’s subtree by purchase date, the newest first', async () => {
    const page = await listOf(`categoryId=${itId}&size=50&sort=purchaseDate,desc`);
    const dates = page.records.map((a) => a.purchaseDate!);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by a designed field of the filtered category, its empty values last either way', async () => {
    const laptops = await t.db
      .select({ id: asset.id })
      .from(asset)
      .where(eq(asset.categoryId, laptopsId));
    expect(laptops.length).toBeGreaterThan(2);
    // One laptop without the value (saved before the field existed, say).
    const blank = laptops[0]!.id;
    await t.db
      .update(asset)
      .set({ custom: sql`${asset.custom} - 'memoryGb'` })
      .where(eq(asset.id, blank));
    const memory = (a: Asset) => a.custom.memoryGb as number | undefined;
    for (const direction of ['desc', 'asc'] as const) {
      const page = await listOf(
        `categoryId=${laptopsId}&size=50&sort=custom.memoryGb,${direction}`,
      );
      expect(page.total).toBe(laptops.length);
      const values = page.records.map(memory);
      expect(values.at(-1)).toBeUndefined();
      const filled = values.slice(0, -1) as number[];
      expect(filled.every((v) => typeof v === 'number')).toBe(true);
      const sorted = [...filled].sort((a, b) => (direction === 'asc' ? a - b : b - a));
      expect(filled).toEqual(sorted);
    }
    // Numbers order as numbers, not as text (64 after 8 going up).
    const ids = laptops.slice(1, 3).map((l) => l.id);
    await t.db
      .update(asset)
      .set({ custom: { memoryGb: 8 } })
      .where(eq(asset.id, ids[0]!));
    await t.db
      .update(asset)
      .set({ custom: { memoryGb: 64 } })
      .where(eq(asset.id, ids[1]!));
    const up = (await listOf(`categoryId=${laptopsId}&size=50&sort=custom.memoryGb,asc`)).records
      .filter((a) => ids.includes(a.assetId))
      .map(memory);
    expect(up).toEqual([8, 64]);
  });

  it('refuses a sort by a field the filtered category’s design lacks, in the export too', async () => {
    const desktops = await categoryOf('PC');
    for (const query of [
      'sort=custom.memoryGb,desc',
      `categoryId=${desktops}&sort=custom.memoryGb,desc`,
      `categoryId=${laptopsId}&sort=custom.colour,asc`,
    ]) {
      const res = await get(t, `/as/asset/page?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().msg).toMatch(/custom\.(memoryGb|colour)/);
      const exported = await get(t, `/as/asset/export?${query}`);
      expect(exported.statusCode, query).toBe(400);
      expect(exported.headers['content-type']).toContain('application/json');
    }
    for (const query of ['sort=custom.__proto__,asc', 'sort=custom.1x,asc', 'sort=custom.,asc']) {
      expect((await get(t, `/as/asset/page?categoryId=${laptopsId}&${query}`)).statusCode).toBe(
        400,
      );
    }
    const exported = await get(
      t,
      `/as/asset/export?categoryId=${laptopsId}&sort=custom.memoryGb,desc`,
    );
    expect(exported.statusCode).toBe(200);
  });

  it('stops sorting by a designed field once the category’s design drops it', async () => {
    const query = `categoryId=${laptopsId}&sort=custom.cpu,asc`;
    expect((await get(t, `/as/asset/page?${query}`)).statusCode).toBe(200);
    const [category] = await t.db
      .select({ designId: assetCategory.formDesignId })
      .from(assetCategory)
      .where(eq(assetCategory.id, laptopsId));
    const [design] = await t.db
      .select({ name: formDesign.name })
      .from(formDesign)
      .where(eq(formDesign.id, category!.designId!));
    const saved = await other.app.inject({
      method: 'PUT',
      url: `/admin/form-design/${category!.designId}`,
      headers: bearer(admin),
      payload: {
        name: design!.name,
        design: {
          fields: [
            { kind: 'number', vModel: 'memoryGb', label: '内存（GB）', required: true, min: 4 },
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get(t, `/as/asset/page?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('custom.cpu');
  });

  it('gives a store manager their store’s assets only, kept apart from the administrator’s', async () => {
    const everything = await listOf('size=1');
    const manager = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
    const mine = await listOf('size=50', t, manager);
    const [me] = await t.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'manager'));
    const stores = (
      await t.db
        .select({ id: userStore.storeId })
        .from(userStore)
        .where(eq(userStore.userId, me!.id))
    ).map((s) => s.id);
    const [expected] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(asset)
      .where(and(inArray(asset.storeId, stores)));
    expect(mine.total).toBe(expected!.n);
    expect(mine.total).toBeLessThan(everything.total);
    expect(mine.records.every((a) => stores.includes(a.storeId!))).toBe(true);
    // The administrator's answer, asked again, is still everything.
    expect((await listOf('size=1')).total).toBe(everything.total);
  });
});
