import type { MenuKind } from '@depot/shared';

/** What the grant rules need of a menu node (GET /admin/menu/tree). */
export interface GrantNode {
  id: number;
  kind: MenuKind;
  children: GrantNode[];
}

export interface GrantIndex {
  parentOf: ReadonlyMap<number, number>;
  childrenOf: ReadonlyMap<number, readonly number[]>;
  kindOf: ReadonlyMap<number, MenuKind>;
  all: readonly number[];
}

export function indexTree(nodes: readonly GrantNode[]): GrantIndex {
  const parentOf = new Map<number, number>();
  const childrenOf = new Map<number, number[]>();
  const kindOf = new Map<number, MenuKind>();
  const all: number[] = [];
  const visit = (node: GrantNode, parent: number | undefined) => {
    all.push(node.id);
    kindOf.set(node.id, node.kind);
    if (parent !== undefined) parentOf.set(node.id, parent);
    childrenOf.set(
      node.id,
      node.children.map((child) => child.id),
    );
    for (const child of node.children) visit(child, node.id);
  };
  for (const node of nodes) visit(node, undefined);
  return { parentOf, childrenOf, kindOf, all };
}

function descendants(index: GrantIndex, id: number): number[] {
  return (index.childrenOf.get(id) ?? []).flatMap((child) => [child, ...descendants(index, child)]);
}

function ancestors(index: GrantIndex, id: number): number[] {
  const found: number[] = [];
  for (let at = index.parentOf.get(id); at !== undefined; at = index.parentOf.get(at)) {
    found.push(at);
  }
  return found;
}

/**
 * A role's grants as the editor holds them: what the server has, plus the entries above each
 * (the sidebar shows an entry only under its directories, so granting a child grants them).
 * Ids no longer in the tree are dropped.
 */
export function normaliseGrants(index: GrantIndex, ids: readonly number[]): Set<number> {
  const known = ids.filter((id) => index.kindOf.has(id));
  return new Set(known.flatMap((id) => [id, ...ancestors(index, id)]));
}

/** Checking an entry grants it, everything under it and the entries above it. */
export function grant(index: GrantIndex, granted: ReadonlySet<number>, id: number): Set<number> {
  return new Set([...granted, id, ...descendants(index, id), ...ancestors(index, id)]);
}

/**
 * Unchecking an entry takes it and everything under it away. A directory above that has
 * nothing granted left goes too (it would show nothing); a page above keeps its grant (a page
 * without its buttons is still a page).
 */
export function revoke(index: GrantIndex, granted: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(granted);
  for (const gone of [id, ...descendants(index, id)]) next.delete(gone);
  for (const above of ancestors(index, id)) {
    const keep =
      index.kindOf.get(above) !== 'directory' || descendants(index, above).some((d) => next.has(d));
    if (keep) break;
    next.delete(above);
  }
  return next;
}

/**
 * What the tree shows: checked when the entry and everything under it are granted, half-checked
 * when it is granted (or something under it is) but not everything under it.
 */
export function checkState(
  index: GrantIndex,
  granted: ReadonlySet<number>,
): { checked: number[]; halfChecked: number[] } {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  for (const id of index.all) {
    const below = descendants(index, id);
    const some = granted.has(id) || below.some((d) => granted.has(d));
    if (!some) continue;
    if (granted.has(id) && below.every((d) => granted.has(d))) checked.push(id);
    else halfChecked.push(id);
  }
  return { checked, halfChecked };
}

/** The ids to save: every checked and half-checked entry (PUT /admin/role/{id}/menus). */
export function grantsToSave(index: GrantIndex, granted: ReadonlySet<number>): number[] {
  const { checked, halfChecked } = checkState(index, granted);
  return [...checked, ...halfChecked].sort((a, b) => a - b);
}
