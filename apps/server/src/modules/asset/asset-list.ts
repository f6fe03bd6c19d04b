import {
  ASSET_CUSTOM_SORT_PREFIX,
  assetSortableFields,
  isAssetCustomSort,
  type AssetPageQuery,
  type AssetSortField,
  type SortOrder,
} from '@depot/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { dataScopeKey, type DataScope } from '../../core/data-scope';
import { BadRequest } from '../../core/errors';
import { offsetOf } from '../../core/pagination';
import { countRows, filterKeyOf, keptPages, MAX_KEPT } from '../../core/resource/kept-pages';
import { SharedReads } from '../../core/shared-reads';
import type { Db } from '../../db/client';
import { asset, assetCategory } from '../../db/schema';
import type { FormDesignService } from '../form-design/service';
import { assetSorts, assetWhere, selectAssets } from './asset-query';

type Designs = Pick<FormDesignService, 'currentDesign'>;
type Sort = readonly SortOrder<AssetSortField>[];

/**
 * ORDER BY of the list's sort, then the newest registered first (a total order: pages and
 * export batches never skip or repeat a row). A designed field orders by its JSON value
 * (numbers as numbers, text as text), empty values last either way.
 */
export function assetOrder(sort: Sort): SQL[] {
  return [
    ...sort.map((o) => {
      if (isAssetCustomSort(o.field)) {
        const key = o.field.slice(ASSET_CUSTOM_SORT_PREFIX.length);
        return sql`nullif(${asset.custom} -> ${key}::text, 'null'::jsonb) ${sql.raw(o.direction)} nulls last`;
      }
      const column = assetSorts[o.field];
      return o.direction === 'asc' ? asc(column) : desc(column);
    }),
    sql`${asset.id} desc`,
  ];
}

/** The vModels a list of `categoryId` may sort by: its current design's top-level fields. */
async function sortableFields(db: Db, designs: Designs, categoryId: number): Promise<string[]> {
  const [category] = await db
    .select({ formDesignId: assetCategory.formDesignId })
    .from(assetCategory)
    .where(eq(assetCategory.id, categoryId));
  if (!category?.formDesignId) return [];
  const current = await designs.currentDesign(db, category.formDesignId);
  if (!current) return [];
  return assetSortableFields(current.design.fields).map((widget) => widget.vModel);
}

/** A 400 naming the first designed-field sort that `fields` (null: no category filter) lacks. */
function refuseUnknownSorts(sort: Sort, fields: readonly string[] | null): void {
  for (const { field } of sort) {
    if (!isAssetCustomSort(field)) continue;
    if (!fields?.includes(field.slice(ASSET_CUSTOM_SORT_PREFIX.length))) {
      throw new BadRequest('asset.customSort', { field });
    }
  }
}

/**
 * Checks a sort by designed fields (`custom.<vModel>`): allowed only with a category filter
 * whose design has the field at its top level. A 400 otherwise, before anything is read.
 */
export async function checkAssetSort(
  db: Db,
  designs: Designs,
  query: { categoryId?: number; sort: Sort },
): Promise<void> {
  if (!query.sort.some((o) => isAssetCustomSort(o.field))) return;
  const fields =
    query.categoryId === undefined ? null : await sortableFields(db, designs, query.categoryId);
  refuseUnknownSorts(query.sort, fields);
}

/** The category and every category below it. */
async function subtreeOf(db: Db, categoryId: number): Promise<number[]> {
  const result = await db.execute(sql`with recursive below(id) as (
      select ${categoryId}::int
      union all
      select c.id from ${assetCategory} c join below on c.parent_id = below.id)
    select id from below`);
  // Both drivers answer `{ rows }`.
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/**
 * The asset list (`GET /as/asset/page`): its whole answer as the bytes sent. Its totals and pages are kept in memory
 * per change version of `asset` (drizzle/0014: any write to assets, and to the categories,
 * stores, departments, custodians' names and form designs they show or are filtered by), so a
 * list asked for again costs one batched version check until something changes, and is never
 * stale (issue #16: 1,000,000 assets, the list's targets as the repair-order list's). Callers
 * asking for the same thing while it is read share that read (after a write, a busy list's
 * connections would otherwise all count at once). A category filter reads its subtree's ids
 * first (kept the same way), so the planner sees the real categories, and a page reads its
 * ids from `asset` alone before its rows' names.
 */
export function createAssetList(db: Db, designs: Designs) {
  const list = keptPages(db, 'asset');
  // Each kept per version, and read once by however many callers ask at the same time.
  const subtrees = new SharedReads<number[]>(MAX_KEPT);
  const sortable = new SharedReads<string[]>(MAX_KEPT);

  return {
    async pageAnswer(query: AssetPageQuery, scope: DataScope): Promise<Buffer> {
      const version = await list.version();
      const { current: _current, size, sort, ...filters } = query;
      const { categoryId } = filters;
      if (sort.some((o) => isAssetCustomSort(o.field))) {
        const fields =
          categoryId === undefined
            ? null
            : await sortable.at(String(categoryId), version, () =>
                sortableFields(db, designs, categoryId),
              );
        refuseUnknownSorts(sort, fields);
      }
      const where = async () =>
        and(
          assetWhere({ ...filters, categoryId: undefined }, scope),
          categoryId === undefined
            ? undefined
            : inArray(
                asset.categoryId,
                await subtrees.at(String(categoryId), version, () => subtreeOf(db, categoryId)),
              ),
        );
      // Users who see the same assets share what is kept.
      return list.answer(version, {
        filterKey: filterKeyOf(query, dataScopeKey(scope)),
        query,
        count: async () => countRows(db, asset, await where()),
        rows: async () => {
          const ids = await db
            .select({ id: asset.id })
            .from(asset)
            .where(await where())
            .orderBy(...assetOrder(sort))
            .limit(size)
            .offset(offsetOf(query));
          if (!ids.length) return [];
          const rows = await selectAssets(db).where(
            inArray(
              asset.id,
              ids.map((r) => r.id),
            ),
          );
          const byId = new Map(rows.map((r) => [r.assetId, JSON.stringify(r)]));
          return ids.flatMap((r) => byId.get(r.id) ?? []);
        },
      });
    },
  };
}

export type AssetList = ReturnType<typeof createAssetList>;
