import {
  PERMISSIONS,
  equipmentCreateBody,
  equipmentPageQuery,
  equipmentSchema,
  equipmentUpdateBody,
  type EquipmentStatus,
} from '@depot/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import { scopeCondition } from '../../core/data-scope-sql';
import { checkOpenStore } from '../../core/open-stores';
import { anyColumnContains } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { store } from '../../db/schema';
import { equipment } from './tables';

const columns = {
  equipmentId: equipment.id,
  storeId: equipment.storeId,
  storeName: store.name,
  storeCode: store.code,
  position: equipment.position,
  model: equipment.model,
  serialNo: equipment.serialNo,
  installedOn: equipment.installedOn,
  // The check constraint allows only EQUIPMENT_STATUSES.
  status: sql<EquipmentStatus>`${equipment.status}`,
  lastInspectedOn: equipment.lastInspectedOn,
  remark: equipment.remark,
  createdAt: equipment.createdAt,
  updatedAt: equipment.updatedAt,
};

const withStore = eq(store.id, equipment.storeId);

/**
 * Store devices (`/as/equipment/antenna`: anti-theft antennas at shop doors and the like), in
 * the caller's data scope by their store.
 */
export const equipmentResource = defineResource({
  entity: 'equipment',
  tag: 'asset',
  path: '/as/equipment',
  table: equipment,
  id: equipment.id,
  idField: 'equipmentId',
  permissions: PERMISSIONS.equipment,
  schemas: {
    record: equipmentSchema,
    create: equipmentCreateBody,
    update: equipmentUpdateBody,
    query: equipmentPageQuery,
  },
  joined: {
    select: (tx) => tx.select(columns).from(equipment).innerJoin(store, withStore).$dynamic(),
    count: (tx) => tx.select({ n: count() }).from(equipment).innerJoin(store, withStore).$dynamic(),
  },
  where: (q) => [
    q.storeId === undefined ? undefined : eq(equipment.storeId, q.storeId),
    q.status ? eq(equipment.status, q.status) : undefined,
    anyColumnContains([equipment.position, equipment.model, equipment.serialNo], q.q),
  ],
  sorts: {
    position: equipment.position,
    installedOn: equipment.installedOn,
    lastInspectedOn: equipment.lastInspectedOn,
    status: equipment.status,
    createdAt: equipment.createdAt,
  },
  order: [asc(store.code), asc(equipment.position), asc(equipment.id)],
  // A serial number is unique per model (makers number their own devices).
  unique: [
    {
      field: 'serialNo',
      column: equipment.serialNo,
      with: [{ field: 'model', column: equipment.model }],
      message: 'equipment.serialTaken',
    },
  ],
  scoped: {
    where: (scope) => scopeCondition(scope, { store: equipment.storeId }),
    place: async (tx, scope, body) => {
      if (body.storeId !== undefined) await checkOpenStore(tx, scope, body.storeId);
    },
  },
});

export function createEquipmentService(db: Db) {
  return createResourceService(db, equipmentResource);
}
export type EquipmentService = ReturnType<typeof createEquipmentService>;
