import {
  PERMISSIONS,
  assetCategoryCreateBody,
  assetCategorySchema,
  assetCategoryUpdateBody,
  pageQuery,
  sortParam,
  type AssetCategoryCreate,
  type AssetTracking,
} from '@depot/shared';
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import { BadRequest, Conflict } from '../../core/errors';
import { containsPattern } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { asset, assetCategory, formDesign } from '../../db/schema';
import { outer } from '../../core/outer-column';

const assetCount = sql<number>`(select count(*)::int from ${asset} where ${asset.categoryId} = ${outer(assetCategory.id)})`;

const columns = {
  categoryId: assetCategory.id,
  parentId: assetCategory.parentId,
  name: assetCategory.name,
  codePrefix: assetCategory.codePrefix,
  unit: assetCategory.unit,
  // The check constraint allows only these two.
  tracking: sql<AssetTracking>`${assetCategory.tracking}`,
  usefulLifeMonths: assetCategory.usefulLifeMonths,
  expiryLeadDays: assetCategory.expiryLeadDays,
  formDesignId: assetCategory.formDesignId,
  formDesignName: formDesign.name,
  sort: assetCategory.sort,
  assetCount,
  createdAt: assetCategory.createdAt,
  updatedAt: assetCategory.updatedAt,
};

const withDesign = eq(formDesign.id, assetCategory.formDesignId);

/** Categories with their design's name and how many assets each holds. */
const selectCategories = (tx: Db) =>
  tx.select(columns).from(assetCategory).leftJoin(formDesign, withDesign).$dynamic();

/** Deeper than any real tree: a walk past it means the rows already form a loop. */
const MAX_DEPTH = 64;

/** The parent must exist and must not be the category itself or below it (a loop). */
async function checkParent(tx: Db, parentId: number, selfId?: number): Promise<void> {
  let at: number | null = parentId;
  for (let depth = 0; at !== null && depth < MAX_DEPTH; depth++) {
    if (at === selfId) throw new Conflict('asset.categoryLoop');
    const [row]: Array<{ parentId: number | null }> = await tx
      .select({ parentId: assetCategory.parentId })
      .from(assetCategory)
      .where(eq(assetCategory.id, at));
    if (!row) throw new BadRequest('asset.unknownParent');
    at = row.parentId;
  }
}

async function checkDesign(tx: Db, designId: number): Promise<void> {
  const [design] = await tx
    .select({ id: formDesign.id })
    .from(formDesign)
    .where(and(eq(formDesign.id, designId), isNull(formDesign.deletedAt)));
  if (!design) throw new BadRequest('asset.unknownDesign');
}

/** The whole tree is one page: categories are tens, not thousands. */
export const categoryListQuery = pageQuery.extend({
  name: assetCategoryCreateBody.shape.name.optional(),
  sort: sortParam(['name', 'codePrefix', 'sort']),
});

/** Asset categories (AREAS.md §2): a tree, each with its code prefix and designed fields. */
export const categoryResource = defineResource({
  entity: 'asset_category',
  tag: 'asset',
  path: '/as/category',
  table: assetCategory,
  id: assetCategory.id,
  idField: 'categoryId',
  permissions: PERMISSIONS.asset.category,
  schemas: {
    record: assetCategorySchema,
    create: assetCategoryCreateBody,
    update: assetCategoryUpdateBody,
    query: categoryListQuery,
  },
  joined: {
    select: selectCategories,
    count: (tx) =>
      tx.select({ n: count() }).from(assetCategory).leftJoin(formDesign, withDesign).$dynamic(),
  },
  where: (q) => [q.name ? ilike(assetCategory.name, containsPattern(q.name)) : undefined],
  sorts: {
    name: assetCategory.name,
    codePrefix: assetCategory.codePrefix,
    sort: assetCategory.sort,
  },
  order: [asc(assetCategory.sort), asc(assetCategory.name), asc(assetCategory.id)],
  unique: [{ field: 'codePrefix', column: assetCategory.codePrefix, message: 'asset.prefixTaken' }],
  toRow: async (tx, fields: Partial<AssetCategoryCreate>, id) => {
    if (fields.parentId != null) await checkParent(tx, fields.parentId, id);
    if (fields.formDesignId != null) await checkDesign(tx, fields.formDesignId);
    return fields;
  },
  beforeDelete: async (tx, row) => {
    const [children] = await tx
      .select({ n: count() })
      .from(assetCategory)
      .where(eq(assetCategory.parentId, row.id));
    if (children!.n > 0) throw new Conflict('asset.categoryHasChildren');
    const [used] = await tx.select({ n: count() }).from(asset).where(eq(asset.categoryId, row.id));
    if (used!.n > 0) throw new Conflict('asset.categoryInUse', { count: used!.n });
  },
});

export function createCategoryService(db: Db) {
  return {
    ...createResourceService(db, categoryResource),

    /** Every category, flat (`parentId` links them), in display order. */
    async list(query: { name?: string }) {
      return selectCategories(db)
        .where(query.name ? ilike(assetCategory.name, containsPattern(query.name)) : undefined)
        .orderBy(...categoryResource.order);
    },
  };
}
export type CategoryService = ReturnType<typeof createCategoryService>;
