import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { isForeignKeyViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { appUser, department, enterprise } from '../../db/schema';
import type { DeptCreate, DeptRecord, DeptTreeNode, DeptUpdate } from '@depot/shared';

const columns = {
  deptId: department.id,
  parentId: department.parentId,
  name: department.name,
  sort: department.sort,
  entId: enterprise.id,
  entCode: enterprise.code,
  createdAt: department.createdAt,
  updatedAt: department.updatedAt,
};

type Joined = { parentId: number | null } & Omit<DeptRecord, 'parentId'>;
const toRecord = (row: Joined): DeptRecord => ({ ...row, parentId: row.parentId ?? 0 });
const ordered = [asc(department.sort), asc(department.name), asc(department.id)];

export function createDeptService(db: Db) {
  function select(tx: Db, where?: SQL) {
    return tx
      .select(columns)
      .from(department)
      .innerJoin(enterprise, eq(enterprise.id, department.enterpriseId))
      .where(where)
      .orderBy(...ordered);
  }

  async function find(tx: Db, id: number): Promise<DeptRecord> {
    const [row] = await select(tx, eq(department.id, id));
    if (!row) throw new NotFound();
    return toRecord(row);
  }

  return {
    /** SPEC §7 org picker: by enterprise and/or parent (0 = top); nothing given = all. */
    async list(query: { entCode?: string; parentId?: number }) {
      const conditions: SQL[] = [];
      if (query.entCode) conditions.push(eq(enterprise.code, query.entCode));
      if (query.parentId !== undefined) {
        conditions.push(
          query.parentId === 0
            ? isNull(department.parentId)
            : eq(department.parentId, query.parentId),
        );
      }
      const rows = await select(db, and(...conditions));
      return rows.map(({ deptId, parentId, name, entCode, sort }) => ({
        deptId,
        parentId: parentId ?? 0,
        name,
        entCode,
        sort,
      }));
    },

    async tree(entCode?: string): Promise<DeptTreeNode[]> {
      const rows = (await select(db, entCode ? eq(enterprise.code, entCode) : undefined)).map(
        toRecord,
      );
      const build = (parent: number, depth: number): DeptTreeNode[] =>
        rows
          .filter((r) => r.parentId === parent)
          .map((r) => ({ ...r, children: depth > 50 ? [] : build(r.deptId, depth + 1) }));
      return build(0, 0);
    },

    get: (id: number) => find(db, id),

    async create(actor: Actor, body: DeptCreate): Promise<DeptRecord> {
      return db.transaction(async (tx) => {
        let enterpriseId: number;
        if (body.parentId) {
          const [parent] = await tx
            .select()
            .from(department)
            .where(eq(department.id, body.parentId));
          if (!parent) throw new BadRequest('dept.badParent');
          enterpriseId = parent.enterpriseId;
          if (body.entCode) {
            const [ent] = await tx.select().from(enterprise).where(eq(enterprise.id, enterpriseId));
            if (ent!.code !== body.entCode) throw new BadRequest('dept.badParent');
          }
        } else {
          const [ent] = body.entCode
            ? await tx.select().from(enterprise).where(eq(enterprise.code, body.entCode))
            : [];
          if (!ent) throw new BadRequest('dept.unknownEnterprise');
          enterpriseId = ent.id;
        }
        const [row] = await tx
          .insert(department)
          .values({
            enterpriseId,
            parentId: body.parentId || null,
            name: body.name,
            sort: body.sort,
          })
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'create',
          entity: 'dept',
          entityId: row!.id,
          after: row,
        });
        return find(tx, row!.id);
      });
    },

    /** A department moves only within its enterprise, never below itself. */
    async update(actor: Actor, { deptId, ...changes }: DeptUpdate): Promise<DeptRecord> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(department)
          .where(eq(department.id, deptId))
          .for('update');
        if (!before) throw new NotFound();
        const parentId =
          changes.parentId === undefined ? before.parentId : changes.parentId || null;
        if (parentId !== null && parentId !== before.parentId) {
          const rows = await tx
            .select({
              id: department.id,
              parentId: department.parentId,
              ent: department.enterpriseId,
            })
            .from(department);
          const byId = new Map(rows.map((r) => [r.id, r]));
          if (byId.get(parentId)?.ent !== before.enterpriseId)
            throw new BadRequest('dept.badParent');
          const seen = new Set<number>();
          for (
            let at: number | null | undefined = parentId;
            at && !seen.has(at);
            at = byId.get(at)?.parentId
          ) {
            if (at === deptId) throw new BadRequest('dept.badParent');
            seen.add(at);
          }
        }
        const [after] = await tx
          .update(department)
          .set({ ...changes, parentId, updatedAt: new Date() })
          .where(eq(department.id, deptId))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'update',
          entity: 'dept',
          entityId: deptId,
          before,
          after,
        });
        return find(tx, deptId);
      });
    },

    /** Refused (409) while sub-departments or users belong to it. */
    async remove(actor: Actor, id: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(department)
            .where(eq(department.id, id))
            .for('update');
          if (!before) throw new NotFound();
          const [subs] = await tx
            .select({ n: count() })
            .from(department)
            .where(eq(department.parentId, id));
          if (subs!.n > 0) throw new Conflict('dept.hasChildren');
          const [users] = await tx
            .select({ n: count() })
            .from(appUser)
            .where(eq(appUser.deptId, id));
          if (users!.n > 0) throw new Conflict('dept.hasUsers', { count: users!.n });
          await tx.delete(department).where(eq(department.id, id));
          await recordAudit(tx, { actor, action: 'delete', entity: 'dept', entityId: id, before });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new Conflict('common.inUse');
        throw error;
      }
    },
  };
}

export type DeptService = ReturnType<typeof createDeptService>;
