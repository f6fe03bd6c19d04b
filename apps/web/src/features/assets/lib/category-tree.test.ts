import type { AssetCategory } from '@depot/shared';
import { describe, expect, it } from 'vitest';
import { categoryOptions, categoryTree, subtreeIds } from './category-tree';

const cat = (categoryId: number, parentId: number | null, name = `c${categoryId}`) =>
  ({ categoryId, parentId, name, codePrefix: name.toUpperCase() }) as AssetCategory;

describe('category tree', () => {
  const flat = [cat(1, null), cat(2, 1), cat(3, 2), cat(4, null), cat(5, 99)];

  it('nests children under parents; an orphan becomes a root', () => {
    const roots = categoryTree(flat);
    expect(roots.map((r) => r.categoryId)).toEqual([1, 4, 5]);
    expect(roots[0]!.children![0]!.children![0]!.categoryId).toBe(3);
  });

  it('finds a subtree, so a category cannot move under itself', () => {
    expect([...subtreeIds(flat, 1)].sort()).toEqual([1, 2, 3]);
    const options = categoryOptions(categoryTree(flat), subtreeIds(flat, 2));
    expect(JSON.stringify(options)).not.toContain('"value":3');
    expect(options[0]!.children).toBeUndefined();
  });
});
