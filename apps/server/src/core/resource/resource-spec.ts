import type { PermissionKey } from '@depot/shared';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../audit';
import type { DataScope } from '../data-scope';
import type { MessageKey } from '../messages/en-US';
import type { PageQuery, SortOrder } from '../pagination';
import type { Counting, Keying, Selecting } from './page-query';
import type { TreeRule } from './tree';

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
  /** The message's parameter for `field`'s value, when it is not the field's name. */
  param?: string;
}

/** The kit's calls, each of which may have its own OpenAPI summary. */
export type ResourceCall = 'page' | 'get' | 'create' | 'update' | 'delete';

/**
 * One business record type, declared once (docs/adding-an-area.md): its table, its wire
 * contracts (zod, from packages/shared), who may do what and what must stay unique.
 * `defineRecords` turns it into the audited calls on one record (read, create, update,
 * delete) and their routes; a `ResourceSpec` adds its page. An area adds its own calls
 * (actions, transitions, a tree read whole) beside them with the same helpers.
 */
export interface RecordSpec<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
> {
  /** The audit log's entity: `post`. */
  entity: string;
  /** The OpenAPI tag of its routes; the entity when not given. */
  tag?: string;
  /** OpenAPI summaries of its calls, where the generic ones say too little. */
  summaries?: Partial<Record<ResourceCall, string>>;
  /** Where its routes live: `/admin/post` → `GET /admin/post/page`, `GET /admin/post/:id`… */
  path: string;
  table: T;
  /** The key column (an integer id). */
  id: PgColumn;
  /** The key's name in records and update bodies: `postId`. */
  idField: keyof Update & string;
  permissions: { view: PermissionKey; add: PermissionKey; edit: PermissionKey; del: PermissionKey };
  schemas: { record: z.ZodType<Rec>; create: z.ZodType<Create>; update: z.ZodType<Update> };
  /** The record of a row (not needed when `joined` reads the records themselves). */
  toRecord?: (row: T['$inferSelect']) => Rec;
  /** The display order (a page's when none is asked for); ends with the key. */
  order: SQL[];
  unique?: ReadonlyArray<UniqueField<Create>>;
  /** The 409 of a write a reference refuses (a row still in use): `common.inUse` if not given. */
  inUse?: MessageKey;
  /** Records forming a tree: the parent a create or a move names is checked (tree.ts). */
  tree?: TreeRule<T['$inferSelect'], Create>;
  /** Refuses a change the row does not allow (throw), before anything else is checked. */
  beforeUpdate?: (tx: Db, row: T['$inferSelect'], changes: Partial<Create>) => Promise<void>;
  /**
   * Refuses a delete (throw a Conflict) while something depends on the row. What it answers
   * (rows deleted with it: a role's grants) is kept in the audit row beside the row's fields.
   */
  beforeDelete?: (tx: Db, row: T['$inferSelect']) => Promise<void | Record<string, unknown>>;
  /**
   * Writes what goes with a created or updated row, in its transaction, before the record is
   * read back (a flow template's version row), by `actor`. What it answers goes in the audit
   * row's `after` beside the row's fields.
   */
  afterWrite?: (
    tx: Db,
    row: T['$inferSelect'],
    body: Partial<Create>,
    actor: Actor,
  ) => Promise<void | Record<string, unknown>>;
  /**
   * Records read through joins (a store with its enterprise): `select` reads the records
   * themselves (and `count` counts with the same joins, for a page), so filters and sorts may
   * name the joined columns. Without it the table's rows go through `toRecord`.
   */
  joined?: { select: (tx: Db) => Selecting<Rec>; count?: (tx: Db) => Counting };
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

/** A record type with a page (`GET {path}/page`): its query, filters and sorts. */
export interface ResourceSpec<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
  Query extends PageQuery & { sort: SortOrder<S>[] },
  S extends string,
> extends RecordSpec<T, Rec, Create, Update> {
  schemas: RecordSpec<T, Rec, Create, Update>['schemas'] & {
    /** `pageQuery.extend({ …filters, sort: sortParam([...]) })`: only these reach SQL. */
    query: z.ZodType<Query>;
  };
  /** The conditions of a page's filters (undefined ones are dropped). */
  where: (query: Query) => Array<SQL | undefined>;
  /** The columns of the sort fields `schemas.query` allows. */
  sorts: Record<S, AnyColumn>;
  /**
   * `keys` (`select({ id })` with the joins needed): only when the filters or sorts name a
   * joined column and the list is exported; the table's own ids otherwise.
   */
  joined?: {
    select: (tx: Db) => Selecting<Rec>;
    count: (tx: Db) => Counting;
    keys?: (tx: Db) => Keying;
  };
}

/** Declares a record type without a page: the identity, so that its types are inferred. */
export function defineRecords<
  T extends PgTable,
  Rec,
  Create extends object,
  Update extends Partial<Create>,
>(spec: RecordSpec<T, Rec, Create, Update>): RecordSpec<T, Rec, Create, Update> {
  return spec;
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
