import {
  PERMISSIONS,
  deptCreateBody,
  deptRecordSchema,
  deptUpdateBody,
  type DeptCreate,
  type DeptTreeNode,
} from '@depot/shared';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { BadRequest, Conflict } from '../../core/errors';
import { createRecordService, defineRecords } from '../../core/resource/resource-service';
import { nest } from '../../core/resource/tree';
import type { Db } from '../../db/client';
import { appUser, department, enterprise } from '../../db/schema';

const columns = {
  deptId: department.id,
  // 0 at the top of an enterprise (SPEC §3).
  parentId: sql`coalesce(${department.parentId}, 0)`.mapWith(Number),
  name: department.name,
  sort: department.sort,
  entId: enterprise.id,
  entCode: enterprise.code,
  leaderId: department.leaderId,
  createdAt: department.createdAt,
  updatedAt: department.updatedAt,
};

const selectDepts = (tx: Db) =>
  tx
    .select(columns)
    .from(department)
    .innerJoin(enterprise, eq(enterprise.id, department.enterpriseId));

/**
 * The enterprise a new department belongs to: its parent's (which `entCode`, if sent, must
 * name), or for a top one the enterprise `entCode` names.
 */
async function enterpriseOf(tx: Db, { parentId, entCode }: Partial<DeptCreate>): Promise<number> {
  if (parentId) {
    const [parent] = await selectDepts(tx).where(eq(department.id, parentId));
    if (!parent || (entCode && parent.entCode !== entCode)) throw new BadRequest('dept.badParent');
    return parent.entId;
  }
  const [ent] = entCode
    ? await tx.select().from(enterprise).where(eq(enterprise.code, entCode))
    : [];
  if (!ent) throw new BadRequest('dept.unknownEnterprise');
  return ent.id;
}

/** A department's head must be an enabled user (null: none). */
async function checkLeader(tx: Db, leaderId: number | null | undefined): Promise<void> {
  if (leaderId === undefined || leaderId === null) return;
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, leaderId), eq(appUser.enabled, true)));
  if (!user) throw new BadRequest('dept.unknownLeader');
}

/** Departments in the admin console: one tree per enterprise, read whole (no page). */
export const deptResource = defineRecords({
  entity: 'dept',
  tag: 'org',
  path: '/admin/dept',
  summaries: {
    create: 'Creates a department (parentId 0 with entCode: a top one)',
    update: 'Changes name, sort, head or parent (within its enterprise)',
    delete: 'Deletes a department without sub-departments or users (409)',
  },
  table: department,
  id: department.id,
  idField: 'deptId',
  permissions: PERMISSIONS.dept,
  schemas: { record: deptRecordSchema, create: deptCreateBody, update: deptUpdateBody },
  joined: { select: selectDepts },
  order: [asc(department.sort), asc(department.name), asc(department.id)],
  // A department moves only within its enterprise, never below itself.
  tree: {
    field: 'parentId',
    parent: department.parentId,
    key: department.id,
    within: (row) => eq(department.enterpriseId, row.enterpriseId),
    refused: () => new BadRequest('dept.badParent'),
  },
  // Parent 0 is the top; a new department is in its parent's enterprise.
  toRow: async (tx, { entCode, parentId, ...fields }: Partial<DeptCreate>, id) => {
    await checkLeader(tx, fields.leaderId);
    return {
      ...fields,
      ...(parentId === undefined ? {} : { parentId: parentId || null }),
      ...(id === undefined ? { enterpriseId: await enterpriseOf(tx, { parentId, entCode }) } : {}),
    };
  },
  /** Refused (409) while sub-departments or users belong to it. */
  async beforeDelete(tx, row) {
    const [subs] = await tx
      .select({ n: count() })
      .from(department)
      .where(eq(department.parentId, row.id));
    if (subs!.n > 0) throw new Conflict('dept.hasChildren');
    const [users] = await tx.select({ n: count() }).from(appUser).where(eq(appUser.deptId, row.id));
    if (users!.n > 0) throw new Conflict('dept.hasUsers', { count: users!.n });
  },
});

export function createDeptService(db: Db) {
  const ordered = (where?: SQL) =>
    selectDepts(db)
      .where(where)
      .orderBy(...deptResource.order);

  return {
    ...createRecordService(db, deptResource),

    /** SPEC §7 org picker: by enterprise and/or parent (0 = top); nothing given = all. */
    async list(query: { entCode?: string; parentId?: number }) {
      const rows = await ordered(
        and(
          query.entCode ? eq(enterprise.code, query.entCode) : undefined,
          query.parentId === undefined
            ? undefined
            : query.parentId === 0
              ? isNull(department.parentId)
              : eq(department.parentId, query.parentId),
        ),
      );
      return rows.map(({ deptId, parentId, name, entCode, sort }) => ({
        deptId,
        parentId,
        name,
        entCode,
        sort,
      }));
    },

    async tree(entCode?: string): Promise<DeptTreeNode[]> {
      const rows = await ordered(entCode ? eq(enterprise.code, entCode) : undefined);
      return nest(
        rows,
        (r) => r.deptId,
        (r) => r.parentId,
        0,
      );
    },
  };
}

export type DeptService = ReturnType<typeof createDeptService>;
