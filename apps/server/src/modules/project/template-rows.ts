import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../core/audit';
import { isUniqueViolation } from '../../core/db-errors';
import { Conflict, NotFound } from '../../core/errors';
import type { AuthUser } from '../../core/fastify-types';
import type { MessageKey } from '../../core/messages/en-US';
import { containsPattern } from '../../core/pagination';
import type { Db } from '../../db/client';
import type { projectAcceptanceTemplate, projectTemplate } from './tables';

/**
 * What the project's two kinds of templates (stage lists, acceptance checklists) do alike: a
 * name unique among them, `taken` the 409 naming one held, audited as `entity` when enabled.
 */
export function templateRows(spec: {
  table: typeof projectTemplate | typeof projectAcceptanceTemplate;
  entity: string;
  taken: MessageKey;
}) {
  const { table, entity, taken } = spec;
  return {
    /** The count of a page of them. */
    count: (db: Db) => db.select({ n: count() }).from(table).$dynamic(),

    /**
     * A page's rules: of one kind (`kindOf` the query's condition), enabled or not, a word of
     * the name; sorted by when updated or by name, the last updated first.
     */
    pageRules<Q extends { enabled?: boolean; keyword?: string }>(
      kindOf: (q: Q) => SQL | undefined,
    ) {
      return {
        where: (q: Q) => [
          kindOf(q),
          q.enabled === undefined ? undefined : eq(table.enabled, q.enabled),
          q.keyword ? ilike(table.name, containsPattern(q.keyword)) : undefined,
        ],
        sorts: { updatedAt: table.updatedAt, name: table.name },
        order: [desc(table.updatedAt), desc(table.id)],
      };
    },

    /** A name held by another template (not `exceptId`) is the 409. */
    async checkName(tx: Db, name: string, exceptId?: number): Promise<void> {
      const [held] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.name, name), exceptId ? ne(table.id, exceptId) : undefined));
      if (held) throw new Conflict(taken, { name });
    },

    /** `run`, the name taken by a concurrent save (a unique violation) the 409 too. */
    async saving<T>(name: string, run: () => Promise<T>): Promise<T> {
      try {
        return await run();
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(taken, { name });
        throw error;
      }
    },

    /** Template `id` (locked; 404 when none) enabled or disabled, audited. */
    async setEnabled(tx: Db, user: AuthUser, id: number, enabled: boolean): Promise<void> {
      const [before] = await tx
        .select({ enabled: table.enabled })
        .from(table)
        .where(eq(table.id, id))
        .for('update');
      if (!before) throw new NotFound();
      await tx.update(table).set({ enabled, updatedAt: new Date() }).where(eq(table.id, id));
      await recordAudit(tx, {
        actor: user,
        action: 'update',
        entity,
        entityId: id,
        before,
        after: { enabled },
      });
    },
  };
}
