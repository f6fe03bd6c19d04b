import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * Records forming a tree (enterprises linked by code, departments by id): `parent` holds the
 * `key` of the record above, null at the top. In a body an empty parent ('' or 0) is the top.
 * The kit checks the parent a create names, and the new parent of a move.
 */
export interface TreeRule<Row, Body> {
  /** The body field naming the parent: `parentCode`. */
  field: keyof Body & string;
  /** The column holding the parent's key: `enterprise.parentCode`. */
  parent: PgColumn;
  /** The column a parent is named by: `enterprise.code`. */
  key: PgColumn;
  /** The rows a record may move under (departments: their own enterprise's). */
  within?: (row: Row) => SQL;
  /** The refusal of a parent that does not exist (or is not `within`) and of a loop. */
  refused: (reason: 'unknown' | 'loop') => Error;
}

/**
 * Refuses `parent` unless it exists and, for a move of the record `moving` (its key and row),
 * is neither that record nor one below it. One read per level, up to the top.
 */
export async function checkParent<Row, Body>(
  tx: Db,
  table: PgTable,
  rule: TreeRule<Row, Body>,
  parent: unknown,
  moving?: { key: unknown; row: Row },
): Promise<void> {
  const seen = new Set<unknown>();
  for (let at = parent; at !== null && !seen.has(at);) {
    if (moving && at === moving.key) throw rule.refused('loop');
    seen.add(at);
    const within = seen.size === 1 && moving && rule.within ? rule.within(moving.row) : undefined;
    const [above] = await tx
      .select({ up: rule.parent })
      .from(table)
      .where(and(eq(rule.key, at), within));
    if (!above) throw rule.refused('unknown');
    at = above.up;
  }
}

/** A record with the records below it. */
export type Nested<R> = R & { children: Array<Nested<R>> };

/** Deeper than any real tree: nesting stops there rather than follow rows that loop. */
const MAX_NESTING = 50;

/** `records` (in display order) as trees: those whose parent is `top`, each with its children. */
export function nest<R, K>(
  records: readonly R[],
  key: (record: R) => K,
  parent: (record: R) => K,
  top: K,
): Array<Nested<R>> {
  const build = (above: K, depth: number): Array<Nested<R>> =>
    records
      .filter((r) => parent(r) === above)
      .map((r) => ({ ...r, children: depth > MAX_NESTING ? [] : build(key(r), depth + 1) }));
  return build(top, 0);
}
