import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { recordAudit, type Actor } from '../../core/audit';
import { isForeignKeyViolation, isUniqueViolation } from '../../core/db-errors';
import { BadRequest, Conflict, NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { department, enterprise, store } from '../../db/schema';
import type {
  EnterpriseCreate,
  EnterpriseRecord,
  EnterpriseTreeNode,
  EnterpriseUpdate,
} from '@depot/shared';

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

const ordered = [asc(enterprise.sort), asc(enterprise.name), asc(enterprise.id)];

/** Runs a write; a unique violation on the code (a race the check missed) is a 409 too. */
async function guardCode<T>(code: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error)) throw new Conflict('ent.codeTaken', { code });
    if (isForeignKeyViolation(error)) throw new Conflict('ent.inUse');
    throw error;
  }
}

export function createEnterpriseService(db: Db) {
  async function checkCodeFree(tx: Db, code: string, exceptId?: number) {
    const [taken] = await tx
      .select({ id: enterprise.id })
      .from(enterprise)
      .where(and(eq(enterprise.code, code), exceptId ? ne(enterprise.id, exceptId) : undefined));
    if (taken) throw new Conflict('ent.codeTaken', { code });
  }

  /** The parent must exist and, for a move, not be the enterprise itself or below it. */
  async function checkParent(tx: Db, parentCode: string, movingCode?: string) {
    const rows = await tx
      .select({ code: enterprise.code, parentCode: enterprise.parentCode })
      .from(enterprise);
    const parentOf = new Map(rows.map((r) => [r.code, r.parentCode]));
    if (!parentOf.has(parentCode)) throw new BadRequest('ent.badParent');
    const seen = new Set<string>();
    for (
      let at: string | null | undefined = parentCode;
      at && !seen.has(at);
      at = parentOf.get(at)
    ) {
      if (at === movingCode) throw new BadRequest('ent.badParent');
      seen.add(at);
    }
  }

  return {
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
        .orderBy(...ordered);
      return rows.map(({ id, code, name, parentCode }) => ({ entId: id, code, name, parentCode }));
    },

    async tree(): Promise<EnterpriseTreeNode[]> {
      const rows = (
        await db
          .select()
          .from(enterprise)
          .orderBy(...ordered)
      ).map(toRecord);
      const build = (parent: string | null, depth: number): EnterpriseTreeNode[] =>
        rows
          .filter((r) => r.parentCode === parent)
          .map((r) => ({ ...r, children: depth > 50 ? [] : build(r.code, depth + 1) }));
      return build(null, 0);
    },

    async get(id: number): Promise<EnterpriseRecord> {
      const [row] = await db.select().from(enterprise).where(eq(enterprise.id, id));
      if (!row) throw new NotFound();
      return toRecord(row);
    },

    async create(actor: Actor, body: EnterpriseCreate): Promise<EnterpriseRecord> {
      const parentCode = body.parentCode || null;
      return guardCode(body.code, () =>
        db.transaction(async (tx) => {
          await checkCodeFree(tx, body.code);
          if (parentCode) await checkParent(tx, parentCode);
          const [row] = await tx
            .insert(enterprise)
            .values({ ...body, parentCode })
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'enterprise',
            entityId: row!.id,
            after: row,
          });
          return toRecord(row!);
        }),
      );
    },

    /** A changed code carries over to sub-enterprises (ON UPDATE CASCADE). */
    async update(actor: Actor, { entId, ...changes }: EnterpriseUpdate): Promise<EnterpriseRecord> {
      return guardCode(changes.code, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(enterprise)
            .where(eq(enterprise.id, entId))
            .for('update');
          if (!before) throw new NotFound();
          if (changes.code !== undefined && changes.code !== before.code) {
            await checkCodeFree(tx, changes.code, entId);
          }
          const parentCode =
            changes.parentCode === undefined ? before.parentCode : changes.parentCode || null;
          if (parentCode && parentCode !== before.parentCode) {
            await checkParent(tx, parentCode, before.code);
          }
          const [after] = await tx
            .update(enterprise)
            .set({ ...changes, parentCode, updatedAt: new Date() })
            .where(eq(enterprise.id, entId))
            .returning();
          await recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'enterprise',
            entityId: entId,
            before,
            after,
          });
          return toRecord(after!);
        }),
      );
    },

    /** Refused (409) while sub-enterprises, departments or stores belong to it. */
    async remove(actor: Actor, id: number): Promise<void> {
      await guardCode(undefined, () =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(enterprise)
            .where(eq(enterprise.id, id))
            .for('update');
          if (!before) throw new NotFound();
          const uses = [
            tx
              .select({ n: count() })
              .from(enterprise)
              .where(eq(enterprise.parentCode, before.code)),
            tx.select({ n: count() }).from(department).where(eq(department.enterpriseId, id)),
            tx.select({ n: count() }).from(store).where(eq(store.enterpriseId, id)),
          ];
          for (const use of uses) {
            const [row] = await use;
            if (row!.n > 0) throw new Conflict('ent.inUse');
          }
          await tx.delete(enterprise).where(eq(enterprise.id, id));
          await recordAudit(tx, {
            actor,
            action: 'delete',
            entity: 'enterprise',
            entityId: id,
            before,
          });
        }),
      );
    },
  };
}

export type EnterpriseService = ReturnType<typeof createEnterpriseService>;
