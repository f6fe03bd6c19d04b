import { PERMISSIONS, type AssetDocCandidate, type Page } from '@depot/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../core/time-zone';
import { ADMIN_PASSWORD, bearer, areaEngines, signIn, useTestApp } from '../../../test/helpers';
import { asset, store } from '../../db/schema';
import {
  applied,
  applyFor,
  assetRow,
  freeAssets,
  oneStepTemplates,
  personWith,
  type Person,
} from './test-fixtures';

const D = PERMISSIONS.assetDoc;
/** The demo staff's keys: no key of the asset register. */
const STAFF_KEYS = [D.view, D.lending, D.pickup, D.return];

/**
 * Who may apply for what (docs/asset-documents.md): besides their data scope, a user may lend
 * or pick up the idle assets of the stores assigned to them and return what they hold; the
 * candidates list and the create check follow the same rule.
 */
describe.each(areaEngines())('asset document candidates on %s', (engine) => {
  const t = useTestApp(engine);
  let admin: Person;
  let staff: Person;
  let ownStore = 0;
  let otherStore = 0;
  const mine = { idle: 0, damaged: 0, held: 0 };
  let elsewhere = 0;

  const day = daysFromToday;

  async function candidates(who: Person, query: string) {
    return t.app.inject({ url: `/as/doc/candidates?${query}`, headers: who.headers });
  }
  async function ids(who: Person, query: string) {
    const res = await candidates(who, `${query}&size=100`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Page<AssetDocCandidate>).records.map((r) => r.assetId);
  }

  beforeAll(async () => {
    const session = await signIn(t, 'admin', ADMIN_PASSWORD);
    admin = {
      id: session.user_id,
      username: 'admin',
      password: ADMIN_PASSWORD,
      headers: bearer(session.access_token),
    };
    const approver = await personWith(t, []);
    await oneStepTemplates(t, admin, approver.id);
    const stores = await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(2);
    ownStore = stores[0]!.id;
    otherStore = stores[1]!.id;
    staff = await personWith(t, STAFF_KEYS, 'self');
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/admin/user/${staff.id}/stores`,
      headers: admin.headers,
      payload: { storeIds: [ownStore] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const [idle, damaged, held] = await freeAssets(t, 3, { storeId: ownStore });
    const [other] = await freeAssets(t, 1, { storeId: otherStore });
    mine.idle = idle!.id;
    mine.damaged = damaged!.id;
    mine.held = held!.id;
    elsewhere = other!.id;
    await t.db.update(asset).set({ status: 'damaged' }).where(eq(asset.id, damaged!.id));
    // Held by the staff user at the other store, in use.
    await t.db
      .update(asset)
      .set({ status: 'inUse', custodianId: staff.id, storeId: otherStore })
      .where(eq(asset.id, held!.id));
  });

  it('lists the idle assets of the staff’s store for lending and pick-up, not others’ or ineligible ones', async () => {
    for (const docType of ['lending', 'pickup']) {
      const found = await ids(staff, `docType=${docType}`);
      expect(found).toContain(mine.idle);
      expect(found).not.toContain(elsewhere);
      expect(found).not.toContain(mine.damaged);
      expect(found).not.toContain(mine.held);
    }
    const res = await candidates(staff, 'docType=lending&size=100');
    const row = (res.json().data as Page<AssetDocCandidate>).records.find(
      (r) => r.assetId === mine.idle,
    );
    const [own] = await t.db.select().from(store).where(eq(store.id, ownStore));
    expect(row).toMatchObject({ status: 'idle', storeName: own!.name, custodian: null });
    expect(row!.categoryName).toBeTruthy();
  });

  it('lists what the staff holds for a return, and nothing of the store', async () => {
    const found = await ids(staff, 'docType=return');
    expect(found).toContain(mine.held);
    expect(found).not.toContain(mine.idle);
    const res = await candidates(staff, `docType=return&assetId=${mine.held}`);
    expect(res.json().data.records).toEqual([
      expect.objectContaining({
        assetId: mine.held,
        status: 'inUse',
        custodian: { userId: staff.id, nickname: expect.any(String) },
      }),
    ]);
  });

  it('finds one asset by a typed code (any case) or its label’s QR token, only among candidates', async () => {
    const idle = await assetRow(t, mine.idle);
    expect(await ids(staff, `docType=lending&code=${idle.code.toLowerCase()}`)).toEqual([
      mine.idle,
    ]);
    expect(await ids(staff, `docType=lending&qrToken=${idle.qrToken}`)).toEqual([mine.idle]);
    expect(await ids(staff, `docType=lending&keyword=${idle.code}`)).toEqual([mine.idle]);
    const other = await assetRow(t, elsewhere);
    expect(await ids(staff, `docType=lending&code=${other.code}`)).toEqual([]);
    expect(await ids(staff, `docType=lending&qrToken=${other.qrToken}`)).toEqual([]);
    expect((await candidates(staff, 'docType=lending&qrToken=not-a-token')).statusCode).toBe(400);
    expect((await candidates(staff, 'docType=rollback')).statusCode).toBe(400);
    expect((await candidates(staff, 'keyword=x')).statusCode).toBe(400);
  });

  it('needs the key of the type asked for', async () => {
    const lender = await personWith(t, [D.lending], 'self');
    expect((await candidates(lender, 'docType=lending')).statusCode).toBe(200);
    const refused = await candidates(lender, 'docType=return');
    expect(refused.statusCode).toBe(403);
    const viewer = await personWith(t, [D.view, PERMISSIONS.asset.asset.view]);
    expect((await candidates(viewer, 'docType=lending')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/as/doc/candidates?docType=lending' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the staff apply to lend an idle asset of their store; another store’s is a 404', async () => {
    const body = { docType: 'lending' as const, reason: 'training', borrowerId: staff.id };
    const refused = await applyFor(t, staff, { ...body, assetIds: [elsewhere], dueDate: day(7) });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.body).not.toContain((await assetRow(t, elsewhere)).code);
    const damaged = await applyFor(t, staff, {
      ...body,
      assetIds: [mine.damaged],
      dueDate: day(7),
    });
    expect(damaged.statusCode, damaged.body).toBe(404);

    const doc = await applied(t, staff, { ...body, assetIds: [mine.idle], dueDate: day(7) });
    expect(doc.items.map((i) => i.assetId)).toEqual([mine.idle]);
    expect(doc.applicant.userId).toBe(staff.id);
    // Their own request is theirs to read, and the asset is on it now.
    const read = await t.app.inject({ url: `/as/doc/${doc.docId}`, headers: staff.headers });
    expect(read.statusCode, read.body).toBe(200);
  });

  it('lets a holder outside the asset’s store return it; the store’s other assets stay a 404', async () => {
    const doc = await applied(t, staff, {
      docType: 'return',
      assetIds: [mine.held],
      reason: 'done with it',
      storeId: ownStore,
    });
    expect(doc.items.map((i) => i.assetId)).toEqual([mine.held]);
    const [another] = await freeAssets(t, 1, { storeId: otherStore });
    const refused = await applyFor(t, staff, {
      docType: 'pickup',
      assetIds: [another!.id],
      reason: 'desk',
      receiverId: staff.id,
    });
    expect(refused.statusCode, refused.body).toBe(404);
  });
});
