import {
  PERMISSIONS,
  thresholdCreateBody,
  thresholdPageQuery,
  thresholdSchema,
  thresholdUpdateBody,
  type ThresholdCreate,
  type ThresholdRecord,
} from '@depot/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { DataScope } from '../../core/data-scope';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { assetCategory } from '../../db/schema/asset';
import { seenWarehouse, warehouseScope } from './scope';
import { stockThreshold, warehouse } from './tables';
import { checkThreshold, currentOf, type Notify } from './thresholds';

const current = currentOf(stockThreshold).mapWith(Number);
const below = sql<boolean>`(${currentOf(stockThreshold)} < ${stockThreshold.minQuantity})`;

const columns = {
  thresholdId: stockThreshold.id,
  warehouseId: stockThreshold.warehouseId,
  warehouseName: warehouse.name,
  // The check constraint allows only THRESHOLD_KINDS.
  kind: sql<ThresholdRecord['kind']>`${stockThreshold.kind}`,
  categoryId: stockThreshold.categoryId,
  categoryName: assetCategory.name,
  unit: assetCategory.unit,
  model: stockThreshold.model,
  minQuantity: stockThreshold.minQuantity,
  current,
  below,
  notifiedAt: stockThreshold.notifiedAt,
  createdAt: stockThreshold.createdAt,
  updatedAt: stockThreshold.updatedAt,
};

const on = {
  warehouse: eq(warehouse.id, stockThreshold.warehouseId),
  category: eq(assetCategory.id, stockThreshold.categoryId),
};

/** A counted category for `category`, a serialised one for `asset`; a model only for `asset`. */
async function checkCategory(tx: Db, body: ThresholdCreate): Promise<void> {
  const [category] = await tx
    .select({ name: assetCategory.name, tracking: assetCategory.tracking })
    .from(assetCategory)
    .where(eq(assetCategory.id, body.categoryId));
  if (!category) throw new BadRequest('warehouse.unknownCategory');
  if (body.kind === 'category' && category.tracking !== 'count') {
    throw new BadRequest('warehouse.notCounted', { name: category.name });
  }
  if (body.kind === 'asset' && category.tracking !== 'serial') {
    throw new BadRequest('warehouse.notSerial', { name: category.name });
  }
  if (body.model !== null && body.kind !== 'asset') {
    throw new BadRequest('warehouse.threshold.modelOfAsset');
  }
  const [taken] = await tx
    .select({ id: stockThreshold.id })
    .from(stockThreshold)
    .where(
      sql`${stockThreshold.warehouseId} = ${body.warehouseId} and ${stockThreshold.kind} = ${body.kind}
        and ${stockThreshold.categoryId} = ${body.categoryId}
        and coalesce(${stockThreshold.model}, '') = ${body.model ?? ''}`,
    );
  if (taken) throw new Conflict('warehouse.threshold.taken');
}

/**
 * Low-stock thresholds (thresholds.ts), in the caller's scope by warehouse. A threshold made,
 * or changed, while stock is already below it tells at once: that is a crossing too.
 */
export function thresholdResourceOf(notices: Notify) {
  return defineResource({
    entity: 'stock-threshold',
    tag: 'warehouse',
    path: '/ware/threshold',
    table: stockThreshold,
    id: stockThreshold.id,
    idField: 'thresholdId',
    permissions: PERMISSIONS.warehouse.threshold,
    schemas: {
      record: thresholdSchema,
      create: thresholdCreateBody,
      update: thresholdUpdateBody,
      query: thresholdPageQuery,
    },
    joined: {
      select: (tx) =>
        tx
          .select(columns)
          .from(stockThreshold)
          .innerJoin(warehouse, on.warehouse)
          .innerJoin(assetCategory, on.category)
          .$dynamic(),
      count: (tx) =>
        tx
          .select({ n: count() })
          .from(stockThreshold)
          .innerJoin(warehouse, on.warehouse)
          .innerJoin(assetCategory, on.category)
          .$dynamic(),
    },
    where: (q) => [
      q.warehouseId === undefined ? undefined : eq(stockThreshold.warehouseId, q.warehouseId),
      q.kind ? eq(stockThreshold.kind, q.kind) : undefined,
      q.below === undefined ? undefined : q.below ? below : sql`not ${below}`,
    ],
    sorts: { minQuantity: stockThreshold.minQuantity, createdAt: stockThreshold.createdAt },
    order: [asc(warehouse.code), asc(assetCategory.name), asc(stockThreshold.id)],
    scoped: {
      where: (scope) => warehouseScope(scope, stockThreshold.warehouseId),
      place: async (tx, scope, body) => {
        if (body.warehouseId !== undefined) await seenWarehouse(tx, scope, body.warehouseId);
      },
    },
    toRow: async (tx, body: Partial<ThresholdCreate>, id) => {
      if (id === undefined) await checkCategory(tx, body as ThresholdCreate);
      return body;
    },
    async afterWrite(tx, row) {
      await checkThreshold(tx, notices, row.id);
    },
  });
}

export function createThresholdService(db: Db, notices: Notify) {
  const resource = thresholdResourceOf(notices);
  const service = createResourceService(db, resource);
  return {
    ...service,
    resource,

    /** What a low-stock notice offers: a warehouse-in prefilled with the shortfall. */
    async replenishment(id: number, scope: DataScope) {
      const found = await service.get(id, scope).catch(() => {
        throw new NotFound();
      });
      return {
        thresholdId: found.thresholdId,
        warehouseId: found.warehouseId,
        warehouseName: found.warehouseName,
        kind: found.kind,
        categoryId: found.categoryId,
        categoryName: found.categoryName,
        model: found.model,
        current: found.current,
        minQuantity: found.minQuantity,
        shortfall: Math.max(found.minQuantity - found.current, 1),
      };
    },
  };
}

export type ThresholdService = ReturnType<typeof createThresholdService>;
