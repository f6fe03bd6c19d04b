import type { Page } from '@depot/shared';
import { and, count, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import type { DataScope } from '../data-scope';
import { isForeignKeyViolation, isUniqueViolation } from '../db-errors';
import { Conflict, NotFound } from '../errors';
import type { PageQuery, SortOrder } from '../pagination';
import {
  mapBatches,
  readBatches,
  readPage,
  type Keying,
  type ListQuery,
  type Selecting,
} from './page-query';
import type { RecordSpec, ResourceSpec, UniqueField } from './resource-spec';
import { checkParent } from './tree';

export {
  defineRecords,
  defineResource,
  type RecordSpec,
  type ResourceSpec,
  type UniqueField,
} from './resource-spec';

/** Each call takes the caller's data scope when the resource is `scoped` (none: every record). */
export interface RecordService<Rec, Create, Update> {
  get(id: number, scope?: DataScope): Promise<Rec>;
  create(actor: Actor, body: Create, scope?: DataScope): Promise<Rec>;
  update(actor: Actor, body: Update, scope?: DataScope): Promise<Rec>;
  remove(actor: Actor, id: number, scope?: DataScope): Promise<void>;
}

export interface ResourceService<Rec, Create, Update, Query> extends RecordService<
  Rec,
  Create,
  Update
> {
  page(query: Query, scope?: DataScope): Promise<Page<Rec>>;
  /** The page's records without paging, in its order, in batches (an export: `readBatches`). */
  batches(query: ListQuery<Query>, scope?: DataScope): Promise<AsyncIterable<Rec[]>>;
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

export function createRecordService<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
>(db: Db, spec: RecordSpec<T, Rec, Create, Update>): RecordService<Rec, Create, Update> {
  type Row = T['$inferSelect'];
  const { table, id, entity, tree } = spec;
  const unique = spec.unique ?? [];
  const touches = 'updatedAt' in getTableColumns(table);
  const toRecord = recordOf(spec);

  /** The property of `table`'s rows that holds `column`. */
  const columnKeys = new Map<unknown, string>(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]),
  );
  const valueOf = (row: Row | undefined, column: PgColumn): unknown =>
    (row as Record<string, unknown> | undefined)?.[columnKeys.get(column) ?? ''];

  /**
   * The values of `u`'s key after a write of `body` (to the row `before`, on an update), or
   * undefined when the write does not touch the key or leaves part of it empty (no clash).
   */
  function keyOf(
    u: UniqueField<Create>,
    body: Partial<Create>,
    before?: Row,
  ): Array<{ field: string; param: string; column: PgColumn; value: unknown }> | undefined {
    const parts = [{ field: u.field, column: u.column }, ...(u.with ?? [])];
    if (parts.every((p) => body[p.field] === undefined)) return undefined;
    const values = parts.map((p, i) => ({
      ...p,
      param: i === 0 && u.param ? u.param : p.field,
      value: body[p.field] !== undefined ? body[p.field] : valueOf(before, p.column),
    }));
    return values.some((v) => v.value === undefined || v.value === null) ? undefined : values;
  }

  const conflictOf = (u: UniqueField<Create>, key: Array<{ param: string; value: unknown }>) =>
    new Conflict(u.message, Object.fromEntries(key.map((k) => [k.param, String(k.value)])));

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

  /** The parent a create names, or the new one of a move (`before`: the row moved). */
  async function checkTree(tx: Db, body: Partial<Create>, before?: Row) {
    if (!tree || body[tree.field] === undefined) return;
    const parent = body[tree.field] || null;
    if (parent === null || (before && parent === valueOf(before, tree.parent))) return;
    const moving = before && { key: valueOf(before, tree.key), row: before };
    await checkParent(tx, table, tree, parent, moving);
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
      if (isForeignKeyViolation(error)) throw new Conflict(spec.inUse ?? 'common.inUse');
      throw error;
    }
  }

  const inScope = (scope?: DataScope) => scopeOf(spec, scope);

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
    get: (key, scope) => find(db, key, scope),

    async create(actor, body, scope) {
      return guarded(body, () =>
        db.transaction(async (tx) => {
          if (scope) await spec.scoped?.place?.(tx, scope, body);
          await checkUnique(tx, body);
          await checkTree(tx, body);
          const [row] = await (tx as unknown as Writes)
            .insert(table)
            .values(await columnsOf(tx, body))
            .returning();
          const after = row as Row & { id: number };
          const along = await spec.afterWrite?.(tx, after, body, actor);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity,
            entityId: after.id,
            after: along ? { ...after, ...along } : after,
          });
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
            await spec.beforeUpdate?.(tx, before, changes);
            if (scope) await spec.scoped?.place?.(tx, scope, changes);
            await checkUnique(tx, changes, before, rowId);
            await checkTree(tx, changes, before);
            const [after] = await (tx as unknown as Writes)
              .update(table)
              .set({
                ...(await columnsOf(tx, changes, rowId)),
                ...(touches ? { updatedAt: new Date() } : {}),
              })
              .where(eq(id, rowId))
              .returning();
            const along = await spec.afterWrite?.(tx, after as Row, changes, actor);
            await recordAudit(tx, {
              actor,
              action: 'update',
              entity,
              entityId: rowId,
              before,
              after: along ? { ...after, ...along } : after,
            });
            return find(tx, rowId);
          }),
        () => read,
      );
    },

    async remove(actor, key, scope) {
      await guarded({}, () =>
        db.transaction(async (tx) => {
          const row = await lockRow(tx, key, scope);
          const along = await spec.beforeDelete?.(tx, row);
          await tx.delete(table as PgTable).where(eq(id, key));
          const before = along ? { ...row, ...along } : row;
          await recordAudit(tx, { actor, action: 'delete', entity, entityId: key, before });
        }),
      );
    },
  };
}

