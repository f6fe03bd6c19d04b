import { asc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engines, useTestApp } from '../../../test/helpers';
import { post } from '../../db/schema';
import { readBatches, type PageRules } from './page-query';

type Query = { q: string; sort?: { field: 'name'; direction: 'asc' | 'desc' }[] };

/** Positions whose code starts with the query's text, by name then id (the export's order). */
const rules: PageRules<Query, 'name'> = {
  where: (query) => [like(post.code, `${query.q}%`)],
  sorts: { name: post.name },
  order: [asc(post.code), asc(post.id)],
};

/**
 * An export's read (`readBatches`), shown on positions with two rows a batch: the rows come
 * once each in the list's order whatever is written meanwhile, and a list larger than a sheet
 * is refused before anything is read.
 */
describe.each(engines())('an export read in batches on %s', (engine) => {
  const t = useTestApp(engine);
  const from = () => ({
    select: t.db.select().from(post).$dynamic(),
    keys: t.db.select({ id: post.id }).from(post).$dynamic(),
    key: post.id,
    keyOf: (row: { id: number }) => row.id,
  });
  const add = (prefix: string, names: string[]) =>
    t.db
      .insert(post)
      .values(names.map((name, i) => ({ code: `${prefix}-${i}`, name })))
      .returning();
  const codes = (batches: { code: string }[][]) => batches.map((b) => b.map((r) => r.code));

  it('reads every row once, in the asked order, a batch at a time', async () => {
    await add('BA', ['c', 'a', 'e', 'b', 'd']);
    const read: { code: string }[][] = [];
    const query: Query = { q: 'BA', sort: [{ field: 'name', direction: 'desc' }] };
    for await (const batch of await readBatches(from(), rules, query, undefined, { size: 2 })) {
      read.push(batch);
    }
    expect(codes(read)).toEqual([['BA-2', 'BA-4'], ['BA-0', 'BA-3'], ['BA-1']]);
  });

  it('is not shifted by a row written meanwhile, and leaves out a row deleted meanwhile', async () => {
    await add('BB', ['p', 'q', 'r', 's', 't']);
    const batches = await readBatches(from(), rules, { q: 'BB' }, undefined, { size: 2 });
    const read: { code: string }[][] = [];
    for await (const batch of batches) {
      read.push(batch);
      if (read.length === 1) {
        // A new row that sorts first, and one not yet read gone: OFFSET paging would have
        // read BB-1 again and skipped a row.
        await t.db.insert(post).values({ code: 'BB-', name: 'new' });
        await t.db.delete(post).where(like(post.code, 'BB-3'));
      }
    }
    expect(codes(read)).toEqual([['BB-0', 'BB-1'], ['BB-2'], ['BB-4']]);
  });

  it('refuses more rows than a sheet holds with a 400 naming both numbers', async () => {
    await add('BC', ['x', 'y', 'z']);
    const refused = readBatches(from(), rules, { q: 'BC' }, undefined, { max: 2 });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: 'the export has 3 rows, more than a worksheet holds (2): narrow the filters',
    });
  });
});
