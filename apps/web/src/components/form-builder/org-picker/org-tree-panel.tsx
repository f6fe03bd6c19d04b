import type { OrgTab } from '@depot/shared';
import { Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { filterNodes, OrgListPanel } from './org-list-panel';
import { isSelectableIn, type PickerNode } from './org-nodes';
import { ROOT_KEY, useOrgTree } from './use-org-tree';

export interface OrgTreePanelProps {
  tab: Extract<OrgTab, 'dep' | 'user' | 'dep&user'>;
  query: string;
  checkedKeys: readonly string[];
  onToggle: (node: PickerNode, on: boolean) => void;
}

function treeData(
  children: Readonly<Record<string, PickerNode[]>>,
  parentKey: string,
  tab: OrgTab,
): DataNode[] {
  return (children[parentKey] ?? []).map((node) => ({
    key: node.key,
    title: node.label,
    isLeaf: node.isLeaf,
    checkable: isSelectableIn(tab, node),
    children: children[node.key] ? treeData(children, node.key, tab) : undefined,
  }));
}

/**
 * Enterprises and departments (with users on the user tabs) as a lazily opened tree; while a
 * search is typed, the loaded nodes matching it as a flat list.
 */
export function OrgTreePanel({ tab, query, checkedKeys, onToggle }: OrgTreePanelProps) {
  const { children, nodes, load, loading } = useOrgTree(tab !== 'dep');
  if (loading) return <Spin />;
  if (query.trim() !== '') {
    const matches = filterNodes(nodes.values(), query).filter((n) => isSelectableIn(tab, n));
    return <OrgListPanel nodes={matches} checkedKeys={checkedKeys} onToggle={onToggle} />;
  }
  if ((children[ROOT_KEY] ?? []).length === 0) {
    return <OrgListPanel nodes={[]} checkedKeys={checkedKeys} onToggle={onToggle} />;
  }
  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      treeData={treeData(children, ROOT_KEY, tab)}
      loadData={(node) => load(String(node.key))}
      checkedKeys={{ checked: [...checkedKeys], halfChecked: [] }}
      onCheck={(_, info) => {
        const node = nodes.get(String(info.node.key));
        if (node) onToggle(node, info.checked);
      }}
    />
  );
}
