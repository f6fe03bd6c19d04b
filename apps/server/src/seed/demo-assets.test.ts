import { ASSET_STATUSES, formDesignSchema, validateFormData } from '@depot/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, bearer, areaEngines, signIn, useTestApp } from '../../test/helpers';
import { asset, assetCategory, assetHistory, formDesignVersion, store } from '../db/schema';

describe.each(areaEngines())('demo assets on %s', (engine) => {
  const t = useTestApp(engine);

  it('registers the configured number of assets, every status present, each with its history', async () => {
    expect(await t.db.$count(asset)).toBe(t.config.demoAssets);
    const statuses = await t.db.selectDistinct({ status: asset.status }).from(asset);
    expect(statuses.map((s) => s.status).sort()).toEqual([...ASSET_STATUSES].sort());
    const without = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(asset)
      .where(sql`not exists (select 1 from ${assetHistory} h where h.asset_id = ${asset.id})`);
    expect(without[0]!.n).toBe(0);
  });

  it('gives designed categories custom values their design accepts', async () => {
    const rows = await t.db
      .select({ custom: asset.custom, design: formDesignVersion.design })
      .from(asset)
      .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
      .innerJoin(
        formDesignVersion,
        sql`${formDesignVersion.designId} = ${assetCategory.formDesignId} and ${formDesignVersion.version} = ${asset.formVersion}`,
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const design = formDesignSchema.parse(row.design);
      expect(validateFormData(design, row.custom).errors).toEqual([]);
    }
  });

  it('lets the store manager see only their store’s assets', async () => {
    const token = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/as/asset/page?size=100',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const [first] = await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(1);
    const inFirst = await t.db.$count(asset, eq(asset.storeId, first!.id));
    expect(inFirst).toBeGreaterThan(0);
    expect(res.json().data.total).toBe(inFirst);
  });
});
