import type { Page } from '@depot/shared';
import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';

/** DESIGN §4: pages are `current` (1-based) and `size` (at most 500). */
export const PAGE_SIZE_MAX = 500;

export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Response schema of a page: `{ records, total, current, size }`. */
export function pageSchema<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
}

export function pageOf<T>(records: T[], total: number, query: PageQuery): Page<T> {
  return { records, total, current: query.current, size: query.size };
}

/** `pageOf` as JSON text, around records that are JSON text already. */
export function pageJsonOf(records: readonly string[], total: number, query: PageQuery): string {
  const { current, size } = query;
  return `{"records":[${records.join(',')}],"total":${total},"current":${current},"size":${size}}`;
}

export function offsetOf(query: PageQuery): number {
  return (query.current - 1) * query.size;
}

export interface SortOrder<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

/**
 * `sort=field,asc` (repeatable, `desc` too) limited to an allow-list: any other field or
 * direction is a 400, so a sort value never reaches SQL as text.
 */
export function sortParam<const F extends string>(fields: readonly F[]) {
  const allowed = new Set<string>(fields);
  return z
    .union([z.string().max(100), z.array(z.string().max(100)).max(5)])
    .optional()
    .transform((value, ctx): SortOrder<F>[] => {
      const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
      const orders: SortOrder<F>[] = [];
      for (const part of parts) {
        const [field = '', direction = 'asc', ...rest] = part.split(',').map((s) => s.trim());
        if (!allowed.has(field) || (direction !== 'asc' && direction !== 'desc') || rest.length) {
          ctx.addIssue({ code: 'custom', message: 'validation.sort', input: part });
          return z.NEVER;
        }
        orders.push({ field: field as F, direction });
      }
      return orders;
    })
    .describe(`field,asc or field,desc; fields: ${fields.join(', ')}`);
}

/** ORDER BY of the requested sort, then `fallback` (a stable order for paging). */
export function orderByOf<F extends string>(
  orders: readonly SortOrder<F>[],
  columns: Record<F, AnyColumn | SQLWrapper>,
  fallback: SQL[],
): SQL[] {
  return [
    ...orders.map((o) => (o.direction === 'asc' ? asc(columns[o.field]) : desc(columns[o.field]))),
    ...fallback,
  ];
}

/** `true`/`false`/`1`/`0` in a query string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A LIKE pattern matching `text` anywhere, with its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The largest value of an `integer` column: a bigger id names nothing, and PostgreSQL refuses it. */
export const INT4_MAX = 2_147_483_647;

/** The key of a record in an `integer` column, in a JSON body: `userId`, `roleIds[]`. */
export const rowId = z.number().int().positive().max(INT4_MAX);

/** The same in a query string or a path. */
export const queryRowId = z.coerce.number().int().positive().max(INT4_MAX);

/** `/{id}` of a record whose key is an integer column. */
export const idParams = z.object({ id: queryRowId });
