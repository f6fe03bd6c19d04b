import {
  PERMISSIONS,
  enterpriseCreateBody,
  enterpriseRecordSchema,
  enterpriseUpdateBody,
  type EnterpriseCreate,
  type EnterpriseRecord,
  type EnterpriseTreeNode,
} from '@depot/shared';
import { asc, count, eq, isNull } from 'drizzle-orm';
import { BadRequest, Conflict } from '../../core/errors';
import { createRecordService, defineRecords } from '../../core/resource/resource-service';
import { nest } from '../../core/resource/tree';
import type { Db } from '../../db/client';
import { department, enterprise, store } from '../../db/schema';

type Row = typeof enterprise.$inferSelect;

const toRecord = ({ id, code, name, parentCode, sort, createdAt, updatedAt }: Row) => ({
  entId: id,
  code,
  name,
  parentCode,
  sort,
  createdAt,
  updatedAt,
});

/** Enterprises in the admin console: a tree linked by code, read whole (no page). */
export const enterpriseResource = defineRecords({
  entity: 'enterprise',
  tag: 'org',
  path: '/admin/enterprise',
  summaries: {
    create: 'Creates an enterprise (409 on a taken code)',
    update: 'Changes the given fields of an enterprise',
    delete: 'Deletes an enterprise without sub-enterprises, departments or stores (409)',
  },
  table: enterprise,
  id: enterprise.id,
  idField: 'entId',
  permissions: PERMISSIONS.enterprise,
  schemas: {
    record: enterpriseRecordSchema,
    create: enterpriseCreateBody,
    update: enterpriseUpdateBody,
  },
  toRecord,
  order: [asc(enterprise.sort), asc(enterprise.name), asc(enterprise.id)],
  unique: [{ field: 'code', column: enterprise.code, message: 'ent.codeTaken' }],
  inUse: 'ent.inUse',
  // A changed code carries over to sub-enterprises (ON UPDATE CASCADE).
  tree: {
    field: 'parentCode',
    parent: enterprise.parentCode,
    key: enterprise.code,
    refused: () => new BadRequest('ent.badParent'),
  },
  // '' is a top-level enterprise, as null is.
  toRow: async (_tx, { parentCode, ...fields }: Partial<EnterpriseCreate>) => ({
    ...fields,
    ...(parentCode === undefined ? {} : { parentCode: parentCode || null }),
  }),
  /** Refused (409) while sub-enterprises, departments or stores belong to it. */
  async beforeDelete(tx, row) {
    const uses = [
      tx.select({ n: count() }).from(enterprise).where(eq(enterprise.parentCode, row.code)),
      tx.select({ n: count() }).from(department).where(eq(department.enterpriseId, row.id)),
      tx.select({ n: count() }).from(store).where(eq(store.enterpriseId, row.id)),
    ];
    for (const use of uses) {
      const [used] = await use;
      if (used!.n > 0) throw new Conflict('ent.inUse');
    }
  },
});

export function createEnterpriseService(db: Db) {
  const { order } = enterpriseResource;
  return {
    ...createRecordService(db, enterpriseResource),

    /** SPEC §7: `-1` the top level, a code its children, nothing every enterprise. */
    async list(parentEntCode?: string) {
      const where =
        parentEntCode === undefined || parentEntCode === ''
          ? undefined
          : parentEntCode === '-1'
            ? isNull(enterprise.parentCode)
            : eq(enterprise.parentCode, parentEntCode);
      const rows = await db
        .select()
        .from(enterprise)
        .where(where)
        .orderBy(...order);
      return rows.map(({ id, code, name, parentCode }) => ({ entId: id, code, name, parentCode }));
    },

    async tree(): Promise<EnterpriseTreeNode[]> {
      const rows = await db
        .select()
        .from(enterprise)
        .orderBy(...order);
      return nest(
        rows.map((row): EnterpriseRecord => toRecord(row)),
        (r) => r.code,
        (r) => r.parentCode,
        null,
      );
    },
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;
