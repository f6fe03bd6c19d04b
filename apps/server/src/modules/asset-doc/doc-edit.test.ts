import type { ApprovalRequestDetailWire, AssetDocUpdateBody, AssetDocWire } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../core/time-zone';
import { ADMIN_PASSWORD, bearer, areaEngines, signIn, useTestApp } from '../../../test/helpers';
import { appUser, assetDocItem, notice } from '../../db/schema';
import {
  ASSET_KEYS,
  DOC_KEYS,
  act,
  applied,
  applyFor,
  docOf,
  freeAssets,
  oneStepTemplates,
  personWith,
  type Person,
} from './test-fixtures';

/**
 * Changing a document sent back to its applicant (PUT /as/doc/:id): the applicant changes its
 * assets and fields and it is resubmitted at once, with the checks of applying; anyone else, a
 * stale version, a document not sent back or a bad change is refused and changes nothing.
 */
describe.each(areaEngines())('changing a document sent back on %s', (engine) => {
  const t = useTestApp(engine);
  const who = {} as Record<'admin' | 'approver' | 'applicant' | 'borrower' | 'other', Person>;

  beforeAll(async () => {
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    who.admin = {
      id: admin.user_id,
      username: 'admin',
      password: ADMIN_PASSWORD,
      headers: bearer(admin.access_token),
    };
    who.approver = await personWith(t, []);
    who.applicant = await personWith(t, [...ASSET_KEYS, ...DOC_KEYS]);
    who.borrower = await personWith(t, DOC_KEYS, 'self');
    who.other = await personWith(t, DOC_KEYS, 'self');
    await oneStepTemplates(t, who.admin, who.approver.id);
  });

  const due = daysFromToday;

  /** A lending of `assetIds` by the applicant, sent back to them by the approver. */
  async function sentBack(assetIds: number[]): Promise<AssetDocWire> {
    const doc = await applied(t, who.applicant, {
      docType: 'lending',
      assetIds,
      reason: 'site survey',
      borrowerId: who.borrower.id,
      dueDate: due(7),
    });
    const res = await act(t, who.approver, doc, 'send-back', {
      comment: 'which site?',
      toStep: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    return docOf(t, who.applicant, doc.docId);
  }

  const edit = (by: Person, docId: number, body: AssetDocUpdateBody) =>
    t.app.inject({ method: 'PUT', url: `/as/doc/${docId}`, headers: by.headers, payload: body });

  const requestOf = async (doc: { requestId: number }, language = 'zh-CN') => {
    const res = await t.app.inject({
      url: `/approval/${doc.requestId}`,
      headers: { ...who.applicant.headers, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ApprovalRequestDetailWire }>().data;
  };

  const openItems = (docId: number) =>
    t.db
      .select({ assetId: assetDocItem.assetId })
      .from(assetDocItem)
      .where(and(eq(assetDocItem.docId, docId), eq(assetDocItem.open, true)))
      .orderBy(asc(assetDocItem.assetId));

  it('changes the assets and fields and resubmits: the trail names the change, the approver is told', async () => {
    const [a, b, c] = await freeAssets(t, 3);
    const doc = await sentBack([a!.id, b!.id]);
    expect(doc.status).toBe('sentBack');
    const told = () =>
      t.db.$count(
        notice,
        and(
          eq(notice.recipientId, who.approver.id),
          eq(notice.linkArea, 'approval'),
          eq(notice.linkId, String(doc.requestId)),
        ),
      );
    const toldBefore = await told();

    const res = await edit(who.applicant, doc.docId, {
      version: doc.version,
      comment: 'the Pudong site',
      docType: 'lending',
      assetIds: [b!.id, c!.id],
      reason: 'Pudong site survey',
      borrowerId: who.other.id,
      dueDate: due(10),
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<{ data: AssetDocWire }>().data;
    expect(changed).toMatchObject({
      status: 'pending',
      approvalStatus: 'pending',
      reason: 'Pudong site survey',
      borrower: { userId: who.other.id },
      dueDate: due(10),
    });
    expect(changed.items.map((i) => i.assetId)).toEqual([b!.id, c!.id].sort((x, y) => x - y));
    expect(changed.version).toBeGreaterThan(doc.version);

    // The request starts over: its trail keeps the edit, then the resubmit with the comment.
    const request = await requestOf(doc);
    expect(request.status).toBe('pending');
    expect(request.currentStep).toBe(0);
    const [edited, resubmitted] = request.trail.slice(-2);
    expect(edited).toMatchObject({ action: 'edit', actor: { userId: who.applicant.id } });
    expect(edited!.comment).toContain(`加入资产 ${c!.code}`);
    expect(edited!.comment).toContain(`移出资产 ${a!.code}`);
    expect(edited!.comment).toContain('借用人、归还日期、事由');
    expect(resubmitted).toMatchObject({ action: 'resubmit', comment: 'the Pudong site' });
    // Its facts are read again: the title names the new borrower.
    expect(request.title).toContain(`→ ${who.other.username}`);
    expect(await told()).toBe(toldBefore + 1);

    // The removed asset is free for another document; the added one is held by this one.
    expect((await openItems(doc.docId)).map((i) => i.assetId)).toEqual(
      [b!.id, c!.id].sort((x, y) => x - y),
    );
    await applied(t, who.applicant, { docType: 'damage', assetIds: [a!.id], reason: 'free' });
    const busy = await applyFor(t, who.applicant, {
      docType: 'damage',
      assetIds: [c!.id],
      reason: 'held',
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().msg).toContain(doc.code);

    // Approved, it takes effect as changed: the new borrower's assets await pick-up.
    const approved = await act(t, who.approver, doc, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await docOf(t, who.applicant, doc.docId);
    expect(after.status).toBe('awaitingSignature');
    expect(after.items.every((i) => i.status === 'awaitingPickup')).toBe(true);
  });

  it('refuses anyone but the applicant, a stale version, a document not sent back and a bad change, changing nothing', async () => {
    const [a, b, busyAsset] = await freeAssets(t, 3);
    const doc = await sentBack([a!.id]);
    const body = (more: Partial<Record<string, unknown>> = {}) =>
      ({
        version: doc.version,
        docType: 'lending',
        assetIds: [a!.id, b!.id],
        reason: 'changed',
        borrowerId: who.borrower.id,
        dueDate: due(7),
        ...more,
      }) as AssetDocUpdateBody;
    const holder = await applied(t, who.admin, {
      docType: 'damage',
      assetIds: [busyAsset!.id],
      reason: 'holds it',
    });
    const [disabled] = await t.db
      .insert(appUser)
      .values({
        username: `gone-${Date.now()}`,
        nickname: 'gone',
        passwordHash: 'x',
        enabled: false,
      })
      .returning({ id: appUser.id });

    const cases: Array<[string, Person, AssetDocUpdateBody, number, RegExp]> = [
      ['someone else who sees it', who.admin, body(), 403, /applicant/],
      ['someone who does not see it', who.other, body(), 404, /./],
      ['a stale version', who.applicant, body({ version: doc.version - 1 }), 409, /changed since/],
      [
        'another type',
        who.applicant,
        { ...body(), docType: 'damage' } as AssetDocUpdateBody,
        400,
        /^docType/,
      ],
      ['no assets', who.applicant, body({ assetIds: [] }), 400, /^assetIds/],
      [
        'an asset on another document',
        who.applicant,
        body({ assetIds: [a!.id, busyAsset!.id] }),
        409,
        new RegExp(holder.code),
      ],
      ['a disabled borrower', who.applicant, body({ borrowerId: disabled!.id }), 400, /borrower/],
      ['a past due date', who.applicant, body({ dueDate: '2020-01-01' }), 400, /due date/],
    ];
    for (const [what, by, payload, status, msg] of cases) {
      const res = await edit(by, doc.docId, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(res.json().msg, what).toMatch(msg);
    }
    const still = await docOf(t, who.applicant, doc.docId);
    expect(still).toMatchObject({
      status: 'sentBack',
      version: doc.version,
      reason: 'site survey',
    });
    expect((await openItems(doc.docId)).map((i) => i.assetId)).toEqual([a!.id]);
    expect((await requestOf(doc)).trail.some((row) => row.action === 'edit')).toBe(false);

    // Without the type's key: 403.
    const noLending = await personWith(t, [...ASSET_KEYS, DOC_KEYS[0]!]);
    const refused = await edit(noLending, doc.docId, body());
    expect(refused.statusCode).toBe(403);

    // Resubmitted unchanged, it is no longer the applicant's to change.
    expect((await act(t, who.applicant, doc, 'resubmit')).statusCode).toBe(200);
    const pending = await docOf(t, who.applicant, doc.docId);
    const late = await edit(who.applicant, doc.docId, body({ version: pending.version }));
    expect(late.statusCode).toBe(409);
  });

  it('lets one of two changes sent at once win; the other is stale', async () => {
    const [a, b] = await freeAssets(t, 2);
    const doc = await sentBack([a!.id]);
    const send = (assetId: number) =>
      edit(who.applicant, doc.docId, {
        version: doc.version,
        docType: 'lending',
        assetIds: [assetId],
        reason: 'either',
        borrowerId: who.borrower.id,
        dueDate: due(7),
      });
    const codes = (await Promise.all([send(a!.id), send(b!.id)])).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409]);
    expect((await requestOf(doc)).trail.filter((row) => row.action === 'resubmit')).toHaveLength(1);
  });

  it('changes only the reason of a rollback; its original stays', async () => {
    const [a] = await freeAssets(t, 1);
    const damage = await applied(t, who.applicant, {
      docType: 'damage',
      assetIds: [a!.id],
      reason: 'dropped',
    });
    expect((await act(t, who.approver, damage, 'approve')).statusCode).toBe(200);
    const [other] = await freeAssets(t, 1);
    const otherDamage = await applied(t, who.applicant, {
      docType: 'damage',
      assetIds: [other!.id],
      reason: 'dropped too',
    });
    expect((await act(t, who.approver, otherDamage, 'approve')).statusCode).toBe(200);
    const rollback = await applied(t, who.applicant, {
      docType: 'rollback',
      reason: 'repaired',
      rollbackOfId: damage.docId,
    });
    expect(
      (await act(t, who.approver, rollback, 'send-back', { comment: 'how?', toStep: null }))
        .statusCode,
    ).toBe(200);
    const back = await docOf(t, who.applicant, rollback.docId);
    const moved = await edit(who.applicant, rollback.docId, {
      version: back.version,
      docType: 'rollback',
      reason: 'repaired',
      rollbackOfId: otherDamage.docId,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().msg).toMatch(/^rollbackOfId/);
    const res = await edit(who.applicant, rollback.docId, {
      version: back.version,
      docType: 'rollback',
      reason: 'repaired by the supplier',
      rollbackOfId: damage.docId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      reason: 'repaired by the supplier',
      rollbackOf: { docId: damage.docId },
    });
    const trail = (await requestOf(rollback)).trail;
    expect(trail.at(-2)).toMatchObject({ action: 'edit', comment: '修改了事由' });
    // The summary is the system's words: an English reader reads it in English.
    expect((await requestOf(rollback, 'en-US')).trail.at(-2)).toMatchObject({
      action: 'edit',
      comment: 'changed the reason',
    });
  });
});
