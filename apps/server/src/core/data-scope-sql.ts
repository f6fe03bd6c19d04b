import { eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DataScope } from './data-scope';

/** Where a kind of record belongs, for the data scope (columns of its table). */
export interface ScopeColumns {
  /** Its store: the `stores` scope, and `enterprise` through the store's enterprise. */
  store?: AnyColumn;
  /** Who made it: the department scopes go by the maker's department; `self` counts it. */
  createdBy?: AnyColumn;
  /** Its own department, when it has one (an asset's): the department scopes go by it instead. */
  dept?: AnyColumn;
  /** Others it belongs to for `self` (an order's assignee). */
  owners?: readonly AnyColumn[];
}

const NOTHING = sql`false`;

/**
 * The condition of the records `scope` sees (undefined: every record). A part of the scope
 * the record type has no column for sees none of it, so a missing column never widens it.
 */
export function scopeCondition(scope: DataScope, columns: ScopeColumns): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  const { store, createdBy, dept, owners = [] } = columns;
  if (scope.enterpriseId !== null && store) {
    parts.push(sql`${store} in (select id from store where enterprise_id = ${scope.enterpriseId})`);
  }
  if (scope.deptId !== null && (dept || createdBy)) {
    const depts = scope.deptTree
      ? sql`(with recursive below(id) as (select ${scope.deptId}::int union all
          select d.id from department d join below on d.parent_id = below.id) select id from below)`
      : sql`(${scope.deptId}::int)`;
    parts.push(
      dept
        ? sql`${dept} in ${depts}`
        : sql`${createdBy} in (select id from app_user where dept_id in ${depts})`,
    );
  }
  if (scope.storeIds !== null && store && scope.storeIds.length) {
    parts.push(inArray(store, [...scope.storeIds]));
  }
  if (scope.self) {
    for (const column of [createdBy, ...owners]) {
      if (column) parts.push(eq(column, scope.userId));
    }
  }
  return parts.length ? or(...parts) : NOTHING;
}

/**
 * The stores at which `scope` may make a record (undefined: any). A record a user makes is
 * theirs, so `self` and the department scopes allow any store; `enterprise` and `stores`
 * allow only the stores they see.
 */
export function storesOpenTo(
  scope: DataScope,
  store: { id: AnyColumn; enterpriseId: AnyColumn },
): SQL | undefined {
  if (scope.all || scope.self || scope.deptId !== null) return undefined;
  const parts: SQL[] = [];
  if (scope.enterpriseId !== null) parts.push(eq(store.enterpriseId, scope.enterpriseId));
  if (scope.storeIds?.length) parts.push(inArray(store.id, [...scope.storeIds]));
  return parts.length ? or(...parts) : NOTHING;
}
