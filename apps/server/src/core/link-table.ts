import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { recordAudit, type Actor } from './audit';

type IdColumn = AnyPgColumn<{ data: number }>;

/** Ids as a set: each once, in numeric order (as `LinkTable.ids` reads them back). */
export const idSet = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** A link table read and written as one owner's set of ids. */
export interface LinkTable {
  /** The owner's ids, in ascending order. */
  ids(tx: Db, ownerId: number): Promise<number[]>;
  /** Replaces the owner's ids by `ids` (each once), in the caller's transaction. */
  replace(tx: Db, ownerId: number, ids: readonly number[]): Promise<void>;
  /**
   * `replace`, and the audit row of the change on the owner: its ids before and after, under
   * `audit.key`.
   */
  replaceAudited(
    tx: Db,
    ownerId: number,
    ids: readonly number[],
    audit: { actor: Actor; action: string; entity: string; key: string },
  ): Promise<void>;
}

/**
 * A table of (owner, member) pairs (a role's menus, a user's roles, posts and stores) as sets:
 * `owner` and `member` name its two id columns.
 */
export function linkTable<
  T extends PgTable & Record<O | M, IdColumn>,
  O extends string,
  M extends string,
>(table: T, owner: O, member: M): LinkTable {
  const ownerId = table[owner];
  const memberId = table[member];
  // Read and written as any table is: its two columns are checked by T's constraint above.
  const plain: PgTable = table;
  const ids: LinkTable['ids'] = async (tx, id) => {
    const rows = await tx
      .select({ id: memberId })
      .from(plain)
      .where(eq(ownerId, id))
      .orderBy(asc(memberId));
    return rows.map((r) => r.id);
  };
  const replace: LinkTable['replace'] = async (tx, id, wanted) => {
    await tx.delete(plain).where(eq(ownerId, id));
    const unique = [...new Set(wanted)];
    if (unique.length) {
      await tx.insert(plain).values(unique.map((m) => ({ [owner]: id, [member]: m })));
    }
  };
  return {
    ids,
    replace,
    async replaceAudited(tx, id, wanted, { actor, action, entity, key }) {
      const before = await ids(tx, id);
      await replace(tx, id, wanted);
      await recordAudit(tx, {
        actor,
        action,
        entity,
        entityId: id,
        before: { [key]: before },
        after: { [key]: wanted },
      });
    },
  };
}
