import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PERMISSIONS } from '@depot/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { areaEngines, useTestApp, useVariantApp } from '../../../test/helpers';
import {
  REFUSED_SIGNATURES,
  SIGNATURE_UNREADABLE,
  TINY_STROKE,
  signatureDataUrl,
} from '../../../test/signature-png';
import { storedFile } from '../../db/schema/files';
import { adminOf, call, type Harness, type Person } from '../warehouse/test-fixtures';
import { project, projectAcceptance, projectStage } from './tables';
import {
  PASSING,
  completion,
  day,
  newAcceptanceTemplate,
  newProject,
  newTemplate,
  person,
  stageAction,
  stores,
} from './test-fixtures';

const P = PERMISSIONS.project;
const ONE_STAGE = [{ seq: 1, name: '施工', kind: 'general' as const, plannedDays: 2 }];

/**
 * Drawings refused before anything is written, with the answer when it is about the drawing:
 * none, empty, not a PNG, and the pads without ink or with broken image data every signing
 * route refuses (test/signature-png).
 */
const BAD_DRAWINGS: ReadonlyArray<readonly [string, string | undefined, string | null]> = [
  ['missing', undefined, null],
  ['empty', '', null],
  [
    'not a PNG',
    signatureDataUrl(Buffer.from('GIF89a, a picture of something else entirely')),
    SIGNATURE_UNREADABLE,
  ],
  ...REFUSED_SIGNATURES,
];
const pngOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

/**
 * The drawn signatures of a project (docs/projects.md "Hidden-work gates", "Acceptance
 * checklists"): the gate's and the completion's, each a PNG checked and kept as a file in the
 * transaction of its record, read by whoever sees the project.
 */
