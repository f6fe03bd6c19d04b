import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readByKeys } from '../../core/read-by-keys';
import type { Db } from '../../db/client';
import { inIntArray } from '../../db/int-array';
import { appUser, asset, assetDoc, assetDocItem, store } from '../../db/schema';
import type { ApprovalDocFacts } from '../approval/doc-handler';
import { warehouseKeeperIds } from '../warehouse/keepers';
import { warehouse } from '../warehouse/tables';
import { storeKeeperIds } from './keepers';
import type { DocTarget } from './places';

const original = alias(assetDoc, 'original');

/** The approval centre's title is at most this long (approval_request.title). */
const TITLE_MAX = 200;
/** Asset names a title shows before `+n`. */
const TITLE_NAMES = 2;

const unique = <T>(values: readonly (T | null)[]): T[] => [
  ...new Set(values.filter((v): v is T => v !== null)),
];

/** What the facts read of a document: its target, its code, and the original of a rollback. */
export interface FactsInput extends DocTarget {
  code: string;
  rollbackOfCode: string | null;
}

/**
 * The facts a flow template reads of a document (doc-handler.ts): the title (code, the first
 * assets' names, where they go), the sum of the assets' prices, their categories, the enterprise
 * of their stores (the first asset's when they differ), their custodians, and the keepers of
 * their stores and of the store they go to (keepers.ts), and of the warehouse a transfer puts
 * them in (its `warehouse_keeper` users: they take the assets in, as for a warehouse-in).
 */
export async function factsOf(
  tx: Db,
  doc: FactsInput,
  assetIds: readonly number[],
): Promise<ApprovalDocFacts> {
  const rows = assetIds.length
    ? await tx
        .select({
          name: asset.name,
          price: asset.price,
          categoryId: asset.categoryId,
          custodianId: asset.custodianId,
          storeId: asset.storeId,
          enterpriseId: store.enterpriseId,
        })
        .from(asset)
        .leftJoin(store, eq(store.id, asset.storeId))
        .where(inIntArray(asset.id, assetIds))
        .orderBy(asset.code)
    : [];
  const [sum] = assetIds.length
    ? await tx
        .select({ amount: sql<string | null>`sum(${asset.price})::text` })
        .from(asset)
        .where(inIntArray(asset.id, assetIds))
    : [{ amount: null }];
  const storeIds = unique([...rows.map((r) => r.storeId), doc.storeId]);
  return {
    title: await titleOf(tx, doc, unique(rows.map((r) => r.name))),
    amount: sum?.amount ?? null,
    categoryIds: unique(rows.map((r) => r.categoryId)),
    enterpriseId: rows.find((r) => r.enterpriseId !== null)?.enterpriseId ?? null,
    custodianIds: unique(rows.map((r) => r.custodianId)),
    keeperIds: [
      ...new Set([
        ...(await storeKeeperIds(tx, storeIds)),
        ...(await warehouseKeeperIds(tx, unique([doc.toWarehouseId]))),
      ]),
    ].sort((a, b) => a - b),
  };
}

/** `JY20260520000001 笔记本电脑、投影仪 +3 → 张三`: words only from the data. */
async function titleOf(tx: Db, doc: FactsInput, names: string[]): Promise<string> {
  const shown = names.slice(0, TITLE_NAMES).join('、');
  const more = names.length > TITLE_NAMES ? ` +${names.length - TITLE_NAMES}` : '';
  const people = unique([doc.borrowerId, doc.receiverId, doc.toCustodianId]);
  const nick = await readByKeys(
    people,
    (ids) =>
      tx
        .select({ id: appUser.id, nickname: appUser.nickname })
        .from(appUser)
        .where(inArray(appUser.id, ids)),
    (u) => [u.id, u.nickname],
  );
  const [place] =
    doc.storeId === null
      ? []
      : await tx.select({ name: store.name }).from(store).where(eq(store.id, doc.storeId));
  const [into] =
    doc.toWarehouseId === null
      ? []
      : await tx
          .select({ name: warehouse.name })
          .from(warehouse)
          .where(eq(warehouse.id, doc.toWarehouseId));
  const to = [
    doc.docType === 'lending' ? nick.get(doc.borrowerId!) : undefined,
    doc.docType === 'pickup' ? nick.get(doc.receiverId!) : undefined,
    place?.name,
    into?.name,
    doc.toCustodianId === null ? undefined : nick.get(doc.toCustodianId),
    doc.rollbackOfCode ? `↺ ${doc.rollbackOfCode}` : undefined,
  ].filter(Boolean);
  const title = `${doc.code} ${shown}${more}${to.length ? ` → ${to.join(' / ')}` : ''}`;
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title;
}

/** The facts of a stored document (its items' assets as they stand now). */
export async function factsOfDoc(tx: Db, docId: number): Promise<ApprovalDocFacts> {
  const [doc] = await tx
    .select({
      code: assetDoc.code,
      docType: assetDoc.docType,
      applicantId: assetDoc.applicantId,
      borrowerId: assetDoc.borrowerId,
      receiverId: assetDoc.receiverId,
      storeId: assetDoc.storeId,
      toCustodianId: assetDoc.toCustodianId,
      toWarehouseId: assetDoc.toWarehouseId,
      rollbackOfCode: original.code,
    })
    .from(assetDoc)
    .leftJoin(original, eq(original.id, assetDoc.rollbackOfId))
    .where(eq(assetDoc.id, docId));
  if (!doc) throw new Error(`asset document ${docId} does not exist`);
  const items = await tx
    .select({ assetId: assetDocItem.assetId })
    .from(assetDocItem)
    .where(eq(assetDocItem.docId, docId));
  return factsOf(
    tx,
    doc,
    items.map((i) => i.assetId),
  );
}
