/**
 * Ledger list benchmark (issue #18): autocannon, 50 connections, against
 * `/ware/movement/page` on PostgreSQL with 10,000,000 movements (200,000 with --quick) in the
 * scale warehouses: the first page, a warehouse over a month, a category's issues, one
 * document's rows, and a keeper's page (the warehouses they keep); each as a ratio of a bare
 * Fastify route measured in the same run. Exits 1 when a target fails.
 */
import { getJson } from './lib/depot';
import { runListSection } from './lib/list-section';
import { num } from './lib/markdown';
import { PORTS } from './lib/paths';
import { ledgerScaleSize } from './lib/scale';

interface Movement {
  warehouseId: number;
  warehouseName: string;
  categoryId: number;
  categoryName: string;
  sourceCode: string | null;
}

const PAGE = '/ware/movement/page?current=1&size=10';
/** A day `daysAgo` before today, as the list's filters take it. */
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

await runListSection({
  name: 'ledger',
  title: 'Ledger',
  data: 'the scale ledger rows besides the demo’s (10,000,000 in 20 warehouses × 4 counted categories over two years; 200,000 with --quick).',
  size: ledgerScaleSize,
  port: PORTS.ledger,
  async plan(url, tokens) {
    const admin = tokens.admin!;
    const receipts = await getJson<{ total: number; records: Movement[] }>(
      url,
      '/ware/movement/page?current=1&size=1&kind=in',
      admin,
    );
    const all = await getJson<{ total: number }>(
      url,
      '/ware/movement/page?current=1&size=1',
      admin,
    );
    const one = receipts.records[0];
    if (!one?.sourceCode) throw new Error('the ledger has no warehouse-in rows to measure');
    const month = `from=${day(200)}&to=${day(170)}`;
    return {
      facts: [
        `${num(all.total)} movements, ${num(receipts.total)} of them warehouse-ins; ` +
          `the warehouse measured is "${one.warehouseName}", the category "${one.categoryName}", ` +
          `the document ${one.sourceCode}.`,
      ],
      calls: [
        { name: 'first page', path: PAGE, as: 'admin' },
        {
          name: 'a warehouse over a month',
          path: `${PAGE}&warehouseId=${one.warehouseId}&${month}`,
          as: 'admin',
        },
        {
          name: 'a category’s issues',
          path: `${PAGE}&categoryId=${one.categoryId}&kind=out`,
          as: 'admin',
        },
        {
          name: 'one document’s rows',
          path: `${PAGE}&sourceCode=${encodeURIComponent(one.sourceCode)}`,
          as: 'admin',
        },
        { name: 'a keeper’s first page', path: PAGE, as: 'keeper' },
      ],
    };
  },
});
