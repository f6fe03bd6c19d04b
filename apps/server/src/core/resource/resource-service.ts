import type { Page, PermissionKey } from '@depot/shared';
import { and, count, eq, getTableColumns, ne, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import type { DataScope } from '../data-scope';
import { isForeignKeyViolation, isUniqueViolation } from '../db-errors';
import { Conflict, NotFound } from '../errors';
import type { MessageKey } from '../messages/en-US';
import { offsetOf, orderByOf, pageOf, type PageQuery, type SortOrder } from '../pagination';

/** A value no other row may hold, checked first for a clear 409 (the index catches a race). */
export interface UniqueField<Create> {
  field: keyof Create & string;
  column: PgColumn;
  /**
   * The other fields of a key over several columns (a serial number unique per model): only a
   * row holding all the same values clashes. A change of any of them is checked, the fields
   * not sent taken from the row.
   */
  with?: ReadonlyArray<{ field: keyof Create & string; column: PgColumn }>;
  /** The 409's message; its parameters are the key's fields, each the value given. */
  message: MessageKey;
}

/**
 * One business record type, declared once (docs/adding-an-area.md): its table, its wire
 * contracts (zod, from packages/shared), who may do what, which filters and sorts a page
 * takes, and what must stay unique. `defineResource` turns it into an audited service and its
 * routes; an area adds its own calls (actions, transitions) beside them with the same helpers.
 */
export interface ResourceSpec<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
  Query extends PageQuery & { sort: SortOrder<S>[] },
  S extends string,
> {
  /** The audit log's entity: `post`. */
  entity: string;
  /** The OpenAPI tag of its routes; the entity when not given. */
  tag?: string;
  /** Where its routes live: `/admin/post` → `GET /admin/post/page`, `GET /admin/post/:id`… */
  path: string;
  table: T;
  /** The key column (an integer id). */
  id: PgColumn;
  /** The key's name in records and update bodies: `postId`. */
  idField: keyof Update & string;
  permissions: { view: PermissionKey; add: PermissionKey; edit: PermissionKey; del: PermissionKey };
  schemas: {
    record: z.ZodType<Rec>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
    /** `pageQuery.extend({ …filters, sort: sortParam([...]) })`: only these reach SQL. */
    query: z.ZodType<Query>;
  };
  /** The record of a row (not needed when `joined` reads the records themselves). */
  toRecord?: (row: T['$inferSelect']) => Rec;
  /** The conditions of a page's filters (undefined ones are dropped). */
  where: (query: Query) => Array<SQL | undefined>;
  /** The columns of the sort fields `schemas.query` allows. */
  sorts: Record<S, AnyColumn>;
  /** The order when none is asked for; ends with the key, so pages are stable. */
  order: SQL[];
  unique?: ReadonlyArray<UniqueField<Create>>;
  /** Refuses a delete (throw a Conflict) while something depends on the row. */
  beforeDelete?: (tx: Db, row: T['$inferSelect']) => Promise<void>;
  /**
   * Records read through joins (a store with its enterprise): `select` reads the records
   * themselves and `count` counts with the same joins, so filters and sorts may name the
   * joined columns. Without it the table's rows go through `toRecord`.
   */
  joined?: { select: (tx: Db) => Selecting<Rec>; count: (tx: Db) => Counting };
  /**
   * Records that belong somewhere (a store): the caller's data scope applies to every list,
   * read, change and delete (another scope's record is a 404, nothing changes), and `place`
   * refuses to make or move a record where the caller may not (a 400).
   */
  scoped?: {
    where: (scope: DataScope) => SQL | undefined;
    place?: (tx: Db, scope: DataScope, body: Partial<Create>) => Promise<void>;
  };
  /**
   * The column values of a create or update body (one naming other records by their codes,
   * or needing checks against other rows); `id` is the row an update changes.
   */
  toRow?: (tx: Db, body: Partial<Create>, id?: number) => Promise<object>;
}

/** A select of records: filtered, then ordered and paged by the kit. */
export interface Selecting<R> {
  where(where: SQL | undefined): PromiseLike<R[]> & {
    orderBy(...by: SQL[]): { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  };
}
export interface Counting {
  where(where: SQL | undefined): PromiseLike<Array<{ n: number }>>;
}

/** Each call takes the caller's data scope when the resource is `scoped` (none: every record). */
export interface ResourceService<Rec, Create, Update, Query> {
  page(query: Query, scope?: DataScope): Promise<Page<Rec>>;
  get(id: number, scope?: DataScope): Promise<Rec>;
  create(actor: Actor, body: Create, scope?: DataScope): Promise<Rec>;
  update(actor: Actor, body: Update, scope?: DataScope): Promise<Rec>;
  remove(actor: Actor, id: number, scope?: DataScope): Promise<void>;
}

/*
 * drizzle's query builders are typed per concrete table; over a table type parameter their
 * overloads do not resolve. The spec's own types (T['$inferSelect'], Create, Update) are the
 * contract here, so the builders are reached through these narrow views of the same objects.
 */
interface Writes {
  insert(table: PgTable): { values(v: object): { returning(): Promise<object[]> } };
  update(table: PgTable): {
    set(v: object): { where(w: SQL): { returning(): Promise<object[]> } };
  };
}

export function createResourceService<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
  Query extends PageQuery & { sort: SortOrder<S>[] },
  S extends string,
>(
  db: Db,
  spec: ResourceSpec<T, Rec, Create, Update, Query, S>,
): ResourceService<Rec, Create, Update, Query> {
  type Row = T['$inferSelect'];
  const { table, id, entity } = spec;
  const unique = spec.unique ?? [];
  const touches = 'updatedAt' in getTableColumns(table);
  const toRecord = (row: Row): Rec => {
    if (!spec.toRecord) throw new Error(`resource ${entity} declares neither toRecord nor joined`);
    return spec.toRecord(row);
  };

  /** The property of `table`'s rows that holds `column`. */
  const columnKeys = new Map<unknown, string>(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]),
  );

  /**
   * The values of `u`'s key after a write of `body` (to the row `before`, on an update), or
   * undefined when the write does not touch the key or leaves part of it empty (no clash).
   */
  function keyOf(
    u: UniqueField<Create>,
    body: Partial<Create>,
    before?: Row,
  ): Array<{ field: string; column: PgColumn; value: unknown }> | undefined {
    const parts = [{ field: u.field, column: u.column }, ...(u.with ?? [])];
    if (parts.every((p) => body[p.field] === undefined)) return undefined;
    const values = parts.map((p) => ({
      ...p,
      value:
        body[p.field] !== undefined
          ? body[p.field]
          : (before as Record<string, unknown> | undefined)?.[columnKeys.get(p.column) ?? ''],
    }));
    return values.some((v) => v.value === undefined || v.value === null) ? undefined : values;
  }

  const conflictOf = (u: UniqueField<Create>, key: Array<{ field: string; value: unknown }>) =>
    new Conflict(u.message, Object.fromEntries(key.map((k) => [k.field, String(k.value)])));

  /** The first unique key of `body` another row holds, as a 409. */
  async function checkUnique(tx: Db, body: Partial<Create>, before?: Row, exceptId?: number) {
    for (const u of unique) {
      const key = keyOf(u, body, before);
      if (!key) continue;
      const [taken] = await tx
        .select({ id })
        .from(table as PgTable)
        .where(
          and(...key.map((k) => eq(k.column, k.value)), exceptId ? ne(id, exceptId) : undefined),
        );
      if (taken) throw conflictOf(u, key);
    }
  }

  /**
   * Another writer won the race for a unique value, or a row is still referenced: a 409.
   * `before` gives the row an update read (the key's fields it did not send).
   */
  async function guarded<R>(
    body: Partial<Create>,
    write: () => Promise<R>,
    before: () => Row | undefined = () => undefined,
  ): Promise<R> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        for (const u of unique) {
          const key = keyOf(u, body, before());
          if (key) throw conflictOf(u, key);
        }
      }
      if (isForeignKeyViolation(error)) throw new Conflict('common.inUse');
      throw error;
    }
  }

  /** The condition of the records `scope` sees (undefined: all). */
  const inScope = (scope?: DataScope) =>
    scope && spec.scoped ? spec.scoped.where(scope) : undefined;

  /** The record of `key` as `tx` sees it (through the joins, when declared). */
  async function find(tx: Db, key: number, scope?: DataScope): Promise<Rec> {
    if (spec.joined) {
      const [record] = await spec.joined.select(tx).where(and(eq(id, key), inScope(scope)));
      if (record === undefined) throw new NotFound();
      return record;
    }
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(id, key), inScope(scope)));
    if (!row) throw new NotFound();
    return toRecord(row as Row);
  }

  /** The column values of a body: as they are, or as `toRow` makes them. */
  const columnsOf = (tx: Db, body: Partial<Create>, key?: number): Promise<object> =>
    spec.toRow ? spec.toRow(tx, body, key) : Promise.resolve(body);

  async function lockRow(tx: Db, key: number, scope?: DataScope): Promise<Row> {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(id, key), inScope(scope)))
      .for('update');
    if (!row) throw new NotFound();
    return row as Row;
  }

  return {
    async page(query, scope) {
      const where = and(inScope(scope), ...spec.where(query));
      const order = orderByOf(query.sort, spec.sorts, spec.order);
      const offset = offsetOf(query);
      if (spec.joined) {
        const [total] = await spec.joined.count(db).where(where);
        const records = await spec.joined
          .select(db)
          .where(where)
          .orderBy(...order)
          .limit(query.size)
          .offset(offset);
        return pageOf(records, total!.n, query);
      }
      const [total] = await db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where);
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(offset);
      return pageOf(
        rows.map((r) => toRecord(r as Row)),
        total!.n,
        query,
      );
    },

    get: (key, scope) => find(db, key, scope),

    async create(actor, body, scope) {
      return guarded(body, () =>
        db.transaction(async (tx) => {
          if (scope) await spec.scoped?.place?.(tx, scope, body);
          await checkUnique(tx, body);
          const [row] = await (tx as unknown as Writes)
            .insert(table)
            .values(await columnsOf(tx, body))
            .returning();
          const after = row as Row & { id: number };
          await recordAudit(tx, { actor, action: 'create', entity, entityId: after.id, after });
          return find(tx, after.id);
        }),
      );
    },

    async update(actor, body, scope) {
      // An update body is the create body's fields, each optional, plus the key.
      const rowId = body[spec.idField] as number;
      const changes: Partial<Create> = { ...body };
      delete (changes as Record<string, unknown>)[spec.idField];
      let read: Row | undefined;
      return guarded(
        changes,
        () =>
          db.transaction(async (tx) => {
            const before = await lockRow(tx, rowId, scope);
            read = before;
            if (scope) await spec.scoped?.place?.(tx, scope, changes);
            await checkUnique(tx, changes, before, rowId);
            const [after] = await (tx as unknown as Writes)
              .update(table)
              .set({
                ...(await columnsOf(tx, changes, rowId)),
                ...(touches ? { updatedAt: new Date() } : {}),
              })
              .where(eq(id, rowId))
              .returning();
            await recordAudit(tx, {
              actor,
              action: 'update',
              entity,
              entityId: rowId,
              before,
              after,
            });
            return find(tx, rowId);
          }),
        () => read,
      );
    },

    async remove(actor, key, scope) {
      await guarded({}, () =>
        db.transaction(async (tx) => {
          const before = await lockRow(tx, key, scope);
          await spec.beforeDelete?.(tx, before);
          await tx.delete(table as PgTable).where(eq(id, key));
          await recordAudit(tx, { actor, action: 'delete', entity, entityId: key, before });
        }),
      );
    },
  };
}

/** Declares a resource: the identity, so that its types are inferred from the spec. */
export function defineResource<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
  Query extends PageQuery & { sort: SortOrder<S>[] },
  S extends string,
>(
  spec: ResourceSpec<T, Rec, Create, Update, Query, S>,
): ResourceSpec<T, Rec, Create, Update, Query, S> {
  return spec;
}
