import { z } from 'zod';
import { INT4_MAX, MAX_PAGE_SIZE } from './constants';
import type { SortOrder } from './wire';

/*
 * The query-string and body pieces every admin contract is built from (DESIGN §4): the server
 * validates with them, the web derives its types from them. Their messages are zod's own or
 * server message keys (`validation.sort`), which the server translates.
 */

/** DESIGN §4: pages are `current` (1-based) and `size` (at most MAX_PAGE_SIZE). */
export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
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

/**
 * `sort=field,asc` (repeatable, `desc` too) limited to an allow-list: any other field or
 * direction is a 400, so a sort value never reaches SQL as text. `also` admits fields of a
 * pattern besides (the asset list's `custom.<vModel>`), which the server checks further.
 */
export function sortParam<const F extends string>(
  fields: readonly F[],
  also?: (field: string) => field is F,
) {
  const allowed = new Set<string>(fields);
  return z
    .union([z.string().max(100), z.array(z.string().max(100)).max(5)])
    .optional()
    .transform((value, ctx): SortOrder<F>[] => {
      const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
      const orders: SortOrder<F>[] = [];
      for (const part of parts) {
        const [field = '', direction = 'asc', ...rest] = part.split(',').map((s) => s.trim());
        const known = allowed.has(field) || (also?.(field) ?? false);
        if (!known || (direction !== 'asc' && direction !== 'desc') || rest.length) {
          ctx.addIssue({ code: 'custom', message: 'validation.sort', input: part });
          return z.NEVER;
        }
        orders.push({ field: field as F, direction });
      }
      return orders;
    })
    .describe(`field,asc or field,desc; fields: ${fields.join(', ')}`);
}

/** `true`/`false`/`1`/`0` in a query string. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** A text filter in a query string (a keyword, a code, a name): trimmed, 64 characters at most. */
export const queryText = z.string().trim().max(64);

/** The key of a record in an `integer` column, in a JSON body: `userId`, `roleIds[]`. */
export const rowId = z.number().int().positive().max(INT4_MAX);

/** The same in a query string or a path. */
export const queryRowId = z.coerce.number().int().positive().max(INT4_MAX);

/** `/{id}` of a record whose key is an integer column. */
export const idParams = z.object({ id: queryRowId });
