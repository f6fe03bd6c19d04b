import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CERTIFICATE_MAX_TRIES, type AssetDocWire } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  bearer,
  areaEngines,
  signIn,
  useTestApp,
  useVariantApp,
} from '../../../test/helpers';
import { asset, pickupCertificate } from '../../db/schema';
import {
  REFUSED_SIGNATURES,
  TINY_STROKE,
  encodePng,
  signatureDataUrl,
} from '../../../test/signature-png';
import {
  DOC_KEYS,
  act,
  applied,
  assetRow,
  docOf,
  freeAssets,
  issue,
  oneStepTemplates,
  personWith,
  signWith,
  type Person,
} from './test-fixtures';

/**
 * The pickup certificate (handover with acceptance, `/assertQrCode`): what the open page shows,
 * who may sign, and every way a token stops working. Brute force is bounded by the tries a
 * certificate allows and by a per-address rate limit.
 */
describe.each(areaEngines())('pickup certificates on %s', (engine) => {
  const t = useTestApp(engine);
  const limited = useVariantApp(t, { config: { certificateRateLimit: 3 } });
  /** Same database, its own files folder: what a signature leaves there can be counted. */
  const filesDir = join(tmpdir(), `depot-test-signatures-${randomBytes(4).toString('hex')}`);
  const ownFiles = useVariantApp(t, { config: { dataDir: filesDir } });
  afterAll(() => rm(filesDir, { recursive: true, force: true }));
  const who = {} as Record<'admin' | 'approver' | 'receiver' | 'other', Person>;

  beforeAll(async () => {
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    who.admin = {
      id: admin.user_id,
      username: 'admin',
      password: ADMIN_PASSWORD,
      headers: bearer(admin.access_token),
    };
    who.approver = await personWith(t, []);
    who.receiver = await personWith(t, DOC_KEYS, 'self');
    who.other = await personWith(t, DOC_KEYS, 'self');
    await oneStepTemplates(t, who.admin, who.approver.id);
  });

  /** A pick-up of `n` idle assets for the receiver, approved: awaiting their signature. */
  async function awaiting(n = 1): Promise<AssetDocWire> {
    const assets = await freeAssets(t, n);
    const doc = await applied(t, who.admin, {
      docType: 'pickup',
      assetIds: assets.map((a) => a.id),
      reason: 'handover',
      receiverId: who.receiver.id,
    });
    const res = await act(t, who.approver, doc, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    return docOf(t, who.admin, doc.docId);
  }

  const view = (token: string, app = t.app) => app.inject({ url: `/as/certificate/${token}` });

  it('issues a single-use token that shows only the assets, the masked name and the validity', async () => {
    const doc = await awaiting(2);
    const res = await t.app.inject({
      method: 'POST',
      url: `/as/doc/${doc.docId}/certificate`,
      headers: who.admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json().data;
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(issued.path).toBe(`/assertQrCode?code=${issued.token}`);
    // Only its hash is stored.
    const rows = await t.db
      .select()
      .from(pickupCertificate)
      .where(eq(pickupCertificate.docId, doc.docId));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(issued.token);

    const shown = await view(issued.token);
    expect(shown.statusCode, shown.body).toBe(200);
    const data = shown.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'assets',
      'code',
      'docType',
      'expiresAt',
      'receiver',
    ]);
    expect(data.assets).toEqual(doc.items.map((i) => ({ code: i.code, name: i.name })));
    const name = who.receiver.username;
    expect(data.receiver).toBe(`${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`);
    expect(data.expiresAt).toBe(issued.expiresAt);

    // A new one voids it.
    const newer = await issue(t, who.admin, doc.docId);
    expect((await view(issued.token)).statusCode).toBe(404);
    expect((await view(newer)).statusCode).toBe(200);

    // Signed once, it is used up.
    const signed = await signWith(t, newer, who.receiver);
    expect(signed.statusCode, signed.body).toBe(200);
    const used = await view(newer);
    expect(used.statusCode).toBe(404);
    const again = await signWith(t, newer, who.receiver);
    expect(again.statusCode).toBe(404);
    // Wrong, used and expired tokens all say the same and nothing more.
    expect(again.json()).toEqual((await view('not-a-token')).json());
  });

  it('answers an expired token as a wrong one, and no certificate for a document not awaiting a signature', async () => {
    const doc = await awaiting();
    const token = await issue(t, who.admin, doc.docId);
    await t.db
      .update(pickupCertificate)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pickupCertificate.docId, doc.docId));
    const expired = await view(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().msg).toBe((await view('x')).json().msg);
    expect((await signWith(t, token, who.receiver)).statusCode).toBe(404);

    const [a] = await freeAssets(t, 1);
    const pending = await applied(t, who.admin, {
      docType: 'damage',
      assetIds: [a!.id],
      reason: 'x',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/as/doc/${pending.docId}/certificate`,
      headers: who.admin.headers,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('counts wrong usernames and passwords in the token: out of tries, it is dead', async () => {
    const doc = await awaiting();
    const token = await issue(t, who.admin, doc.docId);
    const tries = [
      { username: who.receiver.username, password: 'wrong password' },
      // Someone else's right password: not the receiver.
      { username: who.other.username, password: who.other.password },
      { username: 'nobody-at-all', password: 'x' },
    ];
    for (let i = 1; i < CERTIFICATE_MAX_TRIES; i++) {
      const res = await signWith(t, token, tries[i % tries.length]!);
      expect(res.statusCode, res.body).toBe(426);
      expect(res.json().data).toEqual({ triesLeft: CERTIFICATE_MAX_TRIES - i });
    }
    const last = await signWith(t, token, tries[0]!);
    expect(last.statusCode).toBe(426);
    expect(last.json().data).toEqual({ triesLeft: 0 });
    // Dead: even the right password no longer opens it, and the assets still await pick-up.
    expect((await view(token)).statusCode).toBe(404);
    expect((await signWith(t, token, who.receiver)).statusCode).toBe(404);
    expect((await assetRow(t, doc.items[0]!.assetId)).status).toBe('awaitingPickup');
    // The keeper issues a new one and the receiver signs.
    const fresh = await issue(t, who.admin, doc.docId);
    expect((await signWith(t, fresh, who.receiver)).statusCode).toBe(200);
  });

  it('takes guesses sent together only up to its tries', async () => {
    const doc = await awaiting();
    const token = await issue(t, who.admin, doc.docId);
    const answers = await Promise.all(
      Array.from({ length: CERTIFICATE_MAX_TRIES + 4 }, () =>
        signWith(t, token, { username: who.receiver.username, password: 'guess' }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 426)).toHaveLength(CERTIFICATE_MAX_TRIES);
    expect(codes.filter((c) => c === 404)).toHaveLength(4);
  });

  it('refuses a signature that is not a real PNG or holds no ink, using no try; the shortest stroke will do', async () => {
    const doc = await awaiting();
    const token = await issue(t, who.admin, doc.docId);
    const png = encodePng(8, 8, () => [0, 0, 0]);
    const broken = Buffer.from(png);
    const crcByte = broken.length - 5; // in IEND's CRC
    broken.writeUInt8(broken.readUInt8(crcByte) ^ 0xff, crcByte);
    for (const signature of [
      'data:image/png;base64,aGVsbG8=',
      signatureDataUrl(broken),
      signatureDataUrl(encodePng(5000, 1, () => [255, 255, 255])),
    ]) {
      const res = await signWith(t, token, { ...who.receiver, signature });
      expect(res.statusCode, res.body).toBe(400);
    }
    for (const [what, signature, answer] of REFUSED_SIGNATURES) {
      const res = await signWith(t, token, { ...who.receiver, signature });
      expect(res.statusCode, what).toBe(400);
      expect(res.json().msg, what).toBe(answer);
    }
    const [row] = await t.db
      .select({ tries: pickupCertificate.tries })
      .from(pickupCertificate)
      .where(eq(pickupCertificate.docId, doc.docId));
    expect(row!.tries).toBe(0);
    const ok = await signWith(t, token, { ...who.receiver, signature: TINY_STROKE });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('leaves no signature file behind when the signing fails after the signature is written', async () => {
    /** Every file the storage holds (in its two-character buckets), finished or not. */
    const storedFiles = async () => {
      const entries = await readdir(join(filesDir, 'files'), { recursive: true }).catch(
        () => [] as string[],
      );
      return entries.filter((name) => /[0-9a-f-]{36}(\.part)?$/.test(name));
    };
    const doc = await awaiting();
    const token = await issue(t, who.admin, doc.docId);
    // The asset was moved by hand after the approval: the handover can no longer take place.
    const assetId = doc.items[0]!.assetId;
    await t.db.update(asset).set({ status: 'inRepair' }).where(eq(asset.id, assetId));
    const refused = await signWith(ownFiles, token, who.receiver);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await storedFiles()).toEqual([]);
    // The receiver's attempt was no guess: the try is given back, and once the asset is back
    // where the document left it the same certificate signs, keeping exactly one file.
    await t.db.update(asset).set({ status: 'awaitingPickup' }).where(eq(asset.id, assetId));
    const signed = await signWith(ownFiles, token, who.receiver);
    expect(signed.statusCode, signed.body).toBe(200);
    const after = await docOf(t, who.admin, doc.docId);
    expect(await storedFiles()).toEqual([
      join(after.signatureFileId!.slice(0, 2), after.signatureFileId!),
    ]);
  });

  it('limits the open calls per client address', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await view('no-such-token', limited.app)).statusCode);
    expect(answers).toEqual([404, 404, 404, 429, 429]);
  });

  it('answers 404 to a keeper outside the document’s scope', async () => {
    const doc = await awaiting();
    const outsider = await personWith(t, DOC_KEYS, 'self');
    const res = await t.app.inject({
      method: 'POST',
      url: `/as/doc/${doc.docId}/certificate`,
      headers: outsider.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