describe.each(areaEngines())('drawn signatures on projects on %s', (engine) => {
  const base = useTestApp(engine);
  /** Same database, its own files folder: what a signing leaves there can be counted. */
  const filesDir = join(tmpdir(), `depot-test-project-signs-${randomBytes(4).toString('hex')}`);
  const t = useVariantApp(base, { config: { dataDir: filesDir } });
  afterAll(() => rm(filesDir, { recursive: true, force: true }));

  /** What is stored: the files' rows and the bytes in the storage (finished or not). */
  async function stored() {
    const [rows] = await t.db.select({ n: count() }).from(storedFile);
    const entries = await readdir(join(filesDir, 'files'), { recursive: true }).catch(
      () => [] as string[],
    );
    return { rows: rows!.n, bytes: entries.filter((n) => /[0-9a-f-]{36}(\.part)?$/.test(n)) };
  }

  /** A viewer of the project's store, a viewer of another store, a user without the key. */
  async function readers(h: Harness) {
    const [first, second] = await stores(h);
    return {
      viewer: await person(h, [P.view], 'stores', [first!.id]),
      stranger: await person(h, [P.view], 'stores', [second!.id]),
      keyless: await person(h, []),
    };
  }

  /** The signature file `fileId` as each reader gets it: `png` for the viewer, 404 else. */
  async function expectServed(
    fileId: string,
    png: Buffer,
    who: Awaited<ReturnType<typeof readers>>,
  ) {
    const seen = await call(t, who.viewer, 'GET', `/admin/files/${fileId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['content-type']).toContain('image/png');
    expect(seen.rawPayload.equals(png)).toBe(true);
    for (const other of [who.stranger, who.keyless]) {
      expect((await call(t, other, 'GET', `/admin/files/${fileId}`)).statusCode).toBe(404);
    }
  }

  async function post(by: Person, url: string, body: object) {
    return call(t, by, 'POST', url, body);
  }

  it('signs a gate with a drawn signature, the shortest stroke will do, kept as a file its project’s viewers read; a bad or blank drawing is a 400 changing nothing', async () => {
    const admin = await adminOf(t);
    const made = await newProject(t, admin, await newTemplate(t, admin), {
      plannedStart: day(-20),
    });
    const [design, hidden] = made.stages;
    await stageAction(t, admin, 'start', { stageId: design!.id, day: day(-20) });
    await stageAction(t, admin, 'finish', { stageId: design!.id, day: day(-18) });
    await stageAction(t, admin, 'start', { stageId: hidden!.id, day: day(-17) });
    const before = await stored();
    for (const [what, signature, answer] of BAD_DRAWINGS) {
      const res = await post(admin, '/item/stage/sign', { stageId: hidden!.id, signature });
      expect(res.statusCode, what).toBe(400);
      if (answer) expect(res.json().msg, what).toBe(answer);
    }
    const [unsigned] = await t.db
      .select()
      .from(projectStage)
      .where(eq(projectStage.id, hidden!.id));
    expect(unsigned).toMatchObject({ gateSignedAt: null, gateSignatureFileId: null });
    expect(await stored()).toEqual(before);

    const signed = await stageAction(t, admin, 'sign', {
      stageId: hidden!.id,
      note: '管线已验',
      signature: TINY_STROKE,
    });
    const fileId: string = signed.data.gateSignatureFileId;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(signed.data.gateSignedBy).toMatchObject({ userId: admin.id });
    expect((await stored()).bytes).toHaveLength(before.bytes.length + 1);
    const detail = await call(t, admin, 'GET', `/item/detail?id=${made.id}`);
    expect(detail.json().data.stages[1].gateSignatureFileId).toBe(fileId);
    await expectServed(fileId, pngOf(TINY_STROKE), await readers(t));
  });

  it('completes a project with the signer’s drawn signature, the shortest stroke will do, kept as a file its viewers read; a bad or blank drawing or a refused completion leaves no file', async () => {
    const admin = await adminOf(t);
    const made = await newProject(t, admin, await newTemplate(t, admin, ONE_STAGE), {
      plannedStart: day(-6),
    });
    await stageAction(t, admin, 'start', { stageId: made.stages[0]!.id, day: day(-6) });
    await stageAction(t, admin, 'finish', { stageId: made.stages[0]!.id, day: day(-4) });
    const checklist = await newAcceptanceTemplate(t, admin);
    const before = await stored();
    for (const [what, signature, answer] of BAD_DRAWINGS) {
      const res = await post(
        admin,
        '/item/complete',
        completion(made.id, checklist, { signature }),
      );
      expect(res.statusCode, what).toBe(400);
      if (answer) expect(res.json().msg, what).toBe(answer);
    }
    // A failed required item refuses it after the signature was written: its bytes go too.
    const failed = await post(
      admin,
      '/item/complete',
      completion(made.id, checklist, { data: { ...PASSING, fire: false } }),
    );
    expect(failed.statusCode, failed.body).toBe(409);
    expect(await stored()).toEqual(before);
    const [open] = await t.db.select().from(project).where(eq(project.id, made.id));
    expect(open!.status).toBe('active');
    expect(await t.db.$count(projectAcceptance, eq(projectAcceptance.projectId, made.id))).toBe(0);

    const done = await post(
      admin,
      '/item/complete',
      completion(made.id, checklist, { signature: TINY_STROKE }),
    );
    expect(done.statusCode, done.body).toBe(200);
    const fileId: string = done.json().data.signatureFileId;
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(done.json().data.signerName).toBe('王店长');
    expect((await stored()).bytes).toHaveLength(before.bytes.length + 1);
    const list = await call(t, admin, 'GET', `/item/acceptance/list?projectId=${made.id}`);
    expect(list.json().data[0].signatureFileId).toBe(fileId);
    await expectServed(fileId, pngOf(TINY_STROKE), await readers(t));
  });

  it('has the demo’s completed project signed through the same path: its gate and its acceptance drawn', async () => {
    const [done] = await t.db.select().from(project).where(eq(project.name, '上海徐汇店翻新'));
    expect(done!.status).toBe('completed');
    const [gate] = await t.db
      .select()
      .from(projectStage)
      .where(and(eq(projectStage.projectId, done!.id), eq(projectStage.gate, true)));
    const [accepted] = await t.db
      .select()
      .from(projectAcceptance)
      .where(eq(projectAcceptance.projectId, done!.id));
    for (const fileId of [gate!.gateSignatureFileId, accepted!.signatureFileId]) {
      const [file] = await t.db.select().from(storedFile).where(eq(storedFile.id, fileId!));
      expect(file).toMatchObject({ type: 'image/png' });
    }
  });
});
