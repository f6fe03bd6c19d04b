import {
  ASSET_DOC_ELIGIBLE,
  ASSET_DOC_PERMISSIONS,
  type AssetDocAssetType,
  type AssetDocCandidate,
  type AssetDocCandidateQuery,
  type AssetStatus,
  type Page,
} from '@depot/shared';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Forbidden } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import { anyColumnContains, offsetOf, pageOf } from '../../core/pagination';
import type { Db } from '../../db/client';
import { appUser, asset, assetCategory, store, userStore } from '../../db/schema';
import { assetScope } from '../asset/asset-query';

/*
 * Who may apply for what (docs/asset-documents.md): the one rule POST /as/doc checks and
 * GET /as/doc/candidates lists.
 */

/**
 * The assets `user` may put on a new document of `docType` (undefined: any asset): those in
 * their data scope; for a lending or a pick-up, the idle assets of the stores they are assigned
 * to (user_store, the relation the keeper rule reads); for a return, the assets they hold.
 * Whether an asset's status suits the type is checked apart (ASSET_DOC_ELIGIBLE).
 */
export function applicableAssets(
  tx: Db,
  user: AuthUser,
  docType: AssetDocAssetType,
): SQL | undefined {
  const scope = assetScope(user.scope);
  if (scope === undefined) return undefined;
  if (docType === 'lending' || docType === 'pickup') {
    const theirStores = tx
      .select({ id: userStore.storeId })
      .from(userStore)
      .where(eq(userStore.userId, user.userId));
    return or(scope, and(eq(asset.status, 'idle'), inArray(asset.storeId, theirStores)));
  }
  if (docType === 'return') return or(scope, eq(asset.custodianId, user.userId));
  return scope;
}

/** The key of the type's applications, or a 403. */
export function requireApplyKey(user: AuthUser, docType: keyof typeof ASSET_DOC_PERMISSIONS) {
  if (!user.permissions.includes(ASSET_DOC_PERMISSIONS[docType])) throw new Forbidden();
}

const custodian = alias(appUser, 'custodian');

/**
 * GET /as/doc/candidates: a page of the assets `user` may apply for with a document of the
 * query's type and whose status suits it, in code order (403 without the type's key).
 */
export async function readCandidates(
  tx: Db,
  user: AuthUser,
  query: AssetDocCandidateQuery,
): Promise<Page<AssetDocCandidate>> {
  requireApplyKey(user, query.docType);
  const where = and(
    applicableAssets(tx, user, query.docType),
    inArray(asset.status, [...ASSET_DOC_ELIGIBLE[query.docType]]),
    anyColumnContains([asset.code, asset.name], query.keyword),
    query.code ? sql`upper(${asset.code}) = ${query.code.toUpperCase()}` : undefined,
    query.qrToken ? eq(asset.qrToken, query.qrToken) : undefined,
    query.assetId === undefined ? undefined : eq(asset.id, query.assetId),
  );
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(asset)
    .where(where);
  const rows = await tx
    .select({
      assetId: asset.id,
      code: asset.code,
      name: asset.name,
      // The check constraint allows only the statuses of ASSET_STATUSES.
      status: sql<AssetStatus>`${asset.status}`,
      categoryName: assetCategory.name,
      storeName: store.name,
      custodianId: custodian.id,
      custodianName: custodian.nickname,
    })
    .from(asset)
    .innerJoin(assetCategory, eq(assetCategory.id, asset.categoryId))
    .leftJoin(store, eq(store.id, asset.storeId))
    .leftJoin(custodian, eq(custodian.id, asset.custodianId))
    .where(where)
    .orderBy(asc(asset.code), asc(asset.id))
    .limit(query.size)
    .offset(offsetOf(query));
  return pageOf(
    rows.map(({ custodianId, custodianName, ...row }) => ({
      ...row,
      custodian:
        custodianId === null ? null : { userId: custodianId, nickname: custodianName ?? '' },
    })),
    total!.n,
    query,
  );
}