/**
 * The record calls of `spec` and its page, through the one page query (`readPage`). The sort
 * fields' names do not matter here (the spec's `sorts` maps each to its column), so any
 * spec's are taken as text.
 */
export function createResourceService<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
  Query extends PageQuery & { sort: SortOrder<string>[] },
>(
  db: Db,
  spec: ResourceSpec<T, Rec, Create, Update, Query, string>,
): ResourceService<Rec, Create, Update, Query> {
  type Row = T['$inferSelect'];
  const toRecord = recordOf(spec);
  const rules = { where: spec.where, sorts: spec.sorts, order: spec.order };
  return {
    ...createRecordService(db, spec),

    async page(query, scope) {
      const also = scopeOf(spec, scope);
      if (spec.joined) {
        const from = { select: spec.joined.select(db), count: spec.joined.count(db) };
        return readPage(from, rules, query, also);
      }
      const from = {
        select: db.select().from(spec.table as PgTable) as unknown as Selecting<Row>,
        count: db.select({ n: count() }).from(spec.table as PgTable),
      };
      const page = await readPage(from, rules, query, also);
      return { ...page, records: page.records.map(toRecord) };
    },

    async batches(filters, scope) {
      const also = scopeOf(spec, scope);
      // `as Query`: a spec's filters and sorts read no page fields (current, size).
      const query = filters as Query;
      const table = spec.table as PgTable;
      // The table's ids, unless the filters or sorts name a joined column (`joined.keys`).
      const keys = (spec.joined?.keys?.(db) ??
        db.select({ id: spec.id }).from(table).$dynamic()) as Keying;
      if (spec.joined) {
        const key = spec.idField;
        const keyOf = (record: Rec) => (record as Record<string, number>)[key]!;
        const from = { select: spec.joined.select(db), keys, key: spec.id, keyOf };
        return readBatches(from, rules, query, also);
      }
      const field = Object.entries(getTableColumns(table)).find(([, c]) => c === spec.id)![0];
      const from = {
        select: db.select().from(table) as unknown as Selecting<Row>,
        keys,
        key: spec.id,
        keyOf: (row: Row) => (row as Record<string, number>)[field]!,
      };
      return mapBatches(await readBatches(from, rules, query, also), toRecord);
    },
  };
}

/** `spec.toRecord`, or an error naming the resource that declares neither it nor `joined`. */
function recordOf<T extends PgTable, Rec>(spec: {
  entity: string;
  toRecord?: (row: T['$inferSelect']) => Rec;
}): (row: T['$inferSelect']) => Rec {
  return (row) => {
    if (!spec.toRecord) {
      throw new Error(`resource ${spec.entity} declares neither toRecord nor joined`);
    }
    return spec.toRecord(row);
  };
}

/** The condition of the records `scope` sees (undefined: all). */
function scopeOf(
  spec: { scoped?: { where: (scope: DataScope) => SQL | undefined } },
  scope?: DataScope,
): SQL | undefined {
  return scope && spec.scoped ? spec.scoped.where(scope) : undefined;
}
