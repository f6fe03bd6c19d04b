import {
  PERMISSIONS,
  warehouseCreateBody,
  warehouseSchema,
  warehouseUpdateBody,
  type WarehouseCreate,
  type WarehouseRecord,
} from '@depot/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import { createRecordService, defineRecords } from '../../core/resource/resource-service';
import { nest, type Nested } from '../../core/resource/tree';
import type { DataScope } from '../../core/data-scope';
import type { Db } from '../../db/client';
import { enterprise, store } from '../../db/schema/org';
import { appUser } from '../../db/schema/users';
import { keepersOf } from './keepers';
import { warehouseScope } from './scope';
import { warehouse } from './tables';

const columns = {
  warehouseId: warehouse.id,
  parentId: sql<number>`coalesce(${warehouse.parentId}, 0)`.mapWith(Number),
  code: warehouse.code,
  name: warehouse.name,
  // The check constraint allows only WAREHOUSE_LEVELS.
  level: sql<WarehouseRecord['level']>`${warehouse.level}`,
  enterpriseId: warehouse.enterpriseId,
  enterpriseName: enterprise.name,
  storeId: warehouse.storeId,
  storeName: store.name,
  address: warehouse.address,
  enabled: warehouse.enabled,
  sort: warehouse.sort,
  keepers: sql<WarehouseRecord['keepers']>`coalesce((select json_agg(json_build_object(
      'userId', u.id, 'nickname', u.nickname) order by u.id)
    from warehouse_keeper k join app_user u on u.id = k.user_id
    where k.warehouse_id = ${warehouse.id}), '[]'::json)`,
  createdAt: warehouse.createdAt,
  updatedAt: warehouse.updatedAt,
};

const selectWarehouses = (tx: Db) =>
  tx
    .select(columns)
    .from(warehouse)
    .innerJoin(enterprise, eq(enterprise.id, warehouse.enterpriseId))
    .leftJoin(store, eq(store.id, warehouse.storeId))
    .$dynamic();

const order = [asc(warehouse.sort), asc(warehouse.code), asc(warehouse.id)];

/** The parent must be in the same enterprise; a store must be in it and only at store level. */
async function checkPlace(
  tx: Db,
  place: {
    parentId?: number | null;
    enterpriseId: number;
    storeId?: number | null;
    level?: string;
  },
): Promise<void> {
  if (place.parentId) {
    const [parent] = await tx
      .select({ enterpriseId: warehouse.enterpriseId })
      .from(warehouse)
      .where(eq(warehouse.id, place.parentId));
    if (!parent || parent.enterpriseId !== place.enterpriseId) {
      throw new BadRequest('warehouse.badParent');
    }
  }
  if (place.storeId) {
    if (place.level !== 'store') throw new BadRequest('warehouse.storeLevelOnly');
    const [found] = await tx
      .select({ id: store.id })
      .from(store)
      .where(and(eq(store.id, place.storeId), eq(store.enterpriseId, place.enterpriseId)));
    if (!found) throw new BadRequest('warehouse.unknownStore');
  }
}

async function checkKeepers(tx: Db, ids: readonly number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(inArray(appUser.id, [...ids]), eq(appUser.enabled, true)));
  if (found.length !== ids.length) throw new BadRequest('warehouse.unknownKeeper');
}

/**
 * Warehouses (AREAS.md §4): a tree read whole, within one enterprise, with keepers; in the
 * caller's data scope (scope.ts).
 */
export const warehouseResource = defineRecords({
  entity: 'warehouse',
  tag: 'warehouse',
  path: '/ware/warehouse',
  summaries: {
    create: 'Creates a warehouse (parentId 0: at the top) with its keepers',
    update: 'Changes a warehouse: name, level, parent (same enterprise), store, keepers…',
    delete: 'Deletes a warehouse without sub-warehouses, stock, movements or documents (409)',
  },
  table: warehouse,
  id: warehouse.id,
  idField: 'warehouseId',
  permissions: PERMISSIONS.warehouse.warehouse,
  schemas: { record: warehouseSchema, create: warehouseCreateBody, update: warehouseUpdateBody },
  joined: { select: selectWarehouses },
  order,
  unique: [{ field: 'code', column: warehouse.code, message: 'warehouse.codeTaken' }],
  inUse: 'warehouse.inUse',
  tree: {
    field: 'parentId',
    parent: warehouse.parentId,
    key: warehouse.id,
    within: (row) => eq(warehouse.enterpriseId, row.enterpriseId),
    refused: () => new BadRequest('warehouse.badParent'),
  },
  scoped: {
    where: (scope) => warehouseScope(scope),
    place: async (_tx, scope, body) => {
      const enterpriseId = (body as Partial<WarehouseCreate>).enterpriseId;
      if (enterpriseId === undefined || scope.all) return;
      if (scope.enterpriseId !== enterpriseId) throw new BadRequest('warehouse.unknownEnterprise');
    },
  },
  async beforeUpdate(tx, row, changes) {
    await checkKeepers(tx, changes.keeperIds);
    await checkPlace(tx, {
      parentId: changes.parentId === undefined ? undefined : changes.parentId || null,
      enterpriseId: row.enterpriseId,
      storeId: changes.storeId === undefined ? row.storeId : changes.storeId,
      level: changes.level ?? row.level,
    });
  },
  toRow: async (tx, body: Partial<WarehouseCreate>, id) => {
    const { keeperIds, parentId, ...fields } = body;
    if (id === undefined) {
      const [ent] = await tx
        .select({ id: enterprise.id })
        .from(enterprise)
        .where(eq(enterprise.id, fields.enterpriseId!));
      if (!ent) throw new BadRequest('warehouse.unknownEnterprise');
      await checkKeepers(tx, keeperIds);
      await checkPlace(tx, {
        parentId,
        enterpriseId: ent.id,
        storeId: fields.storeId,
        level: fields.level,
      });
    }
    return { ...fields, ...(parentId === undefined ? {} : { parentId: parentId || null }) };
  },
  async afterWrite(tx, row, body) {
    if (body.keeperIds === undefined) return;
    await keepersOf.replace(tx, row.id, body.keeperIds);
    return { keeperIds: body.keeperIds };
  },
});

export type WarehouseTreeNode = Nested<WarehouseRecord>;

export function createWarehouseService(db: Db) {
  return {
    ...createRecordService(db, warehouseResource),

    /**
     * The caller's warehouses as trees: one whose parent the caller does not see hangs at the
     * top. Disabled ones only when asked.
     */
    async tree(
      scope: DataScope,
      query: { enterpriseId?: number; withDisabled?: boolean },
    ): Promise<WarehouseTreeNode[]> {
      const conditions: Array<SQL | undefined> = [
        warehouseScope(scope),
        query.enterpriseId === undefined
          ? undefined
          : eq(warehouse.enterpriseId, query.enterpriseId),
        query.withDisabled ? undefined : eq(warehouse.enabled, true),
      ];
      const rows = await selectWarehouses(db)
        .where(and(...conditions))
        .orderBy(...order);
      const seen = new Set(rows.map((r) => r.warehouseId));
      return nest(
        rows,
        (r) => r.warehouseId,
        (r) => (seen.has(r.parentId) ? r.parentId : 0),
        0,
      );
    },
  };
}

export type WarehouseService = ReturnType<typeof createWarehouseService>;
