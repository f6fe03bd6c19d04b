import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSET_FILES_MAX, ASSET_PERMISSIONS, type AssetFile } from '@depot/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
} from '../../../test/helpers';
import { roleGranting } from '../../../test/security/actors';
import { asset, assetFile, assetHistory, auditLog, store, userStore } from '../../db/schema';

const P = ASSET_PERMISSIONS.asset;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Headers = { authorization: string };

/** A one-file multipart body, as the browser's upload sends it. */
function filePart(name: string, type: string, content: Buffer) {
  const boundary = `----asset${randomBytes(6).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(areaEngines())('an asset’s photos and files on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-asset-files-'));
  const t = useTestApp(engine, { config: { dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  let admin: Headers;
  /** Two demo assets without photos in two stores, and a user who sees the second store only. */
  let mineId = 0;
  let theirsId = 0;
  let keeper: Headers;

  async function signedIn(keys: readonly string[], dataScope?: 'stores', storeId?: number) {
    const granted = await roleGranting(t, keys, dataScope);
    const user = await createUser(t, { roles: [granted.code] });
    if (storeId) await t.db.insert(userStore).values({ userId: user.id, storeId });
    return bearer((await signIn(t, user.username, user.password)).access_token);
  }

  async function upload(headers: Headers, name = 'front.png', type = 'image/png') {
    const body = filePart(name, type, randomBytes(300));
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/files',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; name: string; url: string };
  }

  const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
    t.app.inject({ method, url, headers, payload: body });
  const listOf = async (headers: Headers, assetId: number): Promise<AssetFile[]> => {
    const res = await call(headers, 'GET', `/as/asset/${assetId}/files`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const filesHistory = (assetId: number) =>
    t.db
      .select()
      .from(assetHistory)
      .where(and(eq(assetHistory.assetId, assetId), eq(assetHistory.field, 'files')))
      .orderBy(asc(assetHistory.id));
  /** What a refused call must leave as it was. */
  const stateOf = async (assetId: number) => ({
    links: await t.db.select().from(assetFile).where(eq(assetFile.assetId, assetId)),
    history: await filesHistory(assetId),
    audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
  });

  beforeAll(async () => {
    admin = bearer((await signIn(t, 'admin', ADMIN_PASSWORD)).access_token);
    const stores = await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(2);
    const [first, second] = stores.map((s) => s.id) as [number, number];
    // The newest of each store: the seed photographs the first few assets.
    const inStore = async (storeId: number) =>
      (
        await t.db
          .select({ id: asset.id })
          .from(asset)
          .where(eq(asset.storeId, storeId))
          .orderBy(desc(asset.id))
          .limit(1)
      )[0]!.id;
    theirsId = await inStore(first);
    mineId = await inStore(second);
    keeper = await signedIn([P.view, P.edit], 'stores', second);
  });

  it('gives a few demo assets a real photo, seeded through the same path', async () => {
    const photographed = await t.db
      .selectDistinct({ assetId: assetFile.assetId })
      .from(assetFile)
      .innerJoin(assetHistory, eq(assetHistory.assetId, assetFile.assetId))
      .where(eq(assetHistory.field, 'files'))
      .orderBy(assetFile.assetId);
    expect(photographed.length).toBeGreaterThanOrEqual(3);
    expect(photographed.map((p) => p.assetId)).not.toContain(mineId);
    const [first] = await listOf(admin, photographed[0]!.assetId);
    expect(first).toMatchObject({ type: 'image/png', image: true, uploadedByName: '管理员' });
    const bytes = await call(admin, 'GET', first!.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR: 240 × 180.
    expect(bytes.rawPayload.readUInt32BE(16)).toBe(240);
    expect(bytes.rawPayload.readUInt32BE(20)).toBe(180);
  });

  it('attaches uploads, lists them with who uploaded them, writes history and audit, removes one', async () => {
    const photo = await upload(admin, '正面.png', 'image/png');
    const manual = await upload(admin, 'manual.pdf', 'application/pdf');
    const before = await filesHistory(mineId);

    const attached = await call(admin, 'POST', `/as/asset/${mineId}/files`, {
      fileIds: [photo.id, manual.id.toUpperCase()],
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const list = await listOf(admin, mineId);
    expect(attached.json().data).toEqual(list);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: photo.id,
          name: '正面.png',
          size: 300,
          type: 'image/png',
          image: true,
          url: `/admin/files/${photo.id}`,
          uploadedByName: '管理员',
        }),
        expect.objectContaining({ id: manual.id, type: 'application/pdf', image: false }),
      ]),
    );
    expect(list).toHaveLength(2);
    expect(new Date(list[0]!.addedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Attaching a file it already holds changes nothing.
    const again = await call(admin, 'POST', `/as/asset/${mineId}/files`, { fileIds: [photo.id] });
    expect(again.json().data).toEqual(list);

    const names = list.map((f) => f.name);
    const history = await filesHistory(mineId);
    expect(history).toHaveLength(before.length + 1);
    expect(history.at(-1)).toMatchObject({ before: [], after: names, source: 'edit' });
    // The asset page shows it among the asset's history.
    const detail = (await call(admin, 'GET', `/as/asset/${mineId}`)).json().data;
    expect(detail.history[0]).toMatchObject({ field: 'files', after: names });

    const removed = await call(admin, 'DELETE', `/as/asset/${mineId}/files/${manual.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.map((f: AssetFile) => f.id)).toEqual([photo.id]);
    expect((await listOf(admin, mineId)).map((f) => f.id)).toEqual([photo.id]);
    expect((await filesHistory(mineId)).at(-1)).toMatchObject({
      before: names,
      after: ['正面.png'],
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'asset'), eq(auditLog.entityId, String(mineId))));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['attach-files', 'remove-file']),
    );
    expect(audit.find((a) => a.action === 'remove-file')!.after).toEqual({
      files: [{ id: photo.id, name: '正面.png' }],
    });
  });

  it('lets whoever sees the asset download its files, and nobody else', async () => {
    const photo = await upload(admin, 'shelf.png');
    await call(admin, 'POST', `/as/asset/${mineId}/files`, { fileIds: [photo.id] });
    const viewer = await signedIn([P.view]);
    const got = await call(keeper, 'GET', photo.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect((await call(viewer, 'GET', photo.url)).statusCode).toBe(200);

    const outsider = await signedIn([P.view, P.edit], 'stores', (await theirStore()).id);
    const noKey = await signedIn([]);
    for (const headers of [outsider, noKey]) {
      expect((await call(headers, 'GET', photo.url)).statusCode).toBe(404);
    }
    // Removed from the asset, the file is the uploader's alone again.
    await call(admin, 'DELETE', `/as/asset/${mineId}/files/${photo.id}`);
    expect((await call(viewer, 'GET', photo.url)).statusCode).toBe(404);
    expect((await call(admin, 'GET', photo.url)).statusCode).toBe(200);
  });

  const theirStore = async () =>
    (
      await t.db
        .select({ id: store.id })
        .from(asset)
        .innerJoin(store, eq(store.id, asset.storeId))
        .where(eq(asset.id, theirsId))
    )[0]!;

  it('answers 403 without the keys: viewing needs as_asset_view, changing as_asset_edit', async () => {
    const photo = await upload(admin);
    const viewer = await signedIn([P.view]);
    const nobody = await signedIn([]);
    const state = await stateOf(mineId);
    expect((await call(nobody, 'GET', `/as/asset/${mineId}/files`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', `/as/asset/${mineId}/files`)).statusCode).toBe(200);
    const viewerUpload = await upload(viewer);
    const attach = await call(viewer, 'POST', `/as/asset/${mineId}/files`, {
      fileIds: [viewerUpload.id],
    });
    expect(attach.statusCode).toBe(403);
    await call(admin, 'POST', `/as/asset/${mineId}/files`, { fileIds: [photo.id] });
    const held = await stateOf(mineId);
    expect(held.links).toHaveLength(state.links.length + 1);
    const remove = await call(viewer, 'DELETE', `/as/asset/${mineId}/files/${photo.id}`);
    expect(remove.statusCode).toBe(403);
    expect(await stateOf(mineId)).toEqual(held);
  });

  it('answers 404 for an asset outside the caller’s scope, changing nothing', async () => {
    const photo = await upload(admin);
    await call(admin, 'POST', `/as/asset/${theirsId}/files`, { fileIds: [photo.id] });
    const own = await upload(keeper);
    const state = await stateOf(theirsId);
    for (const res of [
      await call(keeper, 'GET', `/as/asset/${theirsId}/files`),
      await call(keeper, 'POST', `/as/asset/${theirsId}/files`, { fileIds: [own.id] }),
      await call(keeper, 'DELETE', `/as/asset/${theirsId}/files/${photo.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await stateOf(theirsId)).toEqual(state);
    // The same calls on their own store's asset work.
    const mine = await call(keeper, 'POST', `/as/asset/${mineId}/files`, { fileIds: [own.id] });
    expect(mine.statusCode, mine.body).toBe(200);
  });

  it('refuses ids it cannot use and a missing asset or file, storing nothing', async () => {
    const other = await signedIn([P.view, P.edit]);
    const theirs = await upload(other);
    const state = await stateOf(mineId);
    const refused = [
      ['POST', `/as/asset/${mineId}/files`, { fileIds: [theirs.id] }, 400],
      [
        'POST',
        `/as/asset/${mineId}/files`,
        { fileIds: ['00000000-0000-4000-8000-000000000000'] },
        400,
      ],
      ['POST', `/as/asset/${mineId}/files`, { fileIds: ['../../etc/passwd'] }, 400],
      ['POST', `/as/asset/${mineId}/files`, { fileIds: [] }, 400],
      ['POST', `/as/asset/${mineId}/files`, { fileIds: 'x' }, 400],
      ['POST', '/as/asset/2147483000/files', { fileIds: [theirs.id] }, 404],
      ['POST', '/as/asset/abc/files', { fileIds: [theirs.id] }, 400],
      ['DELETE', `/as/asset/${mineId}/files/${theirs.id}`, undefined, 404],
      ['DELETE', `/as/asset/${mineId}/files/not-a-file`, undefined, 404],
    ] as const;
    for (const [method, url, body, status] of refused) {
      const res = await call(admin, method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
    }
    const unknown = await call(admin, 'POST', `/as/asset/${mineId}/files`, {
      fileIds: [theirs.id],
    });
    expect(unknown.json().msg).toBe(
      `the file ${theirs.id} does not exist or you may not use it: upload it again`,
    );
    expect(await stateOf(mineId)).toEqual(state);
  });

  it(`holds at most ${ASSET_FILES_MAX} files: more is a 400 in the caller’s language, nothing attached`, async () => {
    const [target] = await t.db
      .select({ id: asset.id })
      .from(asset)
      .where(eq(asset.storeId, (await theirStore()).id))
      .orderBy(desc(asset.id))
      .offset(1)
      .limit(1);
    const id = target!.id;
    const held = (await listOf(admin, id)).length;
    const uploads = [];
    for (let i = 0; i < ASSET_FILES_MAX - held + 1; i++)
      uploads.push(await upload(admin, `p${i}.png`));
    const fill = uploads.slice(0, ASSET_FILES_MAX - held - 1).map((u) => u.id);
    if (fill.length) await call(admin, 'POST', `/as/asset/${id}/files`, { fileIds: fill });
    const state = await stateOf(id);
    const extra = uploads.slice(-2).map((u) => u.id);

    const en = await call(admin, 'POST', `/as/asset/${id}/files`, { fileIds: extra });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe(
      `an asset holds at most ${ASSET_FILES_MAX} photos and files: it has room for 1 more`,
    );
    const zh = await t.app.inject({
      method: 'POST',
      url: `/as/asset/${id}/files`,
      headers: { ...admin, 'accept-language': 'zh-CN' },
      payload: { fileIds: extra },
    });
    expect(zh.json().msg).toBe(`每项资产最多 ${ASSET_FILES_MAX} 个照片和文件，当前还能添加 1 个`);
    expect(await stateOf(id)).toEqual(state);

    // The last one fits.
    const last = await call(admin, 'POST', `/as/asset/${id}/files`, { fileIds: [extra[0]] });
    expect(last.json().data).toHaveLength(ASSET_FILES_MAX);
  });
});
