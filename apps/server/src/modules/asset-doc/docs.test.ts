import { ASSET_SIGNATURE_FIELD, type AssetDocWire } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../core/time-zone';
import { ADMIN_PASSWORD, bearer, areaEngines, signIn, useTestApp } from '../../../test/helpers';
import {
  appUser,
  approvalTrail,
  assetDoc,
  auditLog,
  department,
  store,
  userStore,
} from '../../db/schema';
import {
  ASSET_KEYS,
  DOC_KEYS,
  act,
  applied,
  applyFor,
  assetRow,
  docOf,
  freeAssets,
  historyBy,
  issue,
  oneStepTemplates,
  personWith,
  signWith,
  type Person,
} from './test-fixtures';

/**
 * The seven lifecycle documents end to end through the API (issue #17): applied for, approved
 * through the approval engine's routes, signed where they need it, with the assets' status,
 * holder, department, store and history checked after each step; and the rules that refuse a
 * document or an approval, changing nothing.
 */
describe.each(areaEngines())('asset documents on %s', (engine) => {
  const t = useTestApp(engine);
  const who = {} as Record<'admin' | 'approver' | 'borrower', Person>;
  let stores: number[] = [];
  let borrowerDept = 0;

  beforeAll(async () => {
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    who.admin = {
      id: admin.user_id,
      username: 'admin',
      password: ADMIN_PASSWORD,
      headers: bearer(admin.access_token),
    };
    who.approver = await personWith(t, []);
    // Like the demo's staff: applies for returns of what they hold, sees only that.
    who.borrower = await personWith(t, DOC_KEYS, 'self');
    const [dept] = await t.db.select().from(department).orderBy(department.id).limit(1);
    borrowerDept = dept!.id;
    await t.db.update(appUser).set({ deptId: borrowerDept }).where(eq(appUser.id, who.borrower.id));
    await oneStepTemplates(t, who.admin, who.approver.id);
    stores = (await t.db.select({ id: store.id }).from(store).orderBy(store.id)).map((s) => s.id);
  });

  const approve = async (doc: AssetDocWire) => {
    const res = await act(t, who.approver, doc, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    return docOf(t, who.admin, doc.docId);
  };

  const signFor = async (doc: AssetDocWire, signer: Person) => {
    const token = await issue(t, who.admin, doc.docId);
    const res = await signWith(t, token, signer);
    expect(res.statusCode, res.body).toBe(200);
    return docOf(t, who.admin, doc.docId);
  };

  it('lends: approved, the asset awaits pick-up; signed, it is lent to the borrower', async () => {
    const [a] = await freeAssets(t, 1);
    const due = daysFromToday(7);
    const doc = await applied(t, who.admin, {
      docType: 'lending',
      assetIds: [a!.id],
      reason: 'site survey',
      borrowerId: who.borrower.id,
      dueDate: due,
    });
    expect(doc.code).toMatch(/^JY\d{14}$/);
    expect(doc.borrower).toEqual({ userId: who.borrower.id, nickname: who.borrower.username });
    expect(doc.approvalStatus).toBe('pending');
    expect((await assetRow(t, a!.id)).status).toBe('idle');

    const approved = await approve(doc);
    expect(approved.status).toBe('awaitingSignature');
    expect(approved.approvalStatus).toBe('approved');
    expect((await assetRow(t, a!.id)).status).toBe('awaitingPickup');
    expect(await historyBy(t, a!.id, doc.code)).toEqual({ status: ['idle', 'awaitingPickup'] });

    const signed = await signFor(doc, who.borrower);
    expect(signed.status).toBe('done');
    expect(signed.signedBy?.userId).toBe(who.borrower.id);
    expect(signed.signatureFileId).toMatch(/^[0-9a-f-]{36}$/);
    const after = await assetRow(t, a!.id);
    expect(after).toMatchObject({
      status: 'lent',
      custodianId: who.borrower.id,
      deptId: borrowerDept,
      storeId: a!.storeId,
    });
    const history = await historyBy(t, a!.id, doc.code);
    expect(history.status).toEqual(['awaitingPickup', 'lent']);
    expect(history.custodianId).toEqual([null, who.borrower.id]);
    expect(history[ASSET_SIGNATURE_FIELD]).toEqual([null, signed.signatureFileId]);
    // Whoever sees the asset reads the signature; the borrower holds it and reads it too.
    for (const reader of [who.admin, who.borrower]) {
      const file = await t.app.inject({
        url: `/admin/files/${signed.signatureFileId}`,
        headers: reader.headers,
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect(
      (
        await t.app.inject({
          url: `/admin/files/${signed.signatureFileId}`,
          headers: who.approver.headers,
        })
      ).statusCode,
    ).toBe(404);

    // The borrower returns it to another store: signed by them, idle there with no custodian.
    const back = await applied(t, who.borrower, {
      docType: 'return',
      assetIds: [a!.id],
      reason: 'survey done',
      storeId: stores[1]!,
    });
    expect(back.code).toMatch(/^GH/);
    const returning = await approve(back);
    expect(returning.status).toBe('awaitingSignature');
    expect((await assetRow(t, a!.id)).status).toBe('lent');
    const returned = await signFor(back, who.borrower);
    expect(returned.status).toBe('done');
    expect(await assetRow(t, a!.id)).toMatchObject({
      status: 'idle',
      custodianId: null,
      deptId: borrowerDept,
      storeId: stores[1]!,
    });
    const returnHistory = await historyBy(t, a!.id, back.code);
    expect(returnHistory.status).toEqual(['lent', 'idle']);
    expect(returnHistory.storeId).toEqual([a!.storeId, stores[1]!]);
    expect(returnHistory[ASSET_SIGNATURE_FIELD]).toEqual([null, returned.signatureFileId]);
  });

  it('picks up for good: in use by the receiver once signed', async () => {
    const [a, b] = await freeAssets(t, 2);
    const doc = await applied(t, who.admin, {
      docType: 'pickup',
      assetIds: [a!.id, b!.id],
      reason: 'new desk',
      receiverId: who.borrower.id,
    });
    await approve(doc);
    const signed = await signFor(doc, who.borrower);
    expect(signed.items.map((i) => [i.statusBefore, i.statusAfter, i.status])).toEqual([
      ['idle', 'inUse', 'inUse'],
      ['idle', 'inUse', 'inUse'],
    ]);
    for (const id of [a!.id, b!.id]) {
      expect(await assetRow(t, id)).toMatchObject({
        status: 'inUse',
        custodianId: who.borrower.id,
        deptId: borrowerDept,
      });
    }
  });

  it('transfers to another store and custodian at once, on approval', async () => {
    const [a] = await freeAssets(t, 1);
    const target = stores.find((s) => s !== a!.storeId)!;
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [a!.id],
      reason: 'store opening',
      toStoreId: target,
      toCustodianId: who.borrower.id,
    });
    const done = await approve(doc);
    expect(done.status).toBe('done');
    expect(await assetRow(t, a!.id)).toMatchObject({
      status: 'inUse',
      storeId: target,
      custodianId: who.borrower.id,
      deptId: borrowerDept,
    });
    expect(await historyBy(t, a!.id, doc.code)).toMatchObject({
      status: ['idle', 'inUse'],
      storeId: [a!.storeId, target],
      custodianId: [null, who.borrower.id],
    });
    // One audit row per asset moved, naming the document.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'asset'), eq(auditLog.entityId, String(a!.id))));
    expect(audits.some((r) => (r.after as { document?: string }).document === doc.code)).toBe(true);
  });

  it('damages, writes off for good, and rolls a write-off back once', async () => {
    const [a] = await freeAssets(t, 1, { status: 'inUse' });
    const before = await assetRow(t, a!.id);
    const damage = await applied(t, who.admin, {
      docType: 'damage',
      assetIds: [a!.id],
      reason: 'dropped',
    });
    expect((await approve(damage)).status).toBe('done');
    expect(await assetRow(t, a!.id)).toMatchObject({
      status: 'damaged',
      custodianId: before.custodianId,
    });

    const writeOff = await applied(t, who.admin, {
      docType: 'writeOff',
      assetIds: [a!.id],
      reason: 'beyond repair',
    });
    expect((await approve(writeOff)).status).toBe('done');
    expect((await assetRow(t, a!.id)).status).toBe('writtenOff');
    // Final: no document type takes a written-off asset…
    for (const body of [
      { docType: 'damage', reason: 'x' },
      { docType: 'writeOff', reason: 'x' },
      { docType: 'pickup', reason: 'x', receiverId: who.borrower.id },
      { docType: 'transfer', reason: 'x', toStoreId: stores[0]!, toCustodianId: null },
    ] as const) {
      const res = await applyFor(t, who.admin, { ...body, assetIds: [a!.id] });
      expect(res.statusCode, body.docType).toBe(409);
      expect(res.json().msg).toContain(`${a!.code} (written off)`);
    }
    // …but a rollback, which brings it back as it was before the write-off.
    const rollback = await applied(t, who.admin, {
      docType: 'rollback',
      reason: 'written off by mistake',
      rollbackOfId: writeOff.docId,
    });
    expect(rollback.rollbackOf).toEqual({ docId: writeOff.docId, code: writeOff.code });
    expect((await approve(rollback)).status).toBe('done');
    expect((await assetRow(t, a!.id)).status).toBe('damaged');
    const original = await docOf(t, who.admin, writeOff.docId);
    expect(original.status).toBe('rolledBack');
    expect(original.rolledBackBy).toEqual({ docId: rollback.docId, code: rollback.code });
    expect(await historyBy(t, a!.id, rollback.code)).toEqual({
      status: ['writtenOff', 'damaged'],
    });

    // Neither a second rollback nor a rollback of the rollback.
    const again = await applyFor(t, who.admin, {
      docType: 'rollback',
      reason: 'again',
      rollbackOfId: writeOff.docId,
    });
    expect(again.statusCode).toBe(409);
    const ofRollback = await applyFor(t, who.admin, {
      docType: 'rollback',
      reason: 'undo the undo',
      rollbackOfId: rollback.docId,
    });
    expect(ofRollback.statusCode).toBe(409);
    expect(ofRollback.json().msg).toContain('a rollback cannot be rolled back');
  });

  it('rolls back a lending awaiting its signature: its certificate dies, the asset is idle', async () => {
    const [a] = await freeAssets(t, 1);
    const due = daysFromToday(1);
    const lending = await applied(t, who.admin, {
      docType: 'lending',
      assetIds: [a!.id],
      reason: 'trial',
      borrowerId: who.borrower.id,
      dueDate: due,
    });
    await approve(lending);
    const token = await issue(t, who.admin, lending.docId);
    const rollback = await applied(t, who.admin, {
      docType: 'rollback',
      reason: 'not needed',
      rollbackOfId: lending.docId,
    });
    // The certificate stopped working, and no new one while the rollback is decided.
    expect((await t.app.inject({ url: `/as/certificate/${token}` })).statusCode).toBe(404);
    const reissue = await t.app.inject({
      method: 'POST',
      url: `/as/doc/${lending.docId}/certificate`,
      headers: who.admin.headers,
    });
    expect(reissue.statusCode).toBe(409);
    await approve(rollback);
    expect(await assetRow(t, a!.id)).toMatchObject({ status: 'idle', custodianId: null });
    expect((await docOf(t, who.admin, lending.docId)).status).toBe('rolledBack');
  });

  it('refuses assets a type does not take, and assets on another unfinished document', async () => {
    const [lent] = await freeAssets(t, 1, { status: 'lent' });
    const res = await applyFor(t, who.admin, {
      docType: 'pickup',
      assetIds: [lent!.id],
      reason: 'x',
      receiverId: who.borrower.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain(`${lent!.code} (lent)`);
    const zh = await t.app.inject({
      method: 'POST',
      url: '/as/doc',
      headers: { ...who.admin.headers, 'accept-language': 'zh-CN' },
      payload: {
        docType: 'pickup',
        assetIds: [lent!.id],
        reason: 'x',
        receiverId: who.borrower.id,
      },
    });
    expect(zh.json().msg).toContain(`${lent!.code} (借出)`);

    const [a] = await freeAssets(t, 1);
    const first = await applied(t, who.admin, {
      docType: 'damage',
      assetIds: [a!.id],
      reason: 'first',
    });
    const second = await applyFor(t, who.admin, {
      docType: 'writeOff',
      assetIds: [a!.id],
      reason: 'second',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toContain(a!.code);
    expect(second.json().msg).toContain(first.code);

    // Two at once: exactly one document gets the asset.
    const [b] = await freeAssets(t, 1);
    const race = await Promise.all(
      [1, 2].map((n) =>
        applyFor(t, who.admin, { docType: 'damage', assetIds: [b!.id], reason: `race ${n}` }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses bad documents with a 400 or 404 and keeps nothing', async () => {
    const [a] = await freeAssets(t, 1);
    const [held] = await freeAssets(t, 1, { status: 'inUse' });
    const count = () => t.db.$count(assetDoc);
    const before = await count();
    const yesterday = daysFromToday(-2);
    const cases: Array<[object, number]> = [
      [
        {
          docType: 'lending',
          assetIds: [a!.id],
          reason: 'x',
          borrowerId: who.borrower.id,
          dueDate: yesterday,
        },
        400,
      ],
      [
        {
          docType: 'lending',
          assetIds: [a!.id],
          reason: 'x',
          borrowerId: 999_999,
          dueDate: '2099-01-01',
        },
        400,
      ],
      [
        {
          docType: 'transfer',
          assetIds: [a!.id],
          reason: 'x',
          toStoreId: null,
          toCustodianId: null,
        },
        400,
      ],
      [{ docType: 'return', assetIds: [held!.id], reason: 'x', storeId: 999_999 }, 400],
      [{ docType: 'damage', assetIds: [a!.id, a!.id], reason: 'x' }, 400],
      [{ docType: 'damage', assetIds: [999_999], reason: 'x' }, 404],
      [{ docType: 'damage', assetIds: [a!.id], reason: ' ' }, 400],
      [{ docType: 'rollback', reason: 'x', rollbackOfId: 999_999 }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/as/doc',
        headers: who.admin.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload) + res.body).toBe(status);
    }
    // Another scope's asset is a 404 naming nothing: the borrower sees only what they hold.
    const theirs = await applyFor(t, who.borrower, {
      docType: 'damage',
      assetIds: [a!.id],
      reason: 'x',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).not.toContain(a!.code);
    // A key for another type does not do: a write-off needs its own.
    const keeper = await personWith(t, [...ASSET_KEYS, 'as_doc_view', 'as_doc_damage']);
    const refused = await applyFor(t, keeper, {
      docType: 'writeOff',
      assetIds: [a!.id],
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('refuses an approval whose assets moved meanwhile, and changes nothing', async () => {
    const [a] = await freeAssets(t, 1);
    const doc = await applied(t, who.admin, {
      docType: 'writeOff',
      assetIds: [a!.id],
      reason: 'old',
    });
    // Moved by hand (SQL, another system): the document no longer describes the asset.
    await t.db.execute(sql`update asset set status = 'inRepair' where id = ${a!.id}`);
    const res = await act(t, who.approver, doc, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain(`${a!.code} (in repair)`);
    expect((await assetRow(t, a!.id)).status).toBe('inRepair');
    const still = await docOf(t, who.admin, doc.docId);
    expect(still.status).toBe('pending');
    expect(still.approvalStatus).toBe('pending');
    expect(await historyBy(t, a!.id, doc.code)).toEqual({});
    const trail = await t.db
      .select({ action: approvalTrail.action })
      .from(approvalTrail)
      .where(eq(approvalTrail.requestId, doc.requestId));
    expect(trail.map((r) => r.action)).toContain('effectRefused');
  });

  it('follows its request: sent back, resubmitted, rejected (the assets free again), withdrawn', async () => {
    const [a, b] = await freeAssets(t, 2);
    const doc = await applied(t, who.admin, { docType: 'damage', assetIds: [a!.id], reason: 'x' });
    let res = await act(t, who.approver, doc, 'send-back', { comment: 'photo?', toStep: null });
    expect(res.statusCode, res.body).toBe(200);
    expect((await docOf(t, who.admin, doc.docId)).status).toBe('sentBack');
    res = await act(t, who.admin, doc, 'resubmit');
    expect(res.statusCode, res.body).toBe(200);
    expect((await docOf(t, who.admin, doc.docId)).status).toBe('pending');
    res = await act(t, who.approver, doc, 'reject', { comment: 'not damaged' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await docOf(t, who.admin, doc.docId)).status).toBe('rejected');
    expect((await assetRow(t, a!.id)).status).toBe('idle');
    // Its asset is free for another document.
    await applied(t, who.admin, { docType: 'damage', assetIds: [a!.id], reason: 'y' });

    const other = await applied(t, who.admin, {
      docType: 'damage',
      assetIds: [b!.id],
      reason: 'z',
    });
    res = await act(t, who.admin, other, 'withdraw');
    expect(res.statusCode, res.body).toBe(200);
    expect((await docOf(t, who.admin, other.docId)).status).toBe('withdrawn');
    await applied(t, who.admin, { docType: 'damage', assetIds: [b!.id], reason: 'again' });
  });

  it('answers 404 for another scope’s document on every call naming it, and lists only its own', async () => {
    const keeper = await personWith(t, [...ASSET_KEYS, ...DOC_KEYS], 'stores');
    const [home, away] = stores;
    await t.db.insert(userStore).values({ userId: keeper.id, storeId: home! });
    const [mine] = await freeAssets(t, 1, { storeId: home! });
    const [theirs] = await freeAssets(t, 1, { storeId: away! });
    const own = await applied(t, keeper, { docType: 'damage', assetIds: [mine!.id], reason: 'x' });
    const foreign = await applied(t, who.admin, {
      docType: 'lending',
      assetIds: [theirs!.id],
      reason: 'x',
      borrowerId: who.borrower.id,
      dueDate: '2099-01-01',
    });
    await approve(foreign);
    const calls = [
      { method: 'GET' as const, url: `/as/doc/${foreign.docId}` },
      { method: 'POST' as const, url: `/as/doc/${foreign.docId}/certificate` },
      {
        method: 'POST' as const,
        url: '/as/doc',
        payload: { docType: 'rollback', reason: 'x', rollbackOfId: foreign.docId },
      },
      {
        method: 'POST' as const,
        url: '/as/doc',
        payload: { docType: 'damage', assetIds: [theirs!.id], reason: 'x' },
      },
    ];
    const before = await t.db.$count(assetDoc);
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: keeper.headers });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(404);
    }
    expect(await t.db.$count(assetDoc)).toBe(before);
    expect((await docOf(t, who.admin, foreign.docId)).status).toBe('awaitingSignature');
    // Its own: read, listed; another store is no place to transfer to.
    expect((await docOf(t, keeper, own.docId)).code).toBe(own.code);
    const page = await t.app.inject({ url: '/as/doc/page?size=500', headers: keeper.headers });
    const ids = page.json().data.records.map((r: AssetDocWire) => r.docId);
    expect(ids).toContain(own.docId);
    expect(ids).not.toContain(foreign.docId);
    const [other] = await freeAssets(t, 1, { storeId: home! });
    const moved = await applyFor(t, keeper, {
      docType: 'transfer',
      assetIds: [other!.id],
      reason: 'x',
      toStoreId: away!,
      toCustodianId: null,
    });
    expect(moved.statusCode).toBe(400);
  });

  it('previews who would approve a document not yet applied for', async () => {
    const [a] = await freeAssets(t, 1);
    const preview = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/approval/template/preview',
        headers: who.admin.headers,
        payload: { docType: 'pickup', applicantId: who.borrower.id, payload },
      });
    const res = await preview({ assetIds: [a!.id], reason: 'x', receiverId: who.borrower.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.templateName).toBe('test pickup');
    expect(res.json().data.steps[0].expected.map((p: { userId: number }) => p.userId)).toEqual([
      who.approver.id,
    ]);
    // Not a pick-up's body: a 400 naming the field.
    const bad = await preview({ assetIds: [a!.id], reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('receiverId');
  });

  it('lists newest first with filters, and exports', async () => {
    const page = await t.app.inject({
      url: '/as/doc/page?current=1&size=5&docType=damage',
      headers: who.admin.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const records: AssetDocWire[] = page.json().data.records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.docType === 'damage')).toBe(true);
    const times = records.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const exported = await t.app.inject({
      url: '/as/doc/export?docType=damage',
      headers: who.admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});
