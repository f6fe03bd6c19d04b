import { Checkbox, Empty, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickerNode } from './org-nodes';

export interface OrgListPanelProps {
  nodes: readonly PickerNode[];
  checkedKeys: readonly string[];
  onToggle: (node: PickerNode, on: boolean) => void;
  loading?: boolean;
}

/** A flat list of checkable nodes: roles, positions, or search results. */
export function OrgListPanel({ nodes, checkedKeys, onToggle, loading }: OrgListPanelProps) {
  const { t } = useTranslation();
  if (loading) return <Spin />;
  if (nodes.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('form.org.empty')} />;
  }
  return (
    <Flex vertical gap={6}>
      {nodes.map((node) => (
        <Checkbox
          key={node.key}
          checked={checkedKeys.includes(node.key)}
          onChange={(event) => onToggle(node, event.target.checked)}
        >
          {node.label}
        </Checkbox>
      ))}
    </Flex>
  );
}

/** Nodes whose label contains the query (case-insensitive); all of them for an empty query. */
export function filterNodes(nodes: Iterable<PickerNode>, query: string): PickerNode[] {
  const needle = query.trim().toLowerCase();
  const list = [...nodes];
  return needle === '' ? list : list.filter((node) => node.label.toLowerCase().includes(needle));
}
