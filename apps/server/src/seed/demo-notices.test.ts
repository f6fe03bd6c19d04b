import { NOTICE_TYPES } from '@depot/shared';
import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  DEMO_PASSWORD,
  areaEngines,
  bearer,
  signIn,
  signInStaff,
  useTestApp,
} from '../../test/helpers';
import { appUser, asset, assetDoc, notice } from '../db/schema';

/**
 * The demo's asset notices come from their real producers over real demo records: the expiry
 * check (1) over the demo assets, the transfer's effect (4) over a demo document. Each names
 * the asset it is about and opens its record for its recipient; none names a made-up asset.
 */
describe.each(areaEngines())('demo asset notices on %s', (engine) => {
  const t = useTestApp(engine);

  const rowsOf = (type: number) =>
    t.db
      .select({
        recipient: appUser.username,
        text: notice.text,
        area: notice.linkArea,
        id: notice.linkId,
      })
      .from(notice)
      .innerJoin(appUser, eq(appUser.id, notice.recipientId))
      .where(eq(notice.type, type));

  const headers = new Map<string, { authorization: string }>();
  const as = async (username: string) => {
    if (!headers.has(username)) {
      const token =
        username === 'staff'
          ? await signInStaff(t)
          : await signIn(t, username, username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
      headers.set(username, bearer(token.access_token));
    }
    return headers.get(username)!;
  };

  it('names no made-up asset in any demo notice', async () => {
    expect(await t.db.$count(notice, like(notice.text, '%ZC-20%'))).toBe(0);
  });

  it('reminds of the demo assets expiring soon (1), each opening the asset it names', async () => {
    const rows = await rowsOf(NOTICE_TYPES.assetExpiry);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.recipient)).toContain('admin');
    const ids = [...new Set(rows.map((r) => Number(r.id)))];
    const assets = await t.db
      .select({ id: asset.id, code: asset.code, expiryDate: asset.expiryDate })
      .from(asset)
      .where(inArray(asset.id, ids));
    const byId = new Map(assets.map((a) => [a.id, a]));
    for (const row of rows) {
      expect(row.area).toBe('asset');
      const named = byId.get(Number(row.id))!;
      expect(row.text).toContain(named.code);
      expect(row.text).toContain(named.expiryDate!);
      const res = await t.app.inject({
        url: `/as/asset/${row.id}`,
        headers: await as(row.recipient),
      });
      expect(res.statusCode, `${row.recipient} → asset ${row.id}`).toBe(200);
    }
  });

  it('tells the staff of the asset a transfer handed to them (4), opening the document', async () => {
    const rows = await rowsOf(NOTICE_TYPES.assetAdded);
    expect(rows.map((r) => r.recipient)).toContain('staff');
    for (const row of rows) {
      expect(row.area).toBe('assetDoc');
      const [doc] = await t.db
        .select({ code: assetDoc.code, docType: assetDoc.docType, status: assetDoc.status })
        .from(assetDoc)
        .where(eq(assetDoc.id, Number(row.id)));
      expect(doc).toMatchObject({ docType: 'transfer', status: 'done' });
      expect(row.text).toContain(doc!.code);
      const res = await t.app.inject({
        url: `/as/doc/${row.id}`,
        headers: await as(row.recipient),
      });
      expect(res.statusCode, `${row.recipient} → document ${row.id}`).toBe(200);
    }
  });
});
