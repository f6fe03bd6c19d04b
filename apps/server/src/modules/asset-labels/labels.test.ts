import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  bearer,
  areaEngines,
  signIn,
  useTestApp,
  useVariantApp,
} from '../../../test/helpers';
import { dataScopeOf } from '../../core/data-scope';
import { asset, store } from '../../db/schema';
import { assetsForLabels } from '../asset/asset-query';

/** Pages of a PDF: its page objects (pdfkit writes object dictionaries uncompressed). */
const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe.each(areaEngines())('asset labels on %s', (engine) => {
  const t = useTestApp(engine);
  const behindProxy = useVariantApp(t, { config: { publicUrl: 'https://depot.example.com' } });
  afterEach(() => vi.unstubAllEnvs());

  async function labels(token: string, query: string, app = t.app, host?: string) {
    return app.inject({
      method: 'GET',
      url: `/as/asset/labels?${query}`,
      headers: { ...bearer(token), ...(host ? { host } : {}) },
    });
  }

  it('draws one label per chosen asset on sheets of the chosen layout', async () => {
    const admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    const ids = (await t.db.select({ id: asset.id }).from(asset).orderBy(asset.id).limit(30)).map(
      (r) => `ids=${r.id}`,
    );
    const res = await labels(admin, ids.join('&'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // 30 labels, 24 per A4 sheet: two pages.
    expect(pagesOf(res.rawPayload)).toBe(2);
    const roll = await labels(admin, `${ids.slice(0, 3).join('&')}&layout=roll-50x30&offsetX=1.5`);
    expect(pagesOf(roll.rawPayload)).toBe(3);
  });

  it('lays the labels out in code order, whatever order the assets were chosen or made in', async () => {
    const rows = await t.db.select({ id: asset.id, code: asset.code }).from(asset).limit(40);
    const everyone = dataScopeOf(['all'], {
      userId: 1,
      deptId: null,
      enterpriseId: null,
      storeIds: [],
    });
    const codes: string[] = [];
    const chosen = rows.map((r) => r.id).reverse();
    for await (const label of assetsForLabels(t.db, everyone, { ids: chosen, status: undefined }))
      codes.push(label.code);
    expect(codes).toEqual(rows.map((r) => r.code).sort());
    // The demo's codes were not made in code order, so id order would differ.
    const byId = [...rows].sort((a, b) => a.id - b.id).map((r) => r.code);
    expect(byId).not.toEqual(codes);
  });

  it('labels the filtered list, answers 403 without the key and refuses bad layouts', async () => {
    const manager = (await signIn(t, 'manager', DEMO_PASSWORD)).access_token;
    const [first] = await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(1);
    const mine = await t.db.$count(asset, eq(asset.storeId, first!.id));
    const res = await labels(manager, 'layout=roll-50x30');
    expect(res.statusCode).toBe(403);
    const admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    const filtered = await labels(admin, `storeId=${first!.id}&layout=roll-50x30`);
    expect(pagesOf(filtered.rawPayload)).toBe(mine);
    expect((await labels(admin, 'layout=a3')).statusCode).toBe(400);
    expect((await labels(admin, 'offsetX=99')).statusCode).toBe(400);
  });

  it('refuses a Host header that is not a plain host name, unless DEPOT_PUBLIC_URL is set', async () => {
    const admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    const [first] = await t.db.select({ id: asset.id }).from(asset).limit(1);
    const bent = await labels(admin, `ids=${first!.id}`, t.app, 'evil.example/x?');
    expect(bent.statusCode).toBe(400);
    expect(bent.json().msg).toContain('DEPOT_PUBLIC_URL');
    const named = await labels(admin, `ids=${first!.id}`, behindProxy.app, 'evil.example/x?');
    expect(named.statusCode).toBe(200);
    expect(named.headers['content-type']).toBe('application/pdf');
  });

  it('says which font to install when the server has no Chinese font', async () => {
    vi.stubEnv('DEPOT_LABEL_FONT', '/nonexistent/NotoSansCJK.ttc');
    const admin = (await signIn(t, 'admin', ADMIN_PASSWORD)).access_token;
    const res = await labels(admin, 'layout=roll-50x30');
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toContain('fonts-noto-cjk');
  });
});
