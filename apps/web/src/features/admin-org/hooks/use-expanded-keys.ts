import { useState, type Key } from 'react';

/**
 * The open rows of a tree table. Every parent starts open ("all"); expand all and collapse all
 * set it wholesale, a row's own arrow toggles it.
 */
export function useExpandedKeys(allParentKeys: readonly Key[]) {
  const [chosen, setChosen] = useState<readonly Key[] | 'all'>('all');
  return {
    expandedRowKeys: chosen === 'all' ? allParentKeys : chosen,
    onExpandedRowsChange: (keys: readonly Key[]) => setChosen(keys),
    expandAll: () => setChosen('all'),
    collapseAll: () => setChosen([]),
  };
}
