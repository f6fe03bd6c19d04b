/** A record of a tree answer: the server sends `children: []` on leaves. */
export interface TreeRecord<T> {
  children: T[];
}

/** The tree as antd's table wants it: leaves without `children`, so they get no expand icon. */
export type TableTree<T> = Omit<T, 'children'> & { children?: TableTree<T>[] };

export function toTableTree<T extends TreeRecord<T>>(nodes: readonly T[]): TableTree<T>[] {
  return nodes.map(({ children, ...rest }) =>
    children.length ? { ...rest, children: toTableTree(children) } : rest,
  );
}

/** The keys of every node that has children (what "expand all" opens). */
export function parentKeys<T extends TreeRecord<T>, K>(
  nodes: readonly T[],
  keyOf: (node: T) => K,
): K[] {
  return nodes.flatMap((node) =>
    node.children.length ? [keyOf(node), ...parentKeys(node.children, keyOf)] : [],
  );
}

/** A node and everything under it: a record cannot move below itself. */
export function subtreeKeys<T extends TreeRecord<T>, K>(node: T, keyOf: (node: T) => K): K[] {
  return [keyOf(node), ...node.children.flatMap((child) => subtreeKeys(child, keyOf))];
}

export interface TreeOption<V> {
  value: V;
  title: string;
  disabled?: boolean;
  children?: TreeOption<V>[];
}

/** TreeSelect options of a tree, the `excluded` keys (and their children) disabled. */
export function toTreeOptions<T extends TreeRecord<T>, V>(
  nodes: readonly T[],
  valueOf: (node: T) => V,
  titleOf: (node: T) => string,
  excluded: ReadonlySet<V> = new Set(),
): TreeOption<V>[] {
  return nodes.map((node) => {
    const value = valueOf(node);
    const children = toTreeOptions(node.children, valueOf, titleOf, excluded);
    return {
      value,
      title: titleOf(node),
      ...(excluded.has(value) ? { disabled: true } : {}),
      ...(children.length ? { children } : {}),
    };
  });
}

export type Nested<T> = T & { children: Nested<T>[] };

/** Nests a flat list by its parent reference (unknown parents count as the top). */
export function nestList<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K,
  parentOf: (item: T) => K | null,
): Nested<T>[] {
  const nodes = new Map<K, Nested<T>>(
    items.map((item) => [keyOf(item), { ...item, children: [] }]),
  );
  const roots: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = parentOf(node);
    const holder = parent === null ? undefined : nodes.get(parent);
    (holder && holder !== node ? holder.children : roots).push(node);
  }
  return roots;
}

/** The first node (depth first) that matches. */
export function findInTree<T extends TreeRecord<T>>(
  nodes: readonly T[],
  matches: (node: T) => boolean,
): T | undefined {
  for (const node of nodes) {
    if (matches(node)) return node;
    const found = findInTree(node.children, matches);
    if (found) return found;
  }
  return undefined;
}
