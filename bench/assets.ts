/**
 * Asset list benchmark (issue #16): autocannon, 50 connections, against `/as/asset/page` on
 * PostgreSQL with 1,000,000 assets (100,000 with --quick) in the scale category tree: the
 * first page, a top-level category's subtree by purchase date, a category by a designed
 * field, and a store manager's page (their data scope); each as a ratio of a bare Fastify
 * route measured in the same run. Exits 1 when a target fails.
 */
import { getJson } from './lib/depot';
import { runListSection } from './lib/list-section';
import { num } from './lib/markdown';
import { PORTS } from './lib/paths';
import { assetScaleSize } from './lib/scale';

interface Category {
  categoryId: number;
  codePrefix: string;
  name: string;
}

await runListSection({
  name: 'assets',
  title: 'Assets',
  data: 'the scale assets besides the demo’s (1,000,000; 100,000 with --quick).',
  size: assetScaleSize,
  port: PORTS.assets,
  async plan(url, tokens) {
    const admin = tokens.admin!;
    const categories = await getJson<Category[]>(url, '/as/category/list', admin);
    const byPrefix = (prefix: string) => {
      const found = categories.find((c) => c.codePrefix === prefix);
      if (!found) throw new Error(`the scale category ${prefix} is missing`);
      return found;
    };
    const group = byPrefix('SIT');
    const laptops = byPrefix('SNB');
    const all = await getJson<{ total: number }>(url, '/as/asset/page?current=1&size=1', admin);
    return {
      facts: [
        `${num(all.total)} assets in ${num(categories.length)} categories; ` +
          `"${group.name}" (${group.codePrefix}) is a top-level category with subcategories, ` +
          `"${laptops.name}" (${laptops.codePrefix}) has designed fields (memoryGb…).`,
      ],
      calls: [
        { name: 'first page', path: '/as/asset/page?current=1&size=10', as: 'admin' },
        {
          name: 'category subtree by purchase date',
          path: `/as/asset/page?current=1&size=10&categoryId=${group.categoryId}&sort=purchaseDate,desc`,
          as: 'admin',
        },
        {
          name: 'category by a designed field',
          path: `/as/asset/page?current=1&size=10&categoryId=${laptops.categoryId}&sort=custom.memoryGb,desc`,
          as: 'admin',
        },
        {
          name: 'store manager’s first page',
          path: '/as/asset/page?current=1&size=10',
          as: 'manager',
        },
      ],
    };
  },
});
