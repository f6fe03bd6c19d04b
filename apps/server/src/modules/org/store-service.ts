import type { Page, StoreCreate, StorePageQuery, StoreRecord, StoreUpdate } from '@depot/shared';
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import { containsPattern, offsetOf, orderByOf, pageOf } from '../../core/pagination';
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

async function guard<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error)) throw new Conflict('store.codeTaken', { code });
    // Assets, locks and repair orders refer to stores: a store they use stays.
    if (isForeignKeyViolation(error)) throw new Conflict('common.inUse');
    throw error;
  }
}

export function createStoreService(db: Db) {
  const select = (tx: Db, where?: SQL) =>
    tx
      .select(columns)
      .from(store)
      .innerJoin(enterprise, eq(enterprise.id, store.enterpriseId))
      .where(where);

  async function find(tx: Db, id: number): Promise<StoreRecord> {
    const [row] = await select(tx, eq(store.id, id));
    if (!row) throw new NotFound();
    return row;
  }

  async function checkCodeFree(tx: Db, code: string, exceptId?: number) {
    const [taken] = await tx
      .select({ id: store.id })
      .from(store)
      .where(and(eq(store.code, code), exceptId ? ne(store.id, exceptId) : undefined));
    if (taken) throw new Conflict('store.codeTaken', { code });
  }

  async function enterpriseId(tx: Db, code: string): Promise<number> {
    const [ent] = await tx
      .select({ id: enterprise.id })
      .from(enterprise)
      .where(eq(enterprise.code, code));
    if (!ent) throw new BadRequest('dept.unknownEnterprise');
    return ent.id;
  }

  return {
    async list(query: { entCode?: string; region?: string }) {
      const rows = await select(
        db,
        and(
          query.entCode ? eq(enterprise.code, query.entCode) : undefined,
          query.region ? eq(store.region, query.region) : undefined,
        ),
      ).orderBy(asc(store.code));
      return rows.map(({ storeId, code, name, region, entCode }) => ({
        storeId,
        code,
        name,
        region,
        entCode,
      }));
    },

    async page(query: StorePageQuery): Promise<Page<StoreRecord>> {
      const where = and(
        query.code ? ilike(store.code, containsPattern(query.code)) : undefined,
        query.name ? ilike(store.name, containsPattern(query.name)) : undefined,
        query.region ? eq(store.region, query.region) : undefined,
        query.entCode ? eq(enterprise.code, query.entCode) : undefined,
      );
      const [total] = await db
        .select({ n: count() })
        .from(store)
        .innerJoin(enterprise, eq(enterprise.id, store.enterpriseId))
        .where(where);
      const rows = await select(db, where)
        .orderBy(
          ...orderByOf(
            query.sort,
            {
              code: store.code,
              name: store.name,
              region: store.region,
              createdAt: store.createdAt,
            },
            [asc(store.code), asc(store.id)],
          ),
        )
        .limit(query.size)
        .offset(offsetOf(query));
      return pageOf(rows, total!.n, query);
    },

    get: (id: number) => find(db, id),

    async create(actor: Actor, { entCode, ...fields }: StoreCreate): Promise<StoreRecord> {
      return guard(fields.code, () =>
        db.transaction(async (tx) => {
          await checkCodeFree(tx, fields.code);
          const [row] = await tx
            .insert(store)
            .values({ ...fields, enterpriseId: await enterpriseId(tx, entCode) })
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'store',
            entityId: row!.id,
            after: row,
          });
          return find(tx, row!.id);
        }),
      );
    },

    async update(
      actor: Actor,
      { storeId, entCode, ...changes }: StoreUpdate,
    ): Promise<StoreRecord> {
      return guard(changes.code, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(store).where(eq(store.id, storeId)).for('update');
          if (!before) throw new NotFound();
          if (changes.code !== undefined) await checkCodeFree(tx, changes.code, storeId);
          const [after] = await tx
            .update(store)
            .set({
              ...changes,
              ...(entCode === undefined ? {} : { enterpriseId: await enterpriseId(tx, entCode) }),
              updatedAt: new Date(),
            })
            .where(eq(store.id, storeId))
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'store',
            entityId: storeId,
            before,
            after,
          });
          return find(tx, storeId);
        }),
      );
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await guard(undefined, () =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(store).where(eq(store.id, id)).for('update');
          if (!before) throw new NotFound();
          await tx.delete(store).where(eq(store.id, id));
          await recordAudit(tx, { actor, action: 'delete', entity: 'store', entityId: id, before });
        }),
      );
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
