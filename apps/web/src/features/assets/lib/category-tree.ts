import type { AssetCategory } from '@depot/shared';

export interface CategoryNode extends AssetCategory {
  children?: CategoryNode[];
}

/** The flat list as a tree (a category whose parent is missing becomes a root). */
export function categoryTree(categories: readonly AssetCategory[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>(categories.map((c) => [c.categoryId, { ...c }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of a category and every category below it (it cannot become its own parent). */
export function subtreeIds(categories: readonly AssetCategory[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.categoryId)) {
        ids.add(c.categoryId);
        grew = true;
      }
    }
  }
  return ids;
}

/** TreeSelect data of the categories, leaving out `hidden` ones. */
export function categoryOptions(
  nodes: readonly CategoryNode[],
  hidden: ReadonlySet<number> = new Set(),
): Array<{ value: number; title: string; children?: ReturnType<typeof categoryOptions> }> {
  return nodes
    .filter((n) => !hidden.has(n.categoryId))
    .map((n) => {
      const children = categoryOptions(n.children ?? [], hidden);
      return {
        value: n.categoryId,
        title: `${n.name} (${n.codePrefix})`,
        ...(children.length ? { children } : {}),
      };
    });
}
