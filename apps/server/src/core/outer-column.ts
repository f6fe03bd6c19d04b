import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column of the row being selected, named with its table, for a correlated subquery in a
 * select's fields: `(select count(*) from asset a where a.category_id = ${outer(assetCategory.id)})`.
 * drizzle writes a single-table select's columns without their table, and a bare "id" inside
 * the subquery would be the subquery's own table's id.
 */
export function outer(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
