import {
  PERMISSIONS,
  storeCreateBody,
  storePageQuery,
  storeRecordSchema,
  storeUpdateBody,
  type StoreCreate,
} from '@depot/shared';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import { BadRequest } from '../../core/errors';
import { containsPattern } from '../../core/pagination';
import { createResourceService, defineResource } from '../../core/resource/resource-service';
import type { Db } from '../../db/client';
import { enterprise, store } from '../../db/schema';

const columns = {
  storeId: store.id,
  code: store.code,
  name: store.name,
  address: store.address,
  region: store.region,
  entId: enterprise.id,
  entCode: enterprise.code,
  entName: enterprise.name,
  createdAt: store.createdAt,
  updatedAt: store.updatedAt,
};

const withEnterprise = eq(enterprise.id, store.enterpriseId);
const selectStores = (tx: Db) =>
  tx.select(columns).from(store).innerJoin(enterprise, withEnterprise);

async function enterpriseId(tx: Db, code: string): Promise<number> {
  const [ent] = await tx
    .select({ id: enterprise.id })
    .from(enterprise)
    .where(eq(enterprise.code, code));
  if (!ent) throw new BadRequest('dept.unknownEnterprise');
  return ent.id;
}

/** Stores in the admin console: a resource read with its enterprise, named by its code. */
export const storeResource = defineResource({
  entity: 'store',
  tag: 'org',
  path: '/admin/store',
  table: store,
  id: store.id,
  idField: 'storeId',
  permissions: PERMISSIONS.store,
  schemas: {
    record: storeRecordSchema,
    create: storeCreateBody,
    update: storeUpdateBody,
    query: storePageQuery,
  },
  joined: {
    select: selectStores,
    count: (tx) => tx.select({ n: count() }).from(store).innerJoin(enterprise, withEnterprise),
  },
  toRow: async (tx, { entCode, ...fields }: Partial<StoreCreate>) => ({
    ...fields,
    ...(entCode === undefined ? {} : { enterpriseId: await enterpriseId(tx, entCode) }),
  }),
  where: (q) => [
    q.code ? ilike(store.code, containsPattern(q.code)) : undefined,
    q.name ? ilike(store.name, containsPattern(q.name)) : undefined,
    q.region ? eq(store.region, q.region) : undefined,
    q.entCode ? eq(enterprise.code, q.entCode) : undefined,
  ],
  sorts: { code: store.code, name: store.name, region: store.region, createdAt: store.createdAt },
  order: [asc(store.code), asc(store.id)],
  // Assets, locks and repair orders refer to stores: a store they use stays (a 409).
  unique: [{ field: 'code', column: store.code, message: 'store.codeTaken' }],
});

export function createStoreService(db: Db) {
  return {
    ...createResourceService(db, storeResource),

    /** Stores for pickers (SPEC §7), by enterprise and region. */
    async list(query: { entCode?: string; region?: string }) {
      const rows = await selectStores(db)
        .where(
          and(
            query.entCode ? eq(enterprise.code, query.entCode) : undefined,
            query.region ? eq(store.region, query.region) : undefined,
          ),
        )
        .orderBy(asc(store.code));
      return rows.map(({ storeId, code, name, region, entCode }) => ({
        storeId,
        code,
        name,
        region,
        entCode,
      }));
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
