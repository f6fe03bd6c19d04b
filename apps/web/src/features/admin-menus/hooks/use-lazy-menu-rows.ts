import { MENU_ROOT_ID } from '@depot/shared';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { menuTreeQueryOptions, type MenuNode } from '../../../api/admin-menus';

/** A row of the menu tree table: a record, with its children once they are loaded. */
export type MenuRow = Omit<MenuNode, 'children'> & { children?: MenuRow[] };

/**
 * The menu tree one level at a time (GET /admin/menu/tree?lazy=true&parentId): the top level
 * at first, each entry's children when it is expanded.
 */
export function useLazyMenuRows() {
  const [expanded, setExpanded] = useState<number[]>([]);
  const top = useQuery(menuTreeQueryOptions({ lazy: true, parentId: MENU_ROOT_ID }));
  const levels = useQueries({
    queries: expanded.map((id) => menuTreeQueryOptions({ lazy: true, parentId: id })),
  });
  // Rebuilt each render: a menu tree is small.
  const loaded = new Map(expanded.map((id, i) => [id, levels[i]?.data]));
  const toRows = (nodes: readonly MenuNode[]): MenuRow[] =>
    nodes.map(({ children: _children, ...node }) => {
      if (!node.hasChildren) return node;
      const children = loaded.get(node.id);
      // [] marks an entry that can expand before its children are here.
      return { ...node, children: children ? toRows(children) : [] };
    });
  const rows = toRows(top.data ?? []);

  return {
    rows,
    expanded,
    setExpanded,
    isLoading: top.isLoading,
    isFetching: top.isFetching || levels.some((level) => level.isFetching),
    isError: top.isError,
    refetch: () => void top.refetch(),
  };
}
