import { PERMISSIONS, type AssetDocWire, type Movement } from '@depot/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, areaEngines, bearer, signIn, useTestApp } from '../../../test/helpers';
import { inIntArray } from '../../db/int-array';
import { asset, assetDoc, enterprise, store, userStore } from '../../db/schema';
import { createMovements } from '../warehouse/movements';
import { stockMovement } from '../warehouse/tables';
import { newWarehouse } from '../warehouse/test-fixtures';
import { factsOfDoc } from './doc-facts';
import {
  ASSET_KEYS,
  DOC_KEYS,
  act,
  applied,
  applyFor,
  assetRow,
  docOf,
  freeAssets,
  issue,
  oneStepTemplates,
  personWith,
  signWith,
  type Person,
} from './test-fixtures';

const quiet = { notify: async () => [] };

/**
 * Asset documents in the stock ledger (issue #18): a document that takes a serialised asset out
 * of its warehouse, or a rollback that puts it back, posts an `out` or `in` row naming the
 * document (source `assetDoc`), so the ledger still sums to what the warehouse holds.
 */
describe.each(areaEngines())('asset documents in the stock ledger on %s', (engine) => {
  const t = useTestApp(engine);
  const who = {} as Record<'admin' | 'approver' | 'receiver', Person>;

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
    await oneStepTemplates(t, who.admin, who.approver.id);
  });

  /** A new warehouse and `n` idle assets put in it by a keeper's `in` row. */
  async function inWarehouse(n = 1) {
    const warehouseId = await newWarehouse(t, who.admin);
    const assets = await freeAssets(t, n);
    await t.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: asset.id, categoryId: asset.categoryId })
        .from(asset)
        .where(
          inIntArray(
            asset.id,
            assets.map((a) => a.id),
          ),
        );
      await createMovements(quiet).postMovements(
        tx,
        rows.map((r) => ({
          warehouseId,
          kind: 'in' as const,
          categoryId: r.categoryId,
          quantity: 1,
          assetId: r.id,
        })),
        { source: 'manual', actorId: who.admin.id },
      );
    });
    return { warehouseId, ids: assets.map((a) => a.id) };
  }

  /** The ledger rows a document's code names, as the ledger page lists them, oldest first. */
  async function rowsOf(code: string): Promise<Movement[]> {
    const res = await t.app.inject({
      url: `/ware/movement/page?sourceCode=${code}&size=100`,
      headers: who.admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.records as Movement[]).reverse();
  }

  /** What the warehouse holds of its assets, and what its ledger's asset rows sum to. */
  async function heldAndSummed(warehouseId: number) {
    const [held] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(asset)
      .where(eq(asset.warehouseId, warehouseId));
    const [summed] = await t.db
      .select({ n: sql<number>`coalesce(sum(${stockMovement.quantity}), 0)::int` })
      .from(stockMovement)
      .where(
        and(eq(stockMovement.warehouseId, warehouseId), sql`${stockMovement.assetId} is not null`),
      );
    return { held: Number(held!.n), summed: Number(summed!.n) };
  }

  /** A pick-up of `ids` for the receiver, approved and signed: done. */
  async function pickedUp(ids: number[]): Promise<AssetDocWire> {
    const doc = await applied(t, who.admin, {
      docType: 'pickup',
      assetIds: ids,
      reason: 'handover',
      receiverId: who.receiver.id,
    });
    const approved = await act(t, who.approver, doc, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    // Awaiting the receiver's signature, the assets are still in the warehouse.
    expect(await rowsOf(doc.code)).toEqual([]);
    const token = await issue(t, who.admin, doc.docId);
    const signed = await signWith(t, token, {
      username: who.receiver.username,
      password: who.receiver.password,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    return docOf(t, who.admin, doc.docId);
  }

  it('posts one out row naming a signed pick-up, and the ledger sums to what the warehouse holds', async () => {
    const { warehouseId, ids } = await inWarehouse(2);
    const doc = await pickedUp([ids[0]!]);
    expect(doc.status).toBe('done');

    const rows = await rowsOf(doc.code);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      warehouseId,
      kind: 'out',
      assetId: ids[0],
      quantity: -1,
      source: 'assetDoc',
      sourceId: doc.docId,
      sourceCode: doc.code,
      reversalOf: null,
    });
    expect((await assetRow(t, ids[0]!)).warehouseId).toBeNull();
    expect((await assetRow(t, ids[1]!)).warehouseId).toBe(warehouseId);
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 1, summed: 1 });

    // Reversed by hand, the asset would be back while its receiver holds it: refused.
    const reversed = await t.app.inject({
      method: 'POST',
      url: `/ware/movement/${rows[0]!.movementId}/reverse`,
      headers: who.admin.headers,
      payload: { reason: 'by hand' },
    });
    expect(reversed.statusCode, reversed.body).toBe(409);
    expect(reversed.json().msg).toContain(doc.code);
    expect(await rowsOf(doc.code)).toHaveLength(1);
  });

  it('brings the asset back with an in row of the rollback, leaving the out row as it was', async () => {
    const { warehouseId, ids } = await inWarehouse();
    const original = await pickedUp(ids);
    const [out] = await rowsOf(original.code);

    const rollback = await applied(t, who.admin, {
      docType: 'rollback',
      rollbackOfId: original.docId,
      reason: 'picked up by mistake',
    });
    expect(await rowsOf(rollback.code)).toEqual([]);
    const approved = await act(t, who.approver, rollback, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);

    const back = await rowsOf(rollback.code);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({
      warehouseId,
      kind: 'in',
      assetId: ids[0],
      quantity: 1,
      source: 'assetDoc',
      sourceId: rollback.docId,
    });
    expect(await rowsOf(original.code)).toEqual([out]);
    const now = await assetRow(t, ids[0]!);
    expect(now).toMatchObject({ warehouseId, status: 'idle', custodianId: null });
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 1, summed: 1 });
  });

  it('posts the out row of a transfer at its approval, and its rollback the in row', async () => {
    const { warehouseId, ids } = await inWarehouse();
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: ids,
      reason: 'to the receiver',
      toStoreId: null,
      toCustodianId: who.receiver.id,
    });
    expect((await act(t, who.approver, doc, 'approve')).statusCode).toBe(200);
    expect((await rowsOf(doc.code)).map((r) => [r.kind, r.quantity])).toEqual([['out', -1]]);
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 0, summed: 0 });

    const rollback = await applied(t, who.admin, {
      docType: 'rollback',
      rollbackOfId: doc.docId,
      reason: 'undo',
    });
    expect((await act(t, who.approver, rollback, 'approve')).statusCode).toBe(200);
    expect((await rowsOf(rollback.code)).map((r) => [r.kind, r.quantity])).toEqual([['in', 1]]);
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 1, summed: 1 });
  });

  it('names the store an asset is transferred to, and the store its rollback brings it back from', async () => {
    const { warehouseId, ids } = await inWarehouse();
    const [shop] = await t.db
      .select({ id: store.id, name: store.name })
      .from(store)
      .orderBy(store.id)
      .limit(1);
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: ids,
      reason: 'to the shop',
      toStoreId: shop!.id,
      toCustodianId: null,
    });
    expect((await act(t, who.approver, doc, 'approve')).statusCode).toBe(200);
    expect((await rowsOf(doc.code)).map((r) => [r.kind, r.storeId, r.storeName])).toEqual([
      ['out', shop!.id, shop!.name],
    ]);
    const rollback = await applied(t, who.admin, {
      docType: 'rollback',
      rollbackOfId: doc.docId,
      reason: 'undo',
    });
    expect((await act(t, who.approver, rollback, 'approve')).statusCode).toBe(200);
    expect((await rowsOf(rollback.code)).map((r) => [r.kind, r.storeId])).toEqual([
      ['in', shop!.id],
    ]);
    // The ledger filtered by the store has both, newest first; the keeper's own in row has none.
    const res = await t.app.inject({
      url: `/ware/movement/page?warehouseId=${warehouseId}&storeId=${shop!.id}`,
      headers: who.admin.headers,
    });
    expect((res.json().data.records as Movement[]).map((r) => [r.kind, r.sourceCode])).toEqual([
      ['in', rollback.code],
      ['out', doc.code],
    ]);
  });

  it('writes nothing for a rejected or withdrawn document, nor for a rollback before the signature', async () => {
    const { warehouseId, ids } = await inWarehouse(2);
    const rejected = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [ids[0]!],
      reason: 'no',
      toStoreId: null,
      toCustodianId: who.receiver.id,
    });
    expect((await act(t, who.approver, rejected, 'reject', { comment: 'no' })).statusCode).toBe(
      200,
    );
    const withdrawn = await applied(t, who.admin, {
      docType: 'pickup',
      assetIds: [ids[1]!],
      reason: 'later',
      receiverId: who.receiver.id,
    });
    expect((await act(t, who.admin, withdrawn, 'withdraw')).statusCode).toBe(200);
    expect((await docOf(t, who.admin, rejected.docId)).status).toBe('rejected');
    expect((await docOf(t, who.admin, withdrawn.docId)).status).toBe('withdrawn');

    // A pick-up approved, then rolled back before its receiver signed: the asset never left.
    const waiting = await applied(t, who.admin, {
      docType: 'pickup',
      assetIds: [ids[1]!],
      reason: 'handover',
      receiverId: who.receiver.id,
    });
    expect((await act(t, who.approver, waiting, 'approve')).statusCode).toBe(200);
    const rollback = await applied(t, who.admin, {
      docType: 'rollback',
      rollbackOfId: waiting.docId,
      reason: 'undo',
    });
    expect((await act(t, who.approver, rollback, 'approve')).statusCode).toBe(200);

    for (const code of [rejected.code, withdrawn.code, waiting.code, rollback.code]) {
      expect(await rowsOf(code), code).toEqual([]);
    }
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 2, summed: 2 });
  });
  // ---- a transfer into a warehouse (docs/asset-documents.md, "Transfers into a warehouse") ----

  /** A transfer of `ids` into `warehouseId`, by the administrator, approved: its record. */
  async function intoWarehouse(ids: number[], warehouseId: number): Promise<AssetDocWire> {
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: ids,
      reason: 'into stock',
      toStoreId: null,
      toCustodianId: null,
      toWarehouseId: warehouseId,
    });
    expect(doc.toWarehouse?.warehouseId).toBe(warehouseId);
    expect(doc.store).toBeNull();
    expect((await act(t, who.approver, doc, 'approve')).statusCode).toBe(200);
    return docOf(t, who.admin, doc.docId);
  }

  /** The document rolled back, approved. */
  async function rolledBack(doc: AssetDocWire): Promise<AssetDocWire> {
    const rollback = await applied(t, who.admin, {
      docType: 'rollback',
      rollbackOfId: doc.docId,
      reason: 'undo',
    });
    const approved = await act(t, who.approver, rollback, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    return rollback;
  }

  const kinds = (rows: Movement[]) => rows.map((r) => [r.warehouseId, r.kind, r.quantity]);

  it('puts an asset held by someone into a warehouse: idle, no custodian, no store, one in row; its rollback takes it out again', async () => {
    const warehouseId = await newWarehouse(t, who.admin);
    const [a] = await freeAssets(t, 1);
    const handed = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [a!.id],
      reason: 'to the receiver',
      toStoreId: null,
      toCustodianId: who.receiver.id,
    });
    expect((await act(t, who.approver, handed, 'approve')).statusCode).toBe(200);
    const held = await assetRow(t, a!.id);
    expect(held).toMatchObject({ status: 'inUse', custodianId: who.receiver.id });

    const doc = await intoWarehouse([a!.id], warehouseId);
    expect(doc.status).toBe('done');
    expect(kinds(await rowsOf(doc.code))).toEqual([[warehouseId, 'in', 1]]);
    expect(await assetRow(t, a!.id)).toMatchObject({
      status: 'idle',
      custodianId: null,
      deptId: held.deptId,
      storeId: null,
      warehouseId,
    });
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 1, summed: 1 });

    const rollback = await rolledBack(doc);
    expect(kinds(await rowsOf(rollback.code))).toEqual([[warehouseId, 'out', -1]]);
    expect(await assetRow(t, a!.id)).toMatchObject({
      status: 'inUse',
      custodianId: who.receiver.id,
      storeId: held.storeId,
      warehouseId: null,
    });
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 0, summed: 0 });
  });

  it('moves an asset from one warehouse to another as a transferOut/transferIn pair, and its rollback brings it back', async () => {
    const { warehouseId: from, ids } = await inWarehouse();
    const to = await newWarehouse(t, who.admin);
    const doc = await intoWarehouse(ids, to);
    expect(kinds(await rowsOf(doc.code))).toEqual([
      [from, 'transferOut', -1],
      [to, 'transferIn', 1],
    ]);
    expect(await assetRow(t, ids[0]!)).toMatchObject({ warehouseId: to, status: 'idle' });
    expect(await heldAndSummed(from)).toEqual({ held: 0, summed: 0 });
    expect(await heldAndSummed(to)).toEqual({ held: 1, summed: 1 });

    const rollback = await rolledBack(doc);
    expect(kinds(await rowsOf(rollback.code))).toEqual([
      [to, 'transferOut', -1],
      [from, 'transferIn', 1],
    ]);
    expect(await assetRow(t, ids[0]!)).toMatchObject({ warehouseId: from, status: 'idle' });
    expect(await heldAndSummed(from)).toEqual({ held: 1, summed: 1 });
    expect(await heldAndSummed(to)).toEqual({ held: 0, summed: 0 });
  });

  it('refuses a warehouse with a store or custodian, an unknown, disabled or unseen one, and assets already in it, writing nothing', async () => {
    const { warehouseId, ids } = await inWarehouse();
    const disabled = await newWarehouse(t, who.admin, { enabled: false });
    const [free] = await freeAssets(t, 1);
    const [first] = await t.db.select({ id: store.id }).from(store).orderBy(store.id).limit(1);
    const count = async () =>
      Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(assetDoc))[0]!.n);
    const before = await count();
    const transfer = (by: Person, assetIds: number[], fields: Record<string, number | null>) =>
      applyFor(t, by, {
        docType: 'transfer',
        assetIds,
        reason: 'into stock',
        toStoreId: null,
        toCustodianId: null,
        toWarehouseId: warehouseId,
        ...fields,
      });
    const refused = async (res: Awaited<ReturnType<typeof applyFor>>, text: RegExp) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(text);
    };
    await refused(
      await transfer(who.admin, [free!.id], { toCustodianId: who.receiver.id }),
      /names only the warehouse/,
    );
    await refused(
      await transfer(who.admin, [free!.id], { toStoreId: first!.id }),
      /names only the warehouse/,
    );
    await refused(
      await transfer(who.admin, [free!.id], { toWarehouseId: 2_000_000_000 }),
      /warehouse does not exist/,
    );
    await refused(
      await transfer(who.admin, [free!.id], { toWarehouseId: disabled }),
      /warehouse does not exist/,
    );
    const already = await transfer(who.admin, ids, {});
    await refused(already, /already stand in warehouse/);
    expect(already.json().msg).toContain((await assetRow(t, ids[0]!)).code);

    // A store keeper sees the warehouses of their stores and those they keep, not another's.
    const [ent] = await t.db.select({ id: enterprise.id }).from(enterprise).limit(1);
    const [own] = await t.db
      .insert(store)
      .values({ code: `WHT-${Date.now()}`, name: 'keeper store', enterpriseId: ent!.id })
      .returning({ id: store.id });
    const keeper = await personWith(t, [...ASSET_KEYS, ...DOC_KEYS], 'stores');
    await t.db.insert(userStore).values({ userId: keeper.id, storeId: own!.id });
    const [theirs] = await freeAssets(t, 1, { storeId: own!.id });
    await refused(await transfer(keeper, [theirs!.id], {}), /warehouse does not exist/);

    expect(await count()).toBe(before);
    expect(await assetRow(t, free!.id)).toMatchObject({ warehouseId: null, status: 'idle' });
    expect(await heldAndSummed(warehouseId)).toEqual({ held: 1, summed: 1 });

    // Made the warehouse's keeper, they see it and may send their asset there.
    const kept = await newWarehouse(t, who.admin, { keeperIds: [keeper.id] });
    const res = await transfer(keeper, [theirs!.id], { toWarehouseId: kept });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('names the destination warehouse in the title and its keepers (not another warehouse’s) as the keepers', async () => {
    const keeper = await personWith(t, [PERMISSIONS.warehouse.warehouse.view], 'self');
    const otherKeeper = await personWith(t, [PERMISSIONS.warehouse.warehouse.view], 'self');
    const to = await newWarehouse(t, who.admin, { name: '目的仓', keeperIds: [keeper.id] });
    await newWarehouse(t, who.admin, { keeperIds: [otherKeeper.id] });
    const [a] = await freeAssets(t, 1);
    const doc = await applied(t, who.admin, {
      docType: 'transfer',
      assetIds: [a!.id],
      reason: 'into stock',
      toStoreId: null,
      toCustodianId: null,
      toWarehouseId: to,
    });
    const facts = await factsOfDoc(t.db, doc.docId);
    expect(facts.title).toMatch(/→ 目的仓$/);
    expect(facts.keeperIds).toContain(keeper.id);
    expect(facts.keeperIds).not.toContain(otherKeeper.id);
  });
});
