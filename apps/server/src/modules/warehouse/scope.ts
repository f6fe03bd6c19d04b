import { inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { dataScopeKey, type DataScope } from '../../core/data-scope';
import { NotFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { warehouse } from './tables';

/**
 * The warehouses `scope` sees (undefined: every one): its keepers see it whatever their
 * role's scope; an `enterprise` scope sees its enterprise's; a `stores` scope the warehouses
 * of its stores. Another scope's warehouse, and whatever is in it, is a 404.
 */
export function warehouseScope(
  scope: DataScope,
  column: SQLWrapper = warehouse.id,
): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [
    sql`${column} in (select warehouse_id from warehouse_keeper where user_id = ${scope.userId})`,
  ];
  if (scope.enterpriseId !== null) {
    parts.push(
      sql`${column} in (select id from warehouse where enterprise_id = ${scope.enterpriseId})`,
    );
  }
  if (scope.storeIds?.length) {
    parts.push(
      sql`${column} in (select id from warehouse where ${inArray(warehouse.storeId, [...scope.storeIds])})`,
    );
  }
  return or(...parts);
}

/**
 * The users (`app_user` rows, `user` its id column) whose data scope sees warehouse
 * `warehouseId`, as warehouseScope decides it for a signed-in user: they keep it, or one of
 * their roles sees everything, their department's enterprise (the warehouse's), or their
 * stores (the warehouse's store). For notices about a warehouse: nobody is told of what they
 * could not open.
 */
export function seesWarehouse(user: SQLWrapper, warehouseId: number): SQL {
  return sql`(
    exists (select 1 from warehouse_keeper k
      where k.warehouse_id = ${warehouseId} and k.user_id = ${user})
    or exists (select 1 from user_role ur join role r on r.id = ur.role_id
      where ur.user_id = ${user} and r.data_scope = 'all')
    or exists (select 1 from user_role ur join role r on r.id = ur.role_id
      join app_user u on u.id = ur.user_id join department d on d.id = u.dept_id
      join warehouse w on w.enterprise_id = d.enterprise_id
      where ur.user_id = ${user} and r.data_scope = 'enterprise' and w.id = ${warehouseId})
    or exists (select 1 from user_role ur join role r on r.id = ur.role_id
      join user_store us on us.user_id = ur.user_id
      join warehouse w on w.store_id = us.store_id
      where ur.user_id = ${user} and r.data_scope = 'stores' and w.id = ${warehouseId}))`;
}

/**
 * Who sees the same warehouses, for what is kept per reader: the scope's key, and outside an
 * `all` scope the user too, since a warehouse's keepers see it whatever their role's scope.
 */
export const warehouseSeesKey = (scope: DataScope): string =>
  scope.all ? 'all' : `${dataScopeKey(scope)}|keeper${scope.userId}`;

/** Warehouse `id` if `scope` sees it (its name, enabled), else a 404. */
export async function seenWarehouse(tx: Db, scope: DataScope, id: number) {
  const [found] = await tx
    .select({ id: warehouse.id, name: warehouse.name, enabled: warehouse.enabled })
    .from(warehouse)
    .where(sql`${warehouse.id} = ${id} and ${warehouseScope(scope) ?? sql`true`}`);
  if (!found) throw new NotFound();
  return found;
}
