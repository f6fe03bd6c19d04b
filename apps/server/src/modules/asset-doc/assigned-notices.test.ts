import { NOTICE_TYPES, PERMISSIONS, type AssetDocWire } from '@depot/shared';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bearer, areaEngines, signIn, useTestApp } from '../../../test/helpers';
import { asset, assetHistory, enterprise, notice, store, userStore } from '../../db/schema';
import { warehouse } from '../warehouse/tables';
import {
  DOC_KEYS,
  act,
  applied,
  docOf,
  freeAssets,
  issue,
  oneStepTemplates,
  personWith,
  signWith,
  type Person,
} from './test-fixtures';
import { ASSET_DOC_LINK_AREA } from './reminders';

/**
 * Notice 4 ("an asset assigned to you or added to your store") when a document's effect gives
 * assets to someone: the new custodian, and the keepers of a store they come into, once per
 * person per document, naming the assets and opening the document; nobody else.
 */
describe.each(areaEngines())('notice 4 from asset documents on %s', (engine) => {
  const t = useTestApp(engine);
  const who = {} as Record<
    'admin' | 'approver' | 'custodian' | 'keeper' | 'clerk' | 'oldKeeper',
    Person
  >;
  let home = 0;
  let away = 0;

  /** A store of its own, so no demo user keeps it. */
  async function newStore(name: string): Promise<number> {
    const [ent] = await t.db.select({ id: enterprise.id }).from(enterprise).limit(1);
    const [row] = await t.db
      .insert(store)
      .values({ code: `N4-${name}-${Date.now()}`, name, enterpriseId: ent!.id })
      .returning({ id: store.id });
    return row!.id;
  }

  beforeAll(async () => {
    const admin = await signIn(t, 'admin', ADMIN_PASSWORD);
    who.admin = {
      id: admin.user_id,
      username: 'admin',
      password: ADMIN_PASSWORD,
      headers: bearer(admin.access_token),
    };
    who.approver = await personWith(t, []);
    who.custodian = await personWith(t, DOC_KEYS, 'self');
    // A keeper hands assets over at a store (as_doc_certificate); a clerk only works there.
    who.keeper = await personWith(t, DOC_KEYS, 'stores');
    who.clerk = await personWith(t, [PERMISSIONS.assetDoc.view], 'stores');
    who.oldKeeper = await personWith(t, DOC_KEYS, 'stores');
    home = await newStore('旧店');
    away = await newStore('新店');
    await t.db.insert(userStore).values([
      { userId: who.keeper.id, storeId: away },
      { userId: who.clerk.id, storeId: away },
      { userId: who.oldKeeper.id, storeId: home },
    ]);
    await oneStepTemplates(t, who.admin, who.approver.id);
  });

  /** Each person's notices 4 that open `doc`, with their texts. */
  async function toldAbout(doc: { docId: number }) {
    const rows = await t.db
      .select({
        recipientId: notice.recipientId,
        text: notice.text,
        translations: notice.translations,
        by: notice.createdBy,
      })
      .from(notice)
      .where(
        and(
          eq(notice.type, NOTICE_TYPES.assetAdded),
          eq(notice.linkArea, ASSET_DOC_LINK_AREA),
          eq(notice.linkId, String(doc.docId)),
        ),
      )
      .orderBy(asc(notice.recipientId));
    return rows;
  }

  const approve = async (doc: AssetDocWire) => {
    const res = await act(t, who.approver, doc, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    return docOf(t, who.admin, doc.docId);
  };

  it('tells the new custodian and the new store’s keepers once each, naming every asset', async () => {
    const assets = await freeAssets(t, 2, { storeId: home });
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: assets.map((a) => a.id),
      reason: 'store opening',
      toStoreId: away,
      toCustodianId: who.custodian.id,
    });
    // Nothing while it waits for approval.
    expect(await toldAbout(doc)).toEqual([]);
    expect((await approve(doc)).status).toBe('done');

    const told = await toldAbout(doc);
    // Not the applicant, the approver, the clerk without the keeper's key or the old store's keeper.
    expect(told.map((n) => n.recipientId)).toEqual(
      [who.custodian.id, who.keeper.id].sort((a, b) => a - b),
    );
    const textOf = (id: number) => told.find((n) => n.recipientId === id)!.text;
    for (const a of assets) {
      expect(textOf(who.custodian.id)).toContain(a.code);
      expect(textOf(who.keeper.id)).toContain(a.code);
    }
    expect(textOf(who.custodian.id)).toContain(`调拨单 ${doc.code}`);
    expect(textOf(who.custodian.id)).toContain('已交由您保管');
    expect(textOf(who.keeper.id)).toContain('已加入门店 新店');
    // A reader of English gets the same in English.
    const englishOf = (id: number) =>
      told.find((n) => n.recipientId === id)!.translations?.['en-US']?.text;
    const codes = assets.map((a) => a.code).sort();
    expect(englishOf(who.custodian.id)).toMatch(
      new RegExp(
        `^Transfer ${doc.code}: assets ${codes.join(' [^,]+, ')} [^,]+ are now in your care$`,
      ),
    );
    expect(englishOf(who.keeper.id)).toContain('were added to store 新店');
    expect(told.every((n) => n.by === who.approver.id)).toBe(true);

    // It opens the document for each of them.
    for (const person of [who.custodian, who.keeper]) {
      const res = await t.app.inject({ url: `/as/doc/${doc.docId}`, headers: person.headers });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('takes an asset a document gives to a store out of its warehouse, with a history row', async () => {
    const [a] = await freeAssets(t, 1, { storeId: home });
    const [shelf] = await t.db.select({ id: warehouse.id }).from(warehouse).limit(1);
    await t.db.update(asset).set({ warehouseId: shelf!.id }).where(eq(asset.id, a!.id));
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [a!.id],
      reason: 'store opening',
      toStoreId: away,
      toCustodianId: null,
    });
    expect((await approve(doc)).status).toBe('done');
    const [after] = await t.db.select().from(asset).where(eq(asset.id, a!.id));
    expect(after).toMatchObject({ storeId: away, warehouseId: null });
    const rows = await t.db
      .select()
      .from(assetHistory)
      .where(and(eq(assetHistory.assetId, a!.id), eq(assetHistory.field, 'warehouseId')));
    expect(rows.map((r) => [r.before, r.after, r.source])).toEqual([[shelf!.id, null, doc.code]]);
  });

  it('tells a keeper who is also the new custodian once, and nobody when the assets stay where they were', async () => {
    const [a] = await freeAssets(t, 1, { storeId: home });
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [a!.id],
      reason: 'kept by the keeper',
      toStoreId: away,
      toCustodianId: who.keeper.id,
    });
    await approve(doc);
    const told = await toldAbout(doc);
    expect(told.map((n) => n.recipientId)).toEqual([who.keeper.id]);
    expect(told[0]!.text).toContain('已交由您保管');

    // A transfer to the store the asset is already at, with no custodian: nobody gains anything.
    const [b] = await freeAssets(t, 1, { storeId: away });
    const same = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [b!.id],
      reason: 'stays',
      toStoreId: away,
      toCustodianId: null,
    });
    await approve(same);
    expect(await toldAbout(same)).toEqual([]);
  });

  it('tells nobody of a lending or pick-up (the receiver signs for it), and the keepers of the store a return comes into', async () => {
    const [a] = await freeAssets(t, 1, { storeId: home });
    const pickup = await applied(t, who.admin, {
      docType: 'pickup',
      assetIds: [a!.id],
      reason: 'new desk',
      receiverId: who.custodian.id,
    });
    await approve(pickup);
    const signed = await signWith(t, await issue(t, who.admin, pickup.docId), who.custodian);
    expect(signed.statusCode, signed.body).toBe(200);
    const [held] = await t.db.select().from(asset).where(eq(asset.id, a!.id));
    expect(held).toMatchObject({ status: 'inUse', custodianId: who.custodian.id });
    expect(await toldAbout(pickup)).toEqual([]);

    const back = await applied(t, who.custodian, {
      docType: 'return',
      assetIds: [a!.id],
      reason: 'leaving',
      storeId: away,
    });
    await approve(back);
    // Approved, the asset stays with its holder until they sign.
    expect(await toldAbout(back)).toEqual([]);
    const returned = await signWith(t, await issue(t, who.admin, back.docId), who.custodian);
    expect(returned.statusCode, returned.body).toBe(200);
    const told = await toldAbout(back);
    expect(told.map((n) => n.recipientId)).toEqual([who.keeper.id]);
    expect(told[0]!.text).toContain(`归还单 ${back.code}`);
    expect(told[0]!.text).toContain(a!.code);
  });

  it('tells nobody when the effect is refused because an asset moved', async () => {
    const [a] = await freeAssets(t, 1, { storeId: home });
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [a!.id],
      reason: 'x',
      toStoreId: away,
      toCustodianId: who.custodian.id,
    });
    await t.db.update(asset).set({ status: 'inRepair' }).where(eq(asset.id, a!.id));
    const res = await act(t, who.approver, doc, 'approve');
    expect(res.statusCode).toBe(409);
    expect(await toldAbout(doc)).toEqual([]);
  });
});
