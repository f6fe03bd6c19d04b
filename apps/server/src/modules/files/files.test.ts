import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formRecord, storedFile } from '../../db/schema';
import {
  bearer,
  createUser,
  areaEngines,
  signIn,
  useTestApp,
  useVariantApp,
  type TestApp,
} from '../../../test/helpers';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  content: Buffer | string;
}

/** A multipart/form-data body built by hand, as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----depot${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(areaEngines())('file uploads on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'depot-files-'));
  const filesDir = join(dataDir, 'files');
  const t: TestApp = useTestApp(engine, { config: { dataDir } });
  const small = useVariantApp(t, { config: { dataDir, uploadMaxMb: 1 } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const signedIn = async (roles: string[]) => {
    const user = await createUser(t, { roles });
    return bearer((await signIn(t, user.username, user.password)).access_token);
  };

  const upload = (headers: Record<string, string>, parts: Part[], app = t.app) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/admin/files',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  const download = (headers: Record<string, string>, url: string) =>
    t.app.inject({ method: 'GET', url, headers });

  it('stores a file and gives it back to its uploader, byte for byte', async () => {
    const owner = await signedIn(['staff']);
    const content = randomBytes(200_000);
    const res = await upload(owner, [
      { name: 'file', filename: '报告 2026.pdf', type: 'application/pdf', content },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().data;
    expect(info).toEqual({
      id: expect.stringMatching(UUID),
      name: '报告 2026.pdf',
      size: 200_000,
      type: 'application/pdf',
      url: `/admin/files/${info.id}`,
    });

    const got = await download(owner, info.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(content)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': '200000',
      'content-disposition': `attachment; filename="__ 2026.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%202026.pdf`,
      'x-content-type-options': 'nosniff',
    });

    const [row] = await t.db.select().from(storedFile).where(eq(storedFile.id, info.id));
    expect(row!.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    // The bytes are in DATA_DIR/files under the random id, nowhere else.
    expect(filesBelow(filesDir)).toContain(join(info.id.slice(0, 2), info.id));
  });

  it('answers 404 to anyone else, exactly as for a file that does not exist', async () => {
    const owner = await signedIn(['staff']);
    const info = (
      await upload(owner, [{ name: 'file', filename: 'private.txt', content: 'secret' }])
    ).json().data;
    const other = await signedIn(['staff']);
    const admin = await signedIn(['admin']);
    const missing = await download(other, '/admin/files/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    for (const headers of [other, admin]) {
      const res = await download(headers, info.url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await download({}, info.url)).statusCode).toBe(401);
  });

  it('lets those who may read form records read the files a record refers to', async () => {
    const submitter = await signedIn(['admin']);
    const reader = await signedIn(['admin']);
    const stranger = await signedIn(['staff']);
    const info = (
      await upload(submitter, [
        { name: 'file', filename: 'photo.png', type: 'image/png', content: 'png' },
      ])
    ).json().data;
    expect((await download(reader, info.url)).statusCode).toBe(404);

    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/form-design',
      headers: submitter,
      payload: {
        code: `photos_${randomBytes(4).toString('hex')}`,
        name: '现场照片',
        design: {
          fields: [{ kind: 'upload', vModel: 'photos', label: '照片', accept: 'image/*' }],
        },
      },
    });
    const designId = created.json().data.id;
    // The entry says otherwise; the server keeps what it knows of the file.
    const sent = await t.app.inject({
      method: 'POST',
      url: `/admin/form-design/${designId}/submit`,
      headers: submitter,
      payload: { data: { photos: [{ ...info, name: 'renamed.png', size: 1 }] } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const record = await t.app.inject({
      url: `/admin/form-record/${sent.json().data.recordId}`,
      headers: reader,
    });
    expect(record.json().data.data).toEqual({ photos: [info] });

    expect((await download(reader, info.url)).statusCode).toBe(200);
    expect((await download(stranger, info.url)).statusCode).toBe(404);
  });

  it('refuses a submission referring to a file the submitter may not use, storing nothing', async () => {
    const submitter = await signedIn(['admin']);
    const other = await signedIn(['staff']);
    const theirs = (
      await upload(other, [{ name: 'file', filename: 'theirs.txt', content: 'x' }])
    ).json().data;
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/form-design',
      headers: submitter,
      payload: {
        code: `files_${randomBytes(4).toString('hex')}`,
        name: '附件',
        design: { fields: [{ kind: 'upload', vModel: 'files', label: '附件' }] },
      },
    });
    const designId = created.json().data.id;
    for (const entry of [
      theirs,
      { ...theirs, id: '00000000-0000-4000-8000-000000000000', url: '/admin/files/x' },
      { name: 'a.txt', size: 1, type: 'text/plain', url: '/etc/passwd' },
      { name: 'a.txt', size: 1, type: 'text/plain', id: 7 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/admin/form-design/${designId}/submit`,
        headers: submitter,
        payload: { data: { files: [entry] } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(
        'please correct the form: 附件: the file does not exist or you may not use it',
      );
    }
    const [records] = await t.db
      .select({ n: count() })
      .from(formRecord)
      .where(eq(formRecord.designId, designId));
    expect(records!.n).toBe(0);
  });

  it('answers 413 over the size limit, keeping nothing', async () => {
    const user = await signedIn(['staff']);
    const before = filesBelow(filesDir);
    const [rowsBefore] = await t.db.select({ n: count() }).from(storedFile);
    const tooLarge = Buffer.alloc(1024 * 1024 + 1, 1);
    const res = await upload(
      user,
      [{ name: 'file', filename: 'big.bin', content: tooLarge }],
      small.app,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 1, msg: 'the file is larger than 1 MB', data: null });
    const zh = await upload(
      { ...user, 'accept-language': 'zh-CN' },
      [{ name: 'file', filename: 'big.bin', content: tooLarge }],
      small.app,
    );
    expect(zh.json().msg).toBe('文件不能超过 1 MB');
    const exact = await upload(
      user,
      [{ name: 'file', filename: 'exact.bin', content: tooLarge.subarray(1) }],
      small.app,
    );
    expect(exact.statusCode).toBe(200);
    expect(filesBelow(filesDir)).toHaveLength(before.length + 1);
    const [rowsAfter] = await t.db.select({ n: count() }).from(storedFile);
    expect(rowsAfter!.n).toBe(rowsBefore!.n + 1);
  });

  it('refuses an empty file and a request without a file field', async () => {
    const user = await signedIn(['staff']);
    const before = filesBelow(filesDir).length;
    const empty = await upload(user, [{ name: 'file', filename: 'empty.txt', content: '' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('the file is empty');
    const wrongField = await upload(user, [{ name: 'upload', filename: 'a.txt', content: 'a' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().msg).toBe('choose a file to upload (form field "file")');
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/admin/files',
      headers: user,
      payload: { file: 'a' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(filesBelow(filesDir)).toHaveLength(before);
  });

  it('keeps path-like names harmless: a display name only, bytes under a random id', async () => {
    const user = await signedIn(['staff']);
    const names = new Map([
      ['../../../etc/cron.d/evil', 'evil'],
      ['..\\..\\boot.ini', 'boot.ini'],
      ['/absolute/path.txt', 'path.txt'],
      ['..', 'file'],
    ]);
    for (const [sent, shown] of names) {
      const res = await upload(user, [{ name: 'file', filename: sent, content: 'x' }]);
      expect(res.statusCode, sent).toBe(200);
      expect(res.json().data.name).toBe(shown);
    }
    for (const path of filesBelow(dataDir)) {
      const [bucket, name, ...rest] = path.split(/[/\\]/).slice(1);
      expect(rest).toEqual([]);
      expect(name).toMatch(UUID);
      expect(name!.startsWith(bucket!)).toBe(true);
    }
    for (const url of [
      '/admin/files/..%2F..%2Fconfig.ts',
      '/admin/files/%2e%2e%2fpackage.json',
      `/admin/files/${'a'.repeat(36)}`,
    ]) {
      expect((await download(user, url)).statusCode, url).toBe(404);
    }
    // A NUL in any input is refused before it reaches a path or the database.
    const nul = await download(user, '/admin/files/00000000-0000-4000-8000-000000000000%00');
    expect(nul.statusCode).toBe(400);
  });
});
